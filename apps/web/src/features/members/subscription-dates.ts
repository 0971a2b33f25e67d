import { MESSAGES } from "@studiodesk/core/messages";
import { formatCalendarDate } from "@studiodesk/core/rules/date-formats";
import { dayBefore } from "@studiodesk/core/rules/date-limits";
import { todayIn } from "@studiodesk/core/rules/members";
import { nextDailyRun } from "@studiodesk/core/rules/schedules";
import {
  SUBSCRIPTION_BILLING_SCHEDULE,
  subscriptionChargeRun,
} from "@studiodesk/core/rules/subscription-billing";

// 000 §4 Subscription edits: a chosen date D is stored as 06:00 of D + 1 in the organization's
// zone (billing runs about midnight PST at the end of D). The form shows D again, so a date
// that is saved and read back does not move by a day.
export function chosenNextChargeDate(nextCharge: string | null, timeZone: string): string {
  if (!nextCharge) return "";
  return dayBefore(todayIn(timeZone, new Date(nextCharge)));
}

// Issue #21: one date, the one the Next Charge Date field shows, and when the billing run
// (about 12:00am PST) actually charges it, on the studio's clock: "Next charge on November 27,
// 2026; charged Sunday, November 29 at 3:00 AM EST."
export function nextChargeText(nextCharge: string, timeZone: string): string {
  const chosen = chosenNextChargeDate(nextCharge, timeZone);
  const date = formatCalendarDate(chosen);
  const run = new Intl.DateTimeFormat("en-US", {
    timeZone,
    weekday: "long",
    month: "long",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZoneName: "short",
  }).format(subscriptionChargeRun(new Date(nextCharge)));
  return `Next charge on ${date}; charged ${run}.`;
}

// The spec's billing note, and what its 12:00am PST is on the studio's clock.
export function billingNoteIn(timeZone: string, now: Date): string {
  const run = new Intl.DateTimeFormat("en-US", {
    timeZone,
    hour: "numeric",
    minute: "2-digit",
    timeZoneName: "short",
  }).format(nextDailyRun(now, SUBSCRIPTION_BILLING_SCHEDULE));
  return `${MESSAGES.subscriptionBillingNote} That is ${run} for this studio.`;
}

import { expandOccurrences, RECURRENCE_OPTIONS, type RecurrenceOption } from "./recurrence";
import { type DailySchedule, nextDailyRun } from "./schedules";

// 000 §4 Subscription: "Billing happens about 12:00am PST" — midnight on Los Angeles' wall
// clock, so the run stays at midnight across daylight-saving changes.
export const SUBSCRIPTION_BILLING_SCHEDULE: DailySchedule = {
  hour: 0,
  minute: 0,
  timeZone: "America/Los_Angeles",
};

// When a subscription due at `nextCharge` is charged: the first billing run at or after it
// (issue #21 shows this on the member's subscription card, in the studio's zone).
export const subscriptionChargeRun = (nextCharge: Date): Date =>
  nextDailyRun(new Date(nextCharge.getTime() - 1), SUBSCRIPTION_BILLING_SCHEDULE);

const isRecurrenceOption = (value: string): value is RecurrenceOption =>
  (RECURRENCE_OPTIONS as readonly string[]).includes(value);

// The charge after `current`: one recurrence period later on the organization's wall clock
// (a monthly charge on the 31st falls on the month's last day, then stays there). An unknown
// recurrence bills monthly, the column's default.
export function nextSubscriptionCharge(current: Date, recurrence: string, timeZone: string): Date {
  const recurrenceTime = isRecurrenceOption(recurrence) ? recurrence : "everyMonth";
  const series = {
    start: current,
    timeZone,
    recurrence: { recurrenceTime, recurrenceDays: [] },
    end: null,
  };
  const window = {
    from: new Date(current.getTime() + 1),
    to: new Date(current.getTime() + 400 * 24 * 60 * 60 * 1000),
  };
  const [next] = expandOccurrences(series, window);
  if (!next) throw new Error(`no charge after ${current.toISOString()} for ${recurrence}`);
  return next;
}

// A cycle is named by the charge date it bills: the same whichever run, instance or retry
// charges it, and never derived from the clock of the run.
export const subscriptionCycle = (nextCharge: Date): string => nextCharge.toISOString();

// The business identity of one cycle's charge: the charge record's unique key, the admin
// notification's dedupe key, and (with the organization) the payment idempotency key.
export const subscriptionChargeKey = (subscriptionId: string, cycle: string): string =>
  `subscription-charge:${subscriptionId}:${cycle}`;

import {
  dayOfMonth,
  expandOccurrences,
  monthsLater,
  RECURRENCE_OPTIONS,
  type RecurrenceOption,
} from "./recurrence";
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

// What a subscription's next charge is computed from: its recurrence, the zone it bills on
// (migration 0033) and its billing day, the day of month it bills on there (0034).
export type SubscriptionCalendar = { recurrence: string; timeZone: string; billingDay: number };

const MONTHS_PER_PERIOD: Partial<Record<RecurrenceOption, number>> = {
  everyMonth: 1,
  everyYear: 12,
};

// The billing day a charge date sets: its day of month on the subscription's clock (a new
// subscription's first charge, a next charge date staff set).
export const billingDayOf = (charge: Date, timeZone: string): number =>
  dayOfMonth(charge, timeZone);

// The charge after `current`: one recurrence period later on the subscription's wall clock. A
// monthly or yearly charge falls on the billing day, or on the month's last day when the month
// is shorter, and comes back to it: the 31st bills 28 February, then 31 March and 30 April; 29
// February bills 28 February in common years and 29 February in the next leap year. (Stepped
// from the charge before, a month-end subscription stayed on the 28th for good.) The other
// recurrences step by days and weeks, which no month shortens. An unknown recurrence bills
// monthly, the column's default.
export function nextSubscriptionCharge(current: Date, calendar: SubscriptionCalendar): Date {
  const { recurrence, timeZone, billingDay } = calendar;
  const recurrenceTime = isRecurrenceOption(recurrence) ? recurrence : "everyMonth";
  const months = MONTHS_PER_PERIOD[recurrenceTime];
  if (months) return monthsLater(current, months, billingDay, timeZone);
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

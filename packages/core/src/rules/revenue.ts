import { TZDate } from "@date-fns/tz";

// The first instant of the calendar month `now` is in, on the organization's wall clock: the
// start of "revenue this month" (a charge at 11pm on the 31st in Los Angeles is that month's).
export function monthStartIn(now: Date, timeZone: string): Date {
  const local = new TZDate(now.getTime(), timeZone);
  return new Date(
    new TZDate(local.getFullYear(), local.getMonth(), 1, 0, 0, 0, timeZone).getTime(),
  );
}

// Revenue counts what was paid and kept: succeeded, not refunded.
export const isRevenueCharge = (charge: { status: string; refunded: boolean }): boolean =>
  charge.status === "succeeded" && !charge.refunded;

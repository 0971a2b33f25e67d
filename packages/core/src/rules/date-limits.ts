import { oneYearAfter } from "./recurrence";
import { splitWallClock } from "./wall-clock";

// The date pickers' bounds ("YYYY-MM-DD" on the studio's clock), so they offer the dates the
// rules accept (001 §5 Common limits) instead of refusing them after the pick.

// "Event start and end are capped at one year from now": the last date either may take.
export const latestScheduleDate = (now: Date, timeZone: string): string =>
  splitWallClock(oneYearAfter(now, timeZone), timeZone).date;

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

// The same date a year later; 29 February gives 28 February.
export function sameDateNextYear(date: string): string | null {
  const match = DATE.exec(date);
  if (!match) return null;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const lastDay = new Date(Date.UTC(year + 1, month, 0)).getUTCDate();
  const next = `${year + 1}-${String(month).padStart(2, "0")}`;
  return `${next}-${String(Math.min(day, lastDay)).padStart(2, "0")}`;
}

// The date before ("YYYY-MM-DD"; 1 March gives 28 or 29 February).
export function dayBefore(date: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() - 1);
  return day.toISOString().slice(0, 10);
}

// "Recurrence end date and subscription end: at most one year after start and not before
// start"; `latest` caps it further (an event's end: one year from now). An end date is a
// whole day, so the start's own date a year later is allowed.
export function endDateBounds(
  startDate: string,
  latest: string | null = null,
): { min: string | undefined; max: string | undefined } {
  const yearLater = sameDateNextYear(startDate);
  const candidates = [yearLater, latest].filter((date): date is string => Boolean(date));
  const max = candidates.sort()[0];
  return { min: yearLater ? startDate : undefined, max };
}

// A subscription starts at midnight of its start date and must end within a year of that
// midnight, so its last end date is the day before the start's date a year later.
export function subscriptionEndBounds(startDate: string): {
  min: string | undefined;
  max: string | undefined;
} {
  const yearLater = sameDateNextYear(startDate);
  if (!yearLater) return { min: undefined, max: undefined };
  return { min: startDate, max: dayBefore(yearLater) };
}

import { TZDate } from "@date-fns/tz";
import { oneYearAfter } from "./recurrence";
import { offsetMinutes } from "./zoned-time";

// 001 §2 Schedule: "The calendar loads by month, covering up to day 24 of the next month,
// and shows items up to one year ahead." The month grid also shows the last days of the
// previous month in its first row, so the window starts a week before the 1st.
export const NEXT_MONTH_LAST_DAY = 24;
const LEADING_DAYS = 7;

export type CalendarWindow = { from: Date; to: Date };

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

export const isCalendarMonth = (month: string): boolean => MONTH.test(month);

// The instants [from, to) of a month's load in the organization's zone, or null when the
// whole window lies more than a year ahead of now.
export function calendarWindow(month: string, timeZone: string, now: Date): CalendarWindow | null {
  const match = MONTH.exec(month);
  if (!match) throw new RangeError(`Not a calendar month: ${month}`);
  const year = Number(match[1]);
  const monthIndex = Number(match[2]) - 1;
  const from = new TZDate(year, monthIndex, 1 - LEADING_DAYS, 0, 0, 0, timeZone);
  // The end of day 24 of the next month is the start of day 25.
  const end = new TZDate(year, monthIndex + 1, NEXT_MONTH_LAST_DAY + 1, 0, 0, 0, timeZone);
  const limit = oneYearAfter(now, timeZone);
  const to = Math.min(end.getTime(), limit.getTime());
  if (to <= from.getTime()) return null;
  return { from: new Date(from.getTime()), to: new Date(to) };
}

// The month ("YYYY-MM") `delta` months before or after a month: the schedule's previous and
// next arrows.
export function shiftMonth(month: string, delta: number): string {
  const match = MONTH.exec(month);
  if (!match) throw new RangeError(`Not a calendar month: ${month}`);
  const index = Number(match[1]) * 12 + Number(match[2]) - 1 + delta;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, "0")}`;
}

// The month ("YYYY-MM") an instant falls in, in the zone. Through offsetMinutes, which a
// browser answers from the server's table (rememberZoneOffsets): the schedule page works
// this out on its first render.
export function monthOf(instant: Date, timeZone: string): string {
  const ms = instant.getTime();
  return new Date(ms + offsetMinutes(timeZone, ms) * 60_000).toISOString().slice(0, 7);
}

// The front desk's day (issue #21): today on the organization's wall clock, and the seven
// days after it. Day starts come from the zone's calendar, so a daylight-saving day is 23
// or 25 hours long.
export function frontDeskDays(
  now: Date,
  timeZone: string,
): { today: CalendarWindow; nextSevenDays: CalendarWindow } {
  const local = new TZDate(now.getTime(), timeZone);
  const dayStart = (daysAhead: number) =>
    new Date(
      new TZDate(
        local.getFullYear(),
        local.getMonth(),
        local.getDate() + daysAhead,
        0,
        0,
        0,
        timeZone,
      ).getTime(),
    );
  return {
    today: { from: dayStart(0), to: dayStart(1) },
    nextSevenDays: { from: dayStart(1), to: dayStart(8) },
  };
}

import { MONTH_NAMES } from "@studiodesk/core/rules/date-formats";
import { WEEKDAY_LABELS } from "../schedule-format";

// How many of a day's entries the month shows before a "more" control takes their place:
// the month grid (FullCalendar draws and measures every chip it is given) and the phone
// agenda (a busy studio's month is thousands of occurrences) both show a full day this way.
export type DaySplit<T> = { shown: T[]; hidden: T[] };

// A day of at most `limit` entries shows them all; a fuller day shows `limit - 1` and leaves
// the last line for the control, so a day never takes more than `limit` lines.
export function splitDay<T>(entries: T[], limit: number): DaySplit<T> {
  if (entries.length <= limit) return { shown: entries, hidden: [] };
  return { shown: entries.slice(0, limit - 1), hidden: entries.slice(limit - 1) };
}

// Date.getUTCDay's order (Sunday first), in the schedule's weekday words.
const WEEKDAY_NAMES = [
  WEEKDAY_LABELS.sunday,
  WEEKDAY_LABELS.monday,
  WEEKDAY_LABELS.tuesday,
  WEEKDAY_LABELS.wednesday,
  WEEKDAY_LABELS.thursday,
  WEEKDAY_LABELS.friday,
  WEEKDAY_LABELS.saturday,
];

// The calendar's wall-clock strings ("2026-11-03T18:00:00", studio time posing as UTC) read
// as words without Intl: a first Intl formatter loads the browser's locale data inside the
// first load's longest task on a phone (issue #19), and the agenda formats every line.

// "Tuesday, November 3" for "2026-11-03".
export function dayTitle(date: string): string {
  const [year, month, day] = date.slice(0, 10).split("-").map(Number) as [number, number, number];
  const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  return `${WEEKDAY_NAMES[weekday]}, ${MONTH_NAMES[month - 1]} ${day}`;
}

// "6:00 PM" for "2026-11-03T18:00:00".
export function entryTime(wallClock: string): string {
  const hour = Number(wallClock.slice(11, 13));
  const minute = wallClock.slice(14, 16);
  return `${hour % 12 || 12}:${minute} ${hour < 12 ? "AM" : "PM"}`;
}

// The month view's title as FullCalendar words it ("November 2026"), for the month of a
// wall-clock time.
export function monthTitle(wallClock: string): string {
  const [year, month] = wallClock.slice(0, 7).split("-").map(Number) as [number, number];
  return `${MONTH_NAMES[month - 1]} ${year}`;
}

// 001 §2 Schedule "a month-year title", in Week View too: the month of the week's days
// ("November 2026"), both months for a week across two ("November – December 2026"), and
// both years across a new year ("December 2026 – January 2027"). Days as wall-clock dates.
export function weekTitle(firstDay: string, lastDay: string): string {
  const first = monthTitle(firstDay);
  const last = monthTitle(lastDay);
  if (first === last) return last;
  if (firstDay.slice(0, 4) !== lastDay.slice(0, 4)) return `${first} – ${last}`;
  return `${MONTH_NAMES[Number(firstDay.slice(5, 7)) - 1]} – ${last}`;
}

import { instantToWallClock } from "./wall-clock";

// The app's everyday date formats (000 §9), en-US, on the organization's clock: a studio's
// staff see its members, invoices and notifications at the studio's times, whatever zone the
// browser (or the server drawing the first paint) is in. The same instant therefore gives the
// same text on the server and in the browser, which React's takeover of the page requires.
// In core so that the server's texts (the terminal receipt) read like the web's; apart from the
// web's formats.ts (counts and names) so that a page without dates loads none of this.
// Written out rather than with Intl on purpose: a page's first Intl formatter loads the
// browser's locale and time-zone data, some 20-80 ms on a phone, inside the longest task of
// the first load (issue #19). The zone's offsets come from the session's table
// (core/rules/zone-offsets.ts), so the common case needs no Intl at all.

// The months' names, January first (the schedule's agenda titles use them too).
export const MONTH_NAMES = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;

type WallClock = { year: number; month: number; day: number; hours: number; minutes: number };

const twoDigits = (value: number) => String(value).padStart(2, "0");

// "2026-11-05T15:04:00" (or a date alone) as numbers, month 1-12.
function parseWallClock(local: string): WallClock {
  const [year = 0, month = 1, day = 1, hours = 0, minutes = 0] = local.split(/[-T:]/).map(Number);
  return { year, month, day, hours, minutes };
}

// The instant on the zone's wall clock; null for a missing or invalid value.
function wallClockOf(value: string | Date | null | undefined, timeZone: string): WallClock | null {
  if (!value) return null;
  const instant = new Date(value);
  if (Number.isNaN(instant.getTime())) return null;
  return parseWallClock(instantToWallClock(instant, timeZone));
}

// 000 §9 "Default date format like MMMM dd, yyyy": "November 05, 2026".
const longDate = ({ year, month, day }: WallClock) =>
  `${MONTH_NAMES[month - 1]} ${twoDigits(day)}, ${year}`;

// The instant's day on the organization's clock, like "November 05, 2026"; "" for a missing
// or invalid date.
export function formatLongDate(value: string | Date | null | undefined, timeZone: string): string {
  const wall = wallClockOf(value, timeZone);
  return wall ? longDate(wall) : "";
}

// A calendar date without a time ("2026-11-05", as date inputs hold it) in the same format.
export const formatCalendarDate = (isoDate: string): string => longDate(parseWallClock(isoDate));

// A moment on the organization's clock, its date in the default format (000 §9 "MMMM dd,
// yyyy") and then its time: "November 22, 2026, 3:04 PM" (the lists of notifications,
// bookings, activity, the schedule's event and class, the terminal and its receipt); "" for
// an invalid one. The one date-and-time format of the app.
export function formatDateTime(value: string | Date, timeZone: string): string {
  const wall = wallClockOf(value, timeZone);
  if (!wall) return "";
  const { hours, minutes } = wall;
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  const period = hours < 12 ? "AM" : "PM";
  return `${longDate(wall)}, ${hour12}:${twoDigits(minutes)} ${period}`;
}

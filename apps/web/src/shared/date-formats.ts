import { format } from "date-fns";

// The app's everyday date formats (000 §9), en-US, in the browser's clock. Apart from
// formats.ts (counts and names) so that a page without dates, such as the dashboard's first
// load, does not download date-fns.
// Written with date-fns rather than Intl on purpose: a page's first Intl formatter loads the
// browser's locale data, some 20 ms on a phone, inside the longest task of the first load
// (issue #19). Formats in the organization's time zone (the schedule) still use Intl.

// 000 §9 "Default date format like MMMM dd, yyyy": "November 05, 2026"; "" for a missing or
// invalid date.
const LONG_DATE = "MMMM dd, yyyy";

export function formatLongDate(value: string | Date | null | undefined): string {
  if (!value) return "";
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? "" : format(date, LONG_DATE);
}

// A calendar date without a time ("2026-11-05", as date inputs hold it) in the same format,
// whatever the browser's zone.
export function formatCalendarDate(isoDate: string): string {
  const [year, month, day] = isoDate.split("-").map(Number) as [number, number, number];
  return format(new Date(year, month - 1, day), LONG_DATE);
}

// A moment, like "Nov 22, 2026, 3:04 PM" (the lists of notifications, bookings, activity).
export const formatDateTime = (value: string | Date): string =>
  format(new Date(value), "MMM d, yyyy, h:mm a");

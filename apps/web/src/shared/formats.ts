import { format } from "date-fns";

// The app's everyday date and number formats (000 §9), en-US, in the browser's clock.
// Written with date-fns rather than Intl on purpose: a page's first Intl formatter loads the
// browser's locale data, some 20 ms on a phone, inside the longest task of the first load
// (issue #19). Formats in the organization's time zone (the schedule) still use Intl.

// 000 §9 default date format, like "November 22, 2026"; "" for a missing or invalid date.
export function formatLongDate(value: string | Date | null | undefined): string {
  if (!value) return "";
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? "" : format(date, "MMMM d, yyyy");
}

// A moment, like "Nov 22, 2026, 3:04 PM" (the lists of notifications, bookings, activity).
export const formatDateTime = (value: string | Date): string =>
  format(new Date(value), "MMM d, yyyy, h:mm a");

// A count with thousands separators, like "100,000".
export const formatCount = (value: number): string =>
  Math.trunc(value)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ",");

import { formatLongDate } from "@studiodesk/core/rules/date-formats";
import type { RecurrenceOption, Weekday } from "@studiodesk/core/rules/recurrence";
import { wallClockToInstant } from "@studiodesk/core/rules/wall-clock";
import { RECURRENCE_LABELS } from "../../shared/recurrence-labels";

export const WEEKDAY_LABELS: Record<Weekday, string> = {
  monday: "Monday",
  tuesday: "Tuesday",
  wednesday: "Wednesday",
  thursday: "Thursday",
  friday: "Friday",
  saturday: "Saturday",
  sunday: "Sunday",
};

// The date and time inputs (the organization's wall clock) as an instant, or null.
export function inputsToInstant(date: string, time: string, timeZone: string): Date | null {
  if (!date || !time) return null;
  return wallClockToInstant(`${date}T${time}`, timeZone);
}

// A recurrence end date covers that whole day on the organization's clock.
export function endOfDay(date: string, timeZone: string): Date | null {
  return date ? wallClockToInstant(`${date}T23:59:59`, timeZone) : null;
}

// "Every week on Monday until March 29, 2027": an event's or calendar item's repetition, its
// last day in the default date format (000 §9).
export function recurrenceSummary(
  recurrence: { recurrenceTime: RecurrenceOption; recurrenceDays: Weekday[] } | null,
  end: string | null,
  timeZone: string,
): string | null {
  if (!recurrence) return null;
  const days = recurrence.recurrenceDays.map((day) => WEEKDAY_LABELS[day]).join(", ");
  const until = end ? ` until ${formatLongDate(end, timeZone)}` : "";
  return `${RECURRENCE_LABELS[recurrence.recurrenceTime]}${days ? ` on ${days}` : ""}${until}`;
}

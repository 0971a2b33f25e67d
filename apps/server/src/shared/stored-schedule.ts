import { MESSAGES } from "@studiodesk/core/messages";
import { type Recurrence, seriesAsStored } from "@studiodesk/core/rules/recurrence";
import { validationError } from "./app-error";

// The stored start, recurrence and last start of a series: an event's, a class's or a calendar
// item's. It starts on its first date (core seriesAsStored: a Monday start repeating on
// Wednesdays is stored from the Wednesday), so the start that addresses it is always one of its
// dates; one whose chosen days never come before its end date is refused on `endField`.
export function storedSeries(
  series: { start: Date; end: Date | null; recurrence: Recurrence; timeZone: string },
  endField: string,
) {
  const stored = seriesAsStored(series);
  if (!stored) {
    const message = MESSAGES.noChosenDayBeforeEnd;
    throw validationError(message, { [endField]: message });
  }
  return {
    start_at: stored.start,
    series_end_at: stored.lastStart,
    recurrence: JSON.stringify(stored.recurrence),
  };
}

// A one-time event or calendar item: its only date is its start.
export const oneTimeSchedule = (start: Date) => ({
  start_at: start,
  series_end_at: start,
  recurrence: null,
});

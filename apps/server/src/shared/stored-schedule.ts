import { MESSAGES } from "@studiodesk/core/messages";
import {
  changesSchedule,
  type Recurrence,
  seriesAsStored,
} from "@studiodesk/core/rules/recurrence";
import { validationError } from "./app-error";

// The stored start, recurrence and last start of a series: an event's, a class's or a calendar
// item's. It starts on its first date (core seriesAsStored: a Monday start repeating on
// Wednesdays is stored from the Wednesday), so the start that addresses it is always one of its
// dates; one whose chosen days never come before its end date is refused on `endField`. It keeps
// the zone it is expanded on (migration 0032), so a later change of the organization's zone
// leaves its dates, and what is keyed by them, at their instants.
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
    time_zone: series.timeZone,
  };
}

// A one-time event or calendar item: its only date is its start (the zone is kept all the same,
// the one it was scheduled on).
export const oneTimeSchedule = (start: Date, timeZone: string) => ({
  start_at: start,
  series_end_at: start,
  recurrence: null,
  time_zone: timeZone,
});

// The zone a series is stored on after an edit (core changesSchedule): the organization's
// current one when the edit sets another start or recurrence, as the admin chose that time on
// today's clock; otherwise its own, so its dates stay where they were.
export const zoneAfterEdit = (
  stored: { start_at: Date; recurrence: Recurrence | null; time_zone: string },
  edited: { start: Date; recurrence: Recurrence | null },
  organizationZone: string,
): string =>
  changesSchedule(
    { start: stored.start_at, recurrence: stored.recurrence, timeZone: stored.time_zone },
    edited,
  )
    ? organizationZone
    : stored.time_zone;

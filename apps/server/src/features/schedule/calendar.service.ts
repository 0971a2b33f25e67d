import {
  type CalendarEventEntry,
  type CalendarItemEntry,
  type CalendarMonth,
  ZCalendarMonth,
} from "@studiodesk/core/contracts/schedule";
import { calendarWindow } from "@studiodesk/core/rules/calendar";
import { occurrencesInWindow, type Window } from "@studiodesk/core/rules/recurrence";
import { type Trx, withTenant } from "../../db/database";
import type { AuthContext, Deps } from "../../shared/deps";
import { classCalendarEntries } from "../classes/class-calendar.service";
import { type CalendarItemRow, listCalendarItemsInWindow } from "./calendar-items.repo";
import { type OccurrenceChanges, overrideOf, seriesOf } from "./event-mapping";
import { listEventsInWindow, listOverridesInWindow, type OverrideRow } from "./events.repo";
import { scheduleSettings } from "./schedule-context";

const plusSeconds = (date: Date, seconds: number) => new Date(date.getTime() + seconds * 1000);

// 001 §2 Schedule: one month's load (through day 24 of the next month, never beyond one
// year ahead), every event occurrence and calendar item occurrence in it — as the JSON
// sent, kept in the calendar month cache until the organization's schedule changes.
export async function getCalendarMonthJson(
  deps: Deps,
  auth: AuthContext,
  month: string,
): Promise<Buffer> {
  const timeZone = await deps.calendarMonths.timeZone(auth.orgId, async () => {
    const settings = await scheduleSettings(deps, auth);
    return settings.timeZone;
  });
  const window = calendarWindow(month, timeZone, deps.now());
  if (!window) {
    return Buffer.from(JSON.stringify({ month, from: "", to: "", events: [], calendarItems: [] }));
  }
  const key = `${month}|${timeZone}|${window.from.getTime()}|${window.to.getTime()}`;
  return deps.calendarMonths.month(auth.orgId, key, async () => {
    const calendar = await loadCalendarMonth(deps, auth, month, window);
    return Buffer.from(JSON.stringify(ZCalendarMonth.parse(calendar)));
  });
}

async function loadCalendarMonth(
  deps: Deps,
  auth: AuthContext,
  month: string,
  window: Window,
): Promise<CalendarMonth> {
  return withTenant(deps.db, auth.orgId, async (trx) => ({
    month,
    from: window.from.toISOString(),
    to: window.to.toISOString(),
    events: await eventOccurrencesInWindow(trx, auth.orgId, window),
    calendarItems: (
      await listCalendarItemsInWindow(trx, auth.orgId, window.from, window.to)
    ).flatMap((row) => itemEntries(row, window)),
  }));
}

// Every event and class occurrence in the window, earliest first: the calendar month's, and
// the dashboard's front-desk day (one expansion of the series and their overrides). Each series
// is expanded on its own zone (migration 0032); the window is the organization's clock's.
export async function eventOccurrencesInWindow(
  trx: Trx,
  orgId: string,
  window: Window,
): Promise<CalendarEventEntry[]> {
  const rows = await listEventsInWindow(trx, orgId, window.from, window.to);
  const overrides = await listOverridesInWindow(
    trx,
    orgId,
    rows.map((row) => row.id),
    window.from,
    window.to,
  );
  const byEvent = new Map<string, OverrideRow[]>();
  for (const override of overrides) {
    byEvent.set(override.event_id, [...(byEvent.get(override.event_id) ?? []), override]);
  }
  const entries: CalendarEventEntry[] = [];
  for (const row of rows) {
    const series = seriesOf(row);
    const rowOverrides = (byEvent.get(row.id) ?? []).map(overrideOf);
    for (const occurrence of occurrencesInWindow<OccurrenceChanges>(series, rowOverrides, window)) {
      const changes = occurrence.changes ?? {};
      entries.push({
        kind: "event",
        eventId: row.id,
        occurrenceStart: occurrence.occurrenceStart.toISOString(),
        eventTitle: changes.eventTitle ?? row.title,
        eventStart: occurrence.start.toISOString(),
        eventEnd: plusSeconds(
          occurrence.start,
          changes.eventDuration ?? row.duration_seconds,
        ).toISOString(),
        calendarHex: changes.calendarHex ?? row.calendar_hex,
        classId: row.class_id,
        isCancelled: row.is_cancelled || occurrence.isCancelled,
      });
    }
  }
  // Classes' own occurrences (schedule → classes, one way: classes never calls the schedule).
  entries.push(...(await classCalendarEntries(trx, orgId, window)));
  // ISO-8601 UTC strings of one format sort as their instants do.
  return entries.sort((a, b) =>
    a.eventStart < b.eventStart ? -1 : a.eventStart > b.eventStart ? 1 : 0,
  );
}

function itemEntries(row: CalendarItemRow, window: Window): CalendarItemEntry[] {
  const series = {
    start: row.start_at,
    timeZone: row.time_zone,
    recurrence: row.recurrence,
    end: row.end_at,
  };
  return occurrencesInWindow(series, [], window).map((occurrence) => ({
    calendarId: row.id,
    occurrenceStart: occurrence.occurrenceStart.toISOString(),
    calendarTitle: row.title,
    calendarDescription: row.description,
    calendarStart: occurrence.start.toISOString(),
    calendarEnd: plusSeconds(occurrence.start, row.duration_seconds).toISOString(),
    calendarHex: row.hex,
  }));
}

// For other features' views of the schedule (the dashboard's Today panel): the organization's
// time zone and scheduling settings.
export { scheduleSettings } from "./schedule-context";

import { type TodayOccurrence, ZFrontDeskToday } from "@studiodesk/core/contracts/dashboard";
import type { CalendarEventEntry } from "@studiodesk/core/contracts/schedule";
import { frontDeskDays } from "@studiodesk/core/rules/calendar";
import { type Trx, withTenant } from "../../db/database";
import type { AuthContext, Deps } from "../../shared/deps";
import { leadersOf } from "../classes/classes.service";
import { eventOccurrencesInWindow, scheduleSettings } from "../schedule/calendar.service";

import {
  listClassCapacities,
  listEventCapacities,
  type OccurrenceCapacityRow,
} from "./dashboard.repo";

const NO_CAPACITY: OccurrenceCapacityRow = { id: "", leaders: [], booked: 0, capacity: null };

// Each occurrence's series: its leaders' names, what is booked and the limit.
async function withCapacities(
  trx: Trx,
  orgId: string,
  entries: CalendarEventEntry[],
): Promise<TodayOccurrence[]> {
  const idsOf = (kind: CalendarEventEntry["kind"]) => [
    ...new Set(entries.filter((entry) => entry.kind === kind).map((entry) => entry.eventId)),
  ];
  const events = await listEventCapacities(trx, orgId, idsOf("event"));
  const classes = await listClassCapacities(trx, orgId, idsOf("class"));
  const byKind = {
    event: new Map(events.map((row) => [row.id, row])),
    class: new Map(classes.map((row) => [row.id, row])),
  };
  const leaders = await leadersOf(trx, orgId, [...events, ...classes]);
  return entries.map((entry) => {
    const series = byKind[entry.kind].get(entry.eventId) ?? NO_CAPACITY;
    return {
      kind: entry.kind,
      eventId: entry.eventId,
      classId: entry.classId,
      occurrenceStart: entry.occurrenceStart,
      title: entry.eventTitle,
      start: entry.eventStart,
      end: entry.eventEnd,
      leaders: series.leaders.flatMap((uid) => {
        const leader = leaders.get(uid);
        return leader ? [`${leader.firstName} ${leader.lastName}`] : [];
      }),
      booked: series.booked,
      capacity: series.capacity,
      isCancelled: entry.isCancelled,
    };
  });
}

// The dashboard home's Today panel (issue #21, beyond the spec): today's event and class
// occurrences on the organization's clock, from the schedule's own expansion, and how many
// the next seven days hold — as the JSON sent. It sits in the calendar month cache beside the
// months (forgotten on the same schedule, classes and account changes); the key carries the
// day, so the panel turns over at the studio's midnight.
export async function getFrontDeskTodayJson(deps: Deps, auth: AuthContext): Promise<Buffer> {
  const timeZone = await deps.calendarMonths.timeZone(auth.orgId, async () => {
    const settings = await scheduleSettings(deps, auth);
    return settings.timeZone;
  });
  const days = frontDeskDays(deps.now(), timeZone);
  const key = `front-desk-today|${timeZone}|${days.today.from.getTime()}`;
  return deps.calendarMonths.month(auth.orgId, key, async () => {
    const today = await withTenant(deps.db, auth.orgId, async (trx) => {
      const entries = await eventOccurrencesInWindow(trx, auth.orgId, days.today);
      const upcoming = await eventOccurrencesInWindow(trx, auth.orgId, days.nextSevenDays);
      return {
        timeZone,
        today: await withCapacities(trx, auth.orgId, entries),
        nextSevenDaysCount: upcoming.filter((entry) => !entry.isCancelled).length,
      };
    });
    return Buffer.from(JSON.stringify(ZFrontDeskToday.parse(today)));
  });
}

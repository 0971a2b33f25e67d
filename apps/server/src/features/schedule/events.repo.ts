import type { Insertable, Selectable, Updateable } from "kysely";
import type { Trx } from "../../db/database";
import { deleteOrganizationRow } from "../../db/organization-rows";
import type { EventOccurrenceOverridesTable, EventsTable } from "../../db/schema";
import { mayOccurBetween } from "../../db/series-window";
import { ofOrganization } from "../../db/tenant-filters";

export type EventRow = Selectable<EventsTable>;
export type NewEventRow = Insertable<EventsTable>;
export type EventRowChanges = Updateable<Omit<EventsTable, "org_id" | "id">>;
export type OverrideRow = Selectable<EventOccurrenceOverridesTable>;

export async function insertEvent(trx: Trx, row: NewEventRow): Promise<void> {
  await trx.insertInto("events").values(row).execute();
}

const eventById = (trx: Trx, orgId: string, eventId: string) =>
  trx.selectFrom("events").selectAll().where(ofOrganization(orgId, eventId));

export async function findEvent(
  trx: Trx,
  orgId: string,
  eventId: string,
): Promise<EventRow | undefined> {
  return eventById(trx, orgId, eventId).executeTakeFirst();
}

// Locks the row for the rest of the transaction: concurrent writers of the same event wait.
export async function findEventForUpdate(
  trx: Trx,
  orgId: string,
  eventId: string,
): Promise<EventRow | undefined> {
  return eventById(trx, orgId, eventId).forUpdate().executeTakeFirst();
}

export async function updateEvent(
  trx: Trx,
  orgId: string,
  eventId: string,
  changes: EventRowChanges,
): Promise<void> {
  await trx
    .updateTable("events")
    .set({ ...changes, updated_at: new Date() })
    .where(ofOrganization(orgId, eventId))
    .execute();
}

export const deleteEvent = (trx: Trx, orgId: string, eventId: string): Promise<boolean> =>
  deleteOrganizationRow(trx, "events", orgId, eventId);

export async function findOverride(
  trx: Trx,
  orgId: string,
  eventId: string,
  occurrenceStart: Date,
): Promise<OverrideRow | undefined> {
  return trx
    .selectFrom("event_occurrence_overrides")
    .selectAll()
    .where("org_id", "=", orgId)
    .where("event_id", "=", eventId)
    .where("occurrence_start", "=", occurrenceStart)
    .executeTakeFirst();
}

export type OverrideWrite = {
  isCancelled?: boolean;
  startAt?: Date | null;
  changes?: Record<string, unknown>;
};

// Creates or merges one occurrence's override: new changes are laid over the stored ones.
export async function upsertOverride(
  trx: Trx,
  orgId: string,
  eventId: string,
  occurrenceStart: Date,
  write: OverrideWrite,
): Promise<void> {
  const existing = await findOverride(trx, orgId, eventId, occurrenceStart);
  const changes = JSON.stringify({ ...(existing?.changes ?? {}), ...(write.changes ?? {}) });
  const isCancelled = write.isCancelled ?? existing?.is_cancelled ?? false;
  const startAt = write.startAt !== undefined ? write.startAt : (existing?.start_at ?? null);
  await trx
    .insertInto("event_occurrence_overrides")
    .values({
      org_id: orgId,
      event_id: eventId,
      occurrence_start: occurrenceStart,
      is_cancelled: isCancelled,
      start_at: startAt,
      changes,
    })
    .onConflict((conflict) =>
      conflict.columns(["org_id", "event_id", "occurrence_start"]).doUpdateSet({
        is_cancelled: isCancelled,
        start_at: startAt,
        changes,
        updated_at: new Date(),
      }),
    )
    .execute();
}

// The calendar's columns only: a month may hold thousands of occurrences.
export type CalendarEventRow = Pick<
  EventRow,
  | "id"
  | "title"
  | "start_at"
  | "end_at"
  | "duration_seconds"
  | "recurrence"
  | "time_zone"
  | "calendar_hex"
  | "class_id"
  | "is_cancelled"
>;

// Series that may have an occurrence starting in [from, to): started before its end and
// not finished before its start, or with an occurrence moved into it.
export async function listEventsInWindow(
  trx: Trx,
  orgId: string,
  from: Date,
  to: Date,
): Promise<CalendarEventRow[]> {
  return trx
    .selectFrom("events")
    .select([
      "id",
      "title",
      "start_at",
      "end_at",
      "duration_seconds",
      "recurrence",
      "time_zone",
      "calendar_hex",
      "class_id",
      "is_cancelled",
    ])
    .where("org_id", "=", orgId)
    .where((eb) =>
      eb.or([
        mayOccurBetween(from, to)(eb),
        eb(
          "id",
          "in",
          eb
            .selectFrom("event_occurrence_overrides")
            .select("event_id")
            .where("org_id", "=", orgId)
            .where("start_at", ">=", from)
            .where("start_at", "<", to),
        ),
      ]),
    )
    .execute();
}

// The overrides that matter for a window: of occurrences originally in it or moved into it.
export async function listOverridesInWindow(
  trx: Trx,
  orgId: string,
  eventIds: string[],
  from: Date,
  to: Date,
): Promise<OverrideRow[]> {
  if (eventIds.length === 0) return [];
  return trx
    .selectFrom("event_occurrence_overrides")
    .selectAll()
    .where("org_id", "=", orgId)
    .where("event_id", "in", eventIds)
    .where((eb) =>
      eb.or([
        eb.and([eb("occurrence_start", ">=", from), eb("occurrence_start", "<", to)]),
        eb.and([eb("start_at", ">=", from), eb("start_at", "<", to)]),
      ]),
    )
    .execute();
}

// Series not cancelled whose last occurrence is still ahead, newest first.
export async function listRunningEvents(trx: Trx, orgId: string, now: Date, limit: number) {
  return trx
    .selectFrom("events")
    .select(["id", "title", "start_at"])
    .where("org_id", "=", orgId)
    .where("is_cancelled", "=", false)
    .where("series_end_at", ">=", now)
    .orderBy("start_at", "desc")
    .limit(limit)
    .execute();
}

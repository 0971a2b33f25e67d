import { expandOccurrences, type Recurrence } from "@studiodesk/core/rules/recurrence";
import { type Kysely, sql } from "kysely";
import { enableTenantIsolation } from "../tenant-isolation";

// Attendance belongs to a date: checking a member in at Tuesday's class says nothing of next
// Tuesday's. Until now an attendee had one attendance for the whole series
// (event_attendees.attendance), shown on every date. The attendee and their tickets stay with
// the event (001 §3 "Event user records hold uid and quantity"); attendance moves here, keyed
// by the occurrence's original start as event_occurrence_overrides are (a one-time event's is
// its start). Removing the attendee removes their attendance with them.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("event_attendance")
    .addColumn("org_id", "text", (col) => col.notNull())
    .addColumn("event_id", "text", (col) => col.notNull())
    .addColumn("occurrence_start", "timestamptz", (col) => col.notNull())
    .addColumn("user_id", "text", (col) => col.notNull())
    .addColumn("quantity", "integer", (col) => col.notNull().check(sql`quantity >= 0`))
    .addColumn("recorded_at", "timestamptz", (col) => col.notNull())
    .addPrimaryKeyConstraint("event_attendance_pk", [
      "org_id",
      "event_id",
      "occurrence_start",
      "user_id",
    ])
    .addForeignKeyConstraint(
      "event_attendance_attendee",
      ["org_id", "event_id", "user_id"],
      "event_attendees",
      ["org_id", "event_id", "user_id"],
      (fk) => fk.onDelete("cascade"),
    )
    .execute();
  await enableTenantIsolation(db, ["event_attendance"]);
  await moveRecordedAttendance(db);
  await sql`alter table event_attendees drop column attendance`.execute(db);
}

type RecordedAttendance = {
  event_id: string;
  user_id: string;
  quantity: number;
  recorded_at: string;
  start_at: Date;
  end_at: Date | null;
  recurrence: Recurrence | null;
};

// Each attendance already taken goes to the date it was most likely taken for: the series'
// occurrence nearest the moment staff recorded it (a one-time event has only its start). The
// tables are tenant-isolated, so each organization's rows are moved with it set.
async function moveRecordedAttendance(db: Kysely<unknown>): Promise<void> {
  const organizations = await sql<{ id: string }>`select id from organizations`.execute(db);
  for (const { id: orgId } of organizations.rows) {
    await sql`select set_config('app.org_id', ${orgId}, true)`.execute(db);
    const zone = await sql<{ timezone: string | null }>`
      select public_information->>'timezone' as timezone from org_accounts where org_id = ${orgId}
    `.execute(db);
    const timeZone = zone.rows[0]?.timezone || "UTC";
    const recorded = await sql<RecordedAttendance>`
      select a.event_id, a.user_id, (a.attendance->>'quantity')::int as quantity,
        a.attendance->>'timestamp' as recorded_at, e.start_at, e.end_at, e.recurrence
      from event_attendees a
      join events e on e.org_id = a.org_id and e.id = a.event_id
      where a.org_id = ${orgId} and a.attendance is not null
    `.execute(db);
    for (const row of recorded.rows) {
      const recordedAt = new Date(row.recorded_at);
      const occurrenceStart = nearestOccurrence(row, timeZone, recordedAt);
      await sql`
        insert into event_attendance
          (org_id, event_id, occurrence_start, user_id, quantity, recorded_at)
        values (${orgId}, ${row.event_id}, ${occurrenceStart}, ${row.user_id}, ${row.quantity},
          ${recordedAt})
      `.execute(db);
    }
  }
  await sql`select set_config('app.org_id', '', true)`.execute(db);
}

function nearestOccurrence(row: RecordedAttendance, timeZone: string, recordedAt: Date): Date {
  const start = new Date(row.start_at);
  if (!row.recurrence) return start;
  const series = {
    start,
    timeZone,
    recurrence: row.recurrence,
    end: row.end_at ? new Date(row.end_at) : null,
  };
  // A series runs at most a year (001 §9); two years of window holds every occurrence.
  const window = { from: start, to: new Date(start.getTime() + 2 * 366 * 24 * 3_600_000) };
  const distance = (at: Date) => Math.abs(at.getTime() - recordedAt.getTime());
  return expandOccurrences(series, window).reduce(
    (nearest, at) => (distance(at) < distance(nearest) ? at : nearest),
    start,
  );
}

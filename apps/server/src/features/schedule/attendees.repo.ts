import { sql } from "kysely";
import type { Trx } from "../../db/database";
import { attendanceOfAttendeeAt } from "../../db/event-attendance";
import { byMemberName, JOINED_MEMBER_COLUMNS } from "../../db/joined-member";
import { memberUserOf, ofMember, ofOrganization } from "../../db/tenant-filters";

export type AttendeeRow = {
  user_id: string;
  first_name: string;
  last_name: string;
  profile_photo_url: string | null;
  is_leader: boolean;
  quantity: number;
  // The attendance taken at the listed date; null while it is not taken.
  attended_quantity: number | null;
  attendance_recorded_at: Date | null;
};

// Attendees with their names, joined from the organization's users (001 §3 attendee row), and
// their attendance at the occurrence that starts (originally) at `occurrenceStart`.
export async function listAttendees(
  trx: Trx,
  orgId: string,
  eventId: string,
  occurrenceStart: Date,
): Promise<AttendeeRow[]> {
  return trx
    .selectFrom("event_attendees as a")
    .innerJoin("users as u", memberUserOf("a"))
    .leftJoin("event_attendance as t", (join) => join.on(attendanceOfAttendeeAt(occurrenceStart)))
    .select([
      "a.user_id",
      ...JOINED_MEMBER_COLUMNS,
      "a.quantity",
      "t.quantity as attended_quantity",
      "t.recorded_at as attendance_recorded_at",
    ])
    .where("a.org_id", "=", orgId)
    .where("a.event_id", "=", eventId)
    .$call(byMemberName("a"))
    .execute();
}

// Adds the users who are not attendees yet, one ticket each; returns who was added. A
// concurrent add of the same user waits on the primary key and then adds nothing.
export async function insertAttendees(
  trx: Trx,
  orgId: string,
  eventId: string,
  userIds: string[],
): Promise<string[]> {
  const rows = await trx
    .insertInto("event_attendees")
    .values(userIds.map((userId) => ({ org_id: orgId, event_id: eventId, user_id: userId })))
    .onConflict((conflict) => conflict.doNothing())
    .returning("user_id")
    .execute();
  return rows.map((row) => row.user_id);
}

// Why tickets could not be taken: not enough left, the attendee limit would be passed, or
// (for a caller that asks) the whole event, or the class it belongs to, is cancelled.
export type TicketsTaken = "taken" | "notEnoughTickets" | "full" | "cancelled" | "classCancelled";

// The event's class is cancelled (001 §4 "isCancelled disables editing"): the class takes no
// one new, and neither do its events.
const isClassCancelled = sql<boolean>`exists (select 1 from classes c where c.org_id = events.org_id and c.id = events.class_id and c.is_cancelled)`;

// 001 §4 Event attendance: adding increments the attended and purchased counts and takes
// the tickets from the remaining quantity, in one UPDATE whose WHERE refuses to go below
// zero or past the attendee limit (max users, 001 §3 eventMaxUsers, counted like eventUsers).
// Two staff adding at once queue on the row lock; the second re-checks what the first left.
// `unlessCancelled` re-checks there that the event, and its class, are not cancelled: a cancel
// committed after the caller read the event refuses the take (one of the event committed
// later waits for its end; one of the class committed later comes after this take).
export async function takeTickets(
  trx: Trx,
  orgId: string,
  eventId: string,
  count: number,
  options: { unlessCancelled?: boolean } = {},
): Promise<TicketsTaken> {
  const result = await trx
    .updateTable("events")
    .set({
      price_quantity: sql<
        number | null
      >`case when price_quantity is null then null else price_quantity - ${count} end`,
      price_purchased: sql<number>`price_purchased + ${count}`,
      attended_count: sql<number>`attended_count + ${count}`,
    })
    .where(ofOrganization(orgId, eventId))
    .$if(options.unlessCancelled === true, (query) =>
      query.where("is_cancelled", "=", false).where(sql<boolean>`not ${isClassCancelled}`),
    )
    .where((eb) => eb.or([eb("price_quantity", "is", null), eb("price_quantity", ">=", count)]))
    .where(sql<boolean>`(max_users is null or attended_count + ${count} <= max_users)`)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 1) return "taken";
  const row = await trx
    .selectFrom("events")
    .select(["price_quantity", "is_cancelled", isClassCancelled.as("is_class_cancelled")])
    .where(ofOrganization(orgId, eventId))
    .executeTakeFirst();
  if (options.unlessCancelled === true && row?.is_cancelled === true) return "cancelled";
  if (options.unlessCancelled === true && row?.is_class_cancelled === true) return "classCancelled";
  const hasTickets = !row || row.price_quantity === null || row.price_quantity >= count;
  return hasTickets ? "full" : "notEnoughTickets";
}

export async function deleteAttendee(
  trx: Trx,
  orgId: string,
  eventId: string,
  userId: string,
): Promise<number | undefined> {
  const row = await trx
    .deleteFrom("event_attendees")
    .where(ofMember(orgId, userId))
    .where("event_id", "=", eventId)
    .returning("quantity")
    .executeTakeFirst();
  return row?.quantity;
}

// Removing reverses an add: the tickets go back and the counts go down, never below zero.
export async function returnTickets(
  trx: Trx,
  orgId: string,
  eventId: string,
  count: number,
): Promise<void> {
  await trx
    .updateTable("events")
    .set({
      price_quantity: sql<
        number | null
      >`case when price_quantity is null then null else price_quantity + ${count} end`,
      price_purchased: sql<number>`greatest(price_purchased - ${count}, 0)`,
      attended_count: sql<number>`greatest(attended_count - ${count}, 0)`,
    })
    .where(ofOrganization(orgId, eventId))
    .execute();
}

// Records (or, with null, takes back) an attendee's attendance at one date of the event.
export async function setAttendance(
  trx: Trx,
  orgId: string,
  eventId: string,
  occurrenceStart: Date,
  userId: string,
  attendance: { quantity: number; recordedAt: Date } | null,
): Promise<void> {
  if (attendance === null) {
    await trx
      .deleteFrom("event_attendance")
      .where(ofMember(orgId, userId))
      .where("event_id", "=", eventId)
      .where("occurrence_start", "=", occurrenceStart)
      .execute();
    return;
  }
  const { quantity, recordedAt } = attendance;
  await trx
    .insertInto("event_attendance")
    .values({
      org_id: orgId,
      event_id: eventId,
      occurrence_start: occurrenceStart,
      user_id: userId,
      quantity,
      recorded_at: recordedAt,
    })
    .onConflict((conflict) =>
      conflict
        .columns(["org_id", "event_id", "occurrence_start", "user_id"])
        .doUpdateSet({ quantity, recorded_at: recordedAt }),
    )
    .execute();
}

// A one-time event's only date is its start: when the start moves, the attendance taken
// moves with it (a series' dates keep their original starts as keys, so theirs never move).
export async function moveAttendanceToStart(
  trx: Trx,
  orgId: string,
  eventId: string,
  start: Date,
): Promise<void> {
  await trx
    .updateTable("event_attendance")
    .set({ occurrence_start: start })
    .where("org_id", "=", orgId)
    .where("event_id", "=", eventId)
    .execute();
}

// A ticket sale (the terminal): the buyer becomes an attendee with the tickets bought, or
// an attendee already there gets them added to the ones they hold.
export async function addAttendeeTickets(
  trx: Trx,
  orgId: string,
  eventId: string,
  userId: string,
  quantity: number,
): Promise<void> {
  await trx
    .insertInto("event_attendees")
    .values({ org_id: orgId, event_id: eventId, user_id: userId, quantity })
    .onConflict((conflict) =>
      conflict
        .columns(["org_id", "event_id", "user_id"])
        .doUpdateSet({ quantity: sql<number>`event_attendees.quantity + ${quantity}` }),
    )
    .execute();
}

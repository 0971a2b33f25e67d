import { sql } from "kysely";
import { jsonArrayFrom } from "kysely/helpers/postgres";
import type { Trx } from "../../db/database";
import { attendanceOfAttendeeAt } from "../../db/event-attendance";
import { byMemberName } from "../../db/joined-member";
import { newestFirst, newestFirstOf, olderThan } from "../../db/newest-first";
import { findTitle } from "../../db/organization-rows";
import { memberUserOf } from "../../db/tenant-filters";

// The rows each export writes, read straight from the tables (like the dashboard's counts):
// the spreadsheet's columns are the report's own projection, not another feature's shape.

// A page arrives as one JSON value (see listMemberExportPage): times are ISO strings, and
// `created_at` keeps the database's microseconds for the next page's cursor.
export type MemberExportRow = {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  phone_number: string | null;
  date_of_birth: string | null;
  gender: string | null;
  address: string | null;
  is_flagged: boolean;
  created_at: string;
  last_logged_in: string | null;
};

export type MemberCursor = { createdAt: string; id: string };

// One page of members, newest first, keyset-paged on (created_at, id) so a 100,000-member
// export costs the same for its last page as for its first. One JSON value for the page
// instead of eleven fields a row: the embedded database's protocol layer costs per field.
export async function listMemberExportPage(
  trx: Trx,
  orgId: string,
  after: MemberCursor | null,
  limit: number,
): Promise<MemberExportRow[]> {
  let page = trx
    .selectFrom("users")
    .select([
      "id",
      "first_name",
      "last_name",
      "email",
      "phone_number",
      "date_of_birth",
      "gender",
      "address",
      "is_flagged",
      "created_at",
      "last_logged_in",
    ])
    .where("org_id", "=", orgId);
  if (after) page = page.where(olderThan(after));
  const { members } = await trx
    .selectNoFrom(() => jsonArrayFrom(page.$call(newestFirst).limit(limit)).as("members"))
    .executeTakeFirstOrThrow();
  return members as unknown as MemberExportRow[];
}

export async function countMembersToExport(trx: Trx, orgId: string): Promise<number> {
  const row = await trx
    .selectFrom("users")
    .select(sql<string>`count(*)`.as("count"))
    .where("org_id", "=", orgId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function listClassExportRows(trx: Trx, orgId: string) {
  return trx
    .selectFrom("classes")
    .select([
      "id",
      "title",
      "is_active",
      "is_cancelled",
      "series_end_at",
      "start_at",
      "duration_seconds",
      "location",
      "class_users",
      "pending_users",
      "max_users",
      "price_mode",
      "price_amount",
      "subscription_amount",
      "created_at",
    ])
    .where("org_id", "=", orgId)
    .orderBy("title")
    .orderBy("id")
    .execute();
}
export type ClassExportRow = Awaited<ReturnType<typeof listClassExportRows>>[number];

const memberColumns = ["u.first_name", "u.last_name", "u.email", "u.phone_number"] as const;

export async function listClassUserExportRows(trx: Trx, orgId: string, classId: string) {
  return trx
    .selectFrom("class_members as m")
    .innerJoin("users as u", memberUserOf("m"))
    .select([...memberColumns, "m.status", "m.is_pending_payment", "m.joined_at"])
    .where("m.org_id", "=", orgId)
    .where("m.class_id", "=", classId)
    .$call(byMemberName("m"))
    .execute();
}
export type ClassUserExportRow = Awaited<ReturnType<typeof listClassUserExportRows>>[number];

// The event's attendees with their attendance at one date: the given occurrence of a series,
// or the event's own start (a one-time event's only date; a series' first).
export async function listEventUserExportRows(
  trx: Trx,
  orgId: string,
  eventId: string,
  occurrenceStart: Date | null,
) {
  return trx
    .selectFrom("event_attendees as a")
    .innerJoin("users as u", memberUserOf("a"))
    .innerJoin("events as e", (join) =>
      join.onRef("e.org_id", "=", "a.org_id").onRef("e.id", "=", "a.event_id"),
    )
    .leftJoin("event_attendance as t", (join) =>
      join.on(
        attendanceOfAttendeeAt(sql<Date>`coalesce(${occurrenceStart}::timestamptz, e.start_at)`),
      ),
    )
    .select([...memberColumns, "a.quantity", "t.quantity as attended", "a.created_at"])
    .where("a.org_id", "=", orgId)
    .where("a.event_id", "=", eventId)
    .$call(byMemberName("a"))
    .execute();
}
export type EventUserExportRow = Awaited<ReturnType<typeof listEventUserExportRows>>[number];

export async function listProductUserExportRows(trx: Trx, orgId: string, productId: string) {
  return trx
    .selectFrom("product_purchases as p")
    .innerJoin("users as u", memberUserOf("p"))
    .select([...memberColumns, "p.quantity", "p.size", "p.amount", "p.currency", "p.created_at"])
    .where("p.org_id", "=", orgId)
    .where("p.product_id", "=", productId)
    .$call(newestFirstOf("p"))
    .execute();
}
export type ProductUserExportRow = Awaited<ReturnType<typeof listProductUserExportRows>>[number];

// Attendees and tickets of each of the given events, for the monthly report.
export async function listEventTicketTotals(trx: Trx, orgId: string, eventIds: string[]) {
  if (eventIds.length === 0) return [];
  return trx
    .selectFrom("event_attendees")
    .select([
      "event_id",
      sql<string>`count(*)`.as("attendees"),
      sql<string>`coalesce(sum(quantity), 0)`.as("tickets"),
    ])
    .where("org_id", "=", orgId)
    .where("event_id", "in", eventIds)
    .groupBy("event_id")
    .execute();
}

// The attendance taken at each date of the given events, for the monthly report.
export async function listAttendanceTotalsByDate(trx: Trx, orgId: string, eventIds: string[]) {
  if (eventIds.length === 0) return [];
  return trx
    .selectFrom("event_attendance")
    .select(["event_id", "occurrence_start", sql<string>`sum(quantity)`.as("attended")])
    .where("org_id", "=", orgId)
    .where("event_id", "in", eventIds)
    .groupBy(["event_id", "occurrence_start"])
    .execute();
}

// The title of the class, event or product a report is about; undefined when it is not the
// organization's (the caller answers 404).
export const findClassTitle = (trx: Trx, orgId: string, classId: string) =>
  findTitle(trx, "classes", orgId, classId);

export const findProductTitle = (trx: Trx, orgId: string, productId: string) =>
  findTitle(trx, "products", orgId, productId);

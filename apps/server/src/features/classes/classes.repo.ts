import type { Insertable, Selectable, Updateable } from "kysely";
import type { Trx } from "../../db/database";
import { newestFirst } from "../../db/newest-first";
import type { ClassesTable } from "../../db/schema";
import { mayOccurBetween } from "../../db/series-window";
import { ofOrganization } from "../../db/tenant-filters";

export type ClassRow = Selectable<ClassesTable>;
export type NewClassRow = Insertable<ClassesTable>;
export type ClassRowChanges = Updateable<
  Omit<ClassesTable, "org_id" | "id" | "class_users" | "pending_users" | "created_at">
>;

const COLUMNS = [
  "org_id",
  "id",
  "title",
  "description",
  "image_key",
  "image_thumbnail_key",
  "category_id",
  "start_at",
  "duration_seconds",
  "recurrence",
  "time_zone",
  "end_at",
  "series_end_at",
  "location",
  "price_mode",
  "price_amount",
  "one_time_purchase",
  "subscription_amount",
  "subscription_recurrence",
  "subscription_start",
  "subscription_end",
  "max_users",
  "class_users",
  "pending_users",
  "leaders",
  "button_title",
  "button_link",
  "registration_start_seconds",
  "registration_close_seconds",
  "age_item",
  "policy",
  "calendar_hex",
  "is_private",
  "is_locked",
  "is_on_calendar",
  "is_active",
  "is_cancelled",
  "is_featured",
  "is_prepaid_option",
  "show_on_website",
  "required_documents",
  "transaction_fee",
  "share_link",
  "created_at",
  "updated_at",
] as const;

export async function insertClass(trx: Trx, row: NewClassRow): Promise<void> {
  await trx.insertInto("classes").values(row).execute();
}

const classById = (trx: Trx, orgId: string, classId: string) =>
  trx.selectFrom("classes").select(COLUMNS).where(ofOrganization(orgId, classId));

export async function findClass(
  trx: Trx,
  orgId: string,
  classId: string,
): Promise<ClassRow | undefined> {
  return classById(trx, orgId, classId).executeTakeFirst();
}

// Locks the row for the rest of the transaction: concurrent writers of the same class wait.
export async function findClassForUpdate(
  trx: Trx,
  orgId: string,
  classId: string,
): Promise<ClassRow | undefined> {
  return classById(trx, orgId, classId).forUpdate().executeTakeFirst();
}

// Newest first; the service splits them into the Active and Inactive tables.
export async function listClasses(trx: Trx, orgId: string): Promise<ClassRow[]> {
  return trx
    .selectFrom("classes")
    .select(COLUMNS)
    .where("org_id", "=", orgId)
    .$call(newestFirst)
    .execute();
}

// The calendar's classes: shown on the calendar, active, and able to touch [from, to).
export async function listCalendarClassesInWindow(
  trx: Trx,
  orgId: string,
  from: Date,
  to: Date,
): Promise<ClassRow[]> {
  return trx
    .selectFrom("classes")
    .select(COLUMNS)
    .where("org_id", "=", orgId)
    .where("is_on_calendar", "=", true)
    .where("is_active", "=", true)
    .where(mayOccurBetween(from, to))
    .execute();
}

export async function updateClass(
  trx: Trx,
  orgId: string,
  classId: string,
  changes: ClassRowChanges,
): Promise<void> {
  await trx
    .updateTable("classes")
    .set({ ...changes, updated_at: new Date() })
    .where(ofOrganization(orgId, classId))
    .execute();
}

// 001 §5 Other: the block sits in the DELETE itself, so a member added while the class is
// being deleted wins and the delete removes nothing.
export async function deleteClassUnlessPaidWithMembers(
  trx: Trx,
  orgId: string,
  classId: string,
): Promise<ClassRow | undefined> {
  return trx
    .deleteFrom("classes")
    .where(ofOrganization(orgId, classId))
    .where((eb) =>
      eb.or([
        eb("price_mode", "is", null),
        eb("price_mode", "=", "free"),
        eb(eb("class_users", "+", eb.ref("pending_users")), "=", 0),
      ]),
    )
    .returning(COLUMNS)
    .executeTakeFirst();
}

// A class's own events (001 §3 "stored as events, or under a class"; the Events tab's New
// Event) go with the class: their dates, attendees and attendance follow by the events'
// cascades. Removed here rather than through the schedule, which calls classes (a class's new
// event), so classes must not call it back. Answers what the caller still has to retire.
export async function deleteEventsOfClass(trx: Trx, orgId: string, classId: string) {
  return trx
    .deleteFrom("events")
    .where("org_id", "=", orgId)
    .where("class_id", "=", classId)
    .returning(["id", "share_link", "image_key", "image_thumbnail_key"])
    .execute();
}

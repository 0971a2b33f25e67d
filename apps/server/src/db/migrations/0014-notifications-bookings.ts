import { type Kysely, sql } from "kysely";
import { enableTenantIsolation } from "../tenant-isolation";
import { createdNow, createTenantIndex, createTenantTable } from "./tenant-tables";

// 000 §2 Notifications, Bookings and the bell; §3 Notification, Booking.
export async function up(db: Kysely<unknown>): Promise<void> {
  await createNotifications(db);
  // The organization's Firebase service account (000 §3 "the identifiers of its own backend
  // project"). Without a row, notifications stay in the stored outbox.
  await createTenantTable(db, "push_credentials", "project_id")
    .addColumn("client_email", "text", (col) => col.notNull())
    .addColumn("private_key", "text", (col) => col.notNull())
    .addColumn("token_uri", "text", (col) => col.notNull())
    .addColumn("created_at", "timestamptz", createdNow)
    .execute();
  await createBookings(db);
  // When each admin last opened the bell: what came after is unread.
  await createTenantTable(db, "admin_notification_reads", "user_id")
    .addColumn("seen_at", "timestamptz", (col) => col.notNull())
    .execute();
  // The member app's sessions (GET /api/v1/member/notifications). Global like `sessions`:
  // a bearer token is looked up before its organization is known. Only the HMAC is stored.
  await db.schema
    .createTable("member_sessions")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("user_id", "text", (col) => col.notNull())
    .addColumn("org_id", "text", (col) =>
      col.notNull().references("organizations.id").onDelete("cascade"),
    )
    .addColumn("expires_at", "timestamptz", (col) => col.notNull())
    .addColumn("created_at", "timestamptz", createdNow)
    .execute();
  await enableTenantIsolation(db, [
    "notifications",
    "push_credentials",
    "bookings",
    "admin_notification_reads",
  ]);
}

async function createNotifications(db: Kysely<unknown>): Promise<void> {
  await createTenantTable(db, "notifications")
    .addColumn("message", "text", (col) => col.notNull().check(sql`char_length(message) <= 500`))
    .addColumn("title", "text", (col) => col.notNull())
    .addColumn("image_url", "text")
    // A class-targeted notification; null: every member.
    .addColumn("class_id", "text")
    // The class's title when it was sent: the list still names a class deleted since.
    .addColumn("class_title", "text")
    // The time it is sent at (000 §4: at or before now counts as sent).
    .addColumn("upload_at", "timestamptz", (col) => col.notNull())
    // 000 §4 "New notifications are created with sent false"; the delivery job sets it.
    .addColumn("sent", "boolean", (col) => col.notNull().defaultTo(false))
    .addColumn("sent_at", "timestamptz")
    .addColumn("delivery", "text", (col) => col.check(sql`delivery in ('fcm', 'outbox')`))
    .addColumn("created_by", "text", (col) => col.notNull())
    .addColumn("created_at", "timestamptz", createdNow)
    .execute();
  // Both tabs page along upload time (sent: newest first; scheduled: soonest first).
  await createTenantIndex(db, "notifications_upload", "notifications", "upload_at, id");
}

async function createBookings(db: Kysely<unknown>): Promise<void> {
  await createTenantTable(db, "bookings")
    .addColumn("first_name", "text", (col) => col.notNull())
    .addColumn("last_name", "text", (col) => col.notNull())
    .addColumn("email", "text", (col) => col.notNull())
    .addColumn("phone", "text")
    .addColumn("booking_date", "timestamptz", (col) => col.notNull())
    .addColumn("booking_type", "text", (col) => col.notNull())
    .addColumn("booking_option", "text")
    .addColumn("message", "text")
    .addColumn("location_id", "text")
    .addColumn("location_title", "text")
    .addColumn("text", "text")
    .addColumn("created_at", "timestamptz", createdNow)
    .execute();
  await createTenantIndex(db, "bookings_newest", "bookings", "created_at desc, id desc");
}

import { type Kysely, sql } from "kysely";
import { enableTenantIsolation } from "../tenant-isolation";
import { createdNow, createTenantIndex, createTenantTable, memberOwned } from "./tenant-tables";

const orgColumn = "org_id";

// 001 §3 Event, its per-occurrence overrides, its attendees, and calendar items. Primary
// keys start with org_id (the tenant index). Counts the attendee endpoints adjust are plain
// integer columns with CHECKs, so one UPDATE … WHERE can move them atomically and the
// database itself refuses a negative count.
export async function up(db: Kysely<unknown>): Promise<void> {
  await createTenantTable(db, "events")
    .addColumn("class_id", "text")
    .addColumn("title", "text", (col) => col.notNull())
    .addColumn("description", "text", (col) => col.notNull())
    .addColumn("start_at", "timestamptz", (col) => col.notNull())
    // The recurrence end date (eventEnd); null for a one-time event.
    .addColumn("end_at", "timestamptz")
    // The last instant an occurrence may start: what the calendar query filters on.
    .addColumn("series_end_at", "timestamptz", (col) => col.notNull())
    .addColumn("duration_seconds", "integer", (col) =>
      col.notNull().check(sql`duration_seconds > 0`),
    )
    .addColumn("recurrence", "jsonb")
    .addColumn("image_key", "text")
    .addColumn("image_url", "text")
    .addColumn("image_thumbnail_key", "text")
    .addColumn("leaders", "jsonb", (col) => col.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn("attended_count", "integer", (col) =>
      col.notNull().defaultTo(0).check(sql`attended_count >= 0`),
    )
    .addColumn("max_users", "integer")
    .addColumn("location", "jsonb")
    // No price at all (payments off) is a null amount; a free event has amount 0.
    .addColumn("price_amount", "integer", (col) => col.check(sql`price_amount >= 0`))
    // Remaining tickets; null is Unlimited.
    .addColumn("price_quantity", "integer", (col) => col.check(sql`price_quantity >= 0`))
    .addColumn("price_purchased", "integer", (col) =>
      col.notNull().defaultTo(0).check(sql`price_purchased >= 0`),
    )
    .addColumn("one_time_purchase", "boolean", (col) => col.notNull().defaultTo(false))
    .addColumn("is_prepaid_option", "boolean", (col) => col.notNull().defaultTo(true))
    .addColumn("button_title", "text")
    .addColumn("button_link", "text")
    .addColumn("registration_start_seconds", "integer")
    .addColumn("registration_close_seconds", "integer")
    .addColumn("age_item", "jsonb")
    .addColumn("show_on_website", "boolean", (col) => col.notNull().defaultTo(true))
    .addColumn("calendar_hex", "text")
    .addColumn("policy", "text")
    .addColumn("is_featured", "boolean", (col) => col.notNull().defaultTo(false))
    .addColumn("is_cancelled", "boolean", (col) => col.notNull().defaultTo(false))
    .addColumn("is_private", "boolean", (col) => col.notNull().defaultTo(false))
    .addColumn("is_viewable", "boolean", (col) => col.notNull().defaultTo(true))
    .addColumn("is_searchable", "boolean", (col) => col.notNull().defaultTo(true))
    .addColumn("is_active", "boolean", (col) => col.notNull().defaultTo(true))
    .addColumn("is_locked", "boolean", (col) => col.notNull().defaultTo(false))
    .addColumn("is_on_calendar", "boolean", (col) => col.notNull().defaultTo(true))
    .addColumn("required_documents", "boolean", (col) => col.notNull().defaultTo(true))
    .addColumn("transaction_fee", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("share_link", "text")
    .addColumn("created_at", "timestamptz", createdNow)
    .addColumn("updated_at", "timestamptz", (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await createTenantIndex(db, "events_org_window", "events", "start_at, series_end_at");

  // 001 §3: "Per-occurrence override documents live under recurrence/{start time in ms}".
  await db.schema
    .createTable("event_occurrence_overrides")
    .addColumn(orgColumn, "text", (col) => col.notNull())
    .addColumn("event_id", "text", (col) => col.notNull())
    .addColumn("occurrence_start", "timestamptz", (col) => col.notNull())
    .addColumn("is_cancelled", "boolean", (col) => col.notNull().defaultTo(false))
    // The occurrence's new start when it was moved; null keeps the original.
    .addColumn("start_at", "timestamptz")
    .addColumn("changes", "jsonb", (col) => col.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn("updated_at", "timestamptz", (col) => col.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint("event_occurrence_overrides_pk", [
      orgColumn,
      "event_id",
      "occurrence_start",
    ])
    .addForeignKeyConstraint(
      "event_occurrence_overrides_event",
      [orgColumn, "event_id"],
      "events",
      [orgColumn, "id"],
      (fk) => fk.onDelete("cascade"),
    )
    .execute();

  await db.schema
    .createTable("event_attendees")
    .addColumn(orgColumn, "text", (col) => col.notNull())
    .addColumn("event_id", "text", (col) => col.notNull())
    .addColumn("user_id", "text", memberOwned)
    .addColumn("quantity", "integer", (col) => col.notNull().defaultTo(1).check(sql`quantity > 0`))
    // { quantity, type: 'manual', timestamp } once staff recorded it (001 §3).
    .addColumn("attendance", "jsonb")
    .addColumn("created_at", "timestamptz", createdNow)
    .addPrimaryKeyConstraint("event_attendees_pk", [orgColumn, "event_id", "user_id"])
    .addForeignKeyConstraint(
      "event_attendees_event",
      [orgColumn, "event_id"],
      "events",
      [orgColumn, "id"],
      (fk) => fk.onDelete("cascade"),
    )
    .execute();

  await createTenantTable(db, "calendar_items")
    .addColumn("title", "text", (col) => col.notNull())
    .addColumn("description", "text", (col) => col.notNull())
    .addColumn("start_at", "timestamptz", (col) => col.notNull())
    .addColumn("end_at", "timestamptz", (col) => col.notNull())
    .addColumn("series_end_at", "timestamptz", (col) => col.notNull())
    .addColumn("duration_seconds", "integer", (col) =>
      col.notNull().check(sql`duration_seconds > 0`),
    )
    .addColumn("hex", "text", (col) => col.notNull())
    .addColumn("recurrence", "jsonb")
    .addColumn("created_at", "timestamptz", createdNow)
    .execute();
  await sql`
    create index calendar_items_org_window on calendar_items (org_id, start_at, series_end_at)
  `.execute(db);

  await enableTenantIsolation(db, [
    "events",
    "event_occurrence_overrides",
    "event_attendees",
    "calendar_items",
  ]);
}

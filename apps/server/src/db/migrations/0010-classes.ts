import { type Kysely, sql } from "kysely";
import { enableTenantIsolation } from "../tenant-isolation";
import { createdNow, createTenantIndex, createTenantTable } from "./tenant-tables";

const orgColumn = "org_id";

// 001 §3 Class, Class user, Pending user, Class file / class resource. Primary keys start
// with org_id (the tenant index).
export async function up(db: Kysely<unknown>): Promise<void> {
  await createClasses(db);
  await createClassMembers(db);
  await createClassResources(db);
  await enableTenantIsolation(db, ["classes", "class_members", "class_resources"]);
}

// The enrolment counts (classUsers, pendingUsers) are integer columns of the class's one row:
// every membership change moves them in one UPDATE … WHERE on that row, concurrent changes
// queue on its row lock and re-check the capacity, and the CHECKs refuse a negative count.
async function createClasses(db: Kysely<unknown>): Promise<void> {
  await createTenantTable(db, "classes")
    .addColumn("title", "text", (col) => col.notNull())
    .addColumn("description", "text", (col) => col.notNull())
    .addColumn("image_key", "text", (col) => col.notNull())
    .addColumn("image_thumbnail_key", "text", (col) => col.notNull())
    .addColumn("category_id", "text")
    .addColumn("start_at", "timestamptz", (col) => col.notNull())
    .addColumn("duration_seconds", "integer", (col) =>
      col.notNull().check(sql`duration_seconds > 0`),
    )
    // 001 §5: a class always has a recurrence.
    .addColumn("recurrence", "jsonb", (col) => col.notNull())
    // The recurrence end date (classEnd); null runs one year after the start (001 §9).
    .addColumn("end_at", "timestamptz")
    // The last instant an occurrence may start: what the calendar query filters on.
    .addColumn("series_end_at", "timestamptz", (col) => col.notNull())
    .addColumn("location", "jsonb")
    // null: no price (payments off); otherwise 001 §4 Price modes.
    .addColumn("price_mode", "text", (col) =>
      col.check(sql`price_mode in ('free', 'oneTime', 'subscription')`),
    )
    // The one-time purchase amount in cents (0 when free).
    .addColumn("price_amount", "integer", (col) =>
      col.notNull().defaultTo(0).check(sql`price_amount >= 0`),
    )
    .addColumn("one_time_purchase", "boolean", (col) => col.notNull().defaultTo(false))
    .addColumn("subscription_amount", "integer", (col) => col.check(sql`subscription_amount >= 0`))
    .addColumn("subscription_recurrence", "text")
    .addColumn("subscription_start", "timestamptz")
    .addColumn("subscription_end", "timestamptz")
    // null is Unlimited.
    .addColumn("max_users", "integer", (col) => col.check(sql`max_users >= 1`))
    .addColumn("class_users", "integer", (col) =>
      col.notNull().defaultTo(0).check(sql`class_users >= 0`),
    )
    .addColumn("pending_users", "integer", (col) =>
      col.notNull().defaultTo(0).check(sql`pending_users >= 0`),
    )
    .addColumn("leaders", "jsonb", (col) => col.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn("button_title", "text")
    .addColumn("button_link", "text")
    .addColumn("registration_start_seconds", "integer")
    .addColumn("registration_close_seconds", "integer")
    .addColumn("age_item", "jsonb")
    .addColumn("policy", "text")
    .addColumn("calendar_hex", "text", (col) => col.notNull())
    .addColumn("is_private", "boolean", (col) => col.notNull().defaultTo(false))
    .addColumn("is_locked", "boolean", (col) => col.notNull().defaultTo(false))
    .addColumn("is_on_calendar", "boolean", (col) => col.notNull().defaultTo(true))
    .addColumn("is_active", "boolean", (col) => col.notNull().defaultTo(true))
    .addColumn("is_cancelled", "boolean", (col) => col.notNull().defaultTo(false))
    .addColumn("is_featured", "boolean", (col) => col.notNull().defaultTo(false))
    .addColumn("is_prepaid_option", "boolean", (col) => col.notNull().defaultTo(true))
    .addColumn("show_on_website", "boolean", (col) => col.notNull().defaultTo(true))
    .addColumn("required_documents", "boolean", (col) => col.notNull().defaultTo(true))
    .addColumn("transaction_fee", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("share_link", "text")
    .addColumn("created_at", "timestamptz", createdNow)
    .addColumn("updated_at", "timestamptz", createdNow)
    // 001 §4: a paid price hides the custom button link.
    .addCheckConstraint(
      "classes_paid_without_link",
      sql`button_link is null or price_mode is null or price_mode = 'free'`,
    )
    .addCheckConstraint(
      "classes_subscription_fields",
      sql`(price_mode = 'subscription') = (subscription_amount is not null and subscription_recurrence is not null and subscription_start is not null and subscription_end is not null)`,
    )
    .execute();
  // A deleted category leaves its classes without one (only the category column is cleared:
  // PostgreSQL 15's column list for SET NULL keeps org_id).
  await sql`alter table classes add constraint classes_category_fk foreign key (org_id, category_id)
    references categories (org_id, id) on delete set null (category_id)`.execute(db);
  await createTenantIndex(db, "classes_org_window", "classes", "start_at, series_end_at");
  await createTenantIndex(db, "classes_org_created", "classes", "created_at desc, id desc");
}

async function createClassMembers(db: Kysely<unknown>): Promise<void> {
  // 001 §3 Class user {uid, isSubscribed, timestamp} and Pending user {uid, isPending,
  // isPendingPayment, timestamp}: one row per member, its status saying which.
  await db.schema
    .createTable("class_members")
    .addColumn(orgColumn, "text", (col) => col.notNull())
    .addColumn("class_id", "text", (col) => col.notNull())
    .addColumn("user_id", "text", (col) => col.notNull().references("users.id"))
    .addColumn("status", "text", (col) =>
      col.notNull().check(sql`status in ('subscribed', 'pending')`),
    )
    .addColumn("is_pending_payment", "boolean", (col) => col.notNull().defaultTo(false))
    .addColumn("joined_at", "timestamptz", createdNow)
    .addPrimaryKeyConstraint("class_members_pk", [orgColumn, "class_id", "user_id"])
    .addForeignKeyConstraint(
      "class_members_class_fk",
      [orgColumn, "class_id"],
      "classes",
      [orgColumn, "id"],
      (fk) => fk.onDelete("cascade"),
    )
    .execute();
  // The member profile's Classes tab.
  await createTenantIndex(db, "class_members_user", "class_members", "user_id");
}

async function createClassResources(db: Kysely<unknown>): Promise<void> {
  // 001 §3 Class file / class resource: fileId, fileTitle, the stored file, share link, time.
  await db.schema
    .createTable("class_resources")
    .addColumn(orgColumn, "text", (col) => col.notNull())
    .addColumn("id", "text", (col) => col.notNull())
    .addColumn("class_id", "text", (col) => col.notNull())
    .addColumn("title", "text", (col) => col.notNull())
    .addColumn("storage_key", "text", (col) => col.notNull())
    .addColumn("file_name", "text", (col) => col.notNull())
    .addColumn("content_type", "text", (col) => col.notNull())
    .addColumn("size", "integer", (col) => col.notNull())
    .addColumn("share_link", "text")
    .addColumn("created_at", "timestamptz", createdNow)
    .addPrimaryKeyConstraint("class_resources_pk", [orgColumn, "id"])
    .addForeignKeyConstraint(
      "class_resources_class_fk",
      [orgColumn, "class_id"],
      "classes",
      [orgColumn, "id"],
      (fk) => fk.onDelete("cascade"),
    )
    .execute();
  await createTenantIndex(
    db,
    "class_resources_class",
    "class_resources",
    "class_id, created_at desc",
  );
}

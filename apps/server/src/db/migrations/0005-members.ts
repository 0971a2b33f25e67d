import { type Kysely, sql } from "kysely";
import { enableTenantIsolation } from "../tenant-isolation";
import {
  createdNow,
  createMemberRecordTable,
  createTenantIndex,
  memberOwned,
} from "./tenant-tables";

// Members: search, and the records of the member profile's tabs.
export async function up(db: Kysely<unknown>): Promise<void> {
  // Trusted since PostgreSQL 13: the database owner may create it without being a superuser.
  await sql`create extension if not exists pg_trgm`.execute(db);
  // One searchable text per member: names, email, and the phone both as written and as digits.
  await sql`
    alter table users add column search_text text generated always as (
      lower(
        first_name || ' ' || last_name || ' ' || email || ' ' || coalesce(phone_number, '') || ' ' ||
        regexp_replace(coalesce(phone_number, ''), '[^0-9]', '', 'g')
      )
    ) stored
  `.execute(db);
  await sql`create index users_search_trgm on users using gin (search_text gin_trgm_ops)`.execute(
    db,
  );

  await createMemberRecordTable(db, "subscriptions")
    .addColumn("user_id", "text", memberOwned)
    .addColumn("description", "text", (col) => col.notNull())
    .addColumn("unique_name", "text", (col) =>
      col.notNull().check(sql`unique_name in ('classItem', 'productItem')`),
    )
    .addColumn("item_id", "text")
    .addColumn("is_active", "boolean", (col) => col.notNull().defaultTo(true))
    .addColumn("amount", "integer", (col) => col.notNull().check(sql`amount >= 0`))
    .addColumn("quantity", "integer", (col) => col.notNull().check(sql`quantity >= 0`))
    .addColumn("quantity_used", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("recurrence", "text", (col) => col.notNull().defaultTo("everyMonth"))
    .addColumn("next_charge", "timestamptz")
    .addColumn("cancel_date", "timestamptz")
    .addColumn("subscription_start", "timestamptz")
    .addColumn("subscription_end", "timestamptz")
    .addColumn("created_at", "timestamptz", createdNow)
    .execute();
  await createTenantIndex(
    db,
    "subscriptions_org_user",
    "subscriptions",
    "user_id, created_at desc",
  );

  await createMemberRecordTable(db, "charges")
    .addColumn("user_id", "text", (col) => col.references("users.id").onDelete("set null"))
    .addColumn("description", "text", (col) => col.notNull())
    .addColumn("currency", "text", (col) => col.notNull().defaultTo("usd"))
    .addColumn("amount", "integer", (col) => col.notNull().check(sql`amount >= 0`))
    .addColumn("quantity", "integer", (col) => col.notNull().defaultTo(1))
    .addColumn("status", "text", (col) => col.notNull())
    .addColumn("refunded", "boolean", (col) => col.notNull().defaultTo(false))
    .addColumn("disputed", "boolean", (col) => col.notNull().defaultTo(false))
    .addColumn("receipt_email", "text")
    .addColumn("receipt_url", "text")
    .addColumn("subscription_title", "text")
    .addColumn("coupon_id", "text")
    .addColumn("is_terminal_charge", "boolean", (col) => col.notNull().defaultTo(false))
    .addColumn("is_test_mode", "boolean", (col) => col.notNull().defaultTo(false))
    .addColumn("provider_charge_id", "text")
    .addColumn("created_at", "timestamptz", createdNow)
    .execute();
  await createTenantIndex(db, "charges_org_user", "charges", "user_id, created_at desc");

  await createMemberRecordTable(db, "invoices")
    .addColumn("user_id", "text", memberOwned)
    .addColumn("first_name", "text", (col) => col.notNull())
    .addColumn("last_name", "text", (col) => col.notNull())
    .addColumn("email", "text", (col) => col.notNull())
    .addColumn("address", "text")
    .addColumn("status", "text", (col) =>
      col.notNull().check(sql`status in ('pending', 'paid', 'outstanding')`),
    )
    .addColumn("due_date", "timestamptz", (col) => col.notNull())
    .addColumn("items", "jsonb", (col) => col.notNull())
    .addColumn("price", "jsonb", (col) => col.notNull())
    .addColumn("memo", "text")
    .addColumn("footer", "text")
    .addColumn("invoice_url", "text")
    .addColumn("receipt_url", "text")
    .addColumn("charge_timestamp", "timestamptz")
    .addColumn("created_at", "timestamptz", createdNow)
    .execute();
  await createTenantIndex(db, "invoices_org_user", "invoices", "user_id, created_at desc");

  await createMemberRecordTable(db, "user_relationships")
    .addColumn("user_id", "text", memberOwned)
    .addColumn("related_user_id", "text", (col) => col.references("users.id").onDelete("cascade"))
    // A relative without an app account yet (the spec's tempUid): shown, not clickable.
    .addColumn("temp_uid", "text")
    .addColumn("related_name", "text", (col) => col.notNull())
    .addColumn("relationship_type", "text", (col) => col.notNull())
    .addColumn("is_pending", "boolean", (col) => col.notNull().defaultTo(false))
    .addColumn("is_requesting", "boolean", (col) => col.notNull().defaultTo(false))
    .addColumn("created_at", "timestamptz", createdNow)
    .execute();
  await createTenantIndex(db, "user_relationships_org_user", "user_relationships", "user_id");

  // The member's signed documents (000 §3 User file).
  await createMemberRecordTable(db, "user_files")
    .addColumn("user_id", "text", memberOwned)
    .addColumn("file_id", "text", (col) => col.notNull())
    .addColumn("file_title", "text", (col) => col.notNull())
    .addColumn("file_signed_link", "text")
    .addColumn("is_required", "boolean", (col) => col.notNull().defaultTo(true))
    .addColumn("is_active", "boolean", (col) => col.notNull().defaultTo(true))
    .addColumn("signed_at", "timestamptz", (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await createTenantIndex(db, "user_files_org_user_file", "user_files", "user_id, file_id", {
    isUnique: true,
  });

  await enableTenantIsolation(db, [
    "subscriptions",
    "charges",
    "invoices",
    "user_relationships",
    "user_files",
  ]);
}

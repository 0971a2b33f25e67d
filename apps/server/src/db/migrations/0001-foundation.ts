import { type Kysely, sql } from "kysely";
import { enableTenantIsolation } from "../tenant-isolation";
import { createdNow, createTenantIndex, organizationOwned } from "./tenant-tables";

// Forward-only. The same SQL runs on PGlite (PostgreSQL 17) and PostgreSQL 15.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("organizations")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("name", "text", (col) => col.notNull())
    .addColumn("created_at", "timestamptz", createdNow)
    .execute();

  await db.schema
    .createTable("org_accounts")
    .addColumn("org_id", "text", (col) =>
      col.primaryKey().references("organizations.id").onDelete("cascade"),
    )
    .addColumn("app_information", "jsonb", (col) => col.notNull())
    .addColumn("payment_information", "jsonb", (col) => col.notNull())
    .addColumn("public_information", "jsonb", (col) => col.notNull())
    .addColumn("social_information", "jsonb", (col) => col.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn("booking_information", "jsonb")
    .addColumn("website_information", "jsonb", (col) => col.notNull())
    .addColumn("calendar_colors", "jsonb", (col) => col.notNull())
    .addColumn("updated_at", "timestamptz", (col) => col.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable("identities")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("email", "text", (col) => col.notNull())
    .addColumn("password_hash", "text", (col) => col.notNull())
    .addColumn("home_org_id", "text", (col) => col.notNull().references("organizations.id"))
    .addColumn("is_super_admin", "boolean", (col) => col.notNull().defaultTo(false))
    .addColumn("is_blocked", "boolean", (col) => col.notNull().defaultTo(false))
    .addColumn("created_at", "timestamptz", createdNow)
    .execute();
  // Emails are compared case-insensitively: one identity per address.
  await sql`create unique index identities_email_unique on identities (lower(email))`.execute(db);

  await db.schema
    .createTable("admin_roles")
    .addColumn("user_id", "text", (col) =>
      col.notNull().references("identities.id").onDelete("cascade"),
    )
    .addColumn("org_id", "text", organizationOwned)
    .addColumn("created_at", "timestamptz", createdNow)
    .addPrimaryKeyConstraint("admin_roles_pk", ["user_id", "org_id"])
    .execute();

  await db.schema
    .createTable("users")
    .addColumn("id", "text", (col) => col.primaryKey().references("identities.id"))
    .addColumn("org_id", "text", (col) => col.notNull().references("organizations.id"))
    .addColumn("first_name", "text", (col) => col.notNull())
    .addColumn("last_name", "text", (col) => col.notNull())
    .addColumn("email", "text", (col) => col.notNull())
    .addColumn("phone_number", "text")
    .addColumn("address", "text")
    .addColumn("date_of_birth", "date")
    .addColumn("gender", "text", (col) => col.check(sql`gender in ('female', 'male')`))
    .addColumn("medical_notes", "text")
    .addColumn("profile_photo_url", "text")
    .addColumn("stripe_id", "text")
    .addColumn("is_flagged", "boolean", (col) => col.notNull().defaultTo(false))
    .addColumn("app_leader", "jsonb")
    .addColumn("admin_notes", "jsonb")
    .addColumn("default_card", "jsonb")
    .addColumn("created_at", "timestamptz", createdNow)
    .addColumn("last_logged_in", "timestamptz")
    .execute();
  // Newest-first paging of an organization's members.
  await createTenantIndex(db, "users_org_created", "users", "created_at desc, id desc");

  await db.schema
    .createTable("sessions")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("user_id", "text", (col) =>
      col.notNull().references("identities.id").onDelete("cascade"),
    )
    .addColumn("org_id", "text", organizationOwned)
    .addColumn("created_at", "timestamptz", createdNow)
    .addColumn("expires_at", "timestamptz", (col) => col.notNull())
    .addColumn("last_seen_at", "timestamptz", (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex("sessions_user").on("sessions").column("user_id").execute();

  await db.schema
    .createTable("sign_in_throttle")
    .addColumn("key", "text", (col) => col.primaryKey())
    .addColumn("failures", "integer", (col) => col.notNull())
    .addColumn("window_started_at", "timestamptz", (col) => col.notNull())
    .addColumn("locked_until", "timestamptz")
    .execute();

  await db.schema
    .createTable("password_resets")
    .addColumn("token_hash", "text", (col) => col.primaryKey())
    .addColumn("user_id", "text", (col) =>
      col.notNull().references("identities.id").onDelete("cascade"),
    )
    .addColumn("expires_at", "timestamptz", (col) => col.notNull())
    .addColumn("used_at", "timestamptz")
    .addColumn("created_at", "timestamptz", createdNow)
    .execute();

  await db.schema
    .createTable("audit_log")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("org_id", "text", (col) => col.notNull().references("organizations.id"))
    .addColumn("actor_id", "text")
    .addColumn("action", "text", (col) => col.notNull())
    .addColumn("target_type", "text", (col) => col.notNull())
    .addColumn("target_id", "text")
    .addColumn("details", "jsonb", (col) => col.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn("created_at", "timestamptz", createdNow)
    .execute();
  await createTenantIndex(db, "audit_log_org_created", "audit_log", "created_at desc");

  await enableTenantIsolation(db, ["org_accounts", "users", "audit_log"]);
}

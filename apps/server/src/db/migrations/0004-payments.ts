import { type Kysely, sql } from "kysely";
import { enableTenantIsolation } from "../tenant-isolation";
import { createdNow, createTenantTable } from "./tenant-tables";

// The payment simulator's own storage: what Stripe would hold for a connected account in test
// mode. Tenant tables like any other (org_id, forced RLS), so one organization's simulated
// customers are as invisible to another as its members are. Primary keys start with org_id.
export async function up(db: Kysely<unknown>): Promise<void> {
  await createTenantTable(db, "sim_customers")
    .addColumn("email", "text")
    .addColumn("name", "text")
    .addColumn("metadata", "jsonb", (col) => col.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn("default_payment_method_id", "text")
    .addColumn("created_at", "timestamptz", createdNow)
    .execute();

  await createTenantTable(db, "sim_payment_methods")
    .addColumn("customer_id", "text")
    .addColumn("type", "text", (col) => col.notNull().defaultTo("card"))
    .addColumn("brand", "text", (col) => col.notNull())
    .addColumn("last4", "text", (col) => col.notNull())
    .addColumn("exp_month", "integer", (col) => col.notNull())
    .addColumn("exp_year", "integer", (col) => col.notNull())
    .addColumn("created_at", "timestamptz", createdNow)
    .execute();
  // A customer's cards, newest first (the order Stripe lists them in).
  await sql`
    create index sim_payment_methods_customer
      on sim_payment_methods (org_id, customer_id, created_at desc)
  `.execute(db);

  // Stripe scopes idempotency keys per account; here per organization. The response is stored
  // once the write is done; until then the row reserves the key against a concurrent retry.
  await createTenantTable(db, "sim_idempotency", "key")
    .addColumn("operation", "text", (col) => col.notNull())
    .addColumn("request_hash", "text", (col) => col.notNull())
    .addColumn("response", "jsonb")
    .addColumn("created_at", "timestamptz", createdNow)
    .execute();

  await createTenantTable(db, "sim_readers")
    .addColumn("label", "text", (col) => col.notNull())
    .addColumn("status", "text", (col) => col.notNull())
    .addColumn("device_type", "text", (col) => col.notNull())
    .addColumn("serial_number", "text", (col) => col.notNull())
    .addColumn("location_id", "text")
    .addColumn("created_at", "timestamptz", createdNow)
    // A device registers once per account: provisioning the simulated reader twice is a no-op.
    .addUniqueConstraint("sim_readers_serial", ["org_id", "serial_number"])
    .execute();

  await enableTenantIsolation(db, [
    "sim_customers",
    "sim_payment_methods",
    "sim_idempotency",
    "sim_readers",
  ]);
}

import type { Kysely } from "kysely";
import { enableTenantIsolation } from "../tenant-isolation";
import { createdNow, createTenantIndex, createTenantTable } from "./tenant-tables";

// Coupons and subscription billing (issue #15), and the simulator's charges: what Stripe would
// hold for an off-session PaymentIntent on a connected account.
export async function up(db: Kysely<unknown>): Promise<void> {
  await createTenantTable(db, "sim_charges")
    .addColumn("customer_id", "text", (col) => col.notNull())
    .addColumn("payment_method_id", "text")
    .addColumn("amount", "integer", (col) => col.notNull())
    .addColumn("currency", "text", (col) => col.notNull())
    .addColumn("description", "text", (col) => col.notNull())
    .addColumn("metadata", "jsonb", (col) => col.notNull())
    // "succeeded" or "failed", as a Stripe Charge's status.
    .addColumn("status", "text", (col) => col.notNull())
    .addColumn("failure_code", "text")
    .addColumn("created_at", "timestamptz", createdNow)
    .execute();
  await createTenantIndex(db, "sim_charges_customer", "sim_charges", "customer_id, created_at");

  await enableTenantIsolation(db, ["sim_charges"]);
}

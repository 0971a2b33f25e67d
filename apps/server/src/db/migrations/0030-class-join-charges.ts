import type { Kysely } from "kysely";
import { enableTenantIsolation } from "../tenant-isolation";
import { createdNow, createTenantIndex, createTenantTable } from "./tenant-tables";

// A one-time class join charges the member's saved card outside any transaction. Each attempt
// is written (and committed) before the provider is called, so a crash between the charge and
// the accept's transaction leaves a row the reconciliation finds: it asks the provider for the
// attempt's charge and records or refunds it. No foreign key to the class or the member: a
// charge made for a deleted class or member must still be found and refunded.
export async function up(db: Kysely<unknown>): Promise<void> {
  await createTenantTable(db, "class_join_charges")
    // The attempt's identity, as its charge key names it (class, member, request time, refunds).
    .addColumn("class_id", "text", (col) => col.notNull())
    .addColumn("user_id", "text", (col) => col.notNull())
    .addColumn("requested_at", "timestamptz", (col) => col.notNull())
    .addColumn("attempt", "integer", (col) => col.notNull())
    .addColumn("customer_id", "text", (col) => col.notNull())
    // charging | recorded | refunding | refunded | not_charged
    .addColumn("status", "text", (col) => col.notNull())
    // The database's clock (close to the provider's): the earliest the charge can be dated.
    .addColumn("started_at", "timestamptz", createdNow)
    // The latest accept of this attempt, on the app's clock: the reconciliation waits past it.
    .addColumn("tried_at", "timestamptz", (col) => col.notNull())
    .addColumn("provider_charge_id", "text")
    .addColumn("refund_id", "text")
    .execute();
  await createTenantIndex(
    db,
    "class_join_charges_attempt",
    "class_join_charges",
    "class_id, user_id, requested_at, attempt",
    { isUnique: true },
  );
  // The recurring sweep's scan: attempts not settled yet.
  await createTenantIndex(db, "class_join_charges_status", "class_join_charges", "status");
  await enableTenantIsolation(db, ["class_join_charges"]);
}

import type { Kysely } from "kysely";
import { enableTenantIsolation } from "../tenant-isolation";
import { createdNow, organizationOwned } from "./tenant-tables";

// A subscription cycle's charge, attempted: written (and committed) for a whole batch before its
// provider calls, so a cycle charged and never recorded (the run died in between) and retried
// after the provider forgot its key (Stripe keeps keys 24 hours) is looked up at the provider
// instead of charged again. One row per cycle; its first attempt's time is kept. No foreign key
// to the subscription: the attempt's charge must be findable whatever happens to it.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("subscription_charge_attempts")
    .addColumn("org_id", "text", organizationOwned)
    .addColumn("subscription_id", "text", (col) => col.notNull())
    // The cycle billed: the subscription's next charge when it was attempted.
    .addColumn("cycle", "timestamptz", (col) => col.notNull())
    // The provider call's idempotency key, as Stripe's request log shows it.
    .addColumn("charge_key", "text", (col) => col.notNull())
    // The database's clock (close to the provider's): the earliest the charge can be dated.
    .addColumn("attempted_at", "timestamptz", createdNow)
    .addPrimaryKeyConstraint("subscription_charge_attempts_pk", [
      "org_id",
      "subscription_id",
      "cycle",
    ])
    .execute();
  await enableTenantIsolation(db, ["subscription_charge_attempts"]);
}

import { sql } from "kysely";
import { type Db, withTenant } from "../../src/db/database";

// The app's record of a charge attempt: its table and the column that dates it.
type AttemptRecord =
  | readonly ["subscription_charge_attempts", "attempted_at"]
  | readonly ["class_join_charges", "started_at"];

// A day passes at the provider and in the database: the simulator's charge keys and charges,
// and the app's record of the attempt, are older than Stripe's 24-hour key window (the
// simulator then lets a new request take a key over, so a retry must look the charge up).
export async function aDayPassesAtTheProvider(db: Db, orgId: string, attempts: AttemptRecord) {
  await withTenant(db, orgId, async (trx) => {
    for (const [table, column] of [
      ["sim_idempotency", "created_at"],
      ["sim_charges", "created_at"],
      attempts,
    ] as const) {
      await sql`update ${sql.table(table)} set ${sql.ref(column)} = ${sql.ref(column)} - interval '25 hours'`.execute(
        trx,
      );
    }
  });
}

import { sql } from "kysely";
import { afterAll, expect, it } from "vitest";
import {
  insertMigrationMember,
  suiteMigrationTestDatabase,
} from "./support/migration-test-support";

// Migration 0035 on a database whose due cycles may have been charged before 0031 recorded
// attempts: each cycle due now is dated back to the cycle itself, the earliest its first charge
// can be, so the billing run looks a charge from before 0031 up instead of charging it again.
const { db, migrate, names, inTenant } = await suiteMigrationTestDatabase();
afterAll(() => db.destroy());

const ORG = "pre-attempt-studio";
const CYCLE = "2026-01-15T08:00:00.000Z";

async function subscription(id: string, changes: { nextCharge: string; isActive?: boolean }) {
  const userId = `${id}-member`;
  await insertMigrationMember(db, ORG, userId);
  await inTenant(ORG, (trx) =>
    sql`insert into subscriptions (id, org_id, user_id, description, unique_name, amount,
        quantity, next_charge, is_active, time_zone, billing_day)
      values (${id}, ${ORG}, ${userId}, 'Unlimited Monthly', 'productItem', 12000, 8,
        ${changes.nextCharge}, ${changes.isActive ?? true}, 'America/Los_Angeles', 15)`.execute(
      trx,
    ),
  );
}

// An attempt a run wrote after 0031: a retry of a cycle it may not have been the first to charge.
const attempted = (subscriptionId: string, attemptedAt: string) =>
  inTenant(ORG, (trx) =>
    sql`insert into subscription_charge_attempts (org_id, subscription_id, cycle, charge_key,
        attempted_at)
      values (${ORG}, ${subscriptionId}, ${CYCLE}, 'key', ${attemptedAt})`.execute(trx),
  );

it("dates each due cycle's attempt back to the cycle, and leaves cycles not due alone", {
  timeout: 180_000,
}, async () => {
  await migrate(names.filter((name) => name < "0035"));
  await sql`insert into organizations (id, name) values (${ORG}, ${ORG})`.execute(db);
  await subscription("unattempted", { nextCharge: CYCLE });
  await subscription("retried", { nextCharge: CYCLE });
  await attempted("retried", "2026-01-16T09:00:00.000Z");
  await subscription("ahead", { nextCharge: "2099-01-15T08:00:00.000Z" });
  await subscription("cancelled", { nextCharge: CYCLE, isActive: false });

  const { error } = await migrate(names);
  expect(error).toBeUndefined();

  const rows = await inTenant(ORG, (trx) =>
    sql<{
      subscription_id: string;
      cycle: Date;
      charge_key: string;
      attempted_at: Date;
    }>`
    select subscription_id, cycle, charge_key, attempted_at from subscription_charge_attempts
    order by subscription_id`.execute(trx),
  );
  expect(rows.rows).toEqual([
    {
      subscription_id: "retried",
      cycle: new Date(CYCLE),
      charge_key: "key",
      attempted_at: new Date(CYCLE),
    },
    {
      subscription_id: "unattempted",
      cycle: new Date(CYCLE),
      // As the billing run writes it (paymentIdempotencyKey of the cycle).
      charge_key: `studiodesk:subscription-charge:${ORG}:unattempted:${CYCLE}`,
      attempted_at: new Date(CYCLE),
    },
  ]);
});

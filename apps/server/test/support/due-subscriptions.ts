import { sql } from "kysely";
import { expect } from "vitest";
import { type Db, withTenant } from "../../src/db/database";
import { billingDayOnZoneOf, organizationZoneOf } from "../../src/db/subscription-rows";
import { insertMembersInBulk } from "./bulk-members";

type DueSubscribers = {
  count: number;
  // Member n is `${idPrefix}${n}`, their subscription `sub-${idPrefix}${n}`.
  idPrefix: string;
  nextCharge: Date;
  amount?: number;
  recurrence?: string;
  // The saved card's last four digits (a simulator test card; "0002" declines); null: none.
  cardLast4?: string | null;
  // false: the member has no payment customer at all.
  hasCustomer?: boolean;
};

// Members with an active subscription due at `nextCharge`, each with a simulator customer and
// a saved card, in a few set-based statements (10,000 take seconds): for the billing tests,
// the crash test's child process and the bench.
export async function insertDueSubscribers(db: Db, orgId: string, subscribers: DueSubscribers) {
  const { count, idPrefix } = subscribers;
  const userId = sql`${idPrefix} || n`;
  const customerId = sql`'cus_' || ${idPrefix} || n`;
  const series = sql`generate_series(1, ${count}) as n`;
  await withTenant(db, orgId, async (trx) => {
    await insertMembersInBulk(trx, orgId, {
      count,
      idPrefix,
      emailDomain: "subscribers.example",
      firstName: sql`'Member'`,
      lastName: sql`'No. ' || n`,
    });
    if (subscribers.hasCustomer !== false) {
      await sql`
        insert into sim_customers (org_id, id, email, name, metadata)
        select ${orgId}, ${customerId}, ${idPrefix} || n || '@subscribers.example', 'Member',
          jsonb_build_object('uid', ${userId})
        from ${series}
      `.execute(trx);
      await sql`update users set stripe_id = 'cus_' || id where id like ${`${idPrefix}%`}`.execute(
        trx,
      );
    }
    const last4 = subscribers.cardLast4 === undefined ? "4242" : subscribers.cardLast4;
    if (subscribers.hasCustomer !== false && last4 !== null) {
      await sql`
        insert into sim_payment_methods (org_id, id, customer_id, brand, last4, exp_month, exp_year)
        select ${orgId}, 'pm_' || ${idPrefix} || n, ${customerId}, 'visa', ${last4}, 12, 2099
        from ${series}
      `.execute(trx);
    }
    await sql`
      insert into subscriptions (id, org_id, user_id, description, unique_name, amount, quantity,
        quantity_used, recurrence, next_charge, subscription_start, time_zone, billing_day)
      select 'sub-' || ${idPrefix} || n, ${orgId}, ${userId}, 'Unlimited Monthly', 'productItem',
        ${subscribers.amount ?? 12_000}, 8, 3, ${subscribers.recurrence ?? "everyMonth"},
        ${subscribers.nextCharge}, ${subscribers.nextCharge}, ${organizationZoneOf(orgId)},
        ${billingDayOnZoneOf(orgId, subscribers.nextCharge)}
      from ${series}
    `.execute(trx);
  });
}

// Per subscription of the organization: how many charges the provider made and how many the
// database recorded (exactly once means 1 and 1 for every due subscription).
export async function chargeCounts(db: Db, orgId: string) {
  const { rows } = await withTenant(db, orgId, (trx) =>
    sql<{ subscription_id: string; provider_charges: number; recorded_charges: number }>`
      select s.id as subscription_id,
        (select count(*)::int from sim_charges c where c.metadata->>'subscriptionId' = s.id)
          as provider_charges,
        (select count(*)::int from charges c where c.subscription_id = s.id) as recorded_charges
      from subscriptions s
      order by s.id
    `.execute(trx),
  );
  return rows;
}

// Exactly once for each of the organization's `count` due subscriptions: one charge at the
// provider, one recorded.
export async function expectEachChargedOnceAndRecorded(db: Db, orgId: string, count: number) {
  const counts = await chargeCounts(db, orgId);
  expect(counts).toHaveLength(count);
  for (const row of counts) {
    expect(row).toMatchObject({ provider_charges: 1, recorded_charges: 1 });
  }
}

import { sql } from "kysely";
import { afterAll, expect, it } from "vitest";
import { paymentIdempotencyKey } from "../src/adapters/payments/payment-provider";
import { createSimulatorProvider } from "../src/adapters/payments/simulator-provider";
import type { Trx } from "../src/db/database";
import { runSubscriptionBilling } from "../src/features/billing/subscriptions/subscription-billing.service";
import { chargeCounts } from "./support/due-subscriptions";
import { suiteMigrationTestDatabase } from "./support/migration-test-support";

// Migration 0034 on a database whose monthly subscriptions stepped from their last charge: each
// keeps the day of month it bills on (the one its clamped February date hid, where that shows),
// and the cycle due across the upgrade is charged once, under the key it always had.
const { db, migrate, names, inTenant } = await suiteMigrationTestDatabase();
afterAll(() => db.destroy());

async function organization(orgId: string, timezone: string) {
  await sql`insert into organizations (id, name) values (${orgId}, ${orgId})`.execute(db);
  const userId = `${orgId}-member`;
  await sql`insert into identities (id, email, password_hash, home_org_id)
    values (${userId}, ${`${userId}@example.test`}, 'hash', ${orgId})`.execute(db);
  await inTenant(orgId, (trx) => memberWithCard(trx, orgId, timezone, userId));
  return userId;
}

async function memberWithCard(trx: Trx, orgId: string, timezone: string, userId: string) {
  await sql`insert into org_accounts (org_id, app_information, payment_information,
      public_information, website_information, calendar_colors)
    values (${orgId}, '{}', '{"isTestMode": true}', ${JSON.stringify({ timezone })}, '{}', '[]')`.execute(
    trx,
  );
  await sql`insert into users (id, org_id, first_name, last_name, email, stripe_id)
    values (${userId}, ${orgId}, 'Member', 'Lastname', ${`${userId}@example.test`},
      ${`cus_${userId}`})`.execute(trx);
  await sql`insert into sim_customers (org_id, id, email, name, metadata)
    values (${orgId}, ${`cus_${userId}`}, ${`${userId}@example.test`}, 'Member',
      ${JSON.stringify({ uid: userId })})`.execute(trx);
  await sql`insert into sim_payment_methods (org_id, id, customer_id, brand, last4, exp_month,
      exp_year)
    values (${orgId}, ${`pm_${userId}`}, ${`cus_${userId}`}, 'visa', '4242', 12, 2099)`.execute(
    trx,
  );
}

type OldSubscription = {
  id: string;
  nextCharge: string | null;
  start?: string;
  recurrence?: string;
  timeZone: string;
};

// A subscription row as 0033 left it: no billing day.
async function oldSubscription(orgId: string, userId: string, row: OldSubscription) {
  await inTenant(orgId, (trx) =>
    sql`insert into subscriptions (id, org_id, user_id, description, unique_name, amount,
      quantity, recurrence, next_charge, subscription_start, is_active, time_zone)
    values (${row.id}, ${orgId}, ${userId}, 'Unlimited Monthly', 'productItem', 12000, 8,
      ${row.recurrence ?? "everyMonth"}, ${row.nextCharge}, ${row.start ?? null},
      ${row.nextCharge !== null}, ${row.timeZone})`.execute(trx),
  );
}

const billingDays = async (orgId: string) =>
  (
    await inTenant(orgId, (trx) =>
      sql<{ id: string; billing_day: number }>`
        select id, billing_day from subscriptions where org_id = ${orgId} order by id`.execute(trx),
    )
  ).rows;

const LOS_ANGELES = "America/Los_Angeles";
const TOKYO = "Asia/Tokyo";
// Due at midnight in Los Angeles on 28 February 2027: a 31 January subscription's clamped date.
const FEBRUARY_28 = "2027-02-28T08:00:00.000Z";
const MARCH_31 = "2027-03-31T07:00:00.000Z";

await migrate(names.filter((name) => name < "0034"));
const studioMember = await organization("la-studio", LOS_ANGELES);
const tokyoMember = await organization("tokyo-studio", TOKYO);
type OldRow = Omit<OldSubscription, "timeZone">;
const inLosAngeles = (row: OldRow) =>
  oldSubscription("la-studio", studioMember, { ...row, timeZone: LOS_ANGELES });
const inTokyo = (row: OldRow) =>
  oldSubscription("tokyo-studio", tokyoMember, { ...row, timeZone: TOKYO });
// Due on a clamped 28 February, started on 31 January: the 31st.
await inLosAngeles({ id: "a-clamped", nextCharge: FEBRUARY_28, start: "2027-01-31T08:00:00.000Z" });
// Already drifted to 28 March: nothing shows the 31st any more, so it keeps billing the 28th.
await inLosAngeles({
  id: "b-drifted",
  nextCharge: "2027-03-28T07:00:00.000Z",
  start: "2027-01-31T08:00:00.000Z",
});
await inLosAngeles({ id: "c-fifteenth", nextCharge: "2027-01-15T08:00:00.000Z" });
// Cancelled (no next charge): its start's day.
await inLosAngeles({ id: "d-cancelled", nextCharge: null, start: "2027-01-20T08:00:00.000Z" });
// Midnight on 1 February in Tokyo is still 31 January in UTC: the day on its own zone.
await inTokyo({ id: "e-tokyo-first", nextCharge: "2027-01-31T15:00:00.000Z" });
// Yearly on 29 February 2028, due on 28 February 2029 in Tokyo: the 29th again.
await inTokyo({
  id: "f-tokyo-leap-day",
  nextCharge: "2029-02-27T15:00:00.000Z",
  start: "2028-02-28T15:00:00.000Z",
  recurrence: "everyYear",
});

// Before the upgrade the run charged the clamped cycle at the provider and died before recording
// it: the same key, derived from the charge date, must replay that charge after the upgrade.
const payments = createSimulatorProvider(db);
const CYCLE_KEY = paymentIdempotencyKey(
  "subscription-charge",
  "la-studio",
  "a-clamped",
  FEBRUARY_28,
);
await payments.chargeSavedCard(
  {
    orgId: "la-studio",
    customerId: `cus_${studioMember}`,
    amountCents: 12_000,
    currency: "usd",
    description: "Unlimited Monthly",
    metadata: { subscriptionId: "a-clamped", cycle: FEBRUARY_28, uid: studioMember },
  },
  CYCLE_KEY,
);

const { error } = await migrate(names);

it("applies cleanly", () => {
  expect(error).toBeUndefined();
});

it("gives each subscription the day of month it bills on, on its own zone", async () => {
  expect(await billingDays("la-studio")).toEqual([
    { id: "a-clamped", billing_day: 31 },
    { id: "b-drifted", billing_day: 28 },
    { id: "c-fifteenth", billing_day: 15 },
    { id: "d-cancelled", billing_day: 20 },
  ]);
  expect(await billingDays("tokyo-studio")).toEqual([
    { id: "e-tokyo-first", billing_day: 1 },
    { id: "f-tokyo-leap-day", billing_day: 29 },
  ]);
  const columns = await sql<{ is_nullable: string }>`
    select is_nullable from information_schema.columns
    where column_name = 'billing_day' and table_name = 'subscriptions'`.execute(db);
  expect(columns.rows).toEqual([{ is_nullable: "NO" }]);
});

it("charges the clamped cycle due across the upgrade once, then bills on 31 March", async () => {
  const deps = {
    db,
    payments,
    logger: { warn: () => {} },
    events: { publish: async () => {} },
  };
  const aMinuteAfter = (instant: string) => new Date(new Date(instant).getTime() + 60_000);

  await runSubscriptionBilling(deps, aMinuteAfter(FEBRUARY_28));
  await runSubscriptionBilling(deps, aMinuteAfter(FEBRUARY_28));

  const clamped = async () =>
    (await chargeCounts(db, "la-studio")).find((row) => row.subscription_id === "a-clamped");
  expect(await clamped()).toMatchObject({ provider_charges: 1, recorded_charges: 1 });
  const { rows } = await inTenant("la-studio", (trx) =>
    sql<{ business_key: string; next_charge: Date }>`
      select c.business_key, s.next_charge from charges c
      join subscriptions s on s.id = c.subscription_id
      where s.id = 'a-clamped'`.execute(trx),
  );
  expect(rows).toEqual([
    {
      business_key: `subscription-charge:a-clamped:${FEBRUARY_28}`,
      next_charge: new Date(MARCH_31),
    },
  ]);

  await runSubscriptionBilling(deps, aMinuteAfter(MARCH_31));
  expect(await clamped()).toMatchObject({ provider_charges: 2, recorded_charges: 2 });
});

import { type Kysely, sql } from "kysely";

// A shop purchase keeps the currency it was paid in. Until now product_purchases held only the
// amount, and Purchase History labelled it with the organization's current payment currency,
// so a studio whose currency the platform changed saw its past €25 sales read $25. Existing
// purchases take the currency their organization charges in now (lower-case, as Stripe spells
// it; USD where none is stored: core rules/money paymentCurrencyOf). The table is
// tenant-isolated (FORCE binds its owner too), so each organization's rows are filled with it
// set; the column becomes NOT NULL once every row has one.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table product_purchases add column currency text`.execute(db);
  const organizations = await sql<{ id: string }>`select id from organizations`.execute(db);
  for (const { id: orgId } of organizations.rows) {
    await sql`select set_config('app.org_id', ${orgId}, true)`.execute(db);
    await sql`
      update product_purchases
      set currency = coalesce(
        (select lower(nullif(payment_information->>'currency', ''))
          from org_accounts where org_id = ${orgId}),
        'usd')
      where org_id = ${orgId}
    `.execute(db);
  }
  await sql`select set_config('app.org_id', '', true)`.execute(db);
  await sql`alter table product_purchases alter column currency set not null`.execute(db);
}

import { sql } from "kysely";
import { afterAll, expect, it } from "vitest";
import { suiteMigrationTestDatabase } from "./support/migration-test-support";

// Migration 0027 on a database whose shop purchases hold only an amount: each organization's
// purchases take the payment currency it had when migrated (lower-case, as Stripe spells it;
// USD where none is stored), so a later change of currency no longer re-labels them.
const { db, migrate, names, inTenant, rowsOfEach } = await suiteMigrationTestDatabase();
afterAll(() => db.destroy());

const json = (value: unknown) => JSON.stringify(value);

async function organizationWithPurchase(orgId: string, payment: object | null) {
  await sql`insert into organizations (id, name) values (${orgId}, ${orgId})`.execute(db);
  const userId = `${orgId}-buyer`;
  await sql`insert into identities (id, email, password_hash, home_org_id)
    values (${userId}, ${`${userId}@example.test`}, 'hash', ${orgId})`.execute(db);
  await inTenant(orgId, async (trx) => {
    if (payment) {
      await sql`insert into org_accounts (org_id, app_information, payment_information,
          public_information, website_information, calendar_colors)
        values (${orgId}, '{}', ${json(payment)}, '{}', '{}', '[]')`.execute(trx);
    }
    await sql`insert into users (id, org_id, first_name, last_name, email)
      values (${userId}, ${orgId}, 'Buyer', 'Lastname', ${`${userId}@example.test`})`.execute(trx);
    await sql`insert into products (org_id, id, title, description, image_key,
        image_thumbnail_key, price_amount, quantity)
      values (${orgId}, 'strap', 'Strap', 'A strap', 'image', 'thumbnail', 2500, 10)`.execute(trx);
    await sql`insert into product_purchases (org_id, id, product_id, user_id, quantity, amount)
      values (${orgId}, ${`${orgId}-sale`}, 'strap', ${userId}, 1, 2500)`.execute(trx);
  });
}

it("gives each organization's past purchases its payment currency", {
  timeout: 180_000,
}, async () => {
  await migrate(names.filter((name) => name < "0027"));
  await organizationWithPurchase("euro-studio", { currency: "EUR" });
  await organizationWithPurchase("pound-studio", { currency: "gbp" });
  await organizationWithPurchase("unset-studio", { currency: "" });
  await organizationWithPurchase("no-account-studio", null);

  const { error } = await migrate(names);
  expect(error).toBeUndefined();

  const studios = ["euro-studio", "no-account-studio", "pound-studio", "unset-studio"];
  const purchases = await rowsOfEach(studios, (trx, orgId) =>
    sql<{ org_id: string; amount: number; currency: string }>`
      select org_id, amount, currency from product_purchases where org_id = ${orgId}`.execute(trx),
  );
  expect(purchases).toEqual([
    { org_id: "euro-studio", amount: 2500, currency: "eur" },
    { org_id: "no-account-studio", amount: 2500, currency: "usd" },
    { org_id: "pound-studio", amount: 2500, currency: "gbp" },
    { org_id: "unset-studio", amount: 2500, currency: "usd" },
  ]);
  const column = await sql<{ is_nullable: string }>`
    select is_nullable from information_schema.columns
    where table_name = 'product_purchases' and column_name = 'currency'`.execute(db);
  expect(column.rows).toEqual([{ is_nullable: "NO" }]);
});

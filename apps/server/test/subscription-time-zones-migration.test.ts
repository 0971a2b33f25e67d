import { sql } from "kysely";
import { afterAll, expect, it } from "vitest";
import {
  insertMigrationMember,
  suiteMigrationTestDatabase,
} from "./support/migration-test-support";

// Migration 0033 on a database whose subscriptions are billed on their organization's current
// zone: each subscription keeps the zone its organization has when migrated (UTC where none is
// stored, as the app reads it), so a later change of zone no longer moves its billing day.
const { db, migrate, names, inTenant, rowsOfEach } = await suiteMigrationTestDatabase();
afterAll(() => db.destroy());

async function organizationWithSubscription(orgId: string, timezone: string | null) {
  await sql`insert into organizations (id, name) values (${orgId}, ${orgId})`.execute(db);
  const publicInformation = JSON.stringify(timezone === null ? {} : { timezone });
  await inTenant(orgId, (trx) =>
    sql`insert into org_accounts (org_id, app_information, payment_information,
        public_information, website_information, calendar_colors)
      values (${orgId}, '{}', '{}', ${publicInformation}, '{}', '[]')`.execute(trx),
  );
  const userId = `${orgId}-member`;
  await insertMigrationMember(db, orgId, userId);
  await inTenant(orgId, (trx) =>
    sql`insert into subscriptions (id, org_id, user_id, description, unique_name, amount,
        quantity, next_charge)
      values (${`${orgId}-monthly`}, ${orgId}, ${userId}, 'Unlimited Monthly', 'productItem',
        12000, 8, '2027-01-31T15:00:00Z')`.execute(trx),
  );
}

it("gives each organization's subscriptions the time zone it has", {
  timeout: 180_000,
}, async () => {
  await migrate(names.filter((name) => name < "0033"));
  await organizationWithSubscription("tokyo-studio", "Asia/Tokyo");
  await organizationWithSubscription("london-studio", "Europe/London");
  await organizationWithSubscription("unset-studio", "");
  await organizationWithSubscription("no-zone-studio", null);

  const { error } = await migrate(names);
  expect(error).toBeUndefined();

  const studios = ["london-studio", "no-zone-studio", "tokyo-studio", "unset-studio"];
  const rows = await rowsOfEach(studios, (trx, orgId) =>
    sql<{ org_id: string; time_zone: string }>`
      select org_id, time_zone from subscriptions where org_id = ${orgId}`.execute(trx),
  );
  expect(rows).toEqual([
    { org_id: "london-studio", time_zone: "Europe/London" },
    { org_id: "no-zone-studio", time_zone: "UTC" },
    { org_id: "tokyo-studio", time_zone: "Asia/Tokyo" },
    { org_id: "unset-studio", time_zone: "UTC" },
  ]);
  const columns = await sql<{ is_nullable: string }>`
    select is_nullable from information_schema.columns
    where column_name = 'time_zone' and table_name = 'subscriptions'`.execute(db);
  expect(columns.rows).toEqual([{ is_nullable: "NO" }]);
});

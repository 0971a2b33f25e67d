import { sql } from "kysely";
import { afterAll, expect, it } from "vitest";
import { suiteMigrationTestDatabase } from "./support/migration-test-support";

// Migration 0032 on a database whose series are expanded on their organization's current zone:
// each event, class and calendar item keeps the zone its organization has when migrated (UTC
// where none is stored, as the app reads it), so a later change of zone no longer moves them.
const { db, migrate, names, inTenant, rowsOfEach } = await suiteMigrationTestDatabase();
afterAll(() => db.destroy());

const json = (value: unknown) => JSON.stringify(value);
const weekly = json({ recurrenceTime: "everyWeek", recurrenceDays: ["monday"] });

async function organizationWithSeries(orgId: string, timezone: string | null) {
  await sql`insert into organizations (id, name) values (${orgId}, ${orgId})`.execute(db);
  await inTenant(orgId, async (trx) => {
    const publicInformation = json(timezone === null ? {} : { timezone });
    await sql`insert into org_accounts (org_id, app_information, payment_information,
        public_information, website_information, calendar_colors)
      values (${orgId}, '{}', '{}', ${publicInformation}, '{}', '[]')`.execute(trx);
    await sql`insert into events (org_id, id, title, description, start_at, end_at, series_end_at,
        duration_seconds, recurrence)
      values (${orgId}, 'flow', 'Flow', 'Weekly', '2027-01-11T23:00:00Z', '2027-03-29T23:00:00Z',
        '2027-03-29T23:00:00Z', 3600, ${weekly})`.execute(trx);
    await sql`insert into calendar_items (org_id, id, title, description, start_at, end_at,
        series_end_at, duration_seconds, hex, recurrence)
      values (${orgId}, 'closed', 'Closed', 'Floors', '2027-01-11T14:00:00Z',
        '2027-03-29T14:00:00Z', '2027-03-29T14:00:00Z', 3600, '#ff8800', ${weekly})`.execute(trx);
    await sql`insert into classes (org_id, id, title, description, image_key, image_thumbnail_key,
        start_at, duration_seconds, recurrence, series_end_at, price_amount, one_time_purchase,
        leaders, calendar_hex, is_private, is_on_calendar, is_featured, is_prepaid_option,
        show_on_website, required_documents, transaction_fee)
      values (${orgId}, 'yin', 'Yin', 'Weekly', 'image', 'thumbnail', '2027-01-11T23:00:00Z', 3600,
        ${weekly}, '2027-03-29T23:00:00Z', 0, false, '[]', '#3366ff', false, true, false, false,
        true, false, 0)`.execute(trx);
  });
}

it("gives each organization's series the time zone it has", { timeout: 180_000 }, async () => {
  await migrate(names.filter((name) => name < "0032"));
  await organizationWithSeries("new-york-studio", "America/New_York");
  await organizationWithSeries("london-studio", "Europe/London");
  await organizationWithSeries("unset-studio", "");
  await organizationWithSeries("no-zone-studio", null);

  const { error } = await migrate(names);
  expect(error).toBeUndefined();

  const studios = ["london-studio", "new-york-studio", "no-zone-studio", "unset-studio"];
  for (const table of ["events", "classes", "calendar_items"]) {
    const rows = await rowsOfEach(studios, (trx, orgId) =>
      sql<{ org_id: string; time_zone: string }>`
        select org_id, time_zone from ${sql.table(table)} where org_id = ${orgId}`.execute(trx),
    );
    expect(rows, table).toEqual([
      { org_id: "london-studio", time_zone: "Europe/London" },
      { org_id: "new-york-studio", time_zone: "America/New_York" },
      { org_id: "no-zone-studio", time_zone: "UTC" },
      { org_id: "unset-studio", time_zone: "UTC" },
    ]);
  }
  const columns = await sql<{ table_name: string; is_nullable: string }>`
    select table_name, is_nullable from information_schema.columns
    where column_name = 'time_zone' and table_name in ('events', 'classes', 'calendar_items')
    order by table_name`.execute(db);
  expect(columns.rows).toEqual([
    { table_name: "calendar_items", is_nullable: "NO" },
    { table_name: "classes", is_nullable: "NO" },
    { table_name: "events", is_nullable: "NO" },
  ]);
});

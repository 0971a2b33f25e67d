import { type Kysely, sql } from "kysely";

// A subscription keeps the time zone it was started on. Its next charge date was computed on
// the organization's current zone, so a studio that changed its zone (Tokyo to Los Angeles)
// moved every member's billing day for good: charged at midnight on the 1st in Tokyo, the next
// charges fell on the 28th. Existing subscriptions take their organization's zone now (UTC
// where none is stored, as the app reads it). The table is tenant-isolated (FORCE binds its
// owner too), so each organization's rows are filled with it set; the column becomes NOT NULL
// once every row has one.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table subscriptions add column time_zone text`.execute(db);
  const organizations = await sql<{ id: string }>`select id from organizations`.execute(db);
  for (const { id: orgId } of organizations.rows) {
    await sql`select set_config('app.org_id', ${orgId}, true)`.execute(db);
    await sql`
      update subscriptions
      set time_zone = coalesce(
        (select nullif(public_information->>'timezone', '')
          from org_accounts where org_id = ${orgId}),
        'UTC')
      where org_id = ${orgId}
    `.execute(db);
  }
  await sql`select set_config('app.org_id', '', true)`.execute(db);
  await sql`alter table subscriptions alter column time_zone set not null`.execute(db);
}

import { type Kysely, sql } from "kysely";

// A recurring series keeps the time zone it was scheduled on. Its dates were expanded on the
// organization's current zone, so a studio that changed its zone (New York to Phoenix, or to
// London, whose daylight-saving dates differ) moved its series' later dates to other instants,
// and the cancelled and moved dates and the attendance, keyed by instant, no longer matched a
// date: a cancelled date came back, a moved one was lost. Existing series take their
// organization's zone now (UTC where none is stored, as the app reads it); events (one-time
// ones too), classes and calendar items alike. The tables are tenant-isolated (FORCE binds
// their owner too), so each organization's rows are filled with it set; the columns become
// NOT NULL once every row has one.
const SERIES_TABLES = ["events", "classes", "calendar_items"];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of SERIES_TABLES) {
    await sql`alter table ${sql.table(table)} add column time_zone text`.execute(db);
  }
  const organizations = await sql<{ id: string }>`select id from organizations`.execute(db);
  for (const { id: orgId } of organizations.rows) {
    await sql`select set_config('app.org_id', ${orgId}, true)`.execute(db);
    for (const table of SERIES_TABLES) {
      await sql`
        update ${sql.table(table)}
        set time_zone = coalesce(
          (select nullif(public_information->>'timezone', '')
            from org_accounts where org_id = ${orgId}),
          'UTC')
        where org_id = ${orgId}
      `.execute(db);
    }
  }
  await sql`select set_config('app.org_id', '', true)`.execute(db);
  for (const table of SERIES_TABLES) {
    await sql`alter table ${sql.table(table)} alter column time_zone set not null`.execute(db);
  }
}

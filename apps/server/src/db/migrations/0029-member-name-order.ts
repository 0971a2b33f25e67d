import { type Kysely, sql } from "kysely";

// The members list's name order (issue #21) follows the database's collation, which is "C"
// (byte order) on the embedded database and often on a server too: 'zelda' sorted after
// every capitalised name and 'Émile' after 'Zoe'. The ICU root collation orders names as
// people read them, whatever the database's locale; the index (0019) follows the new keys.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`drop index users_org_name`.execute(db);
  await sql`
    create index users_org_name on users
      (org_id, first_name collate "und-x-icu", last_name collate "und-x-icu", id)
  `.execute(db);
}

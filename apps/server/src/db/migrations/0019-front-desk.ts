import { type Kysely, sql } from "kysely";

// Issue #21: the members list sorted by name or last activity, and filtered to leaders or
// blocked members, keyset-paged like the newest-first list (one index range per page).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create index users_org_name on users (org_id, first_name, last_name, id)
  `.execute(db);
  // Never signed in sorts last: the key is -infinity rather than null, so one row comparison
  // pages through it.
  await sql`
    create index users_org_last_active
      on users (org_id, (coalesce(last_logged_in, '-infinity'::timestamptz)) desc, id desc)
  `.execute(db);
  await sql`
    create index users_org_leaders_created on users (org_id, created_at desc, id desc)
      where app_leader is not null
  `.execute(db);
  await sql`create index identities_blocked on identities (id) where is_blocked`.execute(db);
}

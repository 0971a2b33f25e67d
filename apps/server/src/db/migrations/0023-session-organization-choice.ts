import { type Kysely, sql } from "kysely";

// 000 §2: a super-admin's organization is the one chosen at sign-in. Signed in through the
// super-admin variant without one, their session acts in no organization (org_id null) until
// they choose in Select Organization, which replaces it with a session in the chosen one. An
// organization's admin always signs in to their home organization, so only a super-admin's
// session is ever without one (and findActiveSession accepts no other).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table sessions alter column org_id drop not null`.execute(db);
}

import { sql } from "kysely";
import type { Trx } from "../../db/database";

// Both counts in one pass over the organization's users.
export async function countMembers(trx: Trx, orgId: string, activeSince: Date) {
  const row = await trx
    .selectFrom("users")
    .select([
      sql<string>`count(*)`.as("members"),
      sql<string>`count(*) filter (where last_logged_in >= ${activeSince})`.as("active_members"),
    ])
    .where("org_id", "=", orgId)
    .executeTakeFirstOrThrow();
  // PostgreSQL counts are bigint, which the driver hands over as text.
  return { members: Number(row.members), activeMembers: Number(row.active_members) };
}

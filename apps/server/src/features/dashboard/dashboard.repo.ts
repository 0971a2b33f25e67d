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

// Revenue counts succeeded charges not refunded (isRevenueCharge in core), from `since` on.
export async function sumRevenueSince(trx: Trx, orgId: string, since: Date): Promise<number> {
  const row = await trx
    .selectFrom("charges")
    .select(sql<string>`coalesce(sum(amount), 0)`.as("total"))
    .where("org_id", "=", orgId)
    .where("status", "=", "succeeded")
    .where("refunded", "=", false)
    .where("created_at", ">=", since)
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

// Unpaid invoices (pending or past due) and what they add up to, fee included.
export async function sumOutstandingInvoices(trx: Trx, orgId: string) {
  const row = await trx
    .selectFrom("invoices")
    .select([
      sql<string>`count(*)`.as("count"),
      sql<string>`coalesce(sum((price->>'amount')::bigint), 0)`.as("total"),
    ])
    .where("org_id", "=", orgId)
    .where("status", "in", ["pending", "outstanding"])
    .executeTakeFirstOrThrow();
  return { count: Number(row.count), totalCents: Number(row.total) };
}

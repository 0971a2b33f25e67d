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

// Declined subscription charges (the billing run records them with their subscription).
export async function countFailedSubscriptionChargesSince(
  trx: Trx,
  orgId: string,
  since: Date,
): Promise<number> {
  const row = await trx
    .selectFrom("charges")
    .select(sql<string>`count(*)`.as("count"))
    .where("org_id", "=", orgId)
    .where("status", "=", "failed")
    .where("subscription_id", "is not", null)
    .where("created_at", ">=", since)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export type OccurrenceCapacityRow = {
  id: string;
  leaders: string[];
  booked: number;
  capacity: number | null;
};

// Events' leaders, tickets taken (every attendee's quantity) and user limit.
export async function listEventCapacities(
  trx: Trx,
  orgId: string,
  eventIds: string[],
): Promise<OccurrenceCapacityRow[]> {
  if (eventIds.length === 0) return [];
  const rows = await trx
    .selectFrom("events")
    .select((eb) => [
      "events.id",
      "events.leaders",
      "events.max_users",
      eb
        .selectFrom("event_attendees")
        .select(sql<string>`coalesce(sum(event_attendees.quantity), 0)`.as("booked"))
        .where("event_attendees.org_id", "=", orgId)
        .whereRef("event_attendees.event_id", "=", "events.id")
        .as("booked"),
    ])
    .where("events.org_id", "=", orgId)
    .where("events.id", "in", eventIds)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    leaders: row.leaders,
    booked: Number(row.booked ?? 0),
    capacity: row.max_users,
  }));
}

// Classes' leaders, subscribed members and user limit.
export async function listClassCapacities(
  trx: Trx,
  orgId: string,
  classIds: string[],
): Promise<OccurrenceCapacityRow[]> {
  if (classIds.length === 0) return [];
  const rows = await trx
    .selectFrom("classes")
    .select(["id", "leaders", "class_users", "max_users"])
    .where("org_id", "=", orgId)
    .where("id", "in", classIds)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    leaders: row.leaders,
    booked: row.class_users,
    capacity: row.max_users,
  }));
}

import { sql } from "kysely";
import type { Trx } from "./database";

// The organization's zone as the app reads it (UTC where none is stored), where a subscription
// is written: it keeps the zone it was started on (migration 0033), so its charge dates stay on
// the member's billing day when the studio later changes its zone.
export const organizationZoneOf = (orgId: string) =>
  sql<string>`coalesce((select nullif(public_information->>'timezone', '')
    from org_accounts where org_id = ${orgId}), 'UTC')`;

// The day of month a new subscription bills on (migration 0034): its first charge's, on the zone
// it is stamped with (`organizationZoneOf`); one without a charge date (a cancelled one) takes
// its start's, or today's.
export const billingDayOnZoneOf = (orgId: string, firstCharge: Date | null) =>
  sql<number>`extract(day from coalesce(${firstCharge}::timestamptz, now())
    at time zone ${organizationZoneOf(orgId)})::smallint`;

// A member's subscription row, as a class join bills it (billing) and as the demo seed and
// tests give one (members): both wrote the same insert.
export type NewSubscription = {
  id: string;
  userId: string;
  description: string;
  uniqueName: "classItem" | "productItem";
  // The class or product billed; a class subscription is cancelled when its member leaves.
  itemId?: string | null;
  // The column's default, "everyMonth", when not given.
  recurrence?: string;
  subscriptionStart?: Date | null;
  subscriptionEnd?: Date | null;
  amount: number;
  quantity: number;
  quantityUsed?: number;
  nextCharge: Date | null;
  isActive?: boolean;
  cancelDate?: Date | null;
};

export async function insertSubscription(trx: Trx, orgId: string, row: NewSubscription) {
  await trx
    .insertInto("subscriptions")
    .values({
      id: row.id,
      org_id: orgId,
      user_id: row.userId,
      description: row.description,
      unique_name: row.uniqueName,
      amount: row.amount,
      quantity: row.quantity,
      quantity_used: row.quantityUsed ?? 0,
      next_charge: row.nextCharge,
      is_active: row.isActive ?? true,
      cancel_date: row.cancelDate ?? null,
      item_id: row.itemId ?? null,
      ...(row.recurrence ? { recurrence: row.recurrence } : {}),
      subscription_start: row.subscriptionStart ?? null,
      subscription_end: row.subscriptionEnd ?? null,
      time_zone: organizationZoneOf(orgId),
      billing_day: billingDayOnZoneOf(orgId, row.nextCharge ?? row.subscriptionStart ?? null),
    })
    .execute();
}

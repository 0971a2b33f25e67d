import type { Trx } from "../../db/database";
import { ofMember, ofOrganization } from "../../db/tenant-filters";

export async function listSubscriptions(trx: Trx, orgId: string, userId: string) {
  return trx
    .selectFrom("subscriptions")
    .selectAll()
    .where(ofMember(orgId, userId))
    .orderBy("is_active", "desc")
    .orderBy("created_at", "desc")
    .execute();
}

export type SubscriptionRow = Awaited<ReturnType<typeof listSubscriptions>>[number];

// Row-locked: two staff editing one subscription apply one after the other.
export async function findSubscriptionForUpdate(
  trx: Trx,
  orgId: string,
  userId: string,
  id: string,
) {
  return trx
    .selectFrom("subscriptions")
    .selectAll()
    .where(ofMember(orgId, userId))
    .where("id", "=", id)
    .forUpdate()
    .executeTakeFirst();
}

export async function updateSubscription(
  trx: Trx,
  orgId: string,
  id: string,
  changes: Partial<{
    description: string;
    next_charge: Date | null;
    time_zone: string;
    billing_day: number;
    quantity_used: number;
    amount: number;
    is_active: boolean;
    cancel_date: Date | null;
  }>,
) {
  await trx.updateTable("subscriptions").set(changes).where(ofOrganization(orgId, id)).execute();
}

export async function listCharges(trx: Trx, orgId: string, userId: string) {
  return trx
    .selectFrom("charges")
    .selectAll()
    .where(ofMember(orgId, userId))
    .orderBy("created_at", "desc")
    .limit(200)
    .execute();
}

export type ChargeRow = Awaited<ReturnType<typeof listCharges>>[number];

export async function listRelationships(trx: Trx, orgId: string, userId: string) {
  return trx
    .selectFrom("user_relationships")
    .selectAll()
    .where(ofMember(orgId, userId))
    .orderBy("created_at")
    .execute();
}

// ---- writes used by billing flows, the demo seed and tests ----

export type NewCharge = {
  id: string;
  userId: string;
  description: string;
  amount: number;
  status: string;
  quantity?: number;
  refunded?: boolean;
  disputed?: boolean;
  receiptUrl?: string | null;
  subscriptionTitle?: string | null;
  createdAt?: Date;
};

export async function insertCharge(trx: Trx, orgId: string, row: NewCharge) {
  await trx
    .insertInto("charges")
    .values({
      id: row.id,
      org_id: orgId,
      user_id: row.userId,
      description: row.description,
      amount: row.amount,
      status: row.status,
      quantity: row.quantity ?? 1,
      refunded: row.refunded ?? false,
      disputed: row.disputed ?? false,
      receipt_url: row.receiptUrl ?? null,
      subscription_title: row.subscriptionTitle ?? null,
      receipt_email: null,
      coupon_id: null,
      provider_charge_id: null,
      created_at: row.createdAt ?? new Date(),
    })
    .execute();
}

export type NewRelationship = {
  id: string;
  userId: string;
  relatedUserId: string | null;
  tempUid?: string | null;
  relatedName: string;
  relationshipType: string;
  isPending?: boolean;
  isRequesting?: boolean;
};

export async function insertRelationship(trx: Trx, orgId: string, row: NewRelationship) {
  await trx
    .insertInto("user_relationships")
    .values({
      id: row.id,
      org_id: orgId,
      user_id: row.userId,
      related_user_id: row.relatedUserId,
      temp_uid: row.tempUid ?? null,
      related_name: row.relatedName,
      relationship_type: row.relationshipType,
      is_pending: row.isPending ?? false,
      is_requesting: row.isRequesting ?? false,
    })
    .execute();
}

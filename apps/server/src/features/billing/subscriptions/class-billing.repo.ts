import { sql } from "kysely";
import type { Trx } from "../../../db/database";
import { ofOrganization } from "../../../db/tenant-filters";

// The member's payment customer and receipt address.
export async function findPayingMember(trx: Trx, orgId: string, userId: string) {
  return trx
    .selectFrom("users")
    .select(["stripe_id", "email"])
    .where(ofOrganization(orgId, userId))
    .executeTakeFirst();
}

// A paid join's charge, once per join (the business key is unique).
export async function insertClassJoinCharge(
  trx: Trx,
  orgId: string,
  charge: {
    id: string;
    userId: string;
    businessKey: string;
    description: string;
    amount: number;
    providerChargeId: string;
    receiptUrl: string | null;
    receiptEmail: string;
    createdAt: Date;
  },
): Promise<void> {
  await trx
    .insertInto("charges")
    .values({
      org_id: orgId,
      id: charge.id,
      user_id: charge.userId,
      business_key: charge.businessKey,
      description: charge.description,
      amount: charge.amount,
      status: "succeeded",
      provider_charge_id: charge.providerChargeId,
      receipt_url: charge.receiptUrl,
      receipt_email: charge.receiptEmail,
      created_at: charge.createdAt,
    })
    .onConflict((conflict) =>
      conflict
        .columns(["org_id", "business_key"])
        .where(sql<boolean>`business_key is not null`)
        .doNothing(),
    )
    .execute();
}

export async function insertClassSubscription(
  trx: Trx,
  orgId: string,
  subscription: {
    id: string;
    userId: string;
    classId: string;
    description: string;
    amount: number;
    recurrence: string;
    nextCharge: Date;
    start: Date | null;
    end: Date | null;
  },
): Promise<void> {
  await trx
    .insertInto("subscriptions")
    .values({
      org_id: orgId,
      id: subscription.id,
      user_id: subscription.userId,
      description: subscription.description,
      unique_name: "classItem",
      item_id: subscription.classId,
      amount: subscription.amount,
      quantity: 0,
      recurrence: subscription.recurrence,
      next_charge: subscription.nextCharge,
      subscription_start: subscription.start,
      subscription_end: subscription.end,
    })
    .execute();
}

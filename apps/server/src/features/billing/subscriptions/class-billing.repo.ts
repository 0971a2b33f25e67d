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

// Whether the provider's charge is recorded: an accept that enrolled the member with it.
export async function isProviderChargeRecorded(
  trx: Trx,
  orgId: string,
  providerChargeId: string,
): Promise<boolean> {
  const row = await trx
    .selectFrom("charges")
    .select("id")
    .where("org_id", "=", orgId)
    .where("provider_charge_id", "=", providerChargeId)
    .executeTakeFirst();
  return row !== undefined;
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

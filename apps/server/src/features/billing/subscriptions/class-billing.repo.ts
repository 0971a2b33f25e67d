import type { Trx } from "../../../db/database";
import { insertSubscription, type NewSubscription } from "../../../db/subscription-rows";
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

// A class join's subscription, written as every subscription row is.
export const insertClassSubscription = (
  trx: Trx,
  orgId: string,
  subscription: Omit<NewSubscription, "uniqueName">,
): Promise<void> => insertSubscription(trx, orgId, { ...subscription, uniqueName: "classItem" });

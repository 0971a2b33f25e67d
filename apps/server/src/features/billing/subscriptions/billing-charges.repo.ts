import { sql } from "kysely";
import type { Trx } from "../../../db/database";

// A charge billing records: a subscription cycle's or a paid class join's.
export type NewBillingCharge = {
  id: string;
  userId: string;
  subscriptionId: string | null;
  // The charge's business identity ("subscription-charge:<id>:<cycle>", "class-join:…").
  businessKey: string;
  description: string;
  amount: number;
  // Lower-case ISO code: the organization's payment currency.
  currency: string;
  status: "succeeded" | "failed";
  failureReason: string | null;
  providerChargeId: string | null;
  receiptUrl: string | null;
  receiptEmail: string;
  isTestMode: boolean;
  createdAt: Date;
};

// Answers the business keys recorded now. A charge whose business key is already recorded
// (another run or retry got there first) is skipped: the unique key is what makes each
// occasion's record exactly one.
export async function insertBillingCharges(
  trx: Trx,
  orgId: string,
  charges: NewBillingCharge[],
): Promise<Set<string>> {
  if (charges.length === 0) return new Set();
  const rows = await trx
    .insertInto("charges")
    .values(
      charges.map((charge) => ({
        org_id: orgId,
        id: charge.id,
        user_id: charge.userId,
        subscription_id: charge.subscriptionId,
        business_key: charge.businessKey,
        description: charge.description,
        amount: charge.amount,
        currency: charge.currency,
        status: charge.status,
        failure_reason: charge.failureReason,
        provider_charge_id: charge.providerChargeId,
        receipt_url: charge.receiptUrl,
        receipt_email: charge.receiptEmail,
        is_test_mode: charge.isTestMode,
        created_at: charge.createdAt,
      })),
    )
    // Written out: PostgreSQL matches a partial index only by its literal predicate.
    .onConflict((conflict) =>
      conflict
        .columns(["org_id", "business_key"])
        .where(sql<boolean>`business_key is not null`)
        .doNothing(),
    )
    .returning("business_key")
    .execute();
  return new Set(rows.map((row) => row.business_key as string));
}

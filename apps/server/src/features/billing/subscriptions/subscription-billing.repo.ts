import { sql } from "kysely";
import type { Trx } from "../../../db/database";
import { ofOrganization } from "../../../db/tenant-filters";

export type DueSubscription = Awaited<ReturnType<typeof listDueSubscriptions>>[number];

// Active subscriptions whose next charge has come, oldest due first, with what the charge
// needs of their member (the payment customer, the receipt email, the name for the notice).
export async function listDueSubscriptions(trx: Trx, orgId: string, now: Date, limit: number) {
  return (
    trx
      .selectFrom("subscriptions as s")
      .innerJoin("users as u", (join) =>
        join.onRef("u.org_id", "=", "s.org_id").onRef("u.id", "=", "s.user_id"),
      )
      .select([
        "s.id",
        "s.user_id",
        "s.description",
        "s.amount",
        "s.recurrence",
        "s.next_charge",
        "u.stripe_id",
        "u.email",
        "u.first_name",
        "u.last_name",
      ])
      .where("s.org_id", "=", orgId)
      .where("s.is_active", "=", true)
      .where("s.next_charge", "<=", now)
      // A subscription with an end date (a class's billing period) is not charged past it.
      .where((eb) =>
        eb.or([
          eb("s.subscription_end", "is", null),
          eb("s.subscription_end", ">=", eb.ref("s.next_charge")),
        ]),
      )
      .orderBy("s.next_charge")
      .orderBy("s.id")
      .limit(limit)
      .execute()
  );
}

export type NewSubscriptionCharge = {
  id: string;
  userId: string;
  subscriptionId: string;
  businessKey: string;
  description: string;
  amount: number;
  status: "succeeded" | "failed";
  failureReason: string | null;
  providerChargeId: string | null;
  receiptUrl: string | null;
  receiptEmail: string;
  isTestMode: boolean;
  createdAt: Date;
};

// False when the cycle's charge is already recorded (another run got there first): the
// unique business key is what makes a cycle's record exactly one.
export async function insertSubscriptionCharge(
  trx: Trx,
  orgId: string,
  charge: NewSubscriptionCharge,
): Promise<boolean> {
  const result = await trx
    .insertInto("charges")
    .values({
      org_id: orgId,
      id: charge.id,
      user_id: charge.userId,
      subscription_id: charge.subscriptionId,
      business_key: charge.businessKey,
      description: charge.description,
      amount: charge.amount,
      status: charge.status,
      failure_reason: charge.failureReason,
      provider_charge_id: charge.providerChargeId,
      receipt_url: charge.receiptUrl,
      receipt_email: charge.receiptEmail,
      is_test_mode: charge.isTestMode,
      created_at: charge.createdAt,
    })
    // Written out: PostgreSQL matches a partial index only by its literal predicate.
    .onConflict((conflict) =>
      conflict
        .columns(["org_id", "business_key"])
        .where(sql<boolean>`business_key is not null`)
        .doNothing(),
    )
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

// A new cycle: the next charge date moves on and the used tokens start again at 0. Only from
// the cycle just charged, so a second writer of the same cycle changes nothing.
export async function startNextCycle(
  trx: Trx,
  orgId: string,
  subscription: { id: string; chargedCycle: Date; nextCharge: Date },
): Promise<void> {
  await trx
    .updateTable("subscriptions")
    .set({ next_charge: subscription.nextCharge, quantity_used: 0 })
    .where(ofOrganization(orgId, subscription.id))
    .where("next_charge", "=", subscription.chargedCycle)
    .execute();
}

// A declined cycle ends the subscription as a cancel does (000 §4: inactive, cancel date, no
// next charge); the member re-activates it in the app with a card that works.
export async function endAfterDecline(
  trx: Trx,
  orgId: string,
  subscription: { id: string; chargedCycle: Date; endedAt: Date },
): Promise<void> {
  await trx
    .updateTable("subscriptions")
    .set({ is_active: false, cancel_date: subscription.endedAt, next_charge: null })
    .where(ofOrganization(orgId, subscription.id))
    .where("next_charge", "=", subscription.chargedCycle)
    .execute();
}

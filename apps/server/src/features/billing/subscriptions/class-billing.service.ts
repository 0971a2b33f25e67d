import { MESSAGES } from "@studiodesk/core/messages";
import { paymentCurrencyOf } from "@studiodesk/core/rules/money";
import {
  CARD_DECLINE_MESSAGES,
  classJoinChargeIdempotencyKey,
  classJoinRefundIdempotencyKey,
  type FoundCharge,
  type SavedCardChargeResult,
} from "../../../adapters/payments/payment-provider";
import { type Trx, withTenant } from "../../../db/database";
import { AppError, notFoundError } from "../../../shared/app-error";
import type { Deps } from "../../../shared/deps";
import { newId } from "../../../shared/ids";
import { findOrganizationAccount } from "../../account/account.service";
import { insertBillingCharges } from "./billing-charges.repo";
import {
  findPayingMember,
  insertClassSubscription,
  isProviderChargeRecorded,
} from "./class-billing.repo";
import { findAttemptCharge } from "./saved-card-attempts";

// What billing needs of a priced class (001 §4 price modes).
export type ClassPrice = {
  id: string;
  title: string;
  price_mode: "free" | "oneTime" | "subscription" | null;
  price_amount: number;
  subscription_amount: number | null;
  subscription_recurrence: string | null;
  subscription_start: Date | null;
  subscription_end: Date | null;
};

// A one-time class price the provider has charged, to be recorded with the join, and the
// attempt written before the charge (settled by the record).
export type PaidClassJoin = {
  attemptId: string;
  businessKey: string;
  currency: string;
  isTestMode: boolean;
  chargeId: string;
  receiptUrl: string | null;
  receiptEmail: string;
};

// The pending request to join: who asked, when, and how many of its join charges were refunded
// because the accept could not enrol the member.
export type ClassJoinRequest = { userId: string; requestedAt: Date; refundedCharges: number };

// The charge and refund keys' view of the request: its attempt is the charges refunded so far.
const joinAttempt = (classId: string, request: ClassJoinRequest) => ({
  classId,
  userId: request.userId,
  requestedAt: request.requestedAt,
  attempt: request.refundedCharges,
});

// The join is named by its pending request (class, member, when they asked): the accept retried
// after a failure charges under the same key and gets the first charge back.
const classJoinKey = (classId: string, userId: string, requestedAt: Date) =>
  `class-join:${classId}:${userId}:${requestedAt.toISOString()}`;

// The charge's metadata names its attempt (the charge key), so the reconciliation can find a
// charge whose accept died before recording it: Stripe has no lookup by idempotency key.
const CLASS_JOIN_METADATA = "classJoin";

// The attempt written and committed before the provider is called (the classes feature's
// `class_join_charges`): its id, when it was first started, and whether an earlier accept of
// the same attempt may have charged under a key the provider no longer replays.
export type StartedJoinCharge = {
  attemptId: string;
  startedAt: Date;
  isRetryAfterKeyWindow: boolean;
};

// Before the accept's transaction (a provider call holds no transaction open): a one-time class
// price is charged to the member's saved card, once its attempt is written (`startCharge`). An
// attempt accepted long before (the accept died after the charge) first looks for that charge,
// so an accept retried after the provider forgot the key (24 h) does not charge a second time.
// A decline refuses the accept with the card's reason (402). Other price modes pay nothing now.
export async function payClassJoin(
  deps: Deps,
  orgId: string,
  classRow: ClassPrice,
  join: {
    request: ClassJoinRequest;
    startCharge: (customerId: string) => Promise<StartedJoinCharge>;
  },
): Promise<PaidClassJoin | null> {
  const { request } = join;
  if (classRow.price_mode !== "oneTime") return null;
  const { member, account } = await withTenant(deps.db, orgId, async (trx) => ({
    member: await findPayingMember(trx, orgId, request.userId),
    account: await findOrganizationAccount(trx, orgId),
  }));
  if (!member) throw notFoundError(MESSAGES.memberNotFound);
  const customerId = member.stripe_id;
  if (!customerId) throw new AppError("payment_declined", CARD_DECLINE_MESSAGES.noSavedCard, 402);
  const currency = paymentCurrencyOf(account);
  const started = await join.startCharge(customerId);
  const chargeKey = classJoinChargeKey(orgId, classRow.id, request);
  const attempt = { classId: classRow.id, request, customerId, startedAt: started.startedAt };
  // Within the key's window a retry's charge replays the first; past it, the first is found.
  const earlier = started.isRetryAfterKeyWindow
    ? await findClassJoinCharge(deps, orgId, attempt)
    : null;
  const result: SavedCardChargeResult =
    earlier && !earlier.isRefunded
      ? { status: "succeeded", chargeId: earlier.chargeId, receiptUrl: earlier.receiptUrl }
      : await deps.payments.chargeSavedCard(
          {
            orgId,
            customerId,
            amountCents: classRow.price_amount,
            currency,
            description: classRow.title,
            metadata: {
              classId: classRow.id,
              uid: request.userId,
              [CLASS_JOIN_METADATA]: chargeKey,
            },
          },
          chargeKey,
        );
  if (result.status === "failed") throw new AppError("payment_declined", result.reason, 402);
  return {
    attemptId: started.attemptId,
    businessKey: classJoinKey(classRow.id, request.userId, request.requestedAt),
    currency,
    isTestMode: account?.paymentInformation.isTestMode ?? false,
    chargeId: result.chargeId,
    receiptUrl: result.receiptUrl,
    receiptEmail: member.email,
  };
}

const classJoinChargeKey = (orgId: string, classId: string, request: ClassJoinRequest) =>
  classJoinChargeIdempotencyKey(orgId, joinAttempt(classId, request));

// The provider's succeeded charge made for this attempt (its key in the metadata), or null: a
// declined join charged nothing, and its retry charges anew.
export async function findClassJoinCharge(
  deps: Deps,
  orgId: string,
  attempt: { classId: string; request: ClassJoinRequest; customerId: string; startedAt: Date },
): Promise<FoundCharge | null> {
  const found = await findAttemptCharge(deps.payments, orgId, {
    customerId: attempt.customerId,
    startedAt: attempt.startedAt,
    metadata: {
      [CLASS_JOIN_METADATA]: classJoinChargeKey(orgId, attempt.classId, attempt.request),
    },
  });
  return found?.status === "succeeded" ? found : null;
}

// Whether the provider's charge is recorded: an accept enrolled the member with it.
export const isClassJoinChargeRecorded = (trx: Trx, orgId: string, chargeId: string) =>
  isProviderChargeRecorded(trx, orgId, chargeId);

// Gives the attempt's charge back, under the same key as the accept's own refund: whoever gets
// there first (the accept, the reconciliation, a retry of either), the money moves back once.
export async function refundClassJoinCharge(
  deps: Deps,
  orgId: string,
  attempt: { classId: string; request: ClassJoinRequest; chargeId: string },
): Promise<{ id: string }> {
  return deps.payments.refundCharge(
    orgId,
    attempt.chargeId,
    classJoinRefundIdempotencyKey(orgId, joinAttempt(attempt.classId, attempt.request)),
  );
}

// After the charge, the accept's transaction refused the enrolment (the class filled or was
// cancelled, or the request was declined, in the moment between): the member must not pay for a
// place they did not get. The charge is refunded under a key from the join's identity, so a
// retried accept refunds it once. Not when the charge is recorded: a concurrent accept of the
// same request (the same key, the same charge) enrolled the member with it. A refund the
// provider refuses is logged as an error (the attempt's reconciliation retries it), and the
// accept still answers with the enrolment's own refusal. Answers whether it was refunded.
export async function refundUnenrolledClassJoin(
  deps: Deps,
  orgId: string,
  classId: string,
  join: { request: ClassJoinRequest; paid: PaidClassJoin; reason: string },
): Promise<boolean> {
  const { request, paid } = join;
  const context = { orgId, classId, userId: request.userId, chargeId: paid.chargeId };
  try {
    const isRecorded = await withTenant(deps.db, orgId, (trx) =>
      isProviderChargeRecorded(trx, orgId, paid.chargeId),
    );
    if (isRecorded) return false;
    const refund = await refundClassJoinCharge(deps, orgId, {
      classId,
      request,
      chargeId: paid.chargeId,
    });
    deps.logger.warn(
      { ...context, refundId: refund.id, reason: join.reason },
      "class join charged but the member could not be enrolled; refunded",
    );
    return true;
  } catch (error) {
    deps.logger.error(
      { ...context, reason: join.reason, err: error },
      "class join charged but the member could not be enrolled, and the refund failed: its reconciliation retries it (refund by hand if it keeps failing)",
    );
    return false;
  }
}

// In the accept's transaction: the paid join's charge, or the class billing subscription that
// the nightly run charges from its start (the first charge on the start date, or tonight).
export async function recordClassJoinBilling(
  trx: Trx,
  orgId: string,
  classRow: ClassPrice,
  join: { userId: string; paid: PaidClassJoin | null; now: Date },
): Promise<void> {
  if (join.paid) {
    await insertBillingCharges(trx, orgId, [
      {
        id: newId(),
        userId: join.userId,
        subscriptionId: null,
        businessKey: join.paid.businessKey,
        description: classRow.title,
        amount: classRow.price_amount,
        currency: join.paid.currency,
        status: "succeeded",
        failureReason: null,
        providerChargeId: join.paid.chargeId,
        receiptUrl: join.paid.receiptUrl,
        receiptEmail: join.paid.receiptEmail,
        isTestMode: join.paid.isTestMode,
        createdAt: join.now,
      },
    ]);
  }
  if (classRow.price_mode !== "subscription" || classRow.subscription_amount === null) return;
  const start = classRow.subscription_start;
  await insertClassSubscription(trx, orgId, {
    id: newId(),
    userId: join.userId,
    itemId: classRow.id,
    description: classRow.title,
    amount: classRow.subscription_amount,
    quantity: 0,
    recurrence: classRow.subscription_recurrence ?? "everyMonth",
    nextCharge: start && start.getTime() > join.now.getTime() ? start : join.now,
    subscriptionStart: start,
    subscriptionEnd: classRow.subscription_end,
  });
}

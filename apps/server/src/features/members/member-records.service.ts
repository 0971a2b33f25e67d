import type {
  Charge,
  Relationship,
  Subscription,
  UpdateSubscriptionRequest,
} from "@studiodesk/core/contracts/members";
import { MESSAGES } from "@studiodesk/core/messages";
import {
  nextChargeDateIssue,
  nextChargeInstant,
  subscriptionAmountIssue,
  todayIn,
} from "@studiodesk/core/rules/members";
import { paymentCurrencyOf } from "@studiodesk/core/rules/money";
import { billingDayOf } from "@studiodesk/core/rules/subscription-billing";
import { type Trx, withTenant } from "../../db/database";
import { AppError, notFoundError, validationError } from "../../shared/app-error";
import { type StaffAction, staffWrite } from "../../shared/audit";
import type { AuthContext, Deps } from "../../shared/deps";
import { isoOrNull } from "../../shared/iso";
import { findOrganizationAccount } from "../account/account.service";
import { classesOfMember } from "../classes/class-members.service";
import { memberPurchaseCharges } from "../shop/purchases.service";
import {
  type ChargeRow,
  findSubscriptionForUpdate,
  listCharges,
  listRelationships,
  listSubscriptions,
  type SubscriptionRow,
  updateSubscription,
} from "./member-records.repo";
import { requireMember } from "./members.service";

function toSubscription(row: SubscriptionRow): Subscription {
  return {
    subscriptionId: row.id,
    subscriptionDescription: row.description,
    isActive: row.is_active,
    uniqueName: row.unique_name,
    amount: row.amount,
    quantity: row.quantity,
    quantityUsed: row.quantity_used,
    recurrence: row.recurrence,
    nextCharge: isoOrNull(row.next_charge),
    cancelDate: isoOrNull(row.cancel_date),
    subscriptionStart: isoOrNull(row.subscription_start),
    subscriptionEnd: isoOrNull(row.subscription_end),
  };
}

// Reads one of the member's record lists, 404 when the member is not of this organization.
function readMemberRecords<T>(
  deps: Deps,
  auth: AuthContext,
  userId: string,
  read: (trx: Trx) => Promise<T>,
) {
  return withTenant(deps.db, auth.orgId, async (trx) => {
    await requireMember(trx, auth.orgId, userId);
    return read(trx);
  });
}

export const getSubscriptions = (deps: Deps, auth: AuthContext, userId: string) =>
  readMemberRecords(deps, auth, userId, async (trx) =>
    (await listSubscriptions(trx, auth.orgId, userId)).map(toSubscription),
  );

// 000 §2 member profile, Classes tab: the member's classes (members → classes, one way).
export const getMemberClasses = (deps: Deps, auth: AuthContext, userId: string) =>
  readMemberRecords(deps, auth, userId, (trx) => classesOfMember(deps, trx, auth.orgId, userId));

// 000 §2 Purchase History: card charges and the shop's product purchases, newest first.
export const getCharges = (deps: Deps, auth: AuthContext, userId: string): Promise<Charge[]> =>
  readMemberRecords(deps, auth, userId, async (trx) =>
    newestFirst([
      ...(await listCharges(trx, auth.orgId, userId)).map(toCharge),
      ...(await memberPurchaseCharges(trx, auth.orgId, userId)),
    ]),
  );

const newestFirst = (charges: Charge[]) =>
  charges.sort((a, b) => b.created.localeCompare(a.created));

const toCharge = (row: ChargeRow): Charge => ({
  chargeId: row.id,
  description: row.description,
  currency: row.currency,
  amount: row.amount,
  quantity: row.quantity,
  status: row.status,
  refunded: row.refunded,
  disputed: row.disputed,
  receiptUrl: row.receipt_url,
  subscriptionTitle: row.subscription_title,
  created: new Date(row.created_at).toISOString(),
  failureReason: row.failure_reason,
});

export const getRelationships = (
  deps: Deps,
  auth: AuthContext,
  userId: string,
): Promise<Relationship[]> =>
  readMemberRecords(deps, auth, userId, async (trx) =>
    (await listRelationships(trx, auth.orgId, userId)).map((row) => ({
      id: row.id,
      uid: row.related_user_id,
      tempUid: row.temp_uid,
      name: row.related_name,
      relationshipType: row.relationship_type,
      isPending: row.is_pending,
      isRequesting: row.is_requesting,
    })),
  );

type SubscriptionChanges = Parameters<typeof updateSubscription>[3];

// Every subscription change, as one staff write: the member's active subscription locked
// (000 §4: only active ones change), changed, its audit line, and the row read back.
async function changeSubscription(
  deps: Deps,
  auth: AuthContext,
  subscriptionRef: { userId: string; subscriptionId: string },
  action: Omit<StaffAction, "targetType" | "targetId">,
  change: (trx: Trx, subscription: SubscriptionRow) => Promise<SubscriptionChanges>,
): Promise<Subscription> {
  const { userId, subscriptionId } = subscriptionRef;
  const event = { topic: "members", id: userId };
  const row = await staffWrite(deps, auth, event, async (trx, audit) => {
    await requireMember(trx, auth.orgId, userId);
    const subscription = await findSubscriptionForUpdate(trx, auth.orgId, userId, subscriptionId);
    if (!subscription) throw notFoundError("This subscription could not be found.");
    if (!subscription.is_active) {
      throw new AppError("subscription_inactive", MESSAGES.subscriptionNotEditable, 409);
    }
    await updateSubscription(trx, auth.orgId, subscriptionId, await change(trx, subscription));
    await audit({ targetType: "subscription", targetId: subscriptionId, ...action });
    return findSubscriptionForUpdate(trx, auth.orgId, userId, subscriptionId);
  });
  return toSubscription(row as SubscriptionRow);
}

// 000 §4 Subscription edits: only active ones; next charge ≥ today, at 06:00 the day after
// in the organization's zone; remaining tokens 0…cycle quantity; price in cents.
export async function editSubscription(
  deps: Deps,
  auth: AuthContext,
  userId: string,
  subscriptionId: string,
  input: UpdateSubscriptionRequest,
): Promise<Subscription> {
  const action = { action: "subscription.updated", details: input };
  return changeSubscription(
    deps,
    auth,
    { userId, subscriptionId },
    action,
    async (trx, subscription) => {
      const account = await findOrganizationAccount(trx, auth.orgId);
      const timeZone = account?.publicInformation.timezone ?? "UTC";
      const amountIssue =
        input.amount === undefined
          ? null
          : subscriptionAmountIssue(input.amount, paymentCurrencyOf(account));
      if (amountIssue) throw validationError(amountIssue, { amount: amountIssue });
      const dateIssue =
        input.nextChargeDate &&
        nextChargeDateIssue(input.nextChargeDate, {
          today: todayIn(timeZone, deps.now()),
          timeZone,
          subscriptionEnd: subscription.subscription_end,
        });
      if (dateIssue) throw validationError(dateIssue, { nextChargeDate: dateIssue });
      if (input.remainingTokens !== undefined && input.remainingTokens > subscription.quantity) {
        throw validationError(MESSAGES.tokensOutOfRange, {
          remainingTokens: MESSAGES.tokensOutOfRange,
        });
      }
      return {
        description: input.subscriptionDescription,
        ...(input.nextChargeDate ? newNextCharge(input.nextChargeDate, timeZone) : {}),
        quantity_used:
          input.remainingTokens === undefined
            ? undefined
            : subscription.quantity - input.remainingTokens,
        amount: input.amount,
      };
    },
  );
}

// A new next charge date is chosen on today's clock, so the subscription is billed on the
// organization's current zone from then on (as a series' edited start, 0032/0033), and on the
// new charge's day of month (0034): staff who move it to the 15th move its billing day there.
function newNextCharge(chosenDate: string, timeZone: string) {
  const nextCharge = nextChargeInstant(chosenDate, timeZone);
  return {
    next_charge: nextCharge,
    time_zone: timeZone,
    billing_day: billingDayOf(nextCharge, timeZone),
  };
}

// Cancel: inactive, cancelDate now, no next charge; it then leaves the active list.
export async function cancelSubscription(
  deps: Deps,
  auth: AuthContext,
  userId: string,
  subscriptionId: string,
) {
  const action = { action: "subscription.cancelled" };
  return changeSubscription(deps, auth, { userId, subscriptionId }, action, async () => ({
    is_active: false,
    cancel_date: deps.now(),
    next_charge: null,
  }));
}

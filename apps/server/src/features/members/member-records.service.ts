import type {
  Charge,
  Invoice,
  Relationship,
  Subscription,
  UpdateSubscriptionRequest,
} from "@studiodesk/core/contracts/members";
import { MESSAGES } from "@studiodesk/core/messages";
import { canDeleteInvoice, nextChargeInstant, todayIn } from "@studiodesk/core/rules/members";
import { type Trx, withTenant } from "../../db/database";
import { AppError, notFoundError, validationError } from "../../shared/app-error";
import type { AuthContext, Deps } from "../../shared/deps";
import { findAccount } from "../account/account.repo";
import { recordAudit } from "../audit/audit.repo";
import { memberPurchaseCharges } from "../shop/purchases.service";
import {
  type ChargeRow,
  deletePendingInvoice,
  findInvoice,
  findSubscriptionForUpdate,
  type InvoiceRow,
  listCharges,
  listInvoices,
  listRelationships,
  listSubscriptions,
  type SubscriptionRow,
  updateSubscription,
} from "./member-records.repo";
import { requireMember } from "./members.service";

const iso = (value: Date | string | null) =>
  value === null ? null : new Date(value).toISOString();

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
    nextCharge: iso(row.next_charge),
    cancelDate: iso(row.cancel_date),
    subscriptionStart: iso(row.subscription_start),
    subscriptionEnd: iso(row.subscription_end),
  };
}

function toInvoice(row: InvoiceRow): Invoice {
  return {
    invoiceId: row.id,
    status: row.status,
    dueDate: new Date(row.due_date).toISOString(),
    created: new Date(row.created_at).toISOString(),
    invoiceItems: row.items,
    price: row.price,
    invoiceMemo: row.memo,
    invoiceFooter: row.footer,
    invoiceUrl: row.invoice_url,
    receiptUrl: row.receipt_url,
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

export const getInvoices = (deps: Deps, auth: AuthContext, userId: string) =>
  readMemberRecords(deps, auth, userId, async (trx) =>
    (await listInvoices(trx, auth.orgId, userId)).map(toInvoice),
  );

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

// Locks the member's subscription for a change; only active ones may change (000 §4).
async function lockActiveSubscription(trx: Trx, orgId: string, userId: string, id: string) {
  await requireMember(trx, orgId, userId);
  const subscription = await findSubscriptionForUpdate(trx, orgId, userId, id);
  if (!subscription) throw notFoundError("This subscription could not be found.");
  if (!subscription.is_active) {
    throw new AppError("subscription_inactive", MESSAGES.subscriptionNotEditable, 409);
  }
  return subscription;
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
  const updated = await withTenant(deps.db, auth.orgId, async (trx) => {
    const subscription = await lockActiveSubscription(trx, auth.orgId, userId, subscriptionId);
    const account = await findAccount(trx, auth.orgId);
    const timeZone = account?.publicInformation.timezone ?? "UTC";
    if (input.nextChargeDate && input.nextChargeDate < todayIn(timeZone, deps.now())) {
      throw validationError(MESSAGES.nextChargeInPast, {
        nextChargeDate: MESSAGES.nextChargeInPast,
      });
    }
    if (input.remainingTokens !== undefined && input.remainingTokens > subscription.quantity) {
      throw validationError(MESSAGES.tokensOutOfRange, {
        remainingTokens: MESSAGES.tokensOutOfRange,
      });
    }
    await updateSubscription(trx, auth.orgId, subscriptionId, {
      description: input.subscriptionDescription,
      next_charge: input.nextChargeDate
        ? nextChargeInstant(input.nextChargeDate, timeZone)
        : undefined,
      quantity_used:
        input.remainingTokens === undefined
          ? undefined
          : subscription.quantity - input.remainingTokens,
      amount: input.amount,
    });
    await recordAudit(trx, auth.orgId, {
      actorId: auth.userId,
      action: "subscription.updated",
      targetType: "subscription",
      targetId: subscriptionId,
      details: input,
    });
    return findSubscriptionForUpdate(trx, auth.orgId, userId, subscriptionId);
  });
  await deps.events.publish(auth.orgId, { topic: "members", id: userId });
  return toSubscription(updated as SubscriptionRow);
}

// Cancel: inactive, cancelDate now, no next charge; it then leaves the active list.
export async function cancelSubscription(
  deps: Deps,
  auth: AuthContext,
  userId: string,
  subscriptionId: string,
) {
  const cancelled = await withTenant(deps.db, auth.orgId, async (trx) => {
    await lockActiveSubscription(trx, auth.orgId, userId, subscriptionId);
    await updateSubscription(trx, auth.orgId, subscriptionId, {
      is_active: false,
      cancel_date: deps.now(),
      next_charge: null,
    });
    await recordAudit(trx, auth.orgId, {
      actorId: auth.userId,
      action: "subscription.cancelled",
      targetType: "subscription",
      targetId: subscriptionId,
    });
    return findSubscriptionForUpdate(trx, auth.orgId, userId, subscriptionId);
  });
  await deps.events.publish(auth.orgId, { topic: "members", id: userId });
  return toSubscription(cancelled as SubscriptionRow);
}

export async function deleteInvoice(
  deps: Deps,
  auth: AuthContext,
  userId: string,
  invoiceId: string,
) {
  await withTenant(deps.db, auth.orgId, async (trx) => {
    await requireMember(trx, auth.orgId, userId);
    const invoice = await findInvoice(trx, auth.orgId, userId, invoiceId);
    if (!invoice) throw notFoundError("This invoice could not be found.");
    if (
      !canDeleteInvoice(invoice.status) ||
      !(await deletePendingInvoice(trx, auth.orgId, userId, invoiceId))
    ) {
      throw new AppError("invoice_not_deletable", MESSAGES.invoiceNotDeletable, 409);
    }
    await recordAudit(trx, auth.orgId, {
      actorId: auth.userId,
      action: "invoice.deleted",
      targetType: "invoice",
      targetId: invoiceId,
    });
  });
  await deps.events.publish(auth.orgId, { topic: "members", id: userId });
  return { message: MESSAGES.invoiceDeleted };
}

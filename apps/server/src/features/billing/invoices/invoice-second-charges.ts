import { MESSAGES } from "@studiodesk/core/messages";
import { isInvoiceUnpaid } from "@studiodesk/core/rules/invoices";
import { paymentCurrencyOf } from "@studiodesk/core/rules/money";
import {
  type ListedCharge,
  paymentIdempotencyKey,
} from "../../../adapters/payments/payment-provider";
import { type Trx, withTenant } from "../../../db/database";
import { enqueueJob } from "../../../jobs/job-runner";
import { hasAuditLine, recordAudit } from "../../../shared/audit";
import type { Deps } from "../../../shared/deps";
import { findOrganizationAccount } from "../../account/account.service";
import {
  publishAdminNotifications,
  raiseAdminNotification,
} from "../../admin-notifications/admin-notifications.service";
import { listAttemptCharges } from "../subscriptions/saved-card-attempts";
import { recordSavedCardCharge } from "./invoice-card-charge-record";
import { expireInvoiceCheckout } from "./invoice-checkout-expiry";
import { findInvoice, findInvoicePaymentId, lockSecondChargeRefund } from "./invoices.repo";

// A Charge Saved Card whose charge lands after the invoice was paid another way (or deleted)
// refunds it; a crash between the charge and that refund would leave the customer paying twice.
// So each click first queues this job, like a class join's reconciliation: once the click is
// surely over, it records the click's charge if the invoice is still unpaid, and refunds every
// saved-card charge of the invoice that is not its payment. A retried click on the paid invoice
// refunds at once.
export const INVOICE_CARD_CHARGES_JOB = "invoices.settle-card-charges";
// The same job's name before it also recorded a cut-off charge: rows still queued under it (by
// an earlier version, or an instance not yet updated) are run by the same handler.
export const LEGACY_INVOICE_CARD_CHARGES_JOB = "invoices.refund-second-card-charges";
// An off-session charge takes seconds (the provider's client gives up within a minute): a
// click still unanswered this long after it began was cut off.
export const INVOICE_CARD_CHARGE_STALE_MS = 5 * 60_000;
// Retried with back-off (capped at an hour) for about 11 hours: a provider down for a while
// still gets asked for the refund, well inside Stripe's 24 hours of the refund's key.
const CARD_CHARGE_SETTLEMENT_ATTEMPTS = 20;
// The Activity lines this file writes once each: a refund names its charge, a give-up its job.
const SECOND_CHARGE_REFUNDED_ACTION = "invoice.second_payment_refunded";
const CARD_CHARGES_UNSETTLED_ACTION = "invoice.card_charges_unsettled";

// The invoice, the member's payment customer its charges were made for, and since when.
export type InvoiceChargeScope = { invoiceId: string; customerId: string; createdSince: Date };

// A refund names the charge: the click, its retry and the job ask for the same one refund.
export const invoiceCardChargeRefundIdempotencyKey = (orgId: string, chargeId: string) =>
  paymentIdempotencyKey("invoice-card-charge-refund", orgId, chargeId);

// In the transaction before the provider is asked: the job that settles this click should it
// never finish (one per click; a retry queues its own).
export async function queueCardChargeSettlement(
  trx: Trx,
  orgId: string,
  scope: InvoiceChargeScope,
  now: Date,
): Promise<void> {
  await enqueueJob(trx, {
    type: INVOICE_CARD_CHARGES_JOB,
    orgId,
    payload: {
      invoiceId: scope.invoiceId,
      customerId: scope.customerId,
      createdSince: scope.createdSince.toISOString(),
    },
    runAt: new Date(now.getTime() + INVOICE_CARD_CHARGE_STALE_MS),
    uniqueKey: `${INVOICE_CARD_CHARGES_JOB}:${scope.invoiceId}:${now.toISOString()}`,
    maxAttempts: CARD_CHARGE_SETTLEMENT_ATTEMPTS,
  });
}

export const invoiceChargeScopeOf = (payload: Record<string, unknown>): InvoiceChargeScope => ({
  invoiceId: String(payload.invoiceId),
  customerId: String(payload.customerId),
  createdSince: new Date(String(payload.createdSince)),
});

// The job: a click cut off after its charge. An invoice still unpaid gets that charge recorded
// as its payment, as the click set out to do (a click after this is refused as paid, and so is
// Mark Paid); then a paid or deleted invoice's other charges are refunded.
export async function settleCutOffCardCharges(
  deps: Deps,
  orgId: string,
  scope: InvoiceChargeScope,
): Promise<void> {
  const unpaid = await withTenant(deps.db, orgId, async (trx) => {
    const invoice = await findInvoice(trx, orgId, scope.invoiceId);
    if (!invoice || !isInvoiceUnpaid(invoice.status)) return null;
    return { invoice, currency: paymentCurrencyOf(await findOrganizationAccount(trx, orgId)) };
  });
  const charges = unpaid ? await listInvoiceCharges(deps, orgId, scope) : [];
  const cutOff = charges.find((charge) => !charge.isRefunded);
  if (unpaid && cutOff) {
    const recorded = await recordSavedCardCharge(deps, orgId, null, {
      invoiceId: scope.invoiceId,
      chargeId: cutOff.chargeId,
      receiptUrl: cutOff.receiptUrl,
      amount: unpaid.invoice.price.amount,
      currency: unpaid.currency,
    });
    if (typeof recorded === "object") {
      await expireInvoiceCheckout(deps, orgId, recorded);
      await publishAdminNotifications(deps, orgId);
    }
  }
  await refundSecondCardCharges(deps, orgId, scope, null);
}

// The job failed all its attempts (the provider unreachable for its 11 hours, or an error of
// ours): a charge of the invoice may be unrecorded, or a second payment unrefunded, and nothing
// settles it by itself. Staff are told, once per job, on the Activity page and by the bell. The
// job is held by one worker at a time, so a look for the line is enough to write it once.
export async function reportUnsettledCardCharges(
  deps: Deps,
  orgId: string,
  scope: InvoiceChargeScope,
  failure: { jobId: string; error: string },
): Promise<void> {
  await withTenant(deps.db, orgId, async (trx) => {
    const gaveUp = {
      action: CARD_CHARGES_UNSETTLED_ACTION,
      targetId: scope.invoiceId,
      detail: ["jobId", failure.jobId],
    } as const;
    if (await hasAuditLine(trx, orgId, gaveUp)) return;
    const invoice = await findInvoice(trx, orgId, scope.invoiceId);
    await recordAudit(trx, orgId, {
      actorId: null,
      action: CARD_CHARGES_UNSETTLED_ACTION,
      targetType: "invoice",
      targetId: scope.invoiceId,
      details: { message: MESSAGES.invoiceCardChargesUnsettled, ...failure },
    });
    await raiseAdminNotification(trx, orgId, {
      type: "paymentItem",
      title: MESSAGES.invoiceCardChargesUnsettledTitle,
      message: MESSAGES.invoiceCardChargesUnsettled,
      userId: invoice?.user_id ?? null,
      refId: scope.invoiceId,
      dedupeKey: `invoice-card-charges-unsettled:${failure.jobId}`,
    });
  });
  await publishAdminNotifications(deps, orgId);
}

const listInvoiceCharges = (deps: Deps, orgId: string, scope: InvoiceChargeScope) =>
  listAttemptCharges(deps.payments, orgId, {
    customerId: scope.customerId,
    startedAt: scope.createdSince,
    metadata: { orgId, invoiceId: scope.invoiceId },
  });

// A paid or deleted invoice's saved-card charges at the provider other than its recorded
// payment, each refunded under its key and audited once; answers the charges refunded now. An
// unpaid invoice is left alone: a charge of it never recorded is its payment, which the job or
// the next click records (earlierCharge). Safe to run again and again, and side by side.
export async function refundSecondCardCharges(
  deps: Deps,
  orgId: string,
  scope: InvoiceChargeScope,
  actorId: string | null,
): Promise<string[]> {
  const paid = await withTenant(deps.db, orgId, async (trx) => {
    const invoice = await findInvoice(trx, orgId, scope.invoiceId);
    if (invoice && isInvoiceUnpaid(invoice.status)) return null;
    // Paid stays paid: the payment read now is the invoice's for good.
    return { paymentId: invoice ? await findInvoicePaymentId(trx, orgId, scope.invoiceId) : null };
  });
  if (!paid) return [];
  const charges = await listInvoiceCharges(deps, orgId, scope);
  const second = charges.filter((charge) => !isPayment(charge, paid.paymentId));
  const refundedNow: string[] = [];
  for (const charge of second) {
    // A refund the provider reports is audited too: a crash between a refund and its line
    // (here, in the click, in an earlier run of the job) would otherwise leave it unaudited.
    const refundId = charge.isRefunded
      ? charge.refundId
      : await refundSecondCharge(deps, orgId, scope, charge);
    if (!charge.isRefunded) refundedNow.push(charge.chargeId);
    if (!refundId) continue;
    await withTenant(deps.db, orgId, (trx) =>
      auditSecondChargeRefund(trx, orgId, {
        // Whoever made an earlier refund is not known here.
        actorId: charge.isRefunded ? null : actorId,
        invoiceId: scope.invoiceId,
        chargeId: charge.chargeId,
        refundId,
      }),
    );
  }
  return refundedNow;
}

async function refundSecondCharge(
  deps: Deps,
  orgId: string,
  scope: InvoiceChargeScope,
  charge: ListedCharge,
): Promise<string> {
  const refund = await deps.payments.refundCharge(
    orgId,
    charge.chargeId,
    invoiceCardChargeRefundIdempotencyKey(orgId, charge.chargeId),
  );
  deps.logger.warn(
    { orgId, invoiceId: scope.invoiceId, chargeId: charge.chargeId, refundId: refund.id },
    "a second card payment of a paid invoice was refunded",
  );
  return refund.id;
}

// The invoice's payment is recorded by its charge (Charge Saved Card) or its payment intent
// (the pay link); a Stripe listing names both.
const isPayment = (charge: ListedCharge, paymentId: string | null) =>
  paymentId !== null && (charge.chargeId === paymentId || charge.paymentIntentId === paymentId);

// The refund's audit line, once per charge whoever refunded it.
export async function auditSecondChargeRefund(
  trx: Trx,
  orgId: string,
  refund: { actorId: string | null; invoiceId: string; chargeId: string; refundId: string },
): Promise<void> {
  await lockSecondChargeRefund(trx, orgId, refund.chargeId);
  const refunded = {
    action: SECOND_CHARGE_REFUNDED_ACTION,
    targetId: refund.invoiceId,
    detail: ["chargeId", refund.chargeId],
  } as const;
  if (await hasAuditLine(trx, orgId, refunded)) return;
  await recordAudit(trx, orgId, {
    actorId: refund.actorId,
    action: SECOND_CHARGE_REFUNDED_ACTION,
    targetType: "invoice",
    targetId: refund.invoiceId,
    details: { chargeId: refund.chargeId, refundId: refund.refundId },
  });
}

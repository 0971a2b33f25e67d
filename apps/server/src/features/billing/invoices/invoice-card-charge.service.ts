import { MESSAGES } from "@studiodesk/core/messages";
import { isInvoiceUnpaid } from "@studiodesk/core/rules/invoices";
import { paymentCurrencyOf } from "@studiodesk/core/rules/money";
import {
  CARD_DECLINE_MESSAGES,
  paymentIdempotencyKey,
  type SavedCardChargeResult,
} from "../../../adapters/payments/payment-provider";
import { withTenant } from "../../../db/database";
import { AppError, notFoundError } from "../../../shared/app-error";
import type { AuthContext, Deps } from "../../../shared/deps";
import { findOrganizationAccount } from "../../account/account.service";
import { publishAdminNotifications } from "../../admin-notifications/admin-notifications.service";
import { findAttemptCharge } from "../subscriptions/saved-card-attempts";
import { recordSavedCardCharge } from "./invoice-card-charge-record";
import { expireInvoiceCheckout } from "./invoice-checkout-expiry";
import {
  auditSecondChargeRefund,
  type InvoiceChargeScope,
  invoiceCardChargeRefundIdempotencyKey,
  queueCardChargeSettlement,
  refundSecondCardCharges,
} from "./invoice-second-charges";
import { findInvoice, type InvoiceRow } from "./invoices.repo";
import { invoiceChargeDescription, requireCustomer } from "./invoices.service";

// One off-session charge per invoice and amount: a second click, a retry after a timeout or
// a crash sends the same key, and the provider answers with the first charge.
export const invoiceCardChargeIdempotencyKey = (orgId: string, invoiceId: string, amount: number) =>
  paymentIdempotencyKey("invoice-card-charge", orgId, invoiceId, String(amount));

// Beyond the spec: charge an unpaid invoice to the member's saved card. The provider is asked
// outside any transaction (a payment call holds no lock); the answer is recorded in one. A
// decline is a 402 with the card's reason and changes nothing. Before the provider is asked, the
// job that settles this click's charge should it never finish is queued.
export async function chargeInvoiceToSavedCard(deps: Deps, auth: AuthContext, invoiceId: string) {
  const { invoice, customerId, currency } = await withTenant(deps.db, auth.orgId, async (trx) => {
    const found = await findInvoice(trx, auth.orgId, invoiceId);
    if (!found) throw notFoundError(MESSAGES.invoiceNotFound);
    const member = await requireCustomer(trx, auth.orgId, found.user_id);
    const account = await findOrganizationAccount(trx, auth.orgId);
    if (member.stripe_id && isInvoiceUnpaid(found.status)) {
      const scope = chargeScope(found, member.stripe_id);
      await queueCardChargeSettlement(trx, auth.orgId, scope, deps.now());
    }
    return { invoice: found, customerId: member.stripe_id, currency: paymentCurrencyOf(account) };
  });
  if (!isInvoiceUnpaid(invoice.status)) {
    const refunded = customerId
      ? await refundSecondChargesNow(deps, auth, chargeScope(invoice, customerId))
      : [];
    throw refunded.length > 0 ? paidAndRefunded() : alreadyPaid();
  }
  const amount = invoice.price.amount;
  const metadata = { orgId: auth.orgId, invoiceId };
  const result = customerId
    ? ((await earlierCharge(deps, auth.orgId, { customerId, invoice, metadata })) ??
      (await deps.payments.chargeSavedCard(
        {
          orgId: auth.orgId,
          customerId,
          amountCents: amount,
          currency,
          description: invoiceChargeDescription(invoice),
          metadata,
        },
        invoiceCardChargeIdempotencyKey(auth.orgId, invoiceId, amount),
      )))
    : ({ status: "failed", reason: CARD_DECLINE_MESSAGES.noSavedCard } as const);
  if (result.status === "failed") throw new AppError("payment_declined", result.reason, 402);

  // Paid meanwhile (the pay link, Mark Paid) or deleted: this charge is a second payment.
  const charged = await recordSavedCardCharge(deps, auth.orgId, auth.userId, {
    invoiceId,
    chargeId: result.chargeId,
    receiptUrl: result.receiptUrl,
    amount,
    currency,
  });
  if (charged === "paid-otherwise")
    await refundSecondCharge(deps, auth, invoiceId, result.chargeId);
  if (typeof charged === "object") await expireInvoiceCheckout(deps, auth.orgId, charged);
  await publishAdminNotifications(deps, auth.orgId);
  return { message: MESSAGES.invoiceCardCharged };
}

// A charge of this invoice the provider made and we never recorded (the server stopped between
// the two, or the record failed): it is the invoice's payment. The key alone would replay it
// only within the provider's window (Stripe: 24 h); a click after that would charge again.
async function earlierCharge(
  deps: Deps,
  orgId: string,
  attempt: { customerId: string; invoice: InvoiceRow; metadata: Record<string, string> },
): Promise<SavedCardChargeResult | null> {
  const found = await findAttemptCharge(deps.payments, orgId, {
    customerId: attempt.customerId,
    startedAt: attempt.invoice.created_at,
    metadata: attempt.metadata,
  });
  if (found?.status !== "succeeded" || found.isRefunded) return null;
  return { status: "succeeded", chargeId: found.chargeId, receiptUrl: found.receiptUrl };
}

const chargeScope = (invoice: InvoiceRow, customerId: string): InvoiceChargeScope => ({
  invoiceId: invoice.id,
  customerId,
  createdSince: invoice.created_at,
});

// A click on a paid invoice: a second payment of it a cut-off click left behind is refunded
// now rather than when its job comes. A provider that cannot answer leaves it to the job.
async function refundSecondChargesNow(deps: Deps, auth: AuthContext, scope: InvoiceChargeScope) {
  try {
    return await refundSecondCardCharges(deps, auth.orgId, scope, auth.userId);
  } catch (error) {
    deps.logger.warn(
      { err: error, orgId: auth.orgId, invoiceId: scope.invoiceId },
      "second card payments of a paid invoice not refunded now; their job will",
    );
    return [];
  }
}

// The saved card was charged while another payment settled the invoice: the customer gets
// this charge back (its key names the charge: a retried refund is the same refund), the desk
// is told so, and nothing of ours records it as a payment. A crash before the refund leaves it
// to the job queued before the charge.
async function refundSecondCharge(
  deps: Deps,
  auth: AuthContext,
  invoiceId: string,
  chargeId: string,
): Promise<never> {
  const refund = await deps.payments
    .refundCharge(auth.orgId, chargeId, invoiceCardChargeRefundIdempotencyKey(auth.orgId, chargeId))
    .catch((error: unknown) => {
      // The job queued before the charge refunds it once the provider answers again.
      deps.logger.error(
        { err: error, orgId: auth.orgId, invoiceId, chargeId },
        "a second payment of a paid invoice could not be refunded now",
      );
      throw error;
    });
  await withTenant(deps.db, auth.orgId, (trx) =>
    auditSecondChargeRefund(trx, auth.orgId, {
      actorId: auth.userId,
      invoiceId,
      chargeId,
      refundId: refund.id,
    }),
  );
  throw paidAndRefunded();
}

const paidAndRefunded = () =>
  new AppError(
    "invoice_already_paid",
    `${MESSAGES.invoiceAlreadyPaid} ${MESSAGES.terminalPaymentRefunded}`,
    409,
  );

const alreadyPaid = () => new AppError("invoice_already_paid", MESSAGES.invoiceAlreadyPaid, 409);

import { MESSAGES } from "@studiodesk/core/messages";
import { isInvoiceUnpaid } from "@studiodesk/core/rules/invoices";
import { paymentCurrencyOf } from "@studiodesk/core/rules/money";
import {
  CARD_DECLINE_MESSAGES,
  paymentIdempotencyKey,
} from "../../../adapters/payments/payment-provider";
import { withTenant } from "../../../db/database";
import { AppError, notFoundError } from "../../../shared/app-error";
import { staffWrite } from "../../../shared/audit";
import type { AuthContext, Deps } from "../../../shared/deps";
import { findOrganizationAccount } from "../../account/account.service";
import { publishAdminNotifications } from "../../admin-notifications/admin-notifications.service";
import { recordInvoiceCardPayment } from "./invoice-card-payment";
import { expireInvoiceCheckout } from "./invoice-checkout-expiry";
import { findInvoice, findInvoiceForUpdate } from "./invoices.repo";
import { INVOICES_TOPIC, invoiceChargeDescription, requireCustomer } from "./invoices.service";

// One off-session charge per invoice and amount: a second click, a retry after a timeout or
// a crash sends the same key, and the provider answers with the first charge.
export const invoiceCardChargeIdempotencyKey = (orgId: string, invoiceId: string, amount: number) =>
  paymentIdempotencyKey("invoice-card-charge", orgId, invoiceId, String(amount));

// Beyond the spec: charge an unpaid invoice to the member's saved card. The provider is asked
// outside any transaction (a payment call holds no lock); the answer is recorded in one. A
// decline is a 402 with the card's reason and changes nothing.
export async function chargeInvoiceToSavedCard(deps: Deps, auth: AuthContext, invoiceId: string) {
  const { invoice, customerId, currency } = await withTenant(deps.db, auth.orgId, async (trx) => {
    const found = await findInvoice(trx, auth.orgId, invoiceId);
    if (!found) throw notFoundError(MESSAGES.invoiceNotFound);
    const member = await requireCustomer(trx, auth.orgId, found.user_id);
    const account = await findOrganizationAccount(trx, auth.orgId);
    return { invoice: found, customerId: member.stripe_id, currency: paymentCurrencyOf(account) };
  });
  if (!isInvoiceUnpaid(invoice.status)) throw alreadyPaid();
  const amount = invoice.price.amount;
  const result = customerId
    ? await deps.payments.chargeSavedCard(
        {
          orgId: auth.orgId,
          customerId,
          amountCents: amount,
          currency,
          description: invoiceChargeDescription(invoice),
          metadata: { orgId: auth.orgId, invoiceId },
        },
        invoiceCardChargeIdempotencyKey(auth.orgId, invoiceId, amount),
      )
    : ({ status: "failed", reason: CARD_DECLINE_MESSAGES.noSavedCard } as const);
  if (result.status === "failed") throw new AppError("payment_declined", result.reason, 402);

  const charged = await staffWrite(deps, auth, { topic: INVOICES_TOPIC }, async (trx, audit) => {
    const locked = await findInvoiceForUpdate(trx, auth.orgId, invoiceId);
    // Paid meanwhile (the pay link, the desk): the card charge is the provider's record; ours
    // keeps the first payment.
    if (!locked || locked.status === "paid") return undefined;
    await recordInvoiceCardPayment(trx, auth.orgId, locked, {
      amount,
      currency,
      receiptUrl: result.receiptUrl,
      providerChargeId: result.chargeId,
      isTestMode: deps.payments.name === "simulator",
      at: deps.now(),
    });
    await audit({
      action: "invoice.charged_saved_card",
      targetType: "invoice",
      targetId: invoiceId,
      details: { chargeId: result.chargeId },
    });
    return locked;
  });
  if (charged) await expireInvoiceCheckout(deps, auth.orgId, charged);
  await publishAdminNotifications(deps, auth.orgId);
  return { message: MESSAGES.invoiceCardCharged };
}

const alreadyPaid = () => new AppError("invoice_already_paid", MESSAGES.invoiceAlreadyPaid, 409);

import type { Deps } from "../../../shared/deps";

// Paid at the desk or on the saved card: the pay link's open hosted payment is expired so the
// customer cannot pay a second time. Best effort: a session already completed or expired is
// refused by the provider, and a payment that still completes is refunded by the webhook
// (receivePaymentWebhook), so a failure here is logged, not the staff action's error.
export async function expireInvoiceCheckout(
  deps: Deps,
  orgId: string,
  invoice: { id: string; checkout_session_id: string | null },
): Promise<void> {
  if (!invoice.checkout_session_id) return;
  try {
    await deps.payments.expireCheckoutSession(orgId, invoice.checkout_session_id);
  } catch (error) {
    deps.logger.warn(
      { err: error, orgId, invoiceId: invoice.id, sessionId: invoice.checkout_session_id },
      "the invoice's checkout session could not be expired",
    );
  }
}

import { withTenant } from "../../../db/database";
import { recordAudit } from "../../../shared/audit";
import type { Deps } from "../../../shared/deps";
import { recordInvoiceCardPayment } from "./invoice-card-payment";
import { findInvoiceForUpdate, findInvoicePaymentId, type InvoiceRow } from "./invoices.repo";
import { INVOICES_TOPIC } from "./invoices.service";

export type SavedCardChargeOfInvoice = {
  invoiceId: string;
  chargeId: string;
  receiptUrl: string | null;
  amount: number;
  currency: string;
};

// A saved-card charge recorded as the invoice's payment, in one transaction with the invoice
// locked, with its audit line (by the admin who clicked, or by nobody: the job). Answers the
// invoice it paid; "recorded" when this very charge already is (two clicks under one key);
// "paid-otherwise" when another payment or a deletion came first: the charge is a second one.
export async function recordSavedCardCharge(
  deps: Deps,
  orgId: string,
  actorId: string | null,
  charge: SavedCardChargeOfInvoice,
): Promise<InvoiceRow | "recorded" | "paid-otherwise"> {
  const { invoiceId, chargeId } = charge;
  const charged = await withTenant(deps.db, orgId, async (trx) => {
    const locked = await findInvoiceForUpdate(trx, orgId, invoiceId);
    if (!locked || locked.status === "paid") {
      const recorded = locked && (await findInvoicePaymentId(trx, orgId, invoiceId));
      return recorded === chargeId ? "recorded" : "paid-otherwise";
    }
    await recordInvoiceCardPayment(trx, orgId, locked, {
      amount: charge.amount,
      currency: charge.currency,
      receiptUrl: charge.receiptUrl,
      providerChargeId: chargeId,
      isTestMode: deps.payments.name === "simulator",
      at: deps.now(),
    });
    await recordAudit(trx, orgId, {
      actorId,
      action: "invoice.charged_saved_card",
      targetType: "invoice",
      targetId: invoiceId,
      details: { chargeId },
    });
    return locked;
  });
  await deps.events.publish(orgId, { topic: INVOICES_TOPIC });
  return charged;
}

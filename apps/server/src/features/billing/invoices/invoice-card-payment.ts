import { formatCents } from "@studiodesk/core/rules/money";
import type { Trx } from "../../../db/database";
import { newId } from "../../../shared/ids";
import {
  type AdminNotificationInput,
  raiseAdminNotification,
} from "../../admin-notifications/admin-notifications.service";
import { type InvoiceRow, insertInvoiceCharge, markInvoicePaid } from "./invoices.repo";
import { invoiceChargeDescription } from "./invoices.service";

export type InvoiceCardPayment = {
  amount: number;
  currency: string;
  receiptUrl: string | null;
  providerChargeId: string | null;
  isTestMode: boolean;
  at: Date;
};

// A card payment of an unpaid invoice (the pay link's webhook, Charge Saved Card), in the
// caller's transaction with the invoice locked: paid with its receipt, its one card charge,
// and the staff's billing notification, keyed by the invoice so it is raised once.
export async function recordInvoiceCardPayment(
  trx: Trx,
  orgId: string,
  invoice: InvoiceRow,
  payment: InvoiceCardPayment,
): Promise<void> {
  await markInvoicePaid(trx, orgId, invoice.id, {
    method: "card",
    note: null,
    receiptUrl: payment.receiptUrl,
    at: payment.at,
  });
  await insertInvoiceCharge(trx, orgId, {
    id: newId(),
    userId: invoice.user_id,
    invoiceId: invoice.id,
    description: invoiceChargeDescription(invoice),
    amount: payment.amount,
    currency: payment.currency,
    kind: "card",
    receiptUrl: payment.receiptUrl,
    receiptEmail: invoice.email,
    providerChargeId: payment.providerChargeId,
    isTestMode: payment.isTestMode,
  });
  await raiseAdminNotification(trx, orgId, invoicePaidNotice(invoice, payment));
}

// The staff's billing notification of a paid invoice, keyed by the invoice.
export const invoicePaidNotice = (
  invoice: Pick<InvoiceRow, "id" | "user_id" | "first_name" | "last_name">,
  payment: Pick<InvoiceCardPayment, "amount" | "currency">,
): AdminNotificationInput => ({
  type: "paymentItem",
  title: "Invoice Paid",
  message: `${invoice.first_name} ${invoice.last_name} paid an invoice of ${formatCents(payment.amount, payment.currency)}.`,
  userId: invoice.user_id,
  refId: invoice.id,
  dedupeKey: `invoice-paid:${invoice.id}`,
});

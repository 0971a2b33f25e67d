import type { BillingInvoice } from "@studiodesk/core/contracts/billing";
import type { DefaultCard } from "@studiodesk/core/contracts/members";
import type { Config } from "../../../config";
import { iso, isoOrNull } from "../../../shared/iso";
import { invoicePayLink } from "./invoice-links";
import type { InvoiceRow } from "./invoices.repo";

export function toBillingInvoice(
  config: Config,
  orgId: string,
  row: InvoiceRow,
  savedCard: DefaultCard | null | undefined,
): BillingInvoice {
  return {
    invoiceId: row.id,
    uid: row.user_id,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    status: row.status,
    dueDate: iso(row.due_date),
    created: iso(row.created_at),
    price: row.price,
    paidAmount: row.paid_amount,
    invoiceItems: row.items,
    // 000 §4: a paid invoice has no pay button.
    payLink: row.status === "paid" ? null : invoicePayLink(config, orgId, row.id),
    receiptUrl: row.receipt_url,
    lastReminderAt: isoOrNull(row.last_reminder_at),
    savedCard: savedCard ?? null,
  };
}

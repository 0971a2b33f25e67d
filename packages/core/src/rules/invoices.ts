import type {
  InvoiceItemInput,
  InvoicePaymentMethod,
  InvoicePrice,
  InvoiceStatus,
} from "../contracts/billing";
import { MESSAGES } from "../messages";
import { sameDateNextYear } from "./date-limits";
import { invoiceFeeCents } from "./fees";
import { todayIn } from "./members";
import { formatCents, priceMinimumMessage } from "./money";

// 000 §9: item quantity 1 to 20; the invoice's total at least one dollar.
export const INVOICE_ITEM_QUANTITY = { min: 1, max: 20 } as const;
export const INVOICE_MINIMUM_TOTAL_CENTS = 100;
// Beyond the spec: the most one card payment may be (Stripe's $999,999.99), fee included; a
// larger invoice could be saved and mailed but never paid.
export const INVOICE_MAXIMUM_TOTAL_CENTS = 99_999_999;

export const invoiceSubtotalCents = (items: readonly InvoiceItemInput[]): number =>
  items.reduce((sum, item) => sum + item.amount * item.quantity, 0);

// 000 §3 Invoice price {subAmount, transactionFee, amount}: the invoice fee is added on top.
export function invoicePrice(items: readonly InvoiceItemInput[]): InvoicePrice {
  const subAmount = invoiceSubtotalCents(items);
  const transactionFee = subAmount > 0 ? invoiceFeeCents(subAmount) : 0;
  return { subAmount, transactionFee, amount: subAmount + transactionFee };
}

export type InvoiceDraft = {
  uid: string | null;
  items: readonly InvoiceItemInput[];
  dueDate: string | null;
};

// 000 §5 Invoice save: the first problem, in the spec's order, or null when it may be saved.
// The item checks (name, quantity) come after the spec's four, which the form shows as one.
// `currency` names the minimum total in the organization's (priceMinimumMessage).
export function invoiceSaveIssue(draft: InvoiceDraft, currency: string): string | null {
  if (!draft.uid) return MESSAGES.selectCustomer;
  if (draft.items.length === 0) return MESSAGES.addInvoiceItem;
  if (!draft.dueDate) return MESSAGES.selectInvoiceDueDate;
  // "must be greater than $1.00" but 000 §9 says "Minimum total 1 dollar": $1.00 is accepted.
  if (invoiceSubtotalCents(draft.items) < INVOICE_MINIMUM_TOTAL_CENTS) {
    return priceMinimumMessage("invoiceTotalMinimum", currency);
  }
  if (invoicePrice(draft.items).amount > INVOICE_MAXIMUM_TOTAL_CENTS) {
    // Named in the organization's currency too ("… at most €999,999.99.").
    return MESSAGES.invoiceTotalMaximum.replace(
      formatCents(INVOICE_MAXIMUM_TOTAL_CENTS),
      formatCents(INVOICE_MAXIMUM_TOTAL_CENTS, currency),
    );
  }
  if (draft.items.some((item) => item.name.trim() === "")) return MESSAGES.invoiceItemNameRequired;
  const { min, max } = INVOICE_ITEM_QUANTITY;
  if (draft.items.some((item) => item.quantity < min || item.quantity > max)) {
    return MESSAGES.invoiceItemQuantity;
  }
  return null;
}

export type InvoiceDueDateBounds = { min: string; max: string };

// Beyond the spec: the days a new invoice may be due ("YYYY-MM-DD" on the studio's clock), the
// date picker's min and max: from today to the same date next year (29 February gives 28
// February), as far as an event may be dated (001 §9 "one year ahead"). One due before today
// was mailed already due and showed Past Due the next night; one due in 2062 (a typo) sat
// pending for decades.
export function invoiceDueDateBounds(now: Date, timeZone: string): InvoiceDueDateBounds {
  const today = todayIn(timeZone, now);
  return { min: today, max: sameDateNextYear(today) ?? today };
}

export function invoiceDueDateIssue(dueDate: string, bounds: InvoiceDueDateBounds): string | null {
  if (dueDate < bounds.min) return MESSAGES.invoiceDueDateInPast;
  if (dueDate > bounds.max) return MESSAGES.invoiceDueDateTooFar;
  return null;
}

// Beyond the spec: what a payment of the invoice takes. The invoice fee is the card's (000 §9:
// the card provider's 2.9% and the platform's 2.0%, with $0.30), so cash or a cheque taken at
// the desk pays the items' total without it.
export const invoiceAmountPaidBy = (price: InvoicePrice, method: InvoicePaymentMethod): number =>
  method === "card" ? price.amount : price.subAmount;

// The amount an invoice's row shows: what its payment recorded once paid (a Mark Paid from
// before the rule above recorded the total, fee included, and still shows it), else what the
// pay link charges.
export const invoiceShownAmount = (invoice: {
  price: InvoicePrice;
  paidAmount: number | null;
}): number => invoice.paidAmount ?? invoice.price.amount;

// Beyond the spec: what the front desk may still do about an unpaid invoice.
export const isInvoiceUnpaid = (status: InvoiceStatus): boolean => status !== "paid";

// Send Reminder: the pay-link mail again, at most once in 24 hours.
export const REMINDER_INTERVAL_MS = 24 * 60 * 60 * 1000;

export function canSendReminder(lastReminderAt: Date | null, now: Date): boolean {
  return (
    lastReminderAt === null || now.getTime() - lastReminderAt.getTime() >= REMINDER_INTERVAL_MS
  );
}

// The daily job: a pending invoice whose due day has passed is outstanding ("Past Due").
// `firstLateDay` is the start of the day after the due day in the organization's zone.
export const isPastDue = (status: InvoiceStatus, firstLateDay: Date, now: Date): boolean =>
  status === "pending" && now.getTime() >= firstLateDay.getTime();

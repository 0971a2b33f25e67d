// 000 §2 Billing, Invoices tab (placeholder until the invoices list lands).
export function InvoicesPanel() {
  return null;
}

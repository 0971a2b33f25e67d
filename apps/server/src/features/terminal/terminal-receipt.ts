import { MESSAGES } from "@studiodesk/core/messages";
import { formatDateTime } from "@studiodesk/core/rules/date-formats";
import { formatCents } from "@studiodesk/core/rules/money";
import type { Config } from "../../config";

type SigningConfig = Pick<Config, "publicUrl" | "sessionSecret">;

import { escapeHtml } from "../../shared/html";
import { hmacSha256, isSameSignature } from "../../shared/ids";
import type { TerminalCheckoutRow } from "./terminal.repo";

// Our own printable receipt of a terminal sale (the simulator keeps no hosted receipts; with
// Stripe the charge's receipt_url is used). /receipts/terminal/<orgId>/<checkoutId>/<signature>:
// signed with the server's secret, so a guessed checkout id opens nothing.
const receiptSignature = (config: SigningConfig, orgId: string, checkoutId: string) =>
  hmacSha256(config.sessionSecret, `terminal-receipt:${orgId}:${checkoutId}`).slice(0, 32);

export const terminalReceiptUrl = (config: SigningConfig, orgId: string, checkoutId: string) =>
  `${config.publicUrl}/receipts/terminal/${encodeURIComponent(orgId)}/${encodeURIComponent(checkoutId)}/${receiptSignature(config, orgId, checkoutId)}`;

export function isValidReceiptLink(
  config: SigningConfig,
  link: { orgId: string; checkoutId: string; signature: string },
): boolean {
  return isSameSignature(link.signature, receiptSignature(config, link.orgId, link.checkoutId));
}

const row = (label: string, value: string) =>
  `<tr><th scope="row">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`;

export function renderTerminalReceipt(
  checkout: TerminalCheckoutRow,
  organizationName: string,
  timeZone: string,
): string {
  const money = (cents: number) => formatCents(cents, checkout.currency);
  // The app's one date-and-time format (000 §9), as the checkout page showed the date.
  const paidAt = formatDateTime(checkout.updated_at, timeZone);
  // An event ticket is for one date of the event (the checkout's eventStart): name it.
  const eventDate = checkout.event_start
    ? row(MESSAGES.date, formatDateTime(checkout.event_start, timeZone))
    : "";
  const item = checkout.size ? `${checkout.title} (${checkout.size})` : checkout.title;
  const discount =
    checkout.discount_cents > 0
      ? row(MESSAGES.discount, `− ${money(checkout.discount_cents)}`)
      : "";
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Receipt from ${escapeHtml(organizationName)}</title>
<style>
body{font-family:system-ui,sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem;color:#1a1b1e}
main{border:1px solid #dee2e6;border-radius:8px;padding:1.5rem}
table{width:100%;border-collapse:collapse}th{text-align:left;font-weight:400;color:#495057}
td{text-align:right}th,td{padding:.35rem 0;border-bottom:1px solid #f1f3f5}
.total th,.total td{font-weight:700;color:#1a1b1e}
@media print{main{border:0}}
</style>
</head>
<body>
<main>
<h1>Receipt</h1>
<p>${escapeHtml(organizationName)} · ${escapeHtml(paidAt)}</p>
<table>
${row(MESSAGES.item, item)}
${eventDate}
${row(MESSAGES.quantity, String(checkout.quantity))}
${row(MESSAGES.subtotal, money(checkout.subtotal_cents))}
${discount}
${row(MESSAGES.fee, money(checkout.fee_cents))}
<tr class="total"><th scope="row">Total paid</th><td>${escapeHtml(money(checkout.total_cents))}</td></tr>
</table>
<p>Paid by card at the terminal by ${escapeHtml(checkout.customer_name)}.</p>
<p>Reference ${escapeHtml(checkout.id)}</p>
</main>
</body>
</html>
`;
}

import { MESSAGES } from "@studiodesk/core/messages";
import { formatCents } from "@studiodesk/core/rules/money";
import type { SimulatedCheckoutSession } from "../../../adapters/payments/payment-provider";
import { escapeHtml } from "../../../shared/html";

// The public pages of the pay link: plain HTML with a form at most, no script.
function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
body{font-family:system-ui,sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem;color:#1a1b1e}
main{border:1px solid #dee2e6;border-radius:8px;padding:1.5rem}
button{font:inherit;background:#1c7ed6;color:#fff;border:0;border-radius:4px;padding:.6rem 1.2rem;cursor:pointer}
.amount{font-size:1.75rem;font-weight:700}
.note{color:#495057;font-size:.875rem}
</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>
`;
}

export function renderPaidPage(invoice: { receiptUrl: string | null; organizationName: string }) {
  const receipt = invoice.receiptUrl
    ? `<p><a href="${escapeHtml(invoice.receiptUrl)}">View your receipt</a></p>`
    : "";
  return page(
    MESSAGES.paymentComplete,
    `<h1>${escapeHtml(MESSAGES.paymentComplete)}</h1>
<p>Your invoice from ${escapeHtml(invoice.organizationName)} has been paid. Thank you!</p>
${receipt}`,
  );
}

// Back from the hosted payment before the provider's webhook arrived (Stripe sends it within
// seconds; the redirect can be quicker).
export function renderPaymentProcessingPage() {
  return page(
    "Payment received",
    `<h1>Payment received</h1>
<p>Thank you! Your payment is being confirmed and your invoice will show as paid shortly.</p>`,
  );
}

export function renderPayLinkNotFoundPage() {
  return page(
    "Invoice not found",
    `<h1>Invoice not found</h1>
<p>This pay link does not exist or the invoice is no longer available.</p>`,
  );
}

// The simulator's stand-in for Stripe Checkout: the amount and a Pay button that pays with a
// test card. Labelled as a test so nobody mistakes it for a real payment page.
export function renderSimulatedCheckoutPage(session: SimulatedCheckoutSession, actionPath: string) {
  const amount = formatCents(session.amountTotal, session.currency);
  if (session.isExpired) {
    return page(
      "Payment page expired",
      `<h1>Payment page expired</h1>
<p>${escapeHtml(session.description)}</p>
<p>This invoice was paid another way; nothing more is owed.</p>`,
    );
  }
  if (session.isPaid) {
    return page(
      MESSAGES.paymentComplete,
      `<h1>${escapeHtml(MESSAGES.paymentComplete)}</h1>
<p>${escapeHtml(session.description)}</p>
<p class="amount">${escapeHtml(amount)}</p>
<p class="note">Paid with the test card Visa ending in 4242 (payment simulator).</p>`,
    );
  }
  return page(
    "Pay invoice",
    `<h1>Pay invoice</h1>
<p>${escapeHtml(session.description)}</p>
<p class="amount">${escapeHtml(amount)}</p>
<p class="note">Test mode: the payment simulator pays with the test card Visa ending in 4242. No real money moves.</p>
<form method="post" action="${escapeHtml(actionPath)}">
<button type="submit">Pay ${escapeHtml(amount)}</button>
</form>`,
  );
}

import { todayIn } from "@studiodesk/core/rules/members";
import { paymentCurrencyOf } from "@studiodesk/core/rules/money";
import { wallClockToInstant } from "@studiodesk/core/rules/wall-clock";
import {
  type CheckoutPaid,
  doublePaymentRefundIdempotencyKey,
  invoiceCheckoutIdempotencyKey,
  type PaymentWebhookEvent,
} from "../../../adapters/payments/payment-provider";
import { type Trx, withTenant } from "../../../db/database";
import { recordAudit } from "../../../shared/audit";
import type { Deps } from "../../../shared/deps";
import { findOrganizationAccount } from "../../account/account.service";
import { publishAdminNotifications } from "../../admin-notifications/admin-notifications.service";
import { listRegisteredOrganizations } from "../../organizations/organizations.service";
import { recordInvoiceCardPayment } from "./invoice-card-payment";
import { invoicePayLink, isValidPayLink, paidPageUrl } from "./invoice-links";
import {
  findInvoice,
  findInvoiceForUpdate,
  findInvoicePaymentId,
  isWebhookEventRecorded,
  markPastDueInvoices,
  recordWebhookEvent,
  rememberCheckoutSession,
} from "./invoices.repo";
import { INVOICES_TOPIC } from "./invoices.service";

export type PayLink = { orgId: string; invoiceId: string; signature: string };

// What the public pay link leads to: the hosted payment, or the paid invoice's receipt.
export type PayLinkTarget =
  | { kind: "checkout"; url: string }
  | { kind: "paid"; receiptUrl: string | null; organizationName: string }
  | { kind: "missing" };

// The customer opened the pay link: an unpaid invoice gets its hosted payment (one session
// per invoice and amount: opening the link twice reuses it), a paid one its receipt.
export async function openPayLink(deps: Deps, link: PayLink): Promise<PayLinkTarget> {
  if (!isValidPayLink(deps.config, link)) return { kind: "missing" };
  const { orgId, invoiceId } = link;
  const found = await withTenant(deps.db, orgId, async (trx) => ({
    invoice: await findInvoice(trx, orgId, invoiceId),
    account: await findOrganizationAccount(trx, orgId),
  }));
  const { invoice, account } = found;
  if (!invoice) return { kind: "missing" };
  const organizationName = account?.publicInformation.appName ?? "";
  if (invoice.status === "paid") {
    return { kind: "paid", receiptUrl: invoice.receipt_url, organizationName };
  }
  const amount = invoice.price.amount;
  const session = await deps.payments.createCheckoutSession(
    {
      orgId,
      amountCents: amount,
      currency: paymentCurrencyOf(account),
      description: `Invoice from ${organizationName}`.trim(),
      customerEmail: invoice.email,
      successUrl: paidPageUrl(deps.config, orgId, invoiceId),
      cancelUrl: invoicePayLink(deps.config, orgId, invoiceId),
      metadata: { orgId, invoiceId },
    },
    invoiceCheckoutIdempotencyKey(orgId, invoiceId, amount),
  );
  await withTenant(deps.db, orgId, (trx) =>
    rememberCheckoutSession(trx, orgId, invoiceId, session.id),
  );
  return { kind: "checkout", url: session.url };
}

// A verified provider webhook (bad signature: 400 from the provider, nothing written). One
// transaction records the event id (a redelivery stops here), and, unless the invoice is
// already paid, marks it paid, writes its one charge and raises the billing notification. An
// invoice paid another way (the desk, the saved card, another session) or deleted meanwhile
// gets this payment refunded first, then the event recorded: a crash between the two
// redelivers the event, and the refund's key makes the second ask answer the first refund.
export async function receivePaymentWebhook(
  deps: Deps,
  rawBody: string,
  signature: string | undefined,
): Promise<void> {
  const event = await deps.payments.parseWebhookEvent(rawBody, signature);
  const paid = event.checkoutPaid;
  if (!paid?.orgId || !paid.invoiceId) return;
  const outcome = await withTenant(deps.db, paid.orgId, async (trx) => {
    if (await isWebhookEventRecorded(trx, paid.orgId, event.id)) return "none";
    const invoice = await findInvoiceForUpdate(trx, paid.orgId, paid.invoiceId);
    // Deleted while its hosted payment was open: nobody owes this payment.
    if (!invoice && paid.paymentIntentId) return "refund";
    if (invoice?.status === "paid" && (await isSecondPayment(trx, paid))) return "refund";
    await recordWebhookEvent(trx, paid.orgId, event);
    if (!invoice || invoice.status === "paid") return "none";
    await recordInvoiceCardPayment(trx, paid.orgId, invoice, {
      amount: paid.amountTotal,
      currency: paid.currency ?? paymentCurrencyOf(await findOrganizationAccount(trx, paid.orgId)),
      receiptUrl: paid.receiptUrl,
      providerChargeId: paid.paymentIntentId,
      isTestMode: deps.payments.name === "simulator",
      at: deps.now(),
    });
    await recordAudit(trx, paid.orgId, paidAuditLine(event.id, invoice.id, paid));
    return "paid";
  });
  if (outcome === "paid") await publishPaid(deps, paid);
  if (outcome === "refund") await refundSecondPayment(deps, event, paid);
}

// Paid, but not by this payment (the same payment redelivered under another event type is
// not a second one).
async function isSecondPayment(trx: Trx, paid: CheckoutPaid) {
  const recorded = await findInvoicePaymentId(trx, paid.orgId, paid.invoiceId);
  return paid.paymentIntentId !== null && recorded !== paid.paymentIntentId;
}

async function refundSecondPayment(deps: Deps, event: PaymentWebhookEvent, paid: CheckoutPaid) {
  const paymentIntentId = paid.paymentIntentId ?? "";
  const refund = await deps.payments.refundPayment(
    paid.orgId,
    paymentIntentId,
    doublePaymentRefundIdempotencyKey(paid.orgId, paymentIntentId),
  );
  await withTenant(deps.db, paid.orgId, async (trx) => {
    if (!(await recordWebhookEvent(trx, paid.orgId, event))) return;
    await recordAudit(trx, paid.orgId, {
      actorId: null,
      action: "invoice.second_payment_refunded",
      targetType: "invoice",
      targetId: paid.invoiceId,
      details: {
        eventId: event.id,
        sessionId: paid.sessionId,
        paymentIntentId,
        refundId: refund.id,
      },
    });
  });
}

const paidAuditLine = (eventId: string, invoiceId: string, paid: CheckoutPaid) => ({
  actorId: null,
  action: "invoice.paid",
  targetType: "invoice",
  targetId: invoiceId,
  details: { eventId, sessionId: paid.sessionId, paymentIntentId: paid.paymentIntentId },
});

async function publishPaid(deps: Deps, paid: CheckoutPaid) {
  await deps.events.publish(paid.orgId, { topic: INVOICES_TOPIC });
  await publishAdminNotifications(deps, paid.orgId);
}

export const PAST_DUE_INVOICES_JOB = "invoices.past-due";

// The daily job: in every organization, pending invoices whose due day has passed on the
// studio's clock become outstanding ('Past Due'). Running it twice changes nothing twice.
export async function markPastDueInvoicesEverywhere(deps: Deps, now: Date): Promise<number> {
  let total = 0;
  for (const organization of await listRegisteredOrganizations(deps.db)) {
    const orgId = organization.id;
    const count = await withTenant(deps.db, orgId, async (trx) => {
      const account = await findOrganizationAccount(trx, orgId);
      const timeZone = account?.publicInformation.timezone ?? "UTC";
      const startOfToday = wallClockToInstant(`${todayIn(timeZone, now)}T00:00`, timeZone);
      return startOfToday ? markPastDueInvoices(trx, orgId, startOfToday) : 0;
    });
    if (count > 0) await deps.events.publish(orgId, { topic: INVOICES_TOPIC });
    total += count;
  }
  return total;
}

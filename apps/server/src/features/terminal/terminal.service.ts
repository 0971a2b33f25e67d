import type {
  TerminalCheckout,
  TerminalQuote,
  TerminalReaderList,
  TerminalTestCardOutcome,
  ZCreateTerminalCheckoutRequest,
  ZTerminalQuoteRequest,
} from "@studiodesk/core/contracts/terminal";
import { MESSAGES } from "@studiodesk/core/messages";
import { paymentCurrencyOf } from "@studiodesk/core/rules/money";
import { TERMINAL_CHECKOUT_FEATURES } from "@studiodesk/core/rules/navigation";
import type { z } from "zod";
import {
  PAYMENT_ERROR_CODES,
  PaymentProviderError,
  terminalPaymentIdempotencyKey,
} from "../../adapters/payments/payment-provider";
import { type Trx, withTenant } from "../../db/database";
import { enqueueJob } from "../../jobs/job-runner";
import { AppError, notFoundError } from "../../shared/app-error";
import { recordStaffAction } from "../../shared/audit";
import type { AuthContext, Deps } from "../../shared/deps";
import { newId } from "../../shared/ids";
import { findOrganizationAccount, requireFeatureSwitchedOn } from "../account/account.service";
import { requireMember } from "../members/members.service";
import {
  findCheckoutByKey,
  insertCheckoutOnce,
  type TerminalCheckoutRow,
  updateUnfinishedCheckout,
} from "./terminal.repo";
import { saleDescription } from "./terminal-fulfilment";
import { toTerminalCheckout } from "./terminal-mapping";
import { assertSellable, priceSale } from "./terminal-sale";
import {
  abandonCheckout,
  finishCheckout,
  isFinished,
  settleTerminalCheckout,
  TERMINAL_CHECKOUT_STALE_MS,
  TERMINAL_RECONCILE_JOB,
} from "./terminal-settlement.service";

type CheckoutRequest = z.output<typeof ZCreateTerminalCheckoutRequest>;

// 000 §2 Terminals: the readers of the organization's location.
export async function listTerminalReaders(
  deps: Deps,
  auth: AuthContext,
): Promise<TerminalReaderList> {
  return { readers: await deps.payments.listReaders(auth.orgId) };
}

// What a sale is priced in: the organization's payment currency.
async function saleCurrencyOf(trx: Trx, orgId: string) {
  return paymentCurrencyOf(await findOrganizationAccount(trx, orgId));
}

// Step 1 Purchase: the item's status, what is left, the coupon and the amounts. Read-only.
export async function quoteTerminalSale(
  deps: Deps,
  auth: AuthContext,
  request: z.output<typeof ZTerminalQuoteRequest>,
): Promise<TerminalQuote> {
  return withTenant(deps.db, auth.orgId, async (trx) => {
    const { buyerUid } = request;
    const buyerId =
      typeof buyerUid === "string" ? (await requireMember(trx, auth.orgId, buyerUid)).id : buyerUid;
    const priced = await priceSale(trx, auth.orgId, request, {
      currency: await saleCurrencyOf(trx, auth.orgId),
      buyerId,
      now: deps.now(),
    });
    return {
      title: priced.title,
      eventStatus: priced.eventStatus,
      occurrenceStart: priced.occurrenceStart?.toISOString() ?? null,
      remaining: priced.remaining,
      sizes: priced.sizes,
      canCheckout: priced.issue === null,
      issue: priced.issue,
      isCouponValid: priced.isCouponValid,
      couponIssue: priced.couponIssue,
      amounts: priced.amounts,
    };
  });
}

// Step 2: the buyer, a member of the organization (404 otherwise) or a walk-in.
async function buyerOf(trx: Trx, orgId: string, customer: CheckoutRequest["customer"]) {
  if (customer.kind === "walk_in") {
    return { userId: null, name: customer.name, email: customer.email };
  }
  const member = await requireMember(trx, orgId, customer.uid);
  return {
    userId: member.id,
    name: `${member.first_name} ${member.last_name}`.trim(),
    email: member.email,
  };
}

// POST /terminal/checkouts: the same key again answers the same checkout. A new one is
// validated and priced, stored with its reconciliation job, then handed to the reader.
export async function startTerminalCheckout(
  deps: Deps,
  auth: AuthContext,
  request: CheckoutRequest,
): Promise<TerminalCheckout> {
  // 001 §6, 000 §2: a card is collected only while the terminal and payments are switched
  // on; a checkout already under way can still be followed and cancelled.
  await requireFeatureSwitchedOn(...TERMINAL_CHECKOUT_FEATURES)(deps, auth);
  // Only one of the organization's readers takes the payment: an unknown (or another
  // organization's) reader is a 404 before anything is written or charged.
  const readers = await deps.payments.listReaders(auth.orgId);
  if (!readers.some((reader) => reader.id === request.readerId)) {
    throw notFoundError(MESSAGES.terminalReaderNotFound);
  }
  const orgId = auth.orgId;
  const { row, isNew } = await withTenant(deps.db, orgId, async (trx) => {
    const existing = await findCheckoutByKey(trx, orgId, request.idempotencyKey);
    if (existing) return { row: replayOf(existing, request), isNew: false };
    const created = await createCheckout(trx, deps, auth, request);
    return created.isNew ? created : { row: replayOf(created.row, request), isNew: false };
  });
  return toTerminalCheckout(isNew ? await handToReader(deps, row) : row);
}

// The sale a key already named (reader, item, quantity, size, coupon, customer): the same sale
// again (a double click, a retried request) is answered with its checkout; another sale under
// that key (changed after a lost answer) is refused, never answered with a checkout that
// charges for something else or someone else.
function replayOf(row: TerminalCheckoutRow, request: CheckoutRequest): TerminalCheckoutRow {
  const { item, customer } = request;
  const isSameSale =
    row.reader_id === request.readerId &&
    row.item_kind === item.kind &&
    (item.kind === "event" ? row.event_id === item.eventId : row.product_id === item.productId) &&
    row.quantity === request.quantity &&
    row.size === request.size &&
    row.coupon_code === request.couponCode &&
    (customer.kind === "member"
      ? row.user_id === customer.uid
      : row.user_id === null &&
        row.customer_name === customer.name &&
        row.customer_email === customer.email);
  if (isSameSale) return row;
  throw new AppError("terminal_checkout_key_reused", MESSAGES.terminalCheckoutKeyReused, 409);
}

async function createCheckout(trx: Trx, deps: Deps, auth: AuthContext, request: CheckoutRequest) {
  const orgId = auth.orgId;
  const buyer = await buyerOf(trx, orgId, request.customer);
  const priced = await priceSale(trx, orgId, request, {
    currency: await saleCurrencyOf(trx, orgId),
    buyerId: buyer.userId,
    now: deps.now(),
  });
  assertSellable(priced);
  const now = deps.now();
  const id = newId();
  const { item, amounts } = { item: request.item, amounts: priced.amounts };
  const isNew = await insertCheckoutOnce(trx, orgId, {
    id,
    idempotency_key: request.idempotencyKey,
    status: "waiting_for_input",
    reader_id: request.readerId,
    item_kind: item.kind,
    event_id: item.kind === "event" ? item.eventId : null,
    event_start: priced.occurrenceStart,
    product_id: item.kind === "product" ? item.productId : null,
    title: priced.title,
    quantity: request.quantity,
    size: request.size,
    coupon_code: request.couponCode,
    user_id: buyer.userId,
    customer_name: buyer.name,
    customer_email: buyer.email,
    unit_price_cents: amounts.unitPriceCents,
    subtotal_cents: amounts.subtotalCents,
    discount_cents: amounts.discountCents,
    fee_cents: amounts.feeCents,
    total_cents: amounts.totalCents,
    currency: amounts.currency,
    created_by: auth.userId,
    created_at: now,
    updated_at: now,
  });
  const row = await findCheckoutByKey(trx, orgId, request.idempotencyKey);
  if (!row) throw new Error("terminal checkout vanished after its insert");
  if (!isNew) return { row, isNew };
  // Settles the checkout whatever happens to this process: a crash, a closed browser.
  await enqueueJob(trx, {
    type: TERMINAL_RECONCILE_JOB,
    orgId,
    payload: { checkoutId: id },
    runAt: new Date(now.getTime() + TERMINAL_CHECKOUT_STALE_MS),
    uniqueKey: `${TERMINAL_RECONCILE_JOB}:${id}`,
  });
  await recordStaffAction(trx, auth, {
    action: "terminal.checkout.started",
    targetType: "terminal_checkout",
    targetId: id,
    details: { readerId: request.readerId, total: amounts.totalCents },
  });
  return { row, isNew };
}

// 000 §4 Terminal payment flow steps 1-2: the intent (keyed by the checkout, so a retry
// cannot make a second), the cart on the reader's screen, the reader asking for a card.
// A reader that cannot be reached fails the checkout with the spec's reader texts.
async function handToReader(deps: Deps, row: TerminalCheckoutRow): Promise<TerminalCheckoutRow> {
  const orgId = row.org_id;
  const terminal = deps.payments.terminal;
  let paymentIntentId: string | null = null;
  try {
    const payment = await terminal.createPayment(
      {
        orgId,
        amountCents: row.total_cents,
        // The checkout's own, priced in the organization's currency when it was started.
        currency: row.currency,
        description: saleDescription(row),
        receiptEmail: row.customer_email,
        metadata: { orgId, checkoutId: row.id },
      },
      terminalPaymentIdempotencyKey(orgId, row.id),
    );
    paymentIntentId = payment.id;
    await withTenant(deps.db, orgId, (trx) =>
      updateUnfinishedCheckout(trx, orgId, row.id, { payment_intent_id: payment.id }),
    );
    await terminal.setReaderDisplay(orgId, row.reader_id, readerDisplay(row));
    await terminal.processPayment(orgId, row.reader_id, payment.id);
    return { ...row, payment_intent_id: payment.id };
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    if (paymentIntentId) await terminal.cancelPayment(orgId, paymentIntentId).catch(() => null);
    return finishCheckout(deps, orgId, row.id, {
      status: "failed",
      payment_intent_id: paymentIntentId,
      failure_message: readerFailureMessage(error),
    });
  }
}

// 000 §5: the reader never answered → 'There was an error connecting …'; lost on the way →
// 'Could not communicate with the Reader …'; anything else is the provider's own message.
function readerFailureMessage(error: PaymentProviderError): string {
  switch (error.code) {
    case PAYMENT_ERROR_CODES.readerOffline:
    case PAYMENT_ERROR_CODES.resourceMissing:
      return MESSAGES.readerConnectionFailed;
    case PAYMENT_ERROR_CODES.readerUnreachable:
    case PAYMENT_ERROR_CODES.unavailable:
      return MESSAGES.readerDisconnected;
    case PAYMENT_ERROR_CODES.readerBusy:
      return MESSAGES.readerBusy;
    default:
      return error.message;
  }
}

// 000 §7 setTerminalDisplay: line items, tax, total. The fee shows as its own line; the
// coupon's discount is in the total (Stripe's cart takes no negative line).
const readerDisplay = (row: TerminalCheckoutRow) => ({
  currency: row.currency,
  lineItems: [
    {
      description: saleDescription(row),
      amountCents: row.unit_price_cents,
      quantity: row.quantity,
    },
    ...(row.fee_cents > 0
      ? [{ description: MESSAGES.fee, amountCents: row.fee_cents, quantity: 1 }]
      : []),
  ],
  taxCents: 0,
  totalCents: row.total_cents,
});

// GET /terminal/checkouts/:id: the web polls it; each poll also settles the checkout.
export async function getTerminalCheckout(
  deps: Deps,
  auth: AuthContext,
  checkoutId: string,
): Promise<TerminalCheckout> {
  return toTerminalCheckout(
    await settleTerminalCheckout(deps, auth.orgId, checkoutId, { isReconciling: false }),
  );
}

// Cancel Payment: the reader stops asking and the intent is voided. A payment captured just
// before is recorded as the sale instead.
export async function cancelTerminalCheckout(
  deps: Deps,
  auth: AuthContext,
  checkoutId: string,
): Promise<TerminalCheckout> {
  const row = await settleTerminalCheckout(deps, auth.orgId, checkoutId, {
    isReconciling: false,
  });
  if (isFinished(row)) return toTerminalCheckout(row);
  return toTerminalCheckout(await abandonCheckout(deps, row, null));
}

// The simulated reader's 'present card' control (Stripe: its test helper, test mode only).
export async function presentTestCard(
  deps: Deps,
  auth: AuthContext,
  readerId: string,
  outcome: TerminalTestCardOutcome,
): Promise<void> {
  try {
    await deps.payments.terminal.presentTestCard(auth.orgId, readerId, outcome);
  } catch (error) {
    // The provider's message echoes the id; another organization's reader is just not found.
    const isMissing =
      error instanceof PaymentProviderError && error.code === PAYMENT_ERROR_CODES.resourceMissing;
    throw isMissing ? notFoundError(MESSAGES.terminalReaderNotFound) : error;
  }
}

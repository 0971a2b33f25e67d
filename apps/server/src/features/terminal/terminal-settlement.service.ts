import { MESSAGES } from "@studiodesk/core/messages";
import type { ProductSize } from "@studiodesk/core/rules/shop";
import {
  PAYMENT_ERROR_CODES,
  PaymentProviderError,
  type TerminalPayment,
  terminalCaptureIdempotencyKey,
  terminalRefundIdempotencyKey,
} from "../../adapters/payments/payment-provider";
import type { Config } from "../../config";
import { withTenant } from "../../db/database";
import { AppError, notFoundError, requireRow } from "../../shared/app-error";
import type { Deps } from "../../shared/deps";
import { ADMIN_NOTIFICATIONS_TOPIC } from "../admin-notifications/admin-notifications.service";
import { listRegisteredOrganizations } from "../organizations/organizations.service";
import {
  type CheckoutChange,
  findCheckout,
  listUnfinishedCheckoutIds,
  type TerminalCheckoutRow,
  updateUnfinishedCheckout,
} from "./terminal.repo";
import { recordTerminalSale } from "./terminal-fulfilment";
import { terminalReceiptUrl } from "./terminal-receipt";
import { assertSellable, priceSale } from "./terminal-sale";

// What settling needs; the crash test's child process builds just this.
export type SettlementDeps = Pick<Deps, "db" | "payments" | "logger" | "events" | "now"> & {
  config: Pick<Config, "publicUrl" | "sessionSecret">;
};

// A checkout still waiting for a card after this long is abandoned: the reconciliation
// cancels it (Stripe's own reader action gives up sooner).
export const TERMINAL_CHECKOUT_STALE_MS = 5 * 60_000;

export const TERMINAL_RECONCILE_JOB = "terminal.reconcile-checkout";
export const TERMINAL_RECONCILE_ALL_JOB = "terminal.reconcile-all";

const FINISHED = new Set(["succeeded", "failed", "canceled"]);
export const isFinished = (row: Pick<TerminalCheckoutRow, "status">) => FINISHED.has(row.status);

async function readCheckout(deps: SettlementDeps, orgId: string, checkoutId: string) {
  return requireRow(
    withTenant(deps.db, orgId, (trx) => findCheckout(trx, orgId, checkoutId)),
    () => notFoundError(MESSAGES.terminalCheckoutNotFound),
  );
}

// Ends an unfinished checkout (failed or canceled); answers the checkout as it now is.
export async function finishCheckout(
  deps: SettlementDeps,
  orgId: string,
  checkoutId: string,
  change: CheckoutChange,
): Promise<TerminalCheckoutRow> {
  await withTenant(deps.db, orgId, (trx) =>
    updateUnfinishedCheckout(trx, orgId, checkoutId, change),
  );
  await deps.events.publish(orgId, { topic: "terminal", id: checkoutId });
  return readCheckout(deps, orgId, checkoutId);
}

// Moves a checkout on from what the provider says of its PaymentIntent: a read card is
// captured and recorded, a decline fails it, a canceled intent cancels it. Safe to run any
// number of times and from anywhere (a poll, the reconciliation job, after a crash).
// `isReconciling`: abandoned checkouts are canceled, and provider errors are thrown (the job
// runs again); a poll instead answers the checkout as it is and tries again next time.
export async function settleTerminalCheckout(
  deps: SettlementDeps,
  orgId: string,
  checkoutId: string,
  options: { isReconciling: boolean },
): Promise<TerminalCheckoutRow> {
  const row = await readCheckout(deps, orgId, checkoutId);
  // A refunded payment is over for good, whatever its intent still says.
  if (row.status === "succeeded" || row.refund_id) return row;
  const isStale = deps.now().getTime() - row.created_at.getTime() >= TERMINAL_CHECKOUT_STALE_MS;
  if (!row.payment_intent_id) {
    // The intent was never created (a crash right after the row): nothing was charged.
    return options.isReconciling && isStale && !isFinished(row)
      ? finishCheckout(deps, orgId, row.id, {
          status: "failed",
          failure_message: MESSAGES.readerConnectionFailed,
        })
      : row;
  }
  try {
    const payment = await deps.payments.terminal.retrievePayment(orgId, row.payment_intent_id);
    return await settleWith(deps, row, payment, { ...options, isStale });
  } catch (error) {
    if (options.isReconciling || !(error instanceof PaymentProviderError)) throw error;
    deps.logger.warn(
      { err: error, checkoutId },
      "terminal checkout not settled; next poll retries",
    );
    return row;
  }
}

async function settleWith(
  deps: SettlementDeps,
  row: TerminalCheckoutRow,
  payment: TerminalPayment,
  options: { isReconciling: boolean; isStale: boolean },
): Promise<TerminalCheckoutRow> {
  const orgId = row.org_id;
  if (payment.status === "requires_capture" || payment.status === "succeeded") {
    return completeSale(deps, row, payment);
  }
  if (isFinished(row)) return row;
  if (payment.status === "canceled") {
    return finishCheckout(deps, orgId, row.id, { status: "canceled" });
  }
  if (payment.lastError) {
    // A declined card: this checkout is over (the next attempt is a new checkout), so its
    // intent is voided and can never be collected later.
    await deps.payments.terminal.cancelPayment(orgId, payment.id);
    return finishCheckout(deps, orgId, row.id, {
      status: "failed",
      failure_message: payment.lastError,
    });
  }
  if (options.isReconciling && options.isStale) {
    return abandonCheckout(deps, row, MESSAGES.terminalPaymentTimedOut);
  }
  return row;
}

// Stops the reader and voids the intent; a payment that was captured meanwhile is recorded
// as the sale it is instead.
export async function abandonCheckout(
  deps: SettlementDeps,
  row: TerminalCheckoutRow,
  failureMessage: string | null,
): Promise<TerminalCheckoutRow> {
  const orgId = row.org_id;
  try {
    await deps.payments.terminal.cancelReaderAction(orgId, row.reader_id);
  } catch (error) {
    // An offline reader cannot be told; voiding the intent below is what counts.
    deps.logger.warn({ err: error, checkoutId: row.id }, "reader action not canceled");
  }
  if (!row.payment_intent_id) {
    return finishCheckout(deps, orgId, row.id, { status: "canceled" });
  }
  const payment = await deps.payments.terminal.cancelPayment(orgId, row.payment_intent_id);
  if (payment.status === "succeeded") return completeSale(deps, row, payment);
  return finishCheckout(deps, orgId, row.id, {
    status: failureMessage ? "failed" : "canceled",
    failure_message: failureMessage,
  });
}

// The card was read: check the sale once more, capture, then record it in one transaction.
// A sale that can no longer go ahead (sold out meanwhile) is voided, never charged.
async function completeSale(
  deps: SettlementDeps,
  row: TerminalCheckoutRow,
  collected: TerminalPayment,
): Promise<TerminalCheckoutRow> {
  const orgId = row.org_id;
  let payment = collected;
  if (payment.status === "requires_capture") {
    const issue = await saleIssueNow(deps, row);
    if (issue) {
      await deps.payments.terminal.cancelPayment(orgId, payment.id);
      return finishCheckout(deps, orgId, row.id, { status: "failed", failure_message: issue });
    }
    await withTenant(deps.db, orgId, (trx) =>
      updateUnfinishedCheckout(trx, orgId, row.id, { status: "processing" }),
    );
    payment = await captureOrRead(deps, row, payment);
  }
  return recordSale(deps, row, payment);
}

// Captures under the checkout's key (a retry replays Stripe's first answer); a capture
// refused because another settlement captured first reads the intent as it now is.
async function captureOrRead(
  deps: SettlementDeps,
  row: TerminalCheckoutRow,
  payment: TerminalPayment,
) {
  const orgId = row.org_id;
  try {
    return await deps.payments.terminal.capturePayment(
      orgId,
      payment.id,
      terminalCaptureIdempotencyKey(orgId, row.id),
    );
  } catch (error) {
    const isRefused =
      error instanceof PaymentProviderError && error.code === PAYMENT_ERROR_CODES.requestRejected;
    if (!isRefused) throw error;
    const now = await deps.payments.terminal.retrievePayment(orgId, payment.id);
    if (now.status !== "succeeded") throw error;
    return now;
  }
}

async function recordSale(
  deps: SettlementDeps,
  row: TerminalCheckoutRow,
  payment: TerminalPayment,
) {
  const orgId = row.org_id;
  const receiptUrl = payment.receiptUrl ?? terminalReceiptUrl(deps.config, orgId, row.id);
  try {
    const recorded = await withTenant(deps.db, orgId, (trx) =>
      recordTerminalSale(trx, orgId, {
        checkoutId: row.id,
        payment,
        receiptUrl,
        isTestMode: deps.payments.name === "simulator",
        now: deps.now(),
      }),
    );
    await publishSale(deps, recorded);
    return recorded;
  } catch (error) {
    if (!(error instanceof AppError) || error.status >= 500) throw error;
    return refundUnrecordedSale(deps, row, payment, error.message);
  }
}

// The money was taken and the sale cannot be recorded (the last ticket went another way
// between the check and the capture): the payment goes back under the checkout's own key
// before the checkout fails, so a crash in between refunds again as the same refund. A
// refund the provider refuses throws: the checkout stays in flight and the next poll or the
// reconciliation job tries again.
async function refundUnrecordedSale(
  deps: SettlementDeps,
  row: TerminalCheckoutRow,
  payment: TerminalPayment,
  reason: string,
): Promise<TerminalCheckoutRow> {
  const orgId = row.org_id;
  const refund = await deps.payments.refundPayment(
    orgId,
    payment.id,
    terminalRefundIdempotencyKey(orgId, row.id),
  );
  deps.logger.warn(
    { checkoutId: row.id, paymentIntentId: payment.id, refundId: refund.id, reason },
    "terminal payment captured but the sale could not be recorded; refunded",
  );
  return finishCheckout(deps, orgId, row.id, {
    status: "failed",
    failure_message: `${/[.!?]$/.test(reason) ? reason : `${reason}.`} ${MESSAGES.terminalPaymentRefunded}`,
    refund_id: refund.id,
  });
}

async function saleIssueNow(
  deps: SettlementDeps,
  row: TerminalCheckoutRow,
): Promise<string | null> {
  const orgId = row.org_id;
  return withTenant(deps.db, orgId, async (trx) => {
    const item =
      row.item_kind === "event" && row.event_id
        ? {
            kind: "event" as const,
            eventId: row.event_id,
            eventStart: row.event_start?.toISOString(),
          }
        : { kind: "product" as const, productId: row.product_id ?? "" };
    const priced = await priceSale(
      trx,
      orgId,
      {
        item,
        quantity: row.quantity,
        size: row.size as ProductSize | null,
        couponCode: row.coupon_code,
      },
      {
        currency: row.currency,
        buyerId: row.user_id,
        // The date was not over when the checkout began; a card tapped as it ends still buys.
        now: null,
      },
    );
    try {
      assertSellable(priced);
      return null;
    } catch (error) {
      if (error instanceof AppError) return error.message;
      throw error;
    }
  });
}

async function publishSale(deps: SettlementDeps, row: TerminalCheckoutRow) {
  const orgId = row.org_id;
  await deps.events.publish(orgId, { topic: "terminal", id: row.id });
  await deps.events.publish(orgId, { topic: row.item_kind === "event" ? "schedule" : "shop" });
  if (row.user_id) await deps.events.publish(orgId, { topic: "members", id: row.user_id });
  await deps.events.publish(orgId, { topic: ADMIN_NOTIFICATIONS_TOPIC });
}

// The job's sweep: every organization's checkouts still in flight (after a crash, a lost
// poll, a customer who walked away), oldest first.
export async function reconcileTerminalCheckoutsEverywhere(deps: SettlementDeps): Promise<number> {
  let settled = 0;
  for (const organization of await listRegisteredOrganizations(deps.db)) {
    const orgId = organization.id;
    const ids = await withTenant(deps.db, orgId, (trx) =>
      listUnfinishedCheckoutIds(trx, orgId, 200),
    );
    for (const checkoutId of ids) {
      await settleTerminalCheckout(deps, orgId, checkoutId, { isReconciling: true });
      settled += 1;
    }
  }
  return settled;
}

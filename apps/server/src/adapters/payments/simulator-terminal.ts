import type { TerminalTestCardOutcome } from "@studiodesk/core/contracts/terminal";
import { type Db, type Trx, withTenant } from "../../db/database";
import { requireRow } from "../../shared/app-error";
import {
  CARD_DECLINE_MESSAGES,
  MINIMUM_CHARGE_CENTS,
  PAYMENT_ERROR_CODES,
  PaymentProviderError,
  type TerminalPayment,
  type TerminalPayments,
} from "./payment-provider";
import type { Idempotent } from "./simulator-idempotency";
import {
  clearReaderActionFor,
  insertTerminalPayment,
  lockReader,
  lockTerminalPayment,
  type SimulatedTerminalPaymentRow,
  setReaderState,
  updateTerminalPayment,
} from "./simulator-terminal.repo";

type StripeLikeId = (prefix: "pi" | "ch", length: number) => string;

// What each test card does when presented, as Stripe's simulated reader answers.
const DECLINES: Record<TerminalTestCardOutcome, string | null> = {
  success: null,
  generic_decline: CARD_DECLINE_MESSAGES.genericDecline,
  insufficient_funds: CARD_DECLINE_MESSAGES.insufficientFunds,
};

const toPayment = (row: SimulatedTerminalPaymentRow): TerminalPayment => ({
  id: row.id,
  status: row.status,
  amountCents: row.amount,
  lastError: row.last_error,
  chargeId: row.charge_id,
  // The simulator keeps no hosted receipts; the checkout serves its own receipt page.
  receiptUrl: null,
});

const rejected = (message: string) =>
  new PaymentProviderError(PAYMENT_ERROR_CODES.requestRejected, message, "invalid_request_error");

const noSuch = (kind: string, id: string) =>
  new PaymentProviderError(
    PAYMENT_ERROR_CODES.resourceMissing,
    `No such ${kind}: '${id}'`,
    "invalid_request_error",
  );

async function requirePayment(trx: Trx, orgId: string, id: string) {
  return requireRow(lockTerminalPayment(trx, orgId, id), () => noSuch("payment_intent", id));
}

// An online reader of the organization; Stripe answers terminal_reader_offline otherwise.
async function requireOnlineReader(trx: Trx, orgId: string, readerId: string) {
  const reader = await lockReader(trx, orgId, readerId);
  if (!reader) throw noSuch("terminal.reader", readerId);
  if (reader.status !== "online") {
    throw new PaymentProviderError(
      PAYMENT_ERROR_CODES.readerOffline,
      "Reader is currently offline, please ensure the reader is powered on and connected to the internet before retrying your request.",
      "invalid_request_error",
    );
  }
  return reader;
}

// Stripe's server-driven Terminal without Stripe: a simulated WisePOS E whose pending action
// waits for the 'present card' control. State lives in the database, so a restart keeps it.
export function simulatorTerminal(
  db: Db,
  helpers: { idempotent: Idempotent; stripeLikeId: StripeLikeId },
): TerminalPayments {
  const inTenant = <T>(orgId: string, work: (trx: Trx) => Promise<T>) =>
    withTenant(db, orgId, work);
  return {
    createPayment: (input, idempotencyKey) =>
      inTenant(input.orgId, (trx) => {
        const { orgId, ...params } = input;
        return helpers.idempotent(
          trx,
          orgId,
          idempotencyKey,
          "terminal.payment_intents.create",
          params,
          async () => {
            if (input.amountCents < MINIMUM_CHARGE_CENTS) {
              throw rejected("Amount must be at least $0.50 usd");
            }
            const id = helpers.stripeLikeId("pi", 24);
            await insertTerminalPayment(trx, orgId, {
              id,
              amount: input.amountCents,
              currency: input.currency,
              description: input.description,
              receiptEmail: input.receiptEmail,
              metadata: input.metadata,
            });
            return toPayment({
              id,
              amount: input.amountCents,
              status: "requires_payment_method",
              last_error: null,
              charge_id: null,
            });
          },
        );
      }),
    setReaderDisplay: (orgId, readerId, display) =>
      inTenant(orgId, async (trx) => {
        await requireOnlineReader(trx, orgId, readerId);
        await setReaderState(trx, orgId, readerId, { display });
      }),
    processPayment: (orgId, readerId, paymentIntentId) =>
      inTenant(orgId, async (trx) => {
        const reader = await requireOnlineReader(trx, orgId, readerId);
        // As Stripe: a reader waiting for another payment's card is busy, not taken over (the
        // first checkout would wait on a card that can no longer come).
        const waiting = reader.action_payment_intent_id;
        if (waiting && waiting !== paymentIntentId) {
          throw new PaymentProviderError(
            PAYMENT_ERROR_CODES.readerBusy,
            "Reader is currently busy processing another request, please try again later.",
            "invalid_request_error",
          );
        }
        const payment = await requirePayment(trx, orgId, paymentIntentId);
        if (payment.status !== "requires_payment_method") {
          throw rejected(`This PaymentIntent has a status of ${payment.status}.`);
        }
        await updateTerminalPayment(trx, orgId, paymentIntentId, {
          status: "requires_payment_method",
          lastError: null,
        });
        await setReaderState(trx, orgId, readerId, { actionPaymentIntentId: paymentIntentId });
      }),
    cancelReaderAction: (orgId, readerId) =>
      inTenant(orgId, async (trx) => {
        if (!(await lockReader(trx, orgId, readerId))) throw noSuch("terminal.reader", readerId);
        await setReaderState(trx, orgId, readerId, { actionPaymentIntentId: null, display: null });
      }),
    retrievePayment: (orgId, paymentIntentId) =>
      inTenant(orgId, async (trx) => toPayment(await requirePayment(trx, orgId, paymentIntentId))),
    capturePayment: (orgId, paymentIntentId, idempotencyKey) =>
      inTenant(orgId, (trx) =>
        helpers.idempotent(
          trx,
          orgId,
          idempotencyKey,
          "payment_intents.capture",
          { paymentIntentId },
          async () => {
            const payment = await requirePayment(trx, orgId, paymentIntentId);
            if (payment.status !== "requires_capture") {
              throw rejected(
                `This PaymentIntent could not be captured because it has a status of ${payment.status}.`,
              );
            }
            const chargeId = helpers.stripeLikeId("ch", 24);
            await updateTerminalPayment(trx, orgId, paymentIntentId, {
              status: "succeeded",
              chargeId,
            });
            await clearReaderActionFor(trx, orgId, paymentIntentId);
            return toPayment({ ...payment, status: "succeeded", charge_id: chargeId });
          },
        ),
      ),
    cancelPayment: (orgId, paymentIntentId) =>
      inTenant(orgId, async (trx) => {
        const payment = await requirePayment(trx, orgId, paymentIntentId);
        if (payment.status === "succeeded" || payment.status === "canceled") {
          return toPayment(payment);
        }
        await updateTerminalPayment(trx, orgId, paymentIntentId, { status: "canceled" });
        await clearReaderActionFor(trx, orgId, paymentIntentId);
        return toPayment({ ...payment, status: "canceled" });
      }),
    presentTestCard: (orgId, readerId, outcome) =>
      inTenant(orgId, async (trx) => {
        const reader = await requireOnlineReader(trx, orgId, readerId);
        const paymentIntentId = reader.action_payment_intent_id;
        if (!paymentIntentId) throw rejected("The reader has no payment waiting for a card.");
        await requirePayment(trx, orgId, paymentIntentId);
        const decline = DECLINES[outcome];
        // A read card waits for capture; a declined one leaves the intent asking for another.
        await updateTerminalPayment(trx, orgId, paymentIntentId, {
          status: decline ? "requires_payment_method" : "requires_capture",
          lastError: decline,
        });
        await setReaderState(trx, orgId, readerId, { actionPaymentIntentId: null });
      }),
  };
}

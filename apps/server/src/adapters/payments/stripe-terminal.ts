import type { TerminalTestCardOutcome } from "@studiodesk/core/contracts/terminal";
import Stripe from "stripe";
import {
  PAYMENT_ERROR_CODES,
  PAYMENT_MESSAGES,
  PaymentProviderError,
  type TerminalPayment,
  type TerminalPayments,
} from "./payment-provider";

type ConnectedAccountOf = (
  orgId: string,
) => Promise<{ stripeAccountId: string; isTestMode: boolean }>;
type ViaStripe = <T>(request: () => Promise<T>) => Promise<T>;

// Stripe's simulated-reader test cards (card_present numbers).
const TEST_CARD_NUMBERS: Record<TerminalTestCardOutcome, string> = {
  success: "4242424242424242",
  generic_decline: "4000000000000002",
  insufficient_funds: "4000000000009995",
};

// Stripe's reader error codes, as the checkout tells them apart: never reached, or lost.
const READER_ERROR_CODES: Record<string, string> = {
  terminal_reader_offline: PAYMENT_ERROR_CODES.readerOffline,
  terminal_reader_busy: PAYMENT_ERROR_CODES.readerBusy,
  terminal_reader_timeout: PAYMENT_ERROR_CODES.readerUnreachable,
};

function toTerminalPayment(intent: Stripe.PaymentIntent): TerminalPayment {
  const charge = intent.latest_charge;
  const isExpanded = charge !== null && typeof charge === "object";
  return {
    id: intent.id,
    // Stripe's statuses are the seven PaymentIntent states; the client's type leaves room for more.
    status: intent.status as TerminalPayment["status"],
    amountCents: intent.amount,
    lastError: intent.last_payment_error?.message ?? null,
    chargeId: isExpanded ? charge.id : (charge ?? null),
    receiptUrl: isExpanded ? (charge.receipt_url ?? null) : null,
  };
}

// Server-driven Stripe Terminal on the organization's connected account: the reader is told
// what to do by these calls, no browser SDK. Reader errors keep their own codes.
export function stripeTerminal(
  stripe: Stripe,
  helpers: { accountOf: ConnectedAccountOf; viaStripe: ViaStripe },
): TerminalPayments {
  const onReader = async <T>(orgId: string, request: (stripeAccount: string) => Promise<T>) => {
    const { stripeAccountId } = await helpers.accountOf(orgId);
    try {
      return await request(stripeAccountId);
    } catch (error) {
      const code =
        error instanceof Stripe.errors.StripeError && error.code
          ? READER_ERROR_CODES[error.code]
          : undefined;
      if (!code) return helpers.viaStripe(() => Promise.reject(error));
      throw new PaymentProviderError(
        code as typeof PAYMENT_ERROR_CODES.readerOffline,
        (error as Error).message,
      );
    }
  };
  const onAccount = async <T>(orgId: string, request: (stripeAccount: string) => Promise<T>) => {
    const { stripeAccountId } = await helpers.accountOf(orgId);
    return helpers.viaStripe(() => request(stripeAccountId));
  };
  return {
    createPayment: (input, idempotencyKey) =>
      onAccount(input.orgId, async (stripeAccount) =>
        toTerminalPayment(
          await stripe.paymentIntents.create(
            {
              amount: input.amountCents,
              currency: input.currency,
              // This client's API version names the older payment_method_types this way.
              allowed_payment_method_types: ["card_present"],
              // Captured by us once the card is read: the sale is checked and recorded first.
              capture_method: "manual",
              description: input.description,
              ...(input.receiptEmail ? { receipt_email: input.receiptEmail } : {}),
              metadata: input.metadata,
            },
            { idempotencyKey, stripeAccount },
          ),
        ),
      ),
    setReaderDisplay: (orgId, readerId, display) =>
      onReader(orgId, async (stripeAccount) => {
        await stripe.terminal.readers.setReaderDisplay(
          readerId,
          {
            type: "cart",
            cart: {
              currency: display.currency,
              line_items: display.lineItems.map((item) => ({
                description: item.description,
                amount: item.amountCents,
                quantity: item.quantity,
              })),
              tax: display.taxCents,
              total: display.totalCents,
            },
          },
          { stripeAccount },
        );
      }),
    processPayment: (orgId, readerId, paymentIntentId) =>
      onReader(orgId, async (stripeAccount) => {
        await stripe.terminal.readers.processPaymentIntent(
          readerId,
          { payment_intent: paymentIntentId },
          { stripeAccount },
        );
      }),
    cancelReaderAction: (orgId, readerId) =>
      onReader(orgId, async (stripeAccount) => {
        await stripe.terminal.readers.cancelAction(readerId, {}, { stripeAccount });
      }),
    retrievePayment: (orgId, paymentIntentId) =>
      onAccount(orgId, async (stripeAccount) =>
        toTerminalPayment(
          await stripe.paymentIntents.retrieve(
            paymentIntentId,
            { expand: ["latest_charge"] },
            { stripeAccount },
          ),
        ),
      ),
    capturePayment: (orgId, paymentIntentId, idempotencyKey) =>
      onAccount(orgId, async (stripeAccount) =>
        toTerminalPayment(
          await stripe.paymentIntents.capture(
            paymentIntentId,
            { expand: ["latest_charge"] },
            { idempotencyKey, stripeAccount },
          ),
        ),
      ),
    cancelPayment: (orgId, paymentIntentId) =>
      onAccount(orgId, async (stripeAccount) => {
        const intent = await stripe.paymentIntents.retrieve(
          paymentIntentId,
          { expand: ["latest_charge"] },
          { stripeAccount },
        );
        if (intent.status === "succeeded" || intent.status === "canceled") {
          return toTerminalPayment(intent);
        }
        return toTerminalPayment(
          await stripe.paymentIntents.cancel(paymentIntentId, {}, { stripeAccount }),
        );
      }),
    async presentTestCard(orgId, readerId, outcome) {
      const { isTestMode } = await helpers.accountOf(orgId);
      if (!isTestMode) {
        throw new PaymentProviderError(
          PAYMENT_ERROR_CODES.testModeOnly,
          PAYMENT_MESSAGES.testModeOnly,
        );
      }
      await onReader(orgId, async (stripeAccount) => {
        await stripe.testHelpers.terminal.readers.presentPaymentMethod(
          readerId,
          { type: "card_present", card_present: { number: TEST_CARD_NUMBERS[outcome] } },
          { stripeAccount },
        );
      });
    },
  };
}

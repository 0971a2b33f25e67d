import { MESSAGES } from "@studiodesk/core/messages";
import Stripe from "stripe";
import { type Db, withTenant } from "../../db/database";
import { findOrganizationAccount } from "../../features/account/account.service";
import {
  CARD_DECLINE_MESSAGES,
  type FoundSavedCardCharge,
  type ListedCharge,
  PAYMENT_ERROR_CODES,
  PAYMENT_MESSAGES,
  type PaymentCard,
  type PaymentErrorCode,
  type PaymentProvider,
  PaymentProviderError,
  type SavedCardCharge,
  type SavedCardChargeQuery,
  type SavedCardChargeResult,
  type TerminalReader,
  testCardIdempotencyKey,
} from "./payment-provider";
import { stripeCheckout } from "./stripe-checkout";
import { stripeTerminal } from "./stripe-terminal";

// Where the client connects; only tests point it elsewhere (a local fake Stripe).
export type StripeConnection = { host: string; port: number; protocol: "http" | "https" };

export type StripeProviderOptions = {
  secretKey: string;
  // The signing secret of our webhook endpoint; without it every delivery is refused.
  webhookSecret?: string;
  db: Db;
  connection?: StripeConnection;
};

// The organization's Stripe Connect account, read from its payment information per call.
type ConnectedAccount = { stripeAccountId: string; isTestMode: boolean };

// Stripe's test PaymentMethods (`pm_card_visa` …): attaching one saves a fresh card with
// these digits. Only these exist, so a test card is chosen by brand and last four digits.
const STRIPE_TEST_PAYMENT_METHODS: Record<string, string> = {
  "visa:4242": "pm_card_visa",
  "visa:5556": "pm_card_visa_debit",
  "mastercard:4444": "pm_card_mastercard",
  "amex:8431": "pm_card_amex",
  "discover:1117": "pm_card_discover",
  // Saved fine, declined on every charge: failed subscription charges in tests and demos.
  "visa:0002": "pm_card_visa_chargeDeclined",
  "visa:9995": "pm_card_visa_chargeDeclinedInsufficientFunds",
};

// Stripe through the official client. Every call runs on the organization's connected
// account (`stripeAccount`), and every write carries the caller's idempotency key.
export function createStripeProvider(options: StripeProviderOptions): PaymentProvider {
  const stripe = new Stripe(options.secretKey, {
    // The client's pinned API version is the one its types describe; no apiVersion override.
    // Retries are safe: every write carries an idempotency key, so a retry replays, not repeats.
    maxNetworkRetries: 2,
    timeout: 20_000,
    appInfo: { name: MESSAGES.appName },
    ...options.connection,
  });
  const accountOf = (orgId: string) => connectedAccount(options.db, orgId);

  return {
    name: "stripe",
    ...stripeCheckout(stripe, options.webhookSecret, { accountOf, viaStripe }),
    terminal: stripeTerminal(stripe, { accountOf, viaStripe }),
    async createCustomer(input, idempotencyKey) {
      const { stripeAccountId } = await accountOf(input.orgId);
      const customer = await viaStripe(() =>
        stripe.customers.create(
          { email: input.email, name: input.name, metadata: { uid: input.metadata.uid } },
          { idempotencyKey, stripeAccount: stripeAccountId },
        ),
      );
      return { id: customer.id };
    },
    async getCustomer(orgId, customerId) {
      const { stripeAccountId } = await accountOf(orgId);
      const customer = await retrieveCustomer(stripe, customerId, stripeAccountId, false);
      return customer
        ? { id: customer.id, email: customer.email, name: customer.name ?? null }
        : null;
    },
    async getDefaultCard(orgId, customerId) {
      const { stripeAccountId } = await accountOf(orgId);
      return defaultCard(stripe, customerId, stripeAccountId);
    },
    async attachTestCard(orgId, customerId, card) {
      const account = await accountOf(orgId);
      return attachTestCard(stripe, account, orgId, customerId, card);
    },
    async listReaders(orgId) {
      const { stripeAccountId } = await accountOf(orgId);
      const readers = await viaStripe(() =>
        stripe.terminal.readers.list({ limit: 100 }, { stripeAccount: stripeAccountId }),
      );
      return readers.data.map(toTerminalReader);
    },
    async chargeSavedCard(input, idempotencyKey) {
      const { stripeAccountId } = await accountOf(input.orgId);
      return chargeSavedCard(stripe, stripeAccountId, input, idempotencyKey);
    },
    async findSavedCardCharge(orgId, query) {
      const { stripeAccountId } = await accountOf(orgId);
      return findSavedCardCharge(stripe, stripeAccountId, query);
    },
    async listSavedCardCharges(orgId, query) {
      const { stripeAccountId } = await accountOf(orgId);
      return listSavedCardCharges(stripe, stripeAccountId, query);
    },
    async refundCharge(orgId, chargeId, idempotencyKey) {
      const { stripeAccountId } = await accountOf(orgId);
      const refund = await viaStripe(() =>
        stripe.refunds.create(
          { charge: chargeId },
          { idempotencyKey, stripeAccount: stripeAccountId },
        ),
      );
      return { id: refund.id };
    },
  };
}

// With one platform key the key's mode decides test or live; the organization's isTestMode
// travels along so test-only operations can refuse a live organization.
async function connectedAccount(db: Db, orgId: string): Promise<ConnectedAccount> {
  const account = await withTenant(db, orgId, (trx) => findOrganizationAccount(trx, orgId));
  const stripeAccountId = account?.paymentInformation.stripeAccountId;
  // Without a connected account the call would land on the platform's own Stripe account.
  if (!account || !stripeAccountId) {
    throw new PaymentProviderError(
      PAYMENT_ERROR_CODES.accountNotConnected,
      PAYMENT_MESSAGES.accountNotConnected,
    );
  }
  return { stripeAccountId, isTestMode: account.paymentInformation.isTestMode };
}

// A customer, or null when it does not exist on this account or was deleted.
async function retrieveCustomer(
  stripe: Stripe,
  customerId: string,
  stripeAccount: string,
  withDefaultPaymentMethod: boolean,
): Promise<Stripe.Customer | null> {
  try {
    const expand = withDefaultPaymentMethod ? ["invoice_settings.default_payment_method"] : [];
    const customer = await stripe.customers.retrieve(customerId, { expand }, { stripeAccount });
    return customer.deleted ? null : customer;
  } catch (error) {
    if (error instanceof Stripe.errors.StripeError && error.code === "resource_missing")
      return null;
    throw toPaymentProviderError(error);
  }
}

async function defaultCard(
  stripe: Stripe,
  customerId: string,
  stripeAccount: string,
): Promise<PaymentCard | null> {
  const saved = await savedCard(stripe, customerId, stripeAccount);
  return saved?.card ? toCard(saved.card) : null;
}

// The customer's invoice default card, else their newest (Stripe lists cards newest first);
// undefined when the customer does not exist, null when they have no card.
async function savedCard(
  stripe: Stripe,
  customerId: string,
  stripeAccount: string,
): Promise<Stripe.PaymentMethod | null | undefined> {
  const customer = await retrieveCustomer(stripe, customerId, stripeAccount, true);
  if (!customer) return undefined;
  const preferred = customer.invoice_settings.default_payment_method;
  if (preferred && typeof preferred === "object" && preferred.card) return preferred;
  const cards = await viaStripe(() =>
    stripe.paymentMethods.list({ customer: customerId, type: "card", limit: 1 }, { stripeAccount }),
  );
  return cards.data[0] ?? null;
}

// A PaymentIntent confirmed off_session on the connected account: Stripe charges the saved card
// now or declines with a card_error, which is the charge's answer, not a failure of the call.
async function chargeSavedCard(
  stripe: Stripe,
  stripeAccount: string,
  input: SavedCardCharge,
  idempotencyKey: string,
): Promise<SavedCardChargeResult> {
  const card = await savedCard(stripe, input.customerId, stripeAccount);
  if (card === undefined) {
    throw new PaymentProviderError(
      PAYMENT_ERROR_CODES.resourceMissing,
      `No such customer: '${input.customerId}'`,
      "invalid_request_error",
    );
  }
  if (!card)
    return { status: "failed", reason: CARD_DECLINE_MESSAGES.noSavedCard, declineCode: null };
  try {
    const intent = await stripe.paymentIntents.create(
      {
        amount: input.amountCents,
        currency: input.currency,
        customer: input.customerId,
        payment_method: card.id,
        off_session: true,
        confirm: true,
        description: input.description,
        metadata: input.metadata,
        expand: ["latest_charge"],
      },
      { idempotencyKey, stripeAccount },
    );
    const charge = intent.latest_charge;
    if (intent.status !== "succeeded" || !charge || typeof charge !== "object") {
      return { status: "failed", reason: `The payment is ${intent.status}.`, declineCode: null };
    }
    return { status: "succeeded", chargeId: charge.id, receiptUrl: charge.receipt_url ?? null };
  } catch (error) {
    if (error instanceof Stripe.errors.StripeCardError) {
      return {
        status: "failed",
        reason: error.message,
        declineCode: error.decline_code ?? error.code ?? null,
      };
    }
    throw toPaymentProviderError(error);
  }
}

// The customer's PaymentIntents since a time, every page, filtered by the metadata set when the
// intent was created (chargeSavedCard): the intent holds that metadata itself, and a list is
// read from the intents, where a search answers from an index that lags. A declined off-session
// confirm leaves its intent too (requires_payment_method, with the card's error): the newest
// decline is the answer unless a charge of the attempt succeeded.
async function findSavedCardCharge(
  stripe: Stripe,
  stripeAccount: string,
  query: SavedCardChargeQuery,
): Promise<FoundSavedCardCharge | null> {
  const created = { gte: Math.floor(query.createdSince.getTime() / 1000) };
  const isAttempt = (intent: Stripe.PaymentIntent) =>
    Object.entries(query.metadata).every(([name, value]) => intent.metadata[name] === value);
  let decline: FoundSavedCardCharge | null = null;
  try {
    const intents = stripe.paymentIntents.list(
      { customer: query.customerId, created, limit: 100, expand: ["data.latest_charge"] },
      { stripeAccount },
    );
    for await (const intent of intents) {
      if (!isAttempt(intent)) continue;
      const charge = intent.latest_charge;
      if (intent.status === "succeeded" && charge && typeof charge === "object") {
        return {
          status: "succeeded",
          chargeId: charge.id,
          receiptUrl: charge.receipt_url,
          isRefunded: charge.refunded === true,
        };
      }
      // Listed newest first: the first decline met is the newest.
      decline ??= declineOf(intent);
    }
    return decline;
  } catch (error) {
    throw toPaymentProviderError(error);
  }
}

// The customer's succeeded PaymentIntents since a time whose metadata matches, oldest first,
// each with its charge: read from the list like findSavedCardCharge, every page.
async function listSavedCardCharges(
  stripe: Stripe,
  stripeAccount: string,
  query: SavedCardChargeQuery,
): Promise<ListedCharge[]> {
  const created = { gte: Math.floor(query.createdSince.getTime() / 1000) };
  const listed: ListedCharge[] = [];
  try {
    // A charge's refunds are not included unless expanded.
    const intents = stripe.paymentIntents.list(
      {
        customer: query.customerId,
        created,
        limit: 100,
        expand: ["data.latest_charge", "data.latest_charge.refunds"],
      },
      { stripeAccount },
    );
    for await (const intent of intents) {
      const isMatch = Object.entries(query.metadata).every(
        ([name, value]) => intent.metadata[name] === value,
      );
      const charge = intent.latest_charge;
      if (!isMatch || intent.status !== "succeeded" || !charge || typeof charge !== "object")
        continue;
      listed.push({
        chargeId: charge.id,
        receiptUrl: charge.receipt_url,
        isRefunded: charge.refunded === true,
        paymentIntentId: intent.id,
        refundId: charge.refunds?.data[0]?.id ?? null,
      });
    }
    // Stripe lists newest first.
    return listed.reverse();
  } catch (error) {
    throw toPaymentProviderError(error);
  }
}

// An attempt's intent that did not succeed, as chargeSavedCard answered it.
const declineOf = (intent: Stripe.PaymentIntent): FoundSavedCardCharge => {
  const error = intent.last_payment_error;
  return {
    status: "failed",
    reason: error?.message ?? `The payment is ${intent.status}.`,
    declineCode: error ? (error.decline_code ?? error.code ?? null) : null,
  };
};

async function attachTestCard(
  stripe: Stripe,
  account: ConnectedAccount,
  orgId: string,
  customerId: string,
  card: PaymentCard,
): Promise<{ id: string }> {
  if (!account.isTestMode) {
    throw new PaymentProviderError(PAYMENT_ERROR_CODES.testModeOnly, PAYMENT_MESSAGES.testModeOnly);
  }
  const testPaymentMethod = STRIPE_TEST_PAYMENT_METHODS[`${card.brand}:${card.last4}`];
  if (!testPaymentMethod) {
    throw new PaymentProviderError(
      PAYMENT_ERROR_CODES.requestRejected,
      `Stripe has no test card ${card.brand} ending in ${card.last4}.`,
    );
  }
  const paymentMethod = await viaStripe(() =>
    stripe.paymentMethods.attach(
      testPaymentMethod,
      { customer: customerId },
      {
        idempotencyKey: testCardIdempotencyKey(orgId, customerId, card),
        stripeAccount: account.stripeAccountId,
      },
    ),
  );
  return { id: paymentMethod.id };
}

const toCard = (card: Stripe.PaymentMethod.Card): PaymentCard => ({
  brand: card.brand,
  last4: card.last4,
});

const toTerminalReader = (reader: Stripe.Terminal.Reader): TerminalReader => ({
  id: reader.id,
  label: reader.label,
  // Stripe reports null when it has not heard from the reader: not online.
  status: reader.status ?? "offline",
  device_type: reader.device_type,
});

async function viaStripe<T>(request: () => Promise<T>): Promise<T> {
  try {
    return await request();
  } catch (error) {
    throw toPaymentProviderError(error);
  }
}

// Stripe's errors as AppErrors, by the client's error class (a 401 for a bad key also carries
// type "invalid_request_error", so the raw type alone would blame the request). Card and
// request errors keep Stripe's message (the spec shows "the server's error details message");
// outages and our own key or permission problems get a neutral one.
function toPaymentProviderError(error: unknown): unknown {
  if (!(error instanceof Stripe.errors.StripeError)) return error;
  const codeByClass: Record<string, PaymentErrorCode> = {
    StripeIdempotencyError: PAYMENT_ERROR_CODES.idempotencyConflict,
    StripeCardError: PAYMENT_ERROR_CODES.cardDeclined,
    StripeInvalidRequestError:
      error.code === "resource_missing"
        ? PAYMENT_ERROR_CODES.resourceMissing
        : PAYMENT_ERROR_CODES.requestRejected,
  };
  const code = codeByClass[error.type];
  const providerType = error.rawType ?? error.type;
  if (!code) {
    return new PaymentProviderError(
      PAYMENT_ERROR_CODES.unavailable,
      PAYMENT_MESSAGES.unavailable,
      providerType,
    );
  }
  return new PaymentProviderError(code, error.message, providerType);
}

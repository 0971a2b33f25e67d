import type { TerminalTestCardOutcome } from "@studiodesk/core/contracts/terminal";
import { AppError } from "../../shared/app-error";
import { sha256 } from "../../shared/ids";

// The one door to payments. Every payment feature talks to this interface; `stripe` and
// `simulator` implement it with Stripe's shapes and rules (ids, idempotency, Connect accounts),
// so a feature tested against the simulator behaves the same against Stripe.
export type PaymentProvider = {
  readonly name: "stripe" | "simulator";
  // A write: the same key with the same input returns the first result, never a second customer.
  createCustomer(input: NewPaymentCustomer, idempotencyKey: string): Promise<{ id: string }>;
  getCustomer(orgId: string, customerId: string): Promise<PaymentCustomer | null>;
  // The customer's invoice default, else their newest card; null when they have none.
  getDefaultCard(orgId: string, customerId: string): Promise<PaymentCard | null>;
  // Test mode only: saves a test card so demos and tests can show a customer's card.
  attachTestCard(orgId: string, customerId: string, card: PaymentCard): Promise<{ id: string }>;
  listReaders(orgId: string): Promise<TerminalReader[]>;
  // A hosted payment page (Stripe Checkout) on the organization's account; a write.
  createCheckoutSession(
    input: NewCheckoutSession,
    idempotencyKey: string,
  ): Promise<CheckoutSession>;
  // Closes an open hosted payment so it can no longer be paid (Stripe's
  // checkout.sessions.expire): the invoice was paid another way. A session no longer open
  // (paid, or expired already) is refused like Stripe refuses it.
  expireCheckoutSession(orgId: string, sessionId: string): Promise<void>;
  // Gives a collected payment (a hosted checkout's or a reader's) back in full; a write, so
  // the same key refunds once.
  refundPayment(
    orgId: string,
    paymentIntentId: string,
    idempotencyKey: string,
  ): Promise<{ id: string }>;
  // Gives a saved-card charge (chargeSavedCard's `ch_…`) back in full; a write, so the same
  // key refunds once.
  refundCharge(orgId: string, chargeId: string, idempotencyKey: string): Promise<{ id: string }>;
  // A webhook delivery, verified against its signature header first: a bad or missing
  // signature is a 400 PaymentProviderError and nothing is read.
  parseWebhookEvent(rawBody: string, signature: string | undefined): Promise<PaymentWebhookEvent>;
  // Only the simulator: its own test pay page, in place of Stripe's hosted one.
  readonly simulatedCheckout?: SimulatedCheckout;
  // Off-session: charges the customer's saved card with nobody present (a subscription cycle).
  // A decline is an answer, not an error: it comes back as "failed" with the card's reason, so
  // the caller records it. The same key returns the first answer, never a second charge.
  chargeSavedCard(input: SavedCardCharge, idempotencyKey: string): Promise<SavedCardChargeResult>;
  // What the provider answered a saved-card charge made for the customer since `createdSince`
  // whose metadata carries every pair of `metadata`: its succeeded charge, else its decline,
  // else null. Finds the answer a caller crashed before recording. A read. Stripe cannot look a
  // charge up by its idempotency key, so the caller puts the attempt's identity in the charge's
  // metadata (on Stripe, the PaymentIntent's).
  findSavedCardCharge(
    orgId: string,
    query: SavedCardChargeQuery,
  ): Promise<FoundSavedCardCharge | null>;
  // Every succeeded saved-card charge made for the customer since `createdSince` whose metadata
  // carries every pair of `metadata`, oldest first, refunded or not: how a second payment of
  // an invoice is found after a crash lost our refund of it. A read.
  listSavedCardCharges(orgId: string, query: SavedCardChargeQuery): Promise<ListedCharge[]>;
  // Card-present payments on a reader (server-driven Stripe Terminal, issue #16).
  readonly terminal: TerminalPayments;
};

// Stripe's server-driven Terminal flow: a card_present PaymentIntent with manual capture,
// handed to a reader, which collects the card; we capture once the card is read. Reader
// failures are PaymentProviderErrors with the reader codes (offline, unreachable).
export type TerminalPayments = {
  // A write: the same key returns the first intent, never a second one.
  createPayment(input: NewTerminalPayment, idempotencyKey: string): Promise<TerminalPayment>;
  // Shows the cart on the reader's screen while the customer decides.
  setReaderDisplay(orgId: string, readerId: string, display: ReaderDisplay): Promise<void>;
  // The reader asks for a card for this intent; answers at once, the card comes later.
  processPayment(orgId: string, readerId: string, paymentIntentId: string): Promise<void>;
  // Clears whatever the reader is doing (Cancel Payment); nothing to clear is fine.
  cancelReaderAction(orgId: string, readerId: string): Promise<void>;
  retrievePayment(orgId: string, paymentIntentId: string): Promise<TerminalPayment>;
  // Takes the money once the card was read (requires_capture); the same key replays.
  capturePayment(
    orgId: string,
    paymentIntentId: string,
    idempotencyKey: string,
  ): Promise<TerminalPayment>;
  // An uncaptured intent is voided; a captured one is left alone and answered as it is.
  cancelPayment(orgId: string, paymentIntentId: string): Promise<TerminalPayment>;
  // Test mode only: the customer taps a test card on the reader (the simulator's control,
  // Stripe's testHelpers.terminal.readers.presentPaymentMethod).
  presentTestCard(orgId: string, readerId: string, outcome: TerminalTestCardOutcome): Promise<void>;
};

export type NewTerminalPayment = {
  orgId: string;
  amountCents: number;
  // Lower-case ISO code, as Stripe takes it: the organization's payment currency.
  currency: string;
  description: string;
  receiptEmail: string | null;
  metadata: Record<string, string>;
};

export type ReaderDisplay = {
  currency: string;
  lineItems: Array<{ description: string; amountCents: number; quantity: number }>;
  taxCents: number;
  totalCents: number;
};

// A PaymentIntent as the checkout reads it. requires_payment_method with a lastError is a
// declined card; requires_capture is a card read and not yet charged.
export type TerminalPayment = {
  id: string;
  status:
    | "requires_payment_method"
    | "requires_confirmation"
    | "requires_action"
    | "processing"
    | "requires_capture"
    | "succeeded"
    | "canceled";
  amountCents: number;
  lastError: string | null;
  chargeId: string | null;
  receiptUrl: string | null;
};

export type NewCheckoutSession = {
  orgId: string;
  amountCents: number;
  currency: string;
  // What the payer sees on the payment page.
  description: string;
  customerEmail: string | null;
  // Where the payer lands after paying, or after giving up.
  successUrl: string;
  cancelUrl: string;
  // Travels with the session and comes back in its webhook: which invoice was paid.
  metadata: { orgId: string; invoiceId: string };
};

export type CheckoutSession = { id: string; url: string };

// What the features read from a verified delivery. Only a checkout session whose payment was
// collected carries `checkoutPaid`; every other event is acknowledged and ignored.
export type PaymentWebhookEvent = {
  id: string;
  type: string;
  checkoutPaid: CheckoutPaid | null;
};

export type CheckoutPaid = {
  orgId: string;
  invoiceId: string;
  sessionId: string;
  paymentIntentId: string | null;
  amountTotal: number;
  // The session's own; null when the event lacks it (the organization's currency then).
  currency: string | null;
  receiptUrl: string | null;
};

export type SimulatedCheckoutSession = {
  id: string;
  orgId: string;
  amountTotal: number;
  currency: string;
  description: string;
  isPaid: boolean;
  // Expired because the invoice was paid another way: the page no longer takes a payment.
  isExpired: boolean;
  successUrl: string;
};

export type SimulatedCheckout = {
  findSession(orgId: string, sessionId: string): Promise<SimulatedCheckoutSession | null>;
  // Pays the session as a test card would and answers the webhook delivery Stripe would
  // send for it (the same event every time, so a double click is one payment).
  pay(orgId: string, sessionId: string): Promise<{ rawBody: string; signature: string }>;
};

export type SavedCardCharge = {
  orgId: string;
  customerId: string;
  amountCents: number;
  // Lower-case ISO code, as Stripe takes it: the organization's payment currency.
  currency: string;
  description: string;
  metadata: Record<string, string>;
};

export type SavedCardChargeQuery = {
  customerId: string;
  createdSince: Date;
  // Every pair must match the charge's metadata.
  metadata: Record<string, string>;
};

export type FoundCharge = { chargeId: string; receiptUrl: string | null; isRefunded: boolean };

// A listed charge with the PaymentIntent it belongs to (Stripe's; null in the simulator, whose
// saved-card charges have none), so a caller can tell it from a payment recorded by its intent,
// and its refund (null while not refunded), so a refund made before a crash can still be audited.
export type ListedCharge = FoundCharge & {
  paymentIntentId: string | null;
  refundId: string | null;
};

export type SavedCardChargeResult =
  | { status: "succeeded"; chargeId: string; receiptUrl: string | null }
  | { status: "failed"; reason: string; declineCode: string | null };

// A charge found by its metadata, as chargeSavedCard answered it: succeeded (and whether it was
// refunded since) or declined.
export type FoundSavedCardCharge =
  | ({ status: "succeeded" } & FoundCharge)
  | Extract<SavedCardChargeResult, { status: "failed" }>;

// Stripe keeps a key's first answer for 24 hours. A retry whose first try is older than this
// (half the window: room for clocks and slow runs) may find the key forgotten, so it looks the
// first charge up (findSavedCardCharge) instead of trusting the key to replay it.
export const KEY_REPLAY_TRUSTED_HOURS = 12;

// Stripe's minimum charge in USD; below it Stripe refuses the request (amount_too_small).
export const MINIMUM_CHARGE_CENTS = 50;

export const CARD_DECLINE_MESSAGES = {
  noSavedCard: "The customer has no saved card.",
  genericDecline: "Your card was declined.",
  insufficientFunds: "Your card has insufficient funds.",
} as const;

export type NewPaymentCustomer = {
  orgId: string;
  email: string;
  name: string;
  // The user's id, so a customer found in Stripe's dashboard leads back to the member.
  metadata: { uid: string };
};

export type PaymentCustomer = { id: string; email: string | null; name: string | null };

// The spec's defaultCard {brand, last4}; brand as Stripe spells it ("visa", "mastercard" …).
export type PaymentCard = { brand: string; last4: string };

// The spec's terminal reader: status "online" shows Online, anything else Inactive.
export type TerminalReader = { id: string; label: string; status: string; device_type: string };

// Stripe keeps a key's first response for 24 hours and answers a retry with it. A key must
// name the intent (this member's customer, this charge), never the attempt: a retry after a
// timeout or a crash then sends the same key and cannot create a second customer or charge.
// Keys carry the organization too: unique even if two organizations shared a Stripe account,
// and a key in Stripe's request log names its tenant.
export function paymentIdempotencyKey(operation: string, ...ids: string[]): string {
  const key = ["studiodesk", operation, ...ids].join(":");
  // Stripe refuses keys longer than 255 characters; a hash keeps a long key just as stable.
  return key.length <= 255 ? key : `studiodesk:${operation}:${sha256(ids.join(":"))}`;
}

export const customerIdempotencyKey = (orgId: string, userId: string) =>
  paymentIdempotencyKey("customer", orgId, userId);

// Attaching the same test card to the same customer twice is one intent, one saved card.
export const testCardIdempotencyKey = (orgId: string, customerId: string, card: PaymentCard) =>
  paymentIdempotencyKey("test-card", orgId, customerId, card.brand, card.last4);

// One hosted payment per invoice and amount: opening the pay link twice reuses the session.
export const invoiceCheckoutIdempotencyKey = (orgId: string, invoiceId: string, amount: number) =>
  paymentIdempotencyKey("invoice-checkout", orgId, invoiceId, String(amount));

// One card-present intent per terminal checkout, and one capture of it.
export const terminalPaymentIdempotencyKey = (orgId: string, checkoutId: string) =>
  paymentIdempotencyKey("terminal-payment", orgId, checkoutId);

export const terminalCaptureIdempotencyKey = (orgId: string, checkoutId: string) =>
  paymentIdempotencyKey("terminal-capture", orgId, checkoutId);
// A card-present payment captured for a sale that could not be recorded is refunded once,
// whichever settlement (a poll, the reconciliation after a crash) gets there.
export const terminalRefundIdempotencyKey = (orgId: string, checkoutId: string) =>
  paymentIdempotencyKey("terminal-refund", orgId, checkoutId);

// A class join is named by its pending request (class, member, when they asked), so a retried
// accept charges once. `attempt` counts the join's charges refunded before this one: after a
// refund the next charge needs a key of its own, or the provider would replay the refunded
// charge as if it were paid.
const classJoinIdempotencyKey = (
  operation: "class-join" | "class-join-refund",
  orgId: string,
  join: { classId: string; userId: string; requestedAt: Date; attempt: number },
) =>
  paymentIdempotencyKey(
    operation,
    orgId,
    join.classId,
    join.userId,
    join.requestedAt.toISOString(),
    ...(join.attempt > 0 ? [String(join.attempt)] : []),
  );

export const classJoinChargeIdempotencyKey = (
  orgId: string,
  join: { classId: string; userId: string; requestedAt: Date; attempt: number },
) => classJoinIdempotencyKey("class-join", orgId, join);

// A class join charged and then refused its place (the class filled, was cancelled, or the
// request was declined in the moment between) is refunded once, whoever retries.
export const classJoinRefundIdempotencyKey = (
  orgId: string,
  join: { classId: string; userId: string; requestedAt: Date; attempt: number },
) => classJoinIdempotencyKey("class-join-refund", orgId, join);

// A second payment of an invoice already paid another way is refunded once, whatever
// redelivers it.
export const doublePaymentRefundIdempotencyKey = (orgId: string, paymentIntentId: string) =>
  paymentIdempotencyKey("invoice-double-payment-refund", orgId, paymentIntentId);

export const PAYMENT_ERROR_CODES = {
  idempotencyConflict: "payment_idempotency_conflict",
  accountNotConnected: "payment_account_not_connected",
  testModeOnly: "payment_test_mode_only",
  resourceMissing: "payment_resource_missing",
  cardDeclined: "payment_card_declined",
  requestRejected: "payment_request_rejected",
  unavailable: "payment_provider_unavailable",
  webhookSignatureInvalid: "payment_webhook_signature_invalid",
  // Stripe's terminal_reader_offline: the reader could not be reached at all.
  readerOffline: "payment_reader_offline",
  // terminal_reader_timeout: the reader stopped answering mid-flow.
  readerUnreachable: "payment_reader_unreachable",
  // terminal_reader_busy: the reader is taking another payment (another checkout's).
  readerBusy: "payment_reader_busy",
} as const;

export type PaymentErrorCode = (typeof PAYMENT_ERROR_CODES)[keyof typeof PAYMENT_ERROR_CODES];

const STATUS_BY_CODE: Record<PaymentErrorCode, number> = {
  payment_idempotency_conflict: 409,
  payment_account_not_connected: 409,
  payment_test_mode_only: 409,
  payment_resource_missing: 404,
  payment_card_declined: 402,
  payment_request_rejected: 400,
  payment_provider_unavailable: 502,
  payment_webhook_signature_invalid: 400,
  payment_reader_offline: 409,
  payment_reader_unreachable: 502,
  payment_reader_busy: 409,
};

// An AppError, so it leaves the API as { error: { code, message } } with no extra mapping.
// The message is the provider's own where it has one: the spec rejects payment calls "with the
// server's error details message".
export class PaymentProviderError extends AppError {
  constructor(
    code: PaymentErrorCode,
    message: string,
    // Stripe's error type (e.g. "idempotency_error"), kept for logs.
    readonly providerType?: string,
  ) {
    super(code, message, STATUS_BY_CODE[code]);
    this.name = "PaymentProviderError";
  }
}

export const PAYMENT_MESSAGES = {
  accountNotConnected: "This organization has no connected payment account.",
  testModeOnly: "Test cards can only be saved while the organization is in test mode.",
  unavailable: "The payment provider could not be reached. Please try again.",
} as const;

// Stripe's own wording, so both adapters refuse a reused key the same way.
export const idempotencyConflictMessage = (key: string) =>
  `Keys for idempotent requests can only be used with the same parameters they were first ` +
  `used with. Try using a key other than '${key}' if you meant to execute a different request.`;

import { MESSAGES } from "@studiodesk/core/messages";
import Stripe from "stripe";
import {
  type CheckoutPaid,
  PAYMENT_ERROR_CODES,
  PaymentProviderError,
  type PaymentWebhookEvent,
} from "./payment-provider";

// Both adapters speak Stripe's webhook format: the simulator signs its deliveries with the
// same scheme (`Stripe-Signature: t=…,v1=HMAC-SHA256(t.payload)`), so one verifier serves.
const webhooks = Stripe.webhooks;

// The event, or a 400 when the signature is missing, wrong, or older than Stripe's 5 minutes.
export function verifiedStripeEvent(
  rawBody: string,
  signature: string | undefined,
  secret: string | undefined,
): Stripe.Event {
  if (!signature || !secret) throw signatureError();
  try {
    return webhooks.constructEvent(rawBody, signature, secret) as Stripe.Event;
  } catch {
    throw signatureError();
  }
}

const signatureError = () =>
  new PaymentProviderError(
    PAYMENT_ERROR_CODES.webhookSignatureInvalid,
    MESSAGES.webhookSignatureInvalid,
    "signature_verification_error",
  );

// The header Stripe would send with this payload (the simulator's deliveries, and tests).
export const signWebhookPayload = (payload: string, secret: string) =>
  webhooks.generateTestHeaderString({ payload, secret });

const PAID_CHECKOUT_EVENTS = new Set([
  "checkout.session.completed",
  "checkout.session.async_payment_succeeded",
]);

// A checkout session whose money arrived, with the invoice its metadata names; null for any
// other event (an unpaid completion, e.g. a bank transfer still on its way, comes back later
// as async_payment_succeeded).
export function checkoutPaidOf(event: Stripe.Event, receiptUrl: string | null): CheckoutPaid {
  const session = event.data.object as Stripe.Checkout.Session;
  const paymentIntent = session.payment_intent;
  return {
    orgId: session.metadata?.orgId ?? "",
    invoiceId: session.metadata?.invoiceId ?? "",
    sessionId: session.id,
    paymentIntentId:
      typeof paymentIntent === "string" ? paymentIntent : (paymentIntent?.id ?? null),
    amountTotal: session.amount_total ?? 0,
    currency: session.currency ?? null,
    receiptUrl,
  };
}

export function isPaidCheckout(event: Stripe.Event): boolean {
  if (!PAID_CHECKOUT_EVENTS.has(event.type)) return false;
  const session = event.data.object as Stripe.Checkout.Session;
  return session.payment_status === "paid" && Boolean(session.metadata?.invoiceId);
}

export async function readWebhookEvent(
  event: Stripe.Event,
  receiptUrlOf: (session: Stripe.Checkout.Session, event: Stripe.Event) => Promise<string | null>,
): Promise<PaymentWebhookEvent> {
  if (!isPaidCheckout(event)) return { id: event.id, type: event.type, checkoutPaid: null };
  const session = event.data.object as Stripe.Checkout.Session;
  return {
    id: event.id,
    type: event.type,
    checkoutPaid: checkoutPaidOf(event, await receiptUrlOf(session, event)),
  };
}

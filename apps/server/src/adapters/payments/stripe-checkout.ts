import type Stripe from "stripe";
import type { PaymentProvider } from "./payment-provider";
import { readWebhookEvent, verifiedStripeEvent } from "./webhook-events";

type ConnectedAccountOf = (orgId: string) => Promise<{ stripeAccountId: string }>;
type ViaStripe = <T>(request: () => Promise<T>) => Promise<T>;

// Stripe Checkout for an invoice, on the organization's connected account, and the webhook
// that reports it paid (verified with the endpoint's signing secret).
export function stripeCheckout(
  stripe: Stripe,
  webhookSecret: string | undefined,
  helpers: { accountOf: ConnectedAccountOf; viaStripe: ViaStripe },
): Pick<
  PaymentProvider,
  "createCheckoutSession" | "expireCheckoutSession" | "refundPayment" | "parseWebhookEvent"
> {
  return {
    async createCheckoutSession(input, idempotencyKey) {
      const { stripeAccountId } = await helpers.accountOf(input.orgId);
      const session = await helpers.viaStripe(() =>
        stripe.checkout.sessions.create(
          {
            mode: "payment",
            line_items: [
              {
                quantity: 1,
                price_data: {
                  currency: input.currency,
                  unit_amount: input.amountCents,
                  product_data: { name: input.description },
                },
              },
            ],
            ...(input.customerEmail ? { customer_email: input.customerEmail } : {}),
            success_url: input.successUrl,
            cancel_url: input.cancelUrl,
            metadata: input.metadata,
            // On the payment intent too, so the payment in Stripe's dashboard names its invoice.
            payment_intent_data: { metadata: input.metadata },
          },
          { idempotencyKey, stripeAccount: stripeAccountId },
        ),
      );
      return { id: session.id, url: session.url ?? "" };
    },
    async expireCheckoutSession(orgId, sessionId) {
      const { stripeAccountId } = await helpers.accountOf(orgId);
      await helpers.viaStripe(() =>
        stripe.checkout.sessions.expire(sessionId, {}, { stripeAccount: stripeAccountId }),
      );
    },
    async refundPayment(orgId, paymentIntentId, idempotencyKey) {
      const { stripeAccountId } = await helpers.accountOf(orgId);
      const refund = await helpers.viaStripe(() =>
        stripe.refunds.create(
          { payment_intent: paymentIntentId },
          { idempotencyKey, stripeAccount: stripeAccountId },
        ),
      );
      return { id: refund.id };
    },
    async parseWebhookEvent(rawBody, signature) {
      const event = verifiedStripeEvent(rawBody, signature, webhookSecret);
      return readWebhookEvent(event, (session, verified) =>
        receiptUrl(stripe, session, verified.account, helpers.viaStripe),
      );
    },
  };
}

// The receipt lives on the payment's charge, not the session: one read on the connected
// account the event came from.
async function receiptUrl(
  stripe: Stripe,
  session: Stripe.Checkout.Session,
  stripeAccount: string | undefined,
  viaStripe: ViaStripe,
): Promise<string | null> {
  const paymentIntentId =
    typeof session.payment_intent === "string"
      ? session.payment_intent
      : session.payment_intent?.id;
  if (!paymentIntentId) return null;
  const paymentIntent = await viaStripe(() =>
    stripe.paymentIntents.retrieve(
      paymentIntentId,
      { expand: ["latest_charge"] },
      stripeAccount ? { stripeAccount } : {},
    ),
  );
  const charge = paymentIntent.latest_charge;
  return charge && typeof charge === "object" ? (charge.receipt_url ?? null) : null;
}

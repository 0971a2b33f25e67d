import type Stripe from "stripe";
import { type Db, withTenant } from "../../db/database";
import {
  PAYMENT_ERROR_CODES,
  type PaymentProvider,
  PaymentProviderError,
} from "./payment-provider";
import {
  completeCheckoutSession,
  expireCheckoutSession,
  findCheckoutSession,
  insertCheckoutSession,
} from "./simulator-checkout.repo";
import type { Idempotent } from "./simulator-idempotency";
import { refundOnce } from "./simulator-refunds.repo";
import { readWebhookEvent, signWebhookPayload, verifiedStripeEvent } from "./webhook-events";

export type SimulatorCheckoutOptions = { publicUrl: string; webhookSecret: string };

type StripeLikeId = (prefix: "cs" | "pi" | "evt" | "re", length: number) => string;

// The simulator's test pay page: /pay/sim/<orgId>/<sessionId>, served by our own server.
export const simulatedPayPagePath = (orgId: string, sessionId: string) =>
  `/pay/sim/${encodeURIComponent(orgId)}/${encodeURIComponent(sessionId)}`;

// Stripe Checkout without Stripe: sessions in our database, a pay page of our own, and a
// webhook delivery shaped and signed like Stripe's checkout.session.completed.
export function simulatorCheckout(
  db: Db,
  options: SimulatorCheckoutOptions,
  helpers: { idempotent: Idempotent; stripeLikeId: StripeLikeId },
): Pick<
  PaymentProvider,
  | "createCheckoutSession"
  | "expireCheckoutSession"
  | "refundPayment"
  | "parseWebhookEvent"
  | "simulatedCheckout"
> {
  const payPageUrl = (orgId: string, sessionId: string) =>
    `${options.publicUrl}${simulatedPayPagePath(orgId, sessionId)}`;
  return {
    createCheckoutSession: (input, idempotencyKey) =>
      withTenant(db, input.orgId, (trx) => {
        const { orgId: _orgId, ...params } = input;
        return helpers.idempotent(
          trx,
          input.orgId,
          idempotencyKey,
          "checkout.sessions.create",
          params,
          async () => {
            const id = helpers.stripeLikeId("cs", 24);
            await insertCheckoutSession(trx, input.orgId, {
              id,
              amountTotal: input.amountCents,
              currency: input.currency,
              description: input.description,
              customerEmail: input.customerEmail,
              metadata: input.metadata,
              successUrl: input.successUrl,
            });
            return { id, url: payPageUrl(input.orgId, id) };
          },
        );
      }),
    expireCheckoutSession: (orgId, sessionId) =>
      withTenant(db, orgId, async (trx) => {
        if (await expireCheckoutSession(trx, orgId, sessionId)) return;
        const session = await findCheckoutSession(trx, orgId, sessionId);
        throw session
          ? notOpen(sessionId, session.status)
          : missing(`No such checkout session: '${sessionId}'`);
      }),
    refundPayment: (orgId, paymentIntentId, idempotencyKey) =>
      withTenant(db, orgId, (trx) =>
        helpers.idempotent(
          trx,
          orgId,
          idempotencyKey,
          "refunds.create",
          { paymentIntentId },
          async () => {
            const refundId = helpers.stripeLikeId("re", 24);
            const kept =
              (await refundOnce(trx, orgId, "sim_checkout_sessions", paymentIntentId, refundId)) ??
              (await refundOnce(trx, orgId, "sim_terminal_payments", paymentIntentId, refundId));
            if (!kept) throw missing(`No such payment_intent: '${paymentIntentId}'`);
            return { id: kept };
          },
        ),
      ),
    parseWebhookEvent: async (rawBody, signature) =>
      readWebhookEvent(
        verifiedStripeEvent(rawBody, signature, options.webhookSecret),
        async (session) => payPageUrl(session.metadata?.orgId ?? "", session.id),
      ),
    simulatedCheckout: {
      findSession: (orgId, sessionId) =>
        withTenant(db, orgId, async (trx) => {
          const session = await findCheckoutSession(trx, orgId, sessionId);
          if (!session) return null;
          return {
            id: session.id,
            orgId,
            amountTotal: session.amount_total,
            currency: session.currency,
            description: session.description,
            isPaid: session.status === "complete",
            isExpired: session.status === "expired",
            successUrl: session.success_url,
          };
        }),
      pay: (orgId, sessionId) =>
        withTenant(db, orgId, async (trx) => {
          const paymentIntentId = helpers.stripeLikeId("pi", 24);
          const session = await completeCheckoutSession(trx, orgId, sessionId, paymentIntentId);
          if (!session) throw missing(`No such checkout session: '${sessionId}'`);
          if (session.status !== "complete") throw notOpen(sessionId, session.status);
          const rawBody = JSON.stringify(completedEvent(session));
          return { rawBody, signature: signWebhookPayload(rawBody, options.webhookSecret) };
        }),
    },
  };
}

const missing = (message: string) =>
  new PaymentProviderError(PAYMENT_ERROR_CODES.resourceMissing, message, "invalid_request_error");

// Stripe's refusal of an expiry or a payment of a session that is no longer open.
const notOpen = (sessionId: string, status: string) =>
  new PaymentProviderError(
    PAYMENT_ERROR_CODES.requestRejected,
    `Only Checkout Sessions with a status of open can be expired or paid ('${sessionId}' is ${status}).`,
    "invalid_request_error",
  );

type CompletedSession = NonNullable<Awaited<ReturnType<typeof findCheckoutSession>>>;

// Stripe's checkout.session.completed, with the fields our reader uses. The event id is the
// session's: paying the same session twice delivers the same event, de-duplicated downstream.
function completedEvent(session: CompletedSession): Pick<
  Stripe.Event,
  "id" | "object" | "type" | "created"
> & {
  data: { object: Partial<Stripe.Checkout.Session> };
} {
  return {
    id: `evt_${session.id.replace(/^cs_/, "")}`,
    object: "event",
    type: "checkout.session.completed",
    created: Math.floor(Date.now() / 1000),
    data: {
      object: {
        id: session.id,
        object: "checkout.session",
        status: "complete",
        payment_status: "paid",
        amount_total: session.amount_total,
        currency: session.currency,
        metadata: session.metadata,
        payment_intent: session.payment_intent_id,
      },
    },
  };
}

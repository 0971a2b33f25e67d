import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { simulatedPayPagePath } from "../../../adapters/payments/simulator-checkout";
import { openPayLink, receivePaymentWebhook } from "./invoice-payments.service";
import {
  renderPaidPage,
  renderPayLinkNotFoundPage,
  renderPaymentProcessingPage,
  renderSimulatedCheckoutPage,
} from "./pay-pages";

// The pages allow their own inline style and a form posting back to us; nothing else.
const PAGE_SECURITY_POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; base-uri 'none'";

const sendPage = (reply: FastifyReply, status: number, html: string) =>
  reply
    .status(status)
    .header("content-type", "text/html; charset=utf-8")
    .header("cache-control", "no-store")
    .header("content-security-policy", PAGE_SECURITY_POLICY)
    .header("referrer-policy", "no-referrer")
    .header("x-content-type-options", "nosniff")
    .send(html);

const ZPayLinkParams = z.object({
  orgId: z.string().max(100),
  invoiceId: z.string().max(100),
  signature: z.string().max(100),
});
const ZSessionParams = z.object({ orgId: z.string().max(100), sessionId: z.string().max(100) });

// Public: the customer's pay link and, in simulator mode, its test pay page. No session.
export const invoicePayRoutes: FastifyPluginAsyncZod = async (app) => {
  // The Pay button is a plain HTML form: its (empty) urlencoded body carries nothing we read.
  app.addContentTypeParser(
    "application/x-www-form-urlencoded",
    { parseAs: "string" },
    (_request, _body, done) => done(null, {}),
  );
  app.get(
    "/pay/:orgId/:invoiceId/:signature",
    {
      schema: {
        hide: true,
        params: ZPayLinkParams,
        querystring: z.object({ paid: z.string().optional() }),
      },
    },
    async (request, reply) => {
      const target = await openPayLink(app.deps, request.params);
      if (target.kind === "missing") return sendPage(reply, 404, renderPayLinkNotFoundPage());
      if (target.kind === "paid") return sendPage(reply, 200, renderPaidPage(target));
      // Back from paying, before the webhook: no second checkout for the same invoice.
      if (request.query.paid) return sendPage(reply, 200, renderPaymentProcessingPage());
      return reply.redirect(target.url, 303);
    },
  );

  app.get(
    "/pay/sim/:orgId/:sessionId",
    { schema: { hide: true, params: ZSessionParams } },
    async (request, reply) => {
      const { orgId, sessionId } = request.params;
      const session = await app.deps.payments.simulatedCheckout?.findSession(orgId, sessionId);
      if (!session) return sendPage(reply, 404, renderPayLinkNotFoundPage());
      return sendPage(
        reply,
        200,
        renderSimulatedCheckoutPage(session, simulatedPayPagePath(orgId, sessionId)),
      );
    },
  );

  // The Pay button: the simulator completes the session and its webhook delivery goes through
  // the same handler as Stripe's, signature check included.
  app.post(
    "/pay/sim/:orgId/:sessionId",
    { schema: { hide: true, params: ZSessionParams } },
    async (request, reply) => {
      const { orgId, sessionId } = request.params;
      const checkout = app.deps.payments.simulatedCheckout;
      const session = await checkout?.findSession(orgId, sessionId);
      if (!checkout || !session) return sendPage(reply, 404, renderPayLinkNotFoundPage());
      if (session.isExpired) {
        return sendPage(reply, 410, renderSimulatedCheckoutPage(session, request.url));
      }
      const delivery = await checkout.pay(orgId, sessionId);
      await receivePaymentWebhook(app.deps, delivery.rawBody, delivery.signature);
      return reply.redirect(session.successUrl, 303);
    },
  );
};

// The provider's webhook endpoint. Stripe signs the exact bytes it sent, so this scope reads
// JSON bodies as text and leaves parsing to the verifier.
export const paymentWebhookRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addContentTypeParser("application/json", { parseAs: "string" }, (_request, body, done) =>
    done(null, body),
  );
  app.post("/webhooks/payments", { schema: { hide: true } }, async (request, reply) => {
    const signature = request.headers["stripe-signature"];
    await receivePaymentWebhook(
      app.deps,
      typeof request.body === "string" ? request.body : "",
      typeof signature === "string" ? signature : undefined,
    );
    return reply.status(200).send({ received: true });
  });
};

import { describe, expect, it } from "vitest";
import {
  FAKE_STRIPE_WEBHOOK_SECRET,
  startStripeAgainstFake,
} from "../../../test/support/stripe-against-fake";
import {
  doublePaymentRefundIdempotencyKey,
  invoiceCheckoutIdempotencyKey,
  PAYMENT_ERROR_CODES,
} from "./payment-provider";
import { signWebhookPayload } from "./webhook-events";

const HARBOR_ACCOUNT = "acct_1HarborCheckout";

const { fake, stripe, connectOrganization } = await startStripeAgainstFake();
const harbor = await connectOrganization(HARBOR_ACCOUNT);

const checkoutFor = (invoiceId: string, amountCents = 8_444) => ({
  orgId: harbor,
  amountCents,
  currency: "usd",
  description: "Invoice from Harbor Yoga",
  customerEmail: "mia@harbor.example",
  successUrl: "https://studio.example/pay/x?paid=1",
  cancelUrl: "https://studio.example/pay/x",
  metadata: { orgId: harbor, invoiceId },
});

// The invoice's session, paid on the fake: the delivery Stripe would post.
async function paidCheckout(invoiceId: string) {
  const key = invoiceCheckoutIdempotencyKey(harbor, invoiceId, 8_444);
  const session = await stripe.createCheckoutSession(checkoutFor(invoiceId), key);
  const delivery = fake.completeCheckoutSession(
    HARBOR_ACCOUNT,
    session.id,
    FAKE_STRIPE_WEBHOOK_SECRET,
  );
  return { session, delivery };
}

describe("stripe checkout for an invoice", () => {
  it("creates the session on the connected account with the invoice's key", async () => {
    const key = invoiceCheckoutIdempotencyKey(harbor, "invoice-1", 8_444);
    const session = await stripe.createCheckoutSession(checkoutFor("invoice-1"), key);
    expect(session.url).toMatch(/^https:\/\/checkout\.stripe\.com\//);
    expect(fake.requests.at(-1)).toMatchObject({
      method: "POST",
      path: "/v1/checkout/sessions",
      stripeAccount: HARBOR_ACCOUNT,
      idempotencyKey: key,
      params: { mode: "payment", metadata: { orgId: harbor, invoiceId: "invoice-1" } },
    });
  });

  it("replays the first session for a retried request with the same key", async () => {
    const key = invoiceCheckoutIdempotencyKey(harbor, "invoice-2", 8_444);
    const first = await stripe.createCheckoutSession(checkoutFor("invoice-2"), key);
    const retried = await stripe.createCheckoutSession(checkoutFor("invoice-2"), key);
    expect(retried.id).toBe(first.id);
    expect(fake.requests.at(-1)?.isReplayed).toBe(true);
  });

  it("refuses the same key with another amount as Stripe does", async () => {
    const key = invoiceCheckoutIdempotencyKey(harbor, "invoice-3", 8_444);
    await stripe.createCheckoutSession(checkoutFor("invoice-3"), key);
    await expect(
      stripe.createCheckoutSession(checkoutFor("invoice-3", 9_000), key),
    ).rejects.toMatchObject({ code: PAYMENT_ERROR_CODES.idempotencyConflict, status: 409 });
  });
});

describe("a second payment of an invoice paid another way", () => {
  it("expires the open session on the connected account; a paid one is refused", async () => {
    const key = invoiceCheckoutIdempotencyKey(harbor, "invoice-6", 8_444);
    const session = await stripe.createCheckoutSession(checkoutFor("invoice-6"), key);
    await stripe.expireCheckoutSession(harbor, session.id);
    expect(fake.requests.at(-1)).toMatchObject({
      method: "POST",
      path: `/v1/checkout/sessions/${session.id}/expire`,
      stripeAccount: HARBOR_ACCOUNT,
    });
    await expect(stripe.expireCheckoutSession(harbor, session.id)).rejects.toMatchObject({
      status: 400,
    });
  });

  it("refunds a completed payment once, a retried request answering the first refund", async () => {
    const { delivery } = await paidCheckout("invoice-7");
    const event = await stripe.parseWebhookEvent(delivery.rawBody, delivery.signature);
    const paymentIntentId = event.checkoutPaid?.paymentIntentId ?? "";
    const refundKey = doublePaymentRefundIdempotencyKey(harbor, paymentIntentId);
    const first = await stripe.refundPayment(harbor, paymentIntentId, refundKey);
    expect(fake.requests.at(-1)).toMatchObject({
      path: "/v1/refunds",
      stripeAccount: HARBOR_ACCOUNT,
      idempotencyKey: refundKey,
      params: { payment_intent: paymentIntentId },
    });
    const retried = await stripe.refundPayment(harbor, paymentIntentId, refundKey);
    expect(retried.id).toBe(first.id);
    expect(fake.requests.at(-1)?.isReplayed).toBe(true);
  });
});

describe("stripe webhook", () => {
  it("verifies the signature and reads the paid invoice with its receipt", async () => {
    const { session, delivery } = await paidCheckout("invoice-4");
    const event = await stripe.parseWebhookEvent(delivery.rawBody, delivery.signature);
    expect(event.checkoutPaid).toMatchObject({
      orgId: harbor,
      invoiceId: "invoice-4",
      sessionId: session.id,
      amountTotal: 8_444,
      receiptUrl: expect.stringMatching(/^https:\/\/pay\.stripe\.com\/receipts\//),
    });
    expect(fake.requests.at(-1)).toMatchObject({
      method: "GET",
      stripeAccount: HARBOR_ACCOUNT,
    });
  });

  it.each([
    ["signed with another secret", (body: string) => signWebhookPayload(body, "whsec_other")],
    ["unsigned", () => undefined],
    ["with a changed body", () => "t=1,v1=deadbeef"],
  ])("refuses a delivery %s with 400", async (_case, sign) => {
    const { delivery } = await paidCheckout("invoice-5");
    await expect(
      stripe.parseWebhookEvent(delivery.rawBody, sign(delivery.rawBody)),
    ).rejects.toMatchObject({ code: PAYMENT_ERROR_CODES.webhookSignatureInvalid, status: 400 });
  });
});

import { describe, expect, it } from "vitest";
import { startStripeAgainstFake } from "../../../test/support/stripe-against-fake";
import {
  PAYMENT_ERROR_CODES,
  terminalCaptureIdempotencyKey,
  terminalPaymentIdempotencyKey,
} from "./payment-provider";

const HARBOR_ACCOUNT = "acct_1HarborTerminal";
const LIVE_ACCOUNT = "acct_1LiveTerminal";

const { fake, stripe, connectOrganization } = await startStripeAgainstFake();
const harbor = await connectOrganization(HARBOR_ACCOUNT);
const live = await connectOrganization(LIVE_ACCOUNT, { isTestMode: false });
const readerId = fake.addReader(HARBOR_ACCOUNT, { label: "Front Desk" });
let checkoutNumber = 0;

async function paymentOnReader(amountCents = 3_689) {
  checkoutNumber += 1;
  const checkoutId = `checkout-${checkoutNumber}`;
  const payment = await stripe.terminal.createPayment(
    {
      orgId: harbor,
      amountCents,
      currency: "usd",
      description: "Evening Flow",
      receiptEmail: "mia@harbor.example",
      metadata: { orgId: harbor, checkoutId },
    },
    terminalPaymentIdempotencyKey(harbor, checkoutId),
  );
  await stripe.terminal.setReaderDisplay(harbor, readerId, {
    currency: "usd",
    lineItems: [{ description: "Evening Flow", amountCents: 3_500, quantity: 1 }],
    taxCents: 0,
    totalCents: amountCents,
  });
  await stripe.terminal.processPayment(harbor, readerId, payment.id);
  return { checkoutId, payment };
}

describe("Stripe Terminal, server-driven (against the fake)", () => {
  it("creates one card_present intent with manual capture per checkout key", async () => {
    const input = {
      orgId: harbor,
      amountCents: 2_000,
      currency: "usd" as const,
      description: "Tee",
      receiptEmail: null,
      metadata: { orgId: harbor, checkoutId: "same" },
    };
    const key = terminalPaymentIdempotencyKey(harbor, "same");
    const first = await stripe.terminal.createPayment(input, key);
    const again = await stripe.terminal.createPayment(input, key);
    expect(again.id).toBe(first.id);
    expect(first).toMatchObject({ status: "requires_payment_method", amountCents: 2_000 });
    const created = fake.requests.filter(
      (request) => request.path === "/v1/payment_intents" && request.idempotencyKey === key,
    );
    expect(created.map((request) => [request.stripeAccount, request.isReplayed])).toEqual([
      [HARBOR_ACCOUNT, false],
      [HARBOR_ACCOUNT, true],
    ]);
    expect(created[0]?.params).toMatchObject({
      capture_method: "manual",
      allowed_payment_method_types: { "0": "card_present" },
    });
  });

  it("collects a test card on the reader, then captures once with a receipt url", async () => {
    const { checkoutId, payment } = await paymentOnReader();
    await stripe.terminal.presentTestCard(harbor, readerId, "success");
    expect((await stripe.terminal.retrievePayment(harbor, payment.id)).status).toBe(
      "requires_capture",
    );
    const key = terminalCaptureIdempotencyKey(harbor, checkoutId);
    const captured = await stripe.terminal.capturePayment(harbor, payment.id, key);
    const retried = await stripe.terminal.capturePayment(harbor, payment.id, key);
    expect(captured).toMatchObject({ status: "succeeded", amountCents: 3_689 });
    expect(captured.receiptUrl).toMatch(/^https:\/\/pay\.stripe\.com\/receipts\//);
    expect(retried.chargeId).toBe(captured.chargeId);
    expect(
      fake.charges(HARBOR_ACCOUNT).filter((charge) => charge.id === captured.chargeId),
    ).toHaveLength(1);
  });

  it.each([
    ["generic_decline", "Your card was declined."],
    ["insufficient_funds", "Your card has insufficient funds."],
  ] as const)("reports a %s as the intent's last error", async (outcome, message) => {
    const { payment } = await paymentOnReader();
    await stripe.terminal.presentTestCard(harbor, readerId, outcome);
    expect(await stripe.terminal.retrievePayment(harbor, payment.id)).toMatchObject({
      status: "requires_payment_method",
      lastError: message,
    });
  });

  it("cancels the reader action and voids the intent", async () => {
    const { payment } = await paymentOnReader();
    await stripe.terminal.cancelReaderAction(harbor, readerId);
    expect((await stripe.terminal.cancelPayment(harbor, payment.id)).status).toBe("canceled");
  });

  it("answers an offline reader with the reader_offline code", async () => {
    const offline = fake.addReader(HARBOR_ACCOUNT, { label: "Back Office", status: "offline" });
    await expect(
      stripe.terminal.processPayment(harbor, offline, "pi_anything"),
    ).rejects.toMatchObject({ code: PAYMENT_ERROR_CODES.readerOffline });
  });

  it("refuses a test card on a live organization", async () => {
    await expect(stripe.terminal.presentTestCard(live, readerId, "success")).rejects.toMatchObject({
      code: PAYMENT_ERROR_CODES.testModeOnly,
    });
  });
});

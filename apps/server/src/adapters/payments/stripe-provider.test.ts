import { describe, expect, it } from "vitest";
import { expectIdempotencyConflict, refusal } from "../../../test/support/payment-refusal";
import {
  attemptLookup,
  expectFoundOnlyByItsAttempt,
  itFindsADeclineThenTheAttemptsLaterSuccess,
} from "../../../test/support/saved-card-lookup";
import { startStripeAgainstFake } from "../../../test/support/stripe-against-fake";
import { createOrganization } from "../../features/organizations/organizations.service";
import { customerIdempotencyKey, PAYMENT_ERROR_CODES } from "./payment-provider";
import { createStripeProvider } from "./stripe-provider";

const HARBOR_ACCOUNT = "acct_1HarborTest";
const LIVE_ACCOUNT = "acct_1SummitLive";

const { fake, db, stripe, connectOrganization } = await startStripeAgainstFake();
const harbor = await connectOrganization(HARBOR_ACCOUNT);
const summit = await connectOrganization(LIVE_ACCOUNT, { isTestMode: false });
const unconnected = await createOrganization(db, {
  name: "Northside",
  timezone: "America/Chicago",
});

const newMember = (uid: string, email = `${uid}@harbor.example`) => ({
  orgId: harbor,
  email,
  name: "Ada Member",
  metadata: { uid },
});

describe("stripe payment provider", () => {
  it("creates the customer on the organization's connected account with the caller's key", async () => {
    const key = customerIdempotencyKey(harbor, "user-1");
    const { id } = await stripe.createCustomer(newMember("user-1"), key);

    expect(id).toMatch(/^cus_/);
    const request = fake.requests.at(-1);
    expect(request).toMatchObject({
      method: "POST",
      path: "/v1/customers",
      stripeAccount: HARBOR_ACCOUNT,
      idempotencyKey: key,
      params: { email: "user-1@harbor.example", name: "Ada Member", metadata: { uid: "user-1" } },
    });
    expect(fake.customers(HARBOR_ACCOUNT).map((customer) => customer.id)).toContain(id);
    expect(fake.customers("platform")).toEqual([]);
  });

  it("replays the same key and parameters to the same customer, creating no second one", async () => {
    const key = customerIdempotencyKey(harbor, "user-2");
    const first = await stripe.createCustomer(newMember("user-2"), key);
    const before = fake.customers(HARBOR_ACCOUNT).length;

    const second = await stripe.createCustomer(newMember("user-2"), key);

    expect(second.id).toBe(first.id);
    expect(fake.customers(HARBOR_ACCOUNT).length).toBe(before);
    expect(fake.requests.at(-1)?.isReplayed).toBe(true);
  });

  it("refuses different parameters under a used key with Stripe's idempotency error", async () => {
    const key = customerIdempotencyKey(harbor, "user-3");
    await stripe.createCustomer(newMember("user-3"), key);

    const error = await refusal(
      stripe.createCustomer(newMember("user-3", "someone-else@harbor.example"), key),
    );

    expectIdempotencyConflict(error);
    expect(error.message).toContain("same parameters");
  });

  it("reads the customer back, and null for one the account does not have", async () => {
    const { id } = await stripe.createCustomer(newMember("user-4"), "key-user-4");

    expect(await stripe.getCustomer(harbor, id)).toEqual({
      id,
      email: "user-4@harbor.example",
      name: "Ada Member",
    });
    expect(await stripe.getCustomer(harbor, "cus_missing")).toBeNull();
    expect(fake.requests.at(-1)?.stripeAccount).toBe(HARBOR_ACCOUNT);
  });

  it("reads the default card: the invoice default first, else the newest card", async () => {
    const { id } = await stripe.createCustomer(newMember("user-5"), "key-user-5");
    expect(await stripe.getDefaultCard(harbor, id)).toBeNull();

    const visa = await stripe.attachTestCard(harbor, id, { brand: "visa", last4: "4242" });
    await stripe.attachTestCard(harbor, id, { brand: "mastercard", last4: "4444" });
    expect(await stripe.getDefaultCard(harbor, id)).toEqual({
      brand: "mastercard",
      last4: "4444",
    });

    fake.setDefaultPaymentMethod(HARBOR_ACCOUNT, id, visa.id);
    expect(await stripe.getDefaultCard(harbor, id)).toEqual({ brand: "visa", last4: "4242" });
  });

  it("attaches a test card once per key, on the connected account", async () => {
    const { id } = await stripe.createCustomer(newMember("user-6"), "key-user-6");

    const first = await stripe.attachTestCard(harbor, id, { brand: "amex", last4: "8431" });
    const again = await stripe.attachTestCard(harbor, id, { brand: "amex", last4: "8431" });

    expect(again.id).toBe(first.id);
    expect(fake.requests.at(-1)).toMatchObject({
      path: "/v1/payment_methods/pm_card_amex/attach",
      stripeAccount: HARBOR_ACCOUNT,
      isReplayed: true,
    });
  });

  it("refuses a test card for an organization in live mode", async () => {
    const error = await refusal(
      stripe.attachTestCard(summit, "cus_any", { brand: "visa", last4: "4242" }),
    );
    expect(error).toMatchObject({ code: PAYMENT_ERROR_CODES.testModeOnly, status: 409 });
  });

  it("lists the connected account's terminal readers in the spec's shape", async () => {
    const readerId = fake.addReader(HARBOR_ACCOUNT, { label: "Front Desk" });
    fake.addReader(LIVE_ACCOUNT, { label: "Summit Lobby" });

    expect(await stripe.listReaders(harbor)).toEqual([
      { id: readerId, label: "Front Desk", status: "online", device_type: "bbpos_wisepos_e" },
    ]);
    expect(fake.requests.at(-1)).toMatchObject({
      method: "GET",
      path: "/v1/terminal/readers",
      stripeAccount: HARBOR_ACCOUNT,
    });
  });

  it("refuses to call Stripe for an organization without a connected account", async () => {
    const calls = fake.requests.length;

    const error = await refusal(stripe.listReaders(unconnected));

    expect(error).toMatchObject({ code: PAYMENT_ERROR_CODES.accountNotConnected, status: 409 });
    expect(fake.requests.length).toBe(calls);
  });

  it("turns a rejected key into a neutral provider error", async () => {
    const wrongKey = createStripeProvider({
      secretKey: "sk_test_wrong",
      db,
      connection: fake.connection,
    });

    const error = await refusal(wrongKey.getCustomer(harbor, "cus_any"));

    expect(error).toMatchObject({ code: PAYMENT_ERROR_CODES.unavailable, status: 502 });
  });

  describe("charging a saved card off-session", () => {
    const charge = (customerId: string) => ({
      orgId: harbor,
      customerId,
      amountCents: 2500,
      currency: "usd" as const,
      description: "Unlimited Monthly",
      metadata: { subscriptionId: "sub-1" },
    });
    const customerWithCard = async (uid: string, card = { brand: "visa", last4: "4242" }) => {
      const { id } = await stripe.createCustomer(newMember(uid), `key-${uid}`);
      await stripe.attachTestCard(harbor, id, card);
      return id;
    };
    const chargesOf = (customerId: string) =>
      fake.charges(HARBOR_ACCOUNT).filter((charge) => charge.customer === customerId);

    it("confirms an off-session PaymentIntent on the connected account with the caller's key", async () => {
      const customerId = await customerWithCard("charge-1");

      const result = await stripe.chargeSavedCard(charge(customerId), "charge-key-1");

      expect(result).toEqual({
        status: "succeeded",
        chargeId: expect.stringMatching(/^ch_/),
        receiptUrl: expect.stringMatching(/^https:\/\/pay\.stripe\.com\/receipts\//),
      });
      expect(fake.requests.at(-1)).toMatchObject({
        method: "POST",
        path: "/v1/payment_intents",
        stripeAccount: HARBOR_ACCOUNT,
        idempotencyKey: "charge-key-1",
        params: { amount: "2500", currency: "usd", off_session: "true", confirm: "true" },
      });
    });

    it("charges once for the same key twice: the retry is Stripe's replay", async () => {
      const customerId = await customerWithCard("charge-2");

      const first = await stripe.chargeSavedCard(charge(customerId), "charge-key-2");
      const again = await stripe.chargeSavedCard(charge(customerId), "charge-key-2");

      expect(again).toEqual(first);
      expect(chargesOf(customerId)).toHaveLength(1);
      expect(fake.requests.at(-1)?.isReplayed).toBe(true);
    });

    it("answers a declined card as a failed charge with Stripe's reason and decline code", async () => {
      const customerId = await customerWithCard("charge-3", { brand: "visa", last4: "9995" });

      const result = await stripe.chargeSavedCard(charge(customerId), "charge-key-3");
      const retried = await stripe.chargeSavedCard(charge(customerId), "charge-key-3");

      expect(result).toEqual({
        status: "failed",
        reason: "Your card has insufficient funds.",
        declineCode: "insufficient_funds",
      });
      expect(retried).toEqual(result);
      expect(chargesOf(customerId)).toHaveLength(1);
    });

    it("refunds a saved-card charge by its charge id on the connected account, once per key", async () => {
      const customerId = await customerWithCard("charge-5");
      const paid = await stripe.chargeSavedCard(charge(customerId), "charge-key-5");
      const chargeId = paid.status === "succeeded" ? paid.chargeId : "";

      const first = await stripe.refundCharge(harbor, chargeId, "refund-key-5");
      expect(fake.requests.at(-1)).toMatchObject({
        method: "POST",
        path: "/v1/refunds",
        stripeAccount: HARBOR_ACCOUNT,
        idempotencyKey: "refund-key-5",
        params: { charge: chargeId },
      });
      const retried = await stripe.refundCharge(harbor, chargeId, "refund-key-5");

      expect(first.id).toMatch(/^re_/);
      expect(retried).toEqual(first);
      expect(fake.requests.at(-1)?.isReplayed).toBe(true);
      expect(chargesOf(customerId)).toEqual([expect.objectContaining({ refunded: true })]);
    });

    // Stripe has no lookup by idempotency key: a caller that crashed after the charge finds it
    // by the identity it put in the intent's metadata, listing the customer's intents since a time.
    it("finds the succeeded charge made under metadata values through paymentIntents.list, every page", async () => {
      const customerId = await customerWithCard("charge-6");
      const since = new Date(Date.now() - 60_000);
      const tagged = (value: string) => ({
        ...charge(customerId),
        metadata: { subscriptionId: "sub-1", attempt: value },
      });
      const paid = await stripe.chargeSavedCard(tagged("wanted"), "charge-key-6");
      const chargeId = paid.status === "succeeded" ? paid.chargeId : "";
      // More than one page of the customer's newer charges (a page is 100).
      for (let index = 0; index < 101; index++) {
        await stripe.chargeSavedCard(tagged(`other-${index}`), `charge-key-6-${index}`);
      }
      const query = attemptLookup(customerId, since);

      const found = await stripe.findSavedCardCharge(harbor, query("wanted"));

      expect(found).toEqual({
        status: "succeeded",
        chargeId,
        receiptUrl: expect.stringMatching(/^https:\/\/pay\.stripe\.com\/receipts\//),
        isRefunded: false,
      });
      expect(fake.requests.at(-1)).toMatchObject({
        method: "GET",
        path: "/v1/payment_intents",
        stripeAccount: HARBOR_ACCOUNT,
        params: {
          customer: customerId,
          created: { gte: String(Math.floor(since.getTime() / 1000)) },
          starting_after: expect.stringMatching(/^pi_/),
        },
      });
      await expectFoundOnlyByItsAttempt(stripe, harbor, chargeId, query);
    });

    itFindsADeclineThenTheAttemptsLaterSuccess(() => ({
      provider: stripe,
      orgId: harbor,
      customerWithCard,
      charge,
      decliningCard: { brand: "visa", last4: "0002" },
      decline: { reason: "Your card was declined.", declineCode: "generic_decline" },
    }));

    it("lists every succeeded charge made under the metadata values through paymentIntents.list, oldest first, with its intent and its refund", async () => {
      const customerId = await customerWithCard("charge-8");
      const tagged = (invoiceId: string) => ({
        ...charge(customerId),
        metadata: { orgId: harbor, invoiceId },
      });
      const first = await stripe.chargeSavedCard(tagged("inv-1"), "charge-key-8");
      const second = await stripe.chargeSavedCard(tagged("inv-1"), "charge-key-8b");
      await stripe.chargeSavedCard(tagged("inv-2"), "charge-key-8c");
      const ids = [first, second].map((paid) => (paid.status === "succeeded" ? paid.chargeId : ""));
      const refund = await stripe.refundCharge(harbor, ids[1] ?? "", "refund-key-8");

      const listed = await stripe.listSavedCardCharges(harbor, {
        customerId,
        createdSince: new Date(Date.now() - 60_000),
        metadata: { orgId: harbor, invoiceId: "inv-1" },
      });

      expect(listed).toEqual([
        expect.objectContaining({
          chargeId: ids[0],
          isRefunded: false,
          paymentIntentId: expect.stringMatching(/^pi_/),
          refundId: null,
        }),
        expect.objectContaining({ chargeId: ids[1], isRefunded: true, refundId: refund.id }),
      ]);
      expect(fake.requests.at(-1)).toMatchObject({
        method: "GET",
        path: "/v1/payment_intents",
        stripeAccount: HARBOR_ACCOUNT,
        params: { customer: customerId },
      });
    });

    it("fails a customer without a card without calling PaymentIntents", async () => {
      const { id } = await stripe.createCustomer(newMember("charge-4"), "key-charge-4");
      const calls = fake.requests.length;

      const result = await stripe.chargeSavedCard(charge(id), "charge-key-4");

      expect(result).toMatchObject({ status: "failed", reason: "The customer has no saved card." });
      expect(fake.requests.slice(calls).map((request) => request.path)).not.toContain(
        "/v1/payment_intents",
      );
    });
  });
});

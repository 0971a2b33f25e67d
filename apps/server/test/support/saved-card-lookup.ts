import { expect, it } from "vitest";
import type {
  PaymentCard,
  PaymentProvider,
  SavedCardCharge,
  SavedCardChargeQuery,
} from "../../src/adapters/payments/payment-provider";

type LookupSetup = {
  provider: PaymentProvider;
  orgId: string;
  // A new customer of `orgId` with `card` saved: answers its id.
  customerWithCard: (uid: string, card: PaymentCard) => Promise<string>;
  // A saved-card charge of that customer, for the provider's own test amount.
  charge: (customerId: string) => SavedCardCharge;
  // A declining test card of the provider, and the decline its charge answers with.
  decliningCard: PaymentCard;
  decline: { reason: string; declineCode: string };
};

// What every payment provider's findSavedCardCharge does alike for a retried attempt, run from
// each provider's own test file (the simulator's and Stripe's through the fake). `setup` is
// read when the test runs, after the file has made its provider.
export function itFindsADeclineThenTheAttemptsLaterSuccess(setup: () => LookupSetup): void {
  it("finds a declined charge made under the metadata values as its decline, and a later success of the same attempt before it", async () => {
    const { provider, orgId, customerWithCard, charge, decliningCard, decline } = setup();
    const customerId = await customerWithCard("charge-declined-then-paid", decliningCard);
    const attempt = { ...charge(customerId), metadata: { attempt: "declined" } };
    await provider.chargeSavedCard(attempt, "charge-key-declined");
    const query = {
      customerId,
      createdSince: new Date(Date.now() - 60_000),
      metadata: { attempt: "declined" },
    };

    expect(await provider.findSavedCardCharge(orgId, query)).toEqual({
      status: "failed",
      ...decline,
    });

    await provider.attachTestCard(orgId, customerId, { brand: "visa", last4: "4242" });
    const paid = await provider.chargeSavedCard(attempt, "charge-key-declined-then-paid");
    expect(await provider.findSavedCardCharge(orgId, query)).toMatchObject({
      status: "succeeded",
      chargeId: paid.status === "succeeded" ? paid.chargeId : "",
    });
  });
}

// The lookup of `customerId`'s charges since `since` made for attempt `value` of subscription
// sub-1, as a caller that crashed after charging asks for it.
export const attemptLookup =
  (customerId: string, since: Date) =>
  (value: string, createdSince = since): SavedCardChargeQuery => ({
    customerId,
    createdSince,
    metadata: { subscriptionId: "sub-1", attempt: value },
  });

// The charge found under lookup("wanted") is found by nothing else: another attempt, another
// subscription's same attempt, or a later start; once refunded it is found refunded.
export async function expectFoundOnlyByItsAttempt(
  provider: PaymentProvider,
  orgId: string,
  chargeId: string,
  lookup: ReturnType<typeof attemptLookup>,
) {
  expect(await provider.findSavedCardCharge(orgId, lookup("missing"))).toBeNull();
  // Every pair must match.
  const otherSubscription = { subscriptionId: "sub-2", attempt: "wanted" };
  expect(
    await provider.findSavedCardCharge(orgId, { ...lookup("wanted"), metadata: otherSubscription }),
  ).toBeNull();
  const later = new Date(Date.now() + 60 * 60_000);
  expect(await provider.findSavedCardCharge(orgId, lookup("wanted", later))).toBeNull();

  await provider.refundCharge(orgId, chargeId, "refund-key-found");
  expect(await provider.findSavedCardCharge(orgId, lookup("wanted"))).toMatchObject({
    chargeId,
    isRefunded: true,
  });
}

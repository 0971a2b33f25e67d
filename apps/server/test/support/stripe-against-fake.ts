import { afterAll } from "vitest";
import type { PaymentProvider } from "../../src/adapters/payments/payment-provider";
import { createStripeProvider } from "../../src/adapters/payments/stripe-provider";
import type { Db } from "../../src/db/database";
import { createOrganization } from "../../src/features/organizations/organizations.service";
import { type FakeStripe, startFakeStripe } from "./fake-stripe";
import { openTestDatabase } from "./test-database";

export const FAKE_STRIPE_SECRET_KEY = "sk_test_studiodesk_fake";
export const FAKE_STRIPE_WEBHOOK_SECRET = "whsec_studiodesk_fake";

export type StripeAgainstFake = {
  fake: FakeStripe;
  db: Db;
  // The real Stripe adapter and client, pointed at the fake.
  stripe: PaymentProvider;
  // An organization whose payments go to the connected account `stripeAccountId` (a test-mode
  // account unless `isTestMode: false`); answers its id.
  connectOrganization: (
    stripeAccountId: string,
    options?: { isTestMode?: boolean },
  ) => Promise<string>;
};

// The Stripe adapter's tests: a fake api.stripe.com, a database of their own, and the adapter
// that signs its webhooks with FAKE_STRIPE_WEBHOOK_SECRET. Called at the top of a test file;
// the fake and the database close after the file's tests.
export async function startStripeAgainstFake(): Promise<StripeAgainstFake> {
  const fake = await startFakeStripe({ secretKey: FAKE_STRIPE_SECRET_KEY });
  const { db, drop } = await openTestDatabase();
  afterAll(async () => {
    await fake.close();
    await drop();
  });
  const stripe = createStripeProvider({
    secretKey: FAKE_STRIPE_SECRET_KEY,
    webhookSecret: FAKE_STRIPE_WEBHOOK_SECRET,
    db,
    connection: fake.connection,
  });
  return {
    fake,
    db,
    stripe,
    connectOrganization: (stripeAccountId, { isTestMode = true } = {}) =>
      createOrganization(db, {
        name: `Studio ${stripeAccountId}`,
        timezone: "America/New_York",
        paymentInformation: { stripeAccountId, isTestMode },
      }),
  };
}

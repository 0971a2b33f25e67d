import { afterAll, expect } from "vitest";
import type { PaymentProvider } from "../../src/adapters/payments/payment-provider";
import { createSimulatorProvider } from "../../src/adapters/payments/simulator-provider";
import {
  type BillingRunDeps,
  runSubscriptionBilling,
} from "../../src/features/billing/subscriptions/subscription-billing.service";
import { createTestApp } from "./test-app";

// The billing run's tests share one cycle: due at midnight Los Angeles time on 15 January, the
// run a minute later, the next cycle a month on.
export const CYCLE = new Date("2026-01-15T08:00:00.000Z");
export const RUN_AT = new Date("2026-01-15T08:01:00.000Z");
export const NEXT_CYCLE = new Date("2026-02-15T08:00:00.000Z");

// The billing run's test files start alike: a fresh app, the run's dependencies on its database
// (charging through the simulator), and organizations on the clock the run's schedule names
// (000 §4: about 12:00am PST). Called at the top of a test file; the app closes after it.
export async function billingRunTestApp() {
  const t = await createTestApp();
  afterAll(() => t.close());
  const deps: BillingRunDeps = {
    db: t.db,
    payments: createSimulatorProvider(t.db),
    logger: t.app.log,
    events: { publish: async () => {} },
  };
  const newOrganization = () => t.createOrganization({ timezone: "America/Los_Angeles" });
  return { t, deps, newOrganization };
}

// The provider charges the card, then its answer never arrives (a timeout after Stripe acted,
// or the process killed before the record: the database sees the same).
export function answersLost(provider: PaymentProvider): PaymentProvider {
  return {
    ...provider,
    chargeSavedCard: async (input, key) => {
      await provider.chargeSavedCard(input, key);
      throw new Error("socket hang up");
    },
  };
}

// The provider cannot be reached at all: nothing is charged.
export function unreachable(provider: PaymentProvider): PaymentProvider {
  return {
    ...provider,
    chargeSavedCard: async () => {
      throw new Error("connect ECONNREFUSED");
    },
  };
}

// A run at RUN_AT whose every charge call fails (answersLost, unreachable): it gives up, saying
// how many charges could not reach the provider, and leaves them due for the next run.
export async function expectRunToGiveUp(
  deps: BillingRunDeps,
  failing: (provider: PaymentProvider) => PaymentProvider,
  count: number,
) {
  await expect(
    runSubscriptionBilling({ ...deps, payments: failing(deps.payments) }, RUN_AT),
  ).rejects.toThrow(`${count} subscription charges could not reach the provider`);
}

import { afterAll, beforeAll, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/support/test-app";
import type { PaymentProvider } from "../../adapters/payments/payment-provider";
import { createSimulatorProvider } from "../../adapters/payments/simulator-provider";
import { jobHandlers } from "../../jobs/job-handlers";
import { JobRunner } from "../../jobs/job-runner";

let t: TestApp;
let isProviderDown = true;

beforeAll(async () => {
  // The simulator, but failing on demand like an unreachable Stripe.
  let simulator: PaymentProvider | undefined;
  const flaky: PaymentProvider = {
    name: "simulator",
    createCustomer: (input, key) => {
      if (isProviderDown) return Promise.reject(new Error("provider unavailable"));
      return (simulator as PaymentProvider).createCustomer(input, key);
    },
    getCustomer: (...args) => (simulator as PaymentProvider).getCustomer(...args),
    getDefaultCard: (...args) => (simulator as PaymentProvider).getDefaultCard(...args),
    attachTestCard: (...args) => (simulator as PaymentProvider).attachTestCard(...args),
    listReaders: (...args) => (simulator as PaymentProvider).listReaders(...args),
    createCheckoutSession: (...args) =>
      (simulator as PaymentProvider).createCheckoutSession(...args),
    expireCheckoutSession: (...args) =>
      (simulator as PaymentProvider).expireCheckoutSession(...args),
    refundPayment: (...args) => (simulator as PaymentProvider).refundPayment(...args),
    refundCharge: (...args) => (simulator as PaymentProvider).refundCharge(...args),
    parseWebhookEvent: (...args) => (simulator as PaymentProvider).parseWebhookEvent(...args),
    chargeSavedCard: (...args) => (simulator as PaymentProvider).chargeSavedCard(...args),
    findSavedCardCharge: (...args) => (simulator as PaymentProvider).findSavedCardCharge(...args),
    listSavedCardCharges: (...args) => (simulator as PaymentProvider).listSavedCardCharges(...args),
    get terminal() {
      return (simulator as PaymentProvider).terminal;
    },
  };
  t = await createTestApp({ payments: flaky });
  simulator = createSimulatorProvider(t.db);
});
afterAll(() => t.close());

it("creates the member even when the payment provider is down, and a job adds the customer later", async () => {
  const orgId = await t.createOrganization();
  const cookie = await t.signIn((await t.createUser(orgId)).email);
  const created = await t.request({
    method: "POST",
    url: "/api/v1/members",
    cookie,
    payload: {
      firstName: "Kenji",
      lastName: "Tanaka",
      email: "kenji@studio.example",
      password: "Zx9!abcdq",
    },
  });
  expect(created.statusCode).toBe(201);
  expect(created.json().stripeId).toBeNull();

  isProviderDown = false;
  const runner = new JobRunner({
    db: t.db,
    handlers: jobHandlers(t.app.deps),
    logger: t.app.log,
    now: () => t.clock.now,
  });
  expect(await runner.runDueJobs()).toBe(1);
  const profile = await t.request({
    method: "GET",
    url: `/api/v1/members/${created.json().id}`,
    cookie,
  });
  expect(profile.json().stripeId).toMatch(/^cus_/);
});

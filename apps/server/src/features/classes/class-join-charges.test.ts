import { sql } from "kysely";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { createClass } from "../../../test/support/classes-test-support";
import { aDayPassesAtTheProvider } from "../../../test/support/provider-day-passes";
import { TEST_NOW, testImage } from "../../../test/support/schedule-test-support";
import { createTestApp, type TestApp } from "../../../test/support/test-app";
import {
  PAYMENT_ERROR_CODES,
  PAYMENT_MESSAGES,
  PaymentProviderError,
} from "../../adapters/payments/payment-provider";
import {
  createDemoPaymentCustomer,
  SIMULATOR_TEST_CARDS,
} from "../../adapters/payments/simulator-provider";
import { withTenant } from "../../db/database";
import { jobHandlers } from "../../jobs/job-handlers";
import {
  CLASS_JOIN_RECONCILE_ALL_JOB,
  CLASS_JOIN_RECONCILE_JOB,
} from "./class-join-charges.service";

// A one-time class join charges the saved card before the transaction that enrols the member
// and records the charge. A process killed in between leaves a charge the provider made and
// Studiodesk never recorded; the attempt written before the charge and its reconciliation
// make the money move exactly once whatever the staff do next.

let t: TestApp;
let orgId: string;
let cookie: string;
let adminEmail: string;
let image: Buffer;

const ONE_TIME_PRICE = { amount: 2500, oneTimePurchase: true, subscription: null };
const MINUTE = 60_000;

beforeAll(async () => {
  t = await createTestApp();
  t.clock.now = TEST_NOW;
  orgId = await t.createOrganization({ name: "Join Charges" });
  adminEmail = (await t.createUser(orgId)).email;
  cookie = await t.signIn(adminEmail);
  image = await testImage();
});
beforeEach(async () => {
  t.clock.now = TEST_NOW;
  cookie = await t.signIn(adminEmail);
});
afterAll(() => t.close());

const later = (minutes: number) => new Date(TEST_NOW.getTime() + minutes * MINUTE);

// The provider cannot be reached (a timeout, an outage).
const providerUnavailable = () =>
  new PaymentProviderError(PAYMENT_ERROR_CODES.unavailable, PAYMENT_MESSAGES.unavailable);

// The provider's next refund fails: the charge stays unrefunded until a reconciliation.
function refundFailsOnce() {
  const providerRefund = vi.spyOn(t.app.deps.payments, "refundCharge");
  providerRefund.mockRejectedValueOnce(providerUnavailable());
  return providerRefund;
}

// A paid class and a member with a saved card who asked to join it.
async function pendingRequest(created?: { classId: string }) {
  const { classId } = created ?? (await createClass(t, cookie, image, { price: ONE_TIME_PRICE }));
  const user = await t.createUser(orgId, { admin: false });
  const { customerId } = await createDemoPaymentCustomer(
    t.app.deps.payments,
    { orgId, userId: user.id, email: user.email, name: "Test User" },
    SIMULATOR_TEST_CARDS.visa,
  );
  await withTenant(t.db, orgId, (trx) =>
    trx.updateTable("users").set({ stripe_id: customerId }).where("id", "=", user.id).execute(),
  );
  const url = `/api/v1/classes/${classId}/members`;
  const asked = await t.request({ method: "POST", url, cookie, payload: { userIds: [user.id] } });
  expect(asked.statusCode, asked.body).toBe(200);
  const act = (action: "accept" | "decline") =>
    t.request({ method: "POST", url: `${url}/${user.id}/${action}`, cookie });
  const remove = () => t.request({ method: "DELETE", url: `${url}/${user.id}`, cookie });
  const pending = async () =>
    (await t.request({ method: "GET", url, cookie }))
      .json()
      .pending.map((row: { uid: string }) => row.uid);
  return { classId, userId: user.id, customerId, act, remove, pending };
}

// The accept dies the moment after the provider charged the card: the charge is made, the
// transaction that records it never runs (a provider answer lost to a crash looks the same).
async function acceptCutOff(accept: () => ReturnType<TestApp["request"]>) {
  const payments = t.app.deps.payments;
  const charge = payments.chargeSavedCard;
  const providerCharge = vi.spyOn(payments, "chargeSavedCard");
  providerCharge.mockImplementationOnce(async (input, key) => {
    await charge(input, key);
    throw providerUnavailable();
  });
  try {
    const response = await accept();
    expect(response.statusCode).toBe(502);
  } finally {
    providerCharge.mockRestore();
  }
}

// What the provider holds for the customer: its charges, and which were refunded.
const providerCharges = (customerId: string) =>
  withTenant(t.db, orgId, async (trx) => {
    const { rows } = await sql<{ id: string; refund_id: string | null; status: string }>`
      select id, refund_id, status from sim_charges
      where customer_id = ${customerId} order by created_at, id
    `.execute(trx);
    return rows;
  });

// The provider holds the customer's one charge, not refunded.
const expectOneUnrefundedCharge = async (customerId: string) =>
  expect(await providerCharges(customerId)).toEqual([expect.objectContaining({ refund_id: null })]);

const recordedCharges = (userId: string) =>
  withTenant(t.db, orgId, (trx) =>
    trx
      .selectFrom("charges")
      .select(["provider_charge_id", "amount", "status"])
      .where("user_id", "=", userId)
      .execute(),
  );

const joinChargeStatuses = (userId: string) =>
  withTenant(t.db, orgId, async (trx) =>
    (
      await trx
        .selectFrom("class_join_charges")
        .select("status")
        .where("user_id", "=", userId)
        .orderBy("attempt")
        .execute()
    ).map((row) => row.status),
  );

// The member paid once: the provider's one charge, recorded with the join, its attempt settled.
async function expectChargedOnceAndRecorded(
  request: { customerId: string; userId: string },
  charged: { id: string } | undefined,
) {
  expect(await providerCharges(request.customerId)).toEqual([charged]);
  expect(await recordedCharges(request.userId)).toEqual([
    { provider_charge_id: charged?.id, amount: 2500, status: "succeeded" },
  ]);
  expect(await joinChargeStatuses(request.userId)).toEqual(["recorded"]);
}

// Runs, at the test clock's time, every reconciliation job queued for the organization, as the
// job runner would once they are due, then the nightly sweep.
async function runReconciliations() {
  const handlers = jobHandlers({ ...t.app.deps, now: () => t.clock.now });
  const jobs = await t.db
    .selectFrom("jobs")
    .select(["org_id", "payload"])
    .where("type", "=", CLASS_JOIN_RECONCILE_JOB)
    .where("org_id", "=", orgId)
    .execute();
  expect(jobs.length).toBeGreaterThan(0);
  for (const job of jobs) {
    await handlers[CLASS_JOIN_RECONCILE_JOB]?.({ job: job as never, now: t.clock.now });
  }
  await handlers[CLASS_JOIN_RECONCILE_ALL_JOB]?.({ job: {} as never, now: t.clock.now });
}

// A day passes at the provider, in the database and on the app's clock.
async function aDayPasses() {
  await aDayPassesAtTheProvider(t.db, orgId, ["class_join_charges", "started_at"]);
  t.clock.now = later(25 * 60);
  cookie = await t.signIn(adminEmail);
}

describe("a class join charge left unrecorded by a cut-off accept", () => {
  it.each([
    ["declined", "decline"],
    ["removed", "remove"],
  ] as const)(
    "is refunded once when the request is then %s, and the reconciliation changes nothing after",
    async (_, action) => {
      const request = await pendingRequest();
      await acceptCutOff(() => request.act("accept"));
      expect(await providerCharges(request.customerId)).toEqual([
        expect.objectContaining({ status: "succeeded", refund_id: null }),
      ]);

      const answer = action === "decline" ? await request.act("decline") : await request.remove();
      expect(answer.statusCode, answer.body).toBe(200);

      const refunded = await providerCharges(request.customerId);
      expect(refunded).toEqual([
        expect.objectContaining({ status: "succeeded", refund_id: expect.stringMatching(/^re_/) }),
      ]);
      t.clock.now = later(10);
      await runReconciliations();
      await runReconciliations();
      expect(await providerCharges(request.customerId)).toEqual(refunded);
      expect(await recordedCharges(request.userId)).toEqual([]);
      expect(await joinChargeStatuses(request.userId)).toEqual(["refunded"]);
    },
  );

  it("is refunded by the reconciliation when the provider could not refund at the decline", async () => {
    const request = await pendingRequest();
    await acceptCutOff(() => request.act("accept"));
    const providerRefund = refundFailsOnce();
    try {
      expect((await request.act("decline")).statusCode).toBe(200);
    } finally {
      providerRefund.mockRestore();
    }
    await expectOneUnrefundedCharge(request.customerId);

    t.clock.now = later(10);
    await runReconciliations();

    expect(await providerCharges(request.customerId)).toEqual([
      expect.objectContaining({ refund_id: expect.stringMatching(/^re_/) }),
    ]);
    expect(await joinChargeStatuses(request.userId)).toEqual(["refunded"]);
  });

  it("is recorded, not charged again, by an accept retried within the provider's key window; the reconciliation then leaves it", async () => {
    const request = await pendingRequest();
    await acceptCutOff(() => request.act("accept"));
    const [charged] = await providerCharges(request.customerId);

    t.clock.now = later(2);
    const retried = await request.act("accept");
    expect(retried.statusCode, retried.body).toBe(200);
    t.clock.now = later(30);
    await runReconciliations();

    await expectChargedOnceAndRecorded(request, charged);
  });

  it("is found and recorded, not charged a second time, by an accept retried after the provider forgot the key", async () => {
    const request = await pendingRequest();
    await acceptCutOff(() => request.act("accept"));
    const [charged] = await providerCharges(request.customerId);
    await aDayPasses();

    const retried = await request.act("accept");
    expect(retried.statusCode, retried.body).toBe(200);
    await runReconciliations();

    await expectChargedOnceAndRecorded(request, charged);
  });

  it("is refunded after the window when the request is still pending; an accept a day later charges once anew", async () => {
    const request = await pendingRequest();
    await acceptCutOff(() => request.act("accept"));

    t.clock.now = later(10);
    await runReconciliations();
    const [refunded] = await providerCharges(request.customerId);
    expect(refunded?.refund_id).toMatch(/^re_/);
    expect(await request.pending()).toEqual([request.userId]);

    await aDayPasses();
    const accepted = await request.act("accept");
    expect(accepted.statusCode, accepted.body).toBe(200);
    await runReconciliations();

    // The member paid once: the first charge given back, the second recorded and kept.
    const charges = await providerCharges(request.customerId);
    expect(charges).toHaveLength(2);
    const kept = charges.filter((charge) => charge.refund_id === null);
    expect(kept).toHaveLength(1);
    expect(await recordedCharges(request.userId)).toEqual([
      { provider_charge_id: kept[0]?.id, amount: 2500, status: "succeeded" },
    ]);
    expect(await joinChargeStatuses(request.userId)).toEqual(["refunded", "recorded"]);
  });

  it("lets either the accept or the reconciliation settle the charge, never both: a refund decided first refuses the record", async () => {
    const request = await pendingRequest();
    await acceptCutOff(() => request.act("accept"));
    // The retried accept outlives the window (a very slow provider): the reconciliation runs
    // between its charge and its record, and refunds.
    t.clock.now = later(10);
    const payments = t.app.deps.payments;
    const charge = payments.chargeSavedCard;
    const providerCharge = vi.spyOn(payments, "chargeSavedCard");
    const providerRefund = vi.spyOn(payments, "refundCharge");
    providerCharge.mockImplementationOnce(async (input, key) => {
      const answer = await charge(input, key);
      t.clock.now = later(20);
      await runReconciliations();
      return answer;
    });
    try {
      const retried = await request.act("accept");
      expect(retried.statusCode, retried.body).toBe(404);
      expect(providerRefund).toHaveBeenCalledTimes(1);
    } finally {
      providerCharge.mockRestore();
      providerRefund.mockRestore();
    }

    expect(await providerCharges(request.customerId)).toEqual([
      expect.objectContaining({ refund_id: expect.stringMatching(/^re_/) }),
    ]);
    expect(await recordedCharges(request.userId)).toEqual([]);
    expect(await request.pending()).toEqual([request.userId]);
    expect(await joinChargeStatuses(request.userId)).toEqual(["refunded"]);
  });

  it("finishes the accept's own refund that the provider refused (the class filled in between)", async () => {
    const created = await createClass(t, cookie, image, {
      price: ONE_TIME_PRICE,
      classMaxUsers: 1,
    });
    const first = await pendingRequest(created);
    const second = await pendingRequest(created);
    const payments = t.app.deps.payments;
    const charge = payments.chargeSavedCard;
    const providerCharge = vi.spyOn(payments, "chargeSavedCard");
    providerCharge.mockImplementationOnce(async (input, key) => {
      const answer = await charge(input, key);
      await first.act("accept");
      return answer;
    });
    const providerRefund = refundFailsOnce();
    try {
      expect((await second.act("accept")).statusCode).toBe(409);
    } finally {
      providerCharge.mockRestore();
      providerRefund.mockRestore();
    }
    await expectOneUnrefundedCharge(second.customerId);

    t.clock.now = later(10);
    await runReconciliations();
    await runReconciliations();

    expect(await providerCharges(second.customerId)).toEqual([
      expect.objectContaining({ refund_id: expect.stringMatching(/^re_/) }),
    ]);
    expect(await recordedCharges(second.userId)).toEqual([]);
    expect(await joinChargeStatuses(second.userId)).toEqual(["refunded"]);
    expect(await joinChargeStatuses(first.userId)).toEqual(["recorded"]);
  });

  it("waits while an accept of the request may still record its charge (inside the window)", async () => {
    const request = await pendingRequest();
    await acceptCutOff(() => request.act("accept"));

    t.clock.now = later(1);
    await runReconciliations();

    await expectOneUnrefundedCharge(request.customerId);
    expect(await joinChargeStatuses(request.userId)).toEqual(["charging"]);
  });
});

import { MESSAGES } from "@studiodesk/core/messages";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createClass, SUBSCRIPTION_PRICE } from "../../../../test/support/classes-test-support";
import {
  savedCardChargesAskedIn,
  storedCharges,
  withPaymentCurrency,
} from "../../../../test/support/payment-currency";
import { TEST_NOW, testImage } from "../../../../test/support/schedule-test-support";
import { createTestApp, type TestApp } from "../../../../test/support/test-app";
import {
  createDemoPaymentCustomer,
  SIMULATOR_TEST_CARDS,
} from "../../../adapters/payments/simulator-provider";
import { withTenant } from "../../../db/database";

let t: TestApp;
let orgId: string;
let cookie: string;
let image: Buffer;

const ONE_TIME_PRICE = { amount: 2500, oneTimePurchase: true, subscription: null };

beforeAll(async () => {
  t = await createTestApp();
  t.clock.now = TEST_NOW;
  orgId = await t.createOrganization({ name: "Class Billing" });
  cookie = await t.signIn((await t.createUser(orgId)).email);
  image = await testImage();
});
afterAll(() => t.close());

// A member with a payment customer and a saved card (or none, or a declining one).
async function member(card: "visa" | "declined" | null) {
  const user = await t.createUser(orgId, { admin: false });
  if (card === null) return user.id;
  const { customerId } = await createDemoPaymentCustomer(
    t.app.deps.payments,
    { orgId, userId: user.id, email: user.email, name: "Test User" },
    SIMULATOR_TEST_CARDS[card],
  );
  await withTenant(t.db, orgId, (trx) =>
    trx.updateTable("users").set({ stripe_id: customerId }).where("id", "=", user.id).execute(),
  );
  return user.id;
}

async function requestAndAccept(classId: string, userId: string) {
  const url = `/api/v1/classes/${classId}/members`;
  await t.request({ method: "POST", url, cookie, payload: { userIds: [userId] } });
  return t.request({ method: "POST", url: `${url}/${userId}/accept`, cookie });
}

const recordsOf = (userId: string) =>
  withTenant(t.db, orgId, async (trx) => ({
    charges: await trx
      .selectFrom("charges")
      .select(["description", "amount", "status", "provider_charge_id"])
      .where("user_id", "=", userId)
      .execute(),
    subscriptions: await trx
      .selectFrom("subscriptions")
      .select(["unique_name", "item_id", "amount", "recurrence", "next_charge", "is_active"])
      .where("user_id", "=", userId)
      .execute(),
  }));

describe("a priced class join bills the member (issue #15, 001 §4 price modes)", () => {
  it("starts the class billing subscription when a subscription class accepts the member", async () => {
    const created = await createClass(t, cookie, image, { price: SUBSCRIPTION_PRICE });
    const userId = await member(null);

    const accepted = await requestAndAccept(created.classId, userId);

    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(await recordsOf(userId)).toEqual({
      charges: [],
      subscriptions: [
        {
          unique_name: "classItem",
          item_id: created.classId,
          amount: 4000,
          recurrence: "everyMonth",
          // The first charge is the subscription's start.
          next_charge: new Date("2027-01-11T00:00:00.000Z"),
          is_active: true,
        },
      ],
    });
  });

  it("charges a one-time class price to the saved card and records the charge", async () => {
    const created = await createClass(t, cookie, image, { price: ONE_TIME_PRICE });
    const userId = await member("visa");

    const accepted = await requestAndAccept(created.classId, userId);

    expect(accepted.statusCode, accepted.body).toBe(200);
    const { charges, subscriptions } = await recordsOf(userId);
    expect(subscriptions).toEqual([]);
    expect(charges).toEqual([
      {
        description: created.classTitle,
        amount: 2500,
        status: "succeeded",
        provider_charge_id: expect.stringMatching(/^ch_/),
      },
    ]);
  });

  it("charges and records a one-time class price in the account's currency (000 Payment settings: EUR)", async () => {
    const created = await createClass(t, cookie, image, { price: ONE_TIME_PRICE });
    const userId = await member("visa");
    const { result, asked } = await savedCardChargesAskedIn(t.app.deps.payments, () =>
      withPaymentCurrency(t.db, orgId, "EUR", () => requestAndAccept(created.classId, userId)),
    );
    expect(result.statusCode, result.body).toBe(200);
    expect(asked).toEqual([{ amountCents: 2500, currency: "eur" }]);
    expect(await storedCharges(t.db, orgId, { userId })).toEqual([
      { amount: 2500, currency: "eur" },
    ]);
  });

  it.each([
    ["declined card", "declined", "Your card was declined."],
    ["member without a card", null, "The customer has no saved card."],
  ] as const)(
    "refuses the accept of a %s with 402 and the reason, leaving the request pending",
    async (_, card, reason) => {
      const created = await createClass(t, cookie, image, { price: ONE_TIME_PRICE });
      const userId = await member(card);

      const accepted = await requestAndAccept(created.classId, userId);

      expect(accepted.statusCode).toBe(402);
      expect(accepted.json().error.message).toBe(reason);
      expect(await recordsOf(userId)).toEqual({ charges: [], subscriptions: [] });
      const tables = (
        await t.request({
          method: "GET",
          url: `/api/v1/classes/${created.classId}/members`,
          cookie,
        })
      ).json();
      expect(tables.pending.map((row: { uid: string }) => row.uid)).toEqual([userId]);
    },
  );

  // 001 §4 "isCancelled disables editing": a cancelled class takes no one new, so the card is
  // never charged for it (the charge came first, then the enrolment was refused as 'full').
  it("refuses the accept into a cancelled class before charging the card: 409, the request still pending", async () => {
    const created = await createClass(t, cookie, image, { price: ONE_TIME_PRICE });
    const userId = await member("visa");
    const url = `/api/v1/classes/${created.classId}`;
    await t.request({
      method: "POST",
      url: `${url}/members`,
      cookie,
      payload: { userIds: [userId] },
    });
    expect((await t.request({ method: "POST", url: `${url}/cancel`, cookie })).statusCode).toBe(
      200,
    );
    const providerCharge = vi.spyOn(t.app.deps.payments, "chargeSavedCard");
    try {
      const accepted = await t.request({
        method: "POST",
        url: `${url}/members/${userId}/accept`,
        cookie,
      });

      expect(accepted.statusCode).toBe(409);
      expect(accepted.json().error.message).toBe(MESSAGES.classCancelledNotEditable);
      expect(providerCharge).not.toHaveBeenCalled();
    } finally {
      providerCharge.mockRestore();
    }
    expect(await recordsOf(userId)).toEqual({ charges: [], subscriptions: [] });
    const tables = (await t.request({ method: "GET", url: `${url}/members`, cookie })).json();
    expect(tables.pending.map((row: { uid: string }) => row.uid)).toEqual([userId]);
  });
});

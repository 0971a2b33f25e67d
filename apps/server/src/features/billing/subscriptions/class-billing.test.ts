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
  PAYMENT_ERROR_CODES,
  PAYMENT_MESSAGES,
  PaymentProviderError,
} from "../../../adapters/payments/payment-provider";
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

  // The whole row, as billing wrote it before the members' insert served both (db/).
  it("writes the class subscription's row: the class, no token used, not cancelled, the class's period", async () => {
    const created = await createClass(t, cookie, image, { price: SUBSCRIPTION_PRICE });
    const userId = await member(null);

    await requestAndAccept(created.classId, userId);

    const rows = await withTenant(t.db, orgId, (trx) =>
      trx
        .selectFrom("subscriptions")
        .select([
          "description",
          "unique_name",
          "item_id",
          "is_active",
          "amount",
          "quantity",
          "quantity_used",
          "recurrence",
          "next_charge",
          "cancel_date",
          "subscription_start",
          "subscription_end",
        ])
        .where("user_id", "=", userId)
        .execute(),
    );
    expect(rows).toEqual([
      {
        description: created.classTitle,
        unique_name: "classItem",
        item_id: created.classId,
        is_active: true,
        amount: 4000,
        quantity: 0,
        quantity_used: 0,
        recurrence: "everyMonth",
        next_charge: new Date("2027-01-11T00:00:00.000Z"),
        cancel_date: null,
        subscription_start: new Date("2027-01-11T00:00:00.000Z"),
        subscription_end: new Date("2027-12-11T00:00:00.000Z"),
      },
    ]);
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

// The accept charges the card before the transaction that enrols the member; when that
// transaction refuses (the class filled, the request was declined, in the moment between) the
// member must not pay for a place they did not get.
describe("a class join charged and then refused its place is refunded once", () => {
  // A one-place class with two pending requests.
  async function oneLastPlace() {
    const created = await createClass(t, cookie, image, {
      price: ONE_TIME_PRICE,
      classMaxUsers: 1,
    });
    const first = await member("visa");
    const second = await member("visa");
    const url = `/api/v1/classes/${created.classId}/members`;
    await t.request({ method: "POST", url, cookie, payload: { userIds: [first, second] } });
    const act = (userId: string, action: "accept" | "decline") =>
      t.request({ method: "POST", url: `${url}/${userId}/${action}`, cookie });
    const pending = async () =>
      (await t.request({ method: "GET", url, cookie }))
        .json()
        .pending.map((row: { uid: string }) => row.uid);
    return { classId: created.classId, first, second, act, pending };
  }

  // Runs `accept` with the provider's first charge doing `between` once the card is charged, as
  // a colleague's click landing in that moment would; answers the provider's calls too.
  async function acceptWithColleague(
    accept: () => ReturnType<TestApp["request"]>,
    between: () => Promise<unknown> = async () => {},
    options: { isRefundRefused?: boolean } = {},
  ) {
    const payments = t.app.deps.payments;
    const charge = payments.chargeSavedCard;
    const providerCharge = vi.spyOn(payments, "chargeSavedCard");
    const providerRefund = vi.spyOn(payments, "refundCharge");
    if (options.isRefundRefused) {
      providerRefund.mockRejectedValueOnce(
        new PaymentProviderError(PAYMENT_ERROR_CODES.unavailable, PAYMENT_MESSAGES.unavailable),
      );
    }
    providerCharge.mockImplementationOnce(async (input, key) => {
      const answer = await charge(input, key);
      await between();
      return answer;
    });
    try {
      const response = await accept();
      const answers = await Promise.all(providerCharge.mock.results.map((result) => result.value));
      return {
        response,
        chargeIds: answers.map((answer) => (answer.status === "succeeded" ? answer.chargeId : "")),
        chargeKeys: providerCharge.mock.calls.map(([, key]) => key),
        refunds: providerRefund.mock.calls.map(([, chargeId, key]) => ({ chargeId, key })),
      };
    } finally {
      providerCharge.mockRestore();
      providerRefund.mockRestore();
    }
  }

  it("refunds the charge when the class filled in between: 409 'There are not enough spots left…', nothing recorded, the request still pending", async () => {
    const place = await oneLastPlace();

    const { response, chargeIds, chargeKeys, refunds } = await acceptWithColleague(
      () => place.act(place.second, "accept"),
      () => place.act(place.first, "accept"),
    );

    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe(MESSAGES.classFull);
    // The second member's charge, then the colleague's accept of the first.
    expect(chargeKeys).toHaveLength(2);
    expect(refunds).toEqual([
      {
        chargeId: chargeIds[0],
        key: expect.stringMatching(
          new RegExp(`^studiodesk:class-join-refund:${orgId}:${place.classId}:${place.second}:`),
        ),
      },
    ]);
    expect((await recordsOf(place.second)).charges).toEqual([]);
    expect((await recordsOf(place.first)).charges).toHaveLength(1);
    expect(await place.pending()).toEqual([place.second]);

    // Asked again while the class is full: refused before any charge, nothing refunded again.
    const again = await acceptWithColleague(() => place.act(place.second, "accept"));
    expect(again.response.statusCode).toBe(409);
    expect(again.chargeKeys).toEqual([]);
    expect(again.refunds).toEqual([]);
  });

  it("charges anew, not the refunded charge again, when a place frees and the request is accepted", async () => {
    const place = await oneLastPlace();
    const refused = await acceptWithColleague(
      () => place.act(place.second, "accept"),
      () => place.act(place.first, "accept"),
    );
    const removed = await t.request({
      method: "DELETE",
      url: `/api/v1/classes/${place.classId}/members/${place.first}`,
      cookie,
    });
    expect(removed.statusCode, removed.body).toBe(200);

    const accepted = await acceptWithColleague(() => place.act(place.second, "accept"));

    expect(accepted.response.statusCode, accepted.response.body).toBe(200);
    expect(accepted.chargeKeys[0]).not.toBe(refused.chargeKeys[0]);
    expect(accepted.chargeIds[0]).not.toBe(refused.chargeIds[0]);
    expect((await recordsOf(place.second)).charges).toEqual([
      expect.objectContaining({ status: "succeeded", provider_charge_id: accepted.chargeIds[0] }),
    ]);
  });

  it("refunds the charge when the request was declined in between: 404 'This member has no pending request…'", async () => {
    const place = await oneLastPlace();

    const { response, chargeIds, refunds } = await acceptWithColleague(
      () => place.act(place.second, "accept"),
      () => place.act(place.second, "decline"),
    );

    expect(response.statusCode).toBe(404);
    expect(response.json().error.message).toBe(MESSAGES.classMemberNotPending);
    expect(refunds.map((refund) => refund.chargeId)).toEqual([chargeIds[0]]);
    expect((await recordsOf(place.second)).charges).toEqual([]);
    expect(await place.pending()).toEqual([place.first]);
  });

  it("keeps the charge a colleague's accept of the same request recorded in between: no refund", async () => {
    const place = await oneLastPlace();

    const { response, chargeIds, refunds } = await acceptWithColleague(
      () => place.act(place.second, "accept"),
      () => place.act(place.second, "accept"),
    );

    // The colleague's accept replayed the same charge under the join's key and enrolled them.
    expect(response.statusCode).toBe(404);
    expect(chargeIds[1]).toBe(chargeIds[0]);
    expect(refunds).toEqual([]);
    expect((await recordsOf(place.second)).charges).toEqual([
      expect.objectContaining({ status: "succeeded", provider_charge_id: chargeIds[0] }),
    ]);
  });

  it("answers the enrolment's 409, not the provider's error, when the refund fails, and logs it as an error", async () => {
    const place = await oneLastPlace();
    const loggedError = vi.spyOn(t.app.deps.logger, "error");
    try {
      const { response, chargeIds, refunds } = await acceptWithColleague(
        () => place.act(place.second, "accept"),
        () => place.act(place.first, "accept"),
        { isRefundRefused: true },
      );

      expect(response.statusCode).toBe(409);
      expect(response.json().error.message).toBe(MESSAGES.classFull);
      expect(refunds).toHaveLength(1);
      expect(loggedError).toHaveBeenCalledWith(
        expect.objectContaining({
          orgId,
          classId: place.classId,
          userId: place.second,
          chargeId: chargeIds[0],
        }),
        expect.stringContaining("refund"),
      );
    } finally {
      loggedError.mockRestore();
    }
  });
});

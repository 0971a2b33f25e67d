import { MESSAGES } from "@studiodesk/core/messages";
import { afterAll, describe, expect, it } from "vitest";
import { withPaymentCurrency } from "../../../test/support/payment-currency";
import { createTestApp } from "../../../test/support/test-app";
import { adminRequests } from "../../../test/support/two-organizations";
import { withTenant } from "../../db/database";
import { insertSubscription } from "../../db/subscription-rows";
import { newId } from "../../shared/ids";
import { insertCharge, insertRelationship } from "./member-records.repo";

const t = await createTestApp();
afterAll(() => t.close());
t.clock.now = new Date("2026-11-22T15:00:00Z");
const orgId = await t.createOrganization({ timezone: "America/New_York" });
const cookie = await t.signIn((await t.createUser(orgId)).email);
const otherCookie = await t.signIn((await t.createUser(await t.createOrganization())).email);
const uid = (await t.createUser(orgId, { admin: false, firstName: "Mia" })).id;

const { get, send } = adminRequests(t, cookie);

async function subscription(overrides: Partial<Parameters<typeof insertSubscription>[2]> = {}) {
  const id = newId();
  await withTenant(t.db, orgId, (trx) =>
    insertSubscription(trx, orgId, {
      id,
      userId: uid,
      description: "Unlimited Monthly",
      uniqueName: "classItem",
      amount: 12_000,
      quantity: 8,
      quantityUsed: 2,
      nextCharge: new Date("2026-12-01T11:00:00Z"),
      ...overrides,
    }),
  );
  return id;
}

// A subscription as the member's Subscriptions tab lists it.
const listedSubscription = async (id: string) =>
  (await get(`/api/v1/members/${uid}/subscriptions`))
    .json()
    .subscriptions.find((s: { subscriptionId: string }) => s.subscriptionId === id);

describe("subscriptions tab", () => {
  it("lists active before inactive ones", async () => {
    await subscription({
      isActive: false,
      description: "Old plan",
      cancelDate: new Date("2026-01-01"),
    });
    const active = await subscription();
    const list = (await get(`/api/v1/members/${uid}/subscriptions`)).json().subscriptions;
    expect(list[0]).toMatchObject({
      subscriptionId: active,
      isActive: true,
      amount: 12_000,
      quantity: 8,
      quantityUsed: 2,
    });
    expect(list.at(-1).isActive).toBe(false);
  });

  it("saves the next charge at 06:00 of the following day in the organization's zone, tokens and price in cents", async () => {
    const id = await subscription();
    const response = await send("PATCH", `/api/v1/members/${uid}/subscriptions/${id}`, {
      subscriptionDescription: "Ten class pass",
      nextChargeDate: "2026-12-14",
      remainingTokens: 5,
      amount: 9_950,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      subscriptionDescription: "Ten class pass",
      nextCharge: "2026-12-15T11:00:00.000Z",
      quantityUsed: 3,
      amount: 9_950,
    });
  });

  // A subscription started before the studio moved from Tokyo to New York.
  const startedInTokyo = async () => {
    const id = await subscription();
    await withTenant(t.db, orgId, (trx) =>
      trx
        .updateTable("subscriptions")
        .set({ time_zone: "Asia/Tokyo" })
        .where("id", "=", id)
        .execute(),
    );
    return id;
  };
  // What a subscription bills on: the zone (migration 0033) and the day of month (0034).
  const billedOn = (id: string) =>
    withTenant(t.db, orgId, (trx) =>
      trx
        .selectFrom("subscriptions")
        .select(["time_zone", "billing_day"])
        .where("id", "=", id)
        .executeTakeFirstOrThrow(),
    );
  const zoneOf = async (id: string) => (await billedOn(id)).time_zone;
  const billingDayOf = async (id: string) => (await billedOn(id)).billing_day;

  it("bills on the organization's current zone once its next charge date is edited (chosen on today's clock)", async () => {
    const id = await startedInTokyo();
    const response = await send("PATCH", `/api/v1/members/${uid}/subscriptions/${id}`, {
      nextChargeDate: "2026-12-14",
    });
    expect(response.statusCode).toBe(200);
    expect(await zoneOf(id)).toBe("America/New_York");
  });

  it("keeps the zone it was started on when an edit leaves the next charge date alone", async () => {
    const id = await startedInTokyo();
    const response = await send("PATCH", `/api/v1/members/${uid}/subscriptions/${id}`, {
      subscriptionDescription: "Ten class pass",
    });
    expect(response.statusCode).toBe(200);
    expect(await zoneOf(id)).toBe("Asia/Tokyo");
  });

  it("bills on the new next charge's day of month from then on (migration 0034)", async () => {
    // Started on the 1st (06:00 in New York on 1 December).
    const id = await subscription();
    expect(await billingDayOf(id)).toBe(1);
    const response = await send("PATCH", `/api/v1/members/${uid}/subscriptions/${id}`, {
      nextChargeDate: "2027-01-30",
    });
    // Charged at 06:00 on 31 January: the 31st, and each month's last day when shorter.
    expect(response.json().nextCharge).toBe("2027-01-31T11:00:00.000Z");
    expect(await billingDayOf(id)).toBe(31);
  });

  it("keeps the billing day when an edit leaves the next charge date alone", async () => {
    const id = await subscription();
    await send("PATCH", `/api/v1/members/${uid}/subscriptions/${id}`, { amount: 9_000 });
    expect(await billingDayOf(id)).toBe(1);
  });

  // A class's billing period that ends on 19 December 2026 (23:59:59 in New York).
  const endingSubscription = () =>
    subscription({ subscriptionEnd: new Date("2026-12-20T04:59:59.999Z") });

  it("refuses a next charge date charged after the subscription's end with a message, changing nothing", async () => {
    const id = await endingSubscription();
    const response = await send("PATCH", `/api/v1/members/${uid}/subscriptions/${id}`, {
      nextChargeDate: "2026-12-19",
      amount: 9_000,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      message: MESSAGES.nextChargeAfterEnd,
      fields: { nextChargeDate: MESSAGES.nextChargeAfterEnd },
    });
    const stored = await listedSubscription(id);
    expect(stored).toMatchObject({ amount: 12_000, nextCharge: "2026-12-01T11:00:00.000Z" });
  });

  it("accepts the day before the subscription's end date: charged on the end's morning", async () => {
    const id = await endingSubscription();
    const response = await send("PATCH", `/api/v1/members/${uid}/subscriptions/${id}`, {
      nextChargeDate: "2026-12-18",
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().nextCharge).toBe("2026-12-19T11:00:00.000Z");
  });

  it.each([
    [{ nextChargeDate: "2026-11-21" }, MESSAGES.nextChargeInPast],
    [{ remainingTokens: 9 }, MESSAGES.tokensOutOfRange],
    // The card's own texts (000 §4 Subscription edits), not the generic ones.
    [{ remainingTokens: -1 }, MESSAGES.tokensOutOfRange],
    [{ subscriptionDescription: "" }, MESSAGES.completeAllFields],
    [{ subscriptionDescription: "   " }, MESSAGES.completeAllFields],
    // The form once sent nothing when its date was cleared: a 500 from an empty `set`.
    [{}, MESSAGES.nothingToSave],
    [{ amount: 2 ** 31 }, MESSAGES.amountTooLarge],
    // 001 §9: a subscription is paid, $1.00 at least.
    [{ amount: 0 }, MESSAGES.subscriptionPriceMinimum],
    [{ amount: 50 }, MESSAGES.subscriptionPriceMinimum],
  ])("refuses %o with a message and changes nothing", async (payload, message) => {
    const id = await subscription();
    const response = await send("PATCH", `/api/v1/members/${uid}/subscriptions/${id}`, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(message);
    const stored = await listedSubscription(id);
    expect(stored).toMatchObject({ quantityUsed: 2, nextCharge: "2026-12-01T11:00:00.000Z" });
  });

  it("names the price minimum in the organization's currency: 'Subscription price needs to be greater than €1.00.'", async () => {
    const id = await subscription();
    const response = await withPaymentCurrency(t.db, orgId, "EUR", () =>
      send("PATCH", `/api/v1/members/${uid}/subscriptions/${id}`, { amount: 50 }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(
      "Subscription price needs to be greater than €1.00.",
    );
    const stored = await listedSubscription(id);
    expect(stored).toMatchObject({ amount: 12_000 });
  });

  it("accepts today as the next charge date", async () => {
    const id = await subscription();
    const response = await send("PATCH", `/api/v1/members/${uid}/subscriptions/${id}`, {
      nextChargeDate: "2026-11-22",
    });
    expect(response.json().nextCharge).toBe("2026-11-23T11:00:00.000Z");
  });

  it("cancels: inactive, cancel date set, next charge cleared; an inactive one cannot be edited", async () => {
    const id = await subscription();
    const cancelled = (
      await send("POST", `/api/v1/members/${uid}/subscriptions/${id}/cancel`)
    ).json();
    expect(cancelled).toMatchObject({
      isActive: false,
      nextCharge: null,
      cancelDate: "2026-11-22T15:00:00.000Z",
    });
    const edit = await send("PATCH", `/api/v1/members/${uid}/subscriptions/${id}`, {
      amount: 1_000,
    });
    expect(edit.statusCode).toBe(409);
    expect(edit.json().error.message).toBe(MESSAGES.subscriptionNotEditable);
  });

  it("refuses another organization's admin", async () => {
    const id = await subscription();
    expect(
      (
        await send(
          "POST",
          `/api/v1/members/${uid}/subscriptions/${id}/cancel`,
          undefined,
          otherCookie,
        )
      ).statusCode,
    ).toBe(404);
    const stored = await listedSubscription(id);
    expect(stored.isActive).toBe(true);
  });
});

describe("purchase history and relationships", () => {
  it("lists charges newest first with their status flags", async () => {
    await withTenant(t.db, orgId, async (trx) => {
      await insertCharge(trx, orgId, {
        id: newId(),
        userId: uid,
        description: "Drop-in",
        amount: 2_500,
        status: "succeeded",
        createdAt: new Date("2026-10-01"),
      });
      await insertCharge(trx, orgId, {
        id: newId(),
        userId: uid,
        description: "Class usage",
        amount: 0,
        status: "succeeded",
        quantity: 1,
        subscriptionTitle: "Unlimited Monthly",
        createdAt: new Date("2026-11-01"),
      });
    });
    const charges = (await get(`/api/v1/members/${uid}/charges`)).json().charges;
    expect(charges.map((c: { description: string }) => c.description)).toEqual([
      "Class usage",
      "Drop-in",
    ]);
    expect(charges[0].subscriptionTitle).toBe("Unlimited Monthly");
  });

  it("lists relationships with their pending state and temporary members", async () => {
    const relative = (await t.createUser(orgId, { admin: false, firstName: "Leo" })).id;
    await withTenant(t.db, orgId, async (trx) => {
      await insertRelationship(trx, orgId, {
        id: newId(),
        userId: uid,
        relatedUserId: relative,
        relatedName: "Leo User",
        relationshipType: "Child",
      });
      await insertRelationship(trx, orgId, {
        id: newId(),
        userId: uid,
        relatedUserId: null,
        tempUid: "temp-1",
        relatedName: "Ava (invited)",
        relationshipType: "Spouse",
        isPending: true,
      });
    });
    const relationships = (await get(`/api/v1/members/${uid}/relationships`)).json().relationships;
    expect(relationships).toEqual([
      expect.objectContaining({
        uid: relative,
        name: "Leo User",
        relationshipType: "Child",
        isPending: false,
      }),
      expect.objectContaining({ uid: null, tempUid: "temp-1", isPending: true }),
    ]);
  });
});

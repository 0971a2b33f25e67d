import type { ScheduleEvent } from "@studiodesk/core/contracts/schedule";
import type { CreateTerminalCheckoutRequest } from "@studiodesk/core/contracts/terminal";
import { MESSAGES } from "@studiodesk/core/messages";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createClass } from "../../../test/support/classes-test-support";
import { withPaymentCurrency } from "../../../test/support/payment-currency";
import {
  eventPayload,
  postEvent,
  TEST_NOW,
  testImage,
} from "../../../test/support/schedule-test-support";
import { createProduct } from "../../../test/support/shop-test-support";
import { insertCoupon, terminalSaleCounts } from "../../../test/support/terminal-test-support";
import { createTestApp, type TestApp } from "../../../test/support/test-app";
import { terminalRefundIdempotencyKey } from "../../adapters/payments/payment-provider";
import { withTenant } from "../../db/database";
import { jobHandlers } from "../../jobs/job-handlers";
import { TERMINAL_RECONCILE_JOB } from "./terminal-settlement.service";

let t: TestApp;
let orgId: string;
let otherOrgId: string;
let cookie: string;
let otherCookie: string;
let memberId: string;
let readerId: string;
let image: Buffer;
let keyNumber = 0;

beforeAll(async () => {
  t = await createTestApp();
  t.clock.now = TEST_NOW;
  const terminalOn = { appInformation: { isActive: true, isTerminalActive: true } };
  orgId = await t.createOrganization({ name: "Terminal Studio", ...terminalOn });
  otherOrgId = await t.createOrganization({ name: "Other Studio", ...terminalOn });
  cookie = await t.signIn((await t.createUser(orgId)).email);
  otherCookie = await t.signIn((await t.createUser(otherOrgId)).email);
  memberId = (await t.createUser(orgId, { admin: false, firstName: "Buyer" })).id;
  image = await testImage();
  readerId = (await readers()).readers[0].id;
  await insertCoupon(t, orgId, { id: "coupon-five", code: "five", amountOff: 500 });
});
afterAll(() => t.close());

const call = (method: "GET" | "POST", url: string, payload?: object, session = cookie) =>
  t.request({ method, url, cookie: session, ...(payload ? { payload } : {}) });

const readers = async () => (await call("GET", "/api/v1/terminal/readers")).json();

const newKey = () => `checkout-key-${++keyNumber}-${Date.now()}`;

// A 0 quantity is set after creating (a new event needs at least one ticket): sold out.
async function createEvent(
  quantity: number | null = 10,
  classId: string | null = null,
): Promise<ScheduleEvent> {
  const price = { amount: 2000, quantity: quantity === 0 ? 1 : quantity, oneTimePurchase: false };
  const response = await postEvent(t, cookie, eventPayload({ price, classId }), image);
  expect(response.statusCode, response.body).toBe(201);
  const event: ScheduleEvent = response.json();
  if (quantity === 0) {
    await withTenant(t.db, orgId, (trx) =>
      sql`update events set price_quantity = 0 where id = ${event.eventId}`.execute(trx),
    );
  }
  return event;
}

const eventItem = (event: ScheduleEvent) => ({
  kind: "event" as const,
  eventId: event.eventId,
  eventStart: event.occurrenceStart,
});

const checkoutBody = (changes: Partial<CreateTerminalCheckoutRequest>) => ({
  readerId,
  quantity: 1,
  size: null,
  couponCode: null,
  customer: { kind: "member", uid: memberId },
  idempotencyKey: newKey(),
  ...changes,
});

const startCheckout = (body: object, session = cookie) =>
  call("POST", "/api/v1/terminal/checkouts", body, session);

const presentCard = (outcome: string, reader = readerId, session = cookie) =>
  call("POST", `/api/v1/terminal/readers/${reader}/present-card`, { outcome }, session);

const poll = async (checkoutId: string) =>
  (await call("GET", `/api/v1/terminal/checkouts/${checkoutId}`)).json();

async function attendeeTickets(eventId: string, userId: string) {
  const row = await withTenant(t.db, orgId, (trx) =>
    trx
      .selectFrom("event_attendees")
      .select("quantity")
      .where("org_id", "=", orgId)
      .where("event_id", "=", eventId)
      .where("user_id", "=", userId)
      .executeTakeFirst(),
  );
  return row?.quantity ?? 0;
}

describe("terminal readers (000 §2 Terminals)", () => {
  it("lists the organization's simulated WisePOS E, online", async () => {
    expect((await readers()).readers).toEqual([
      { id: readerId, label: "Front Desk", status: "online", device_type: "bbpos_wisepos_e" },
    ]);
  });
});

describe("quote (step 1 Purchase)", () => {
  it("prices an event with a coupon and the 000 §9 terminal fee", async () => {
    const event = await createEvent();
    const response = await call("POST", "/api/v1/terminal/quote", {
      item: eventItem(event),
      quantity: 2,
      couponCode: "five",
    });
    expect(response.statusCode, response.body).toBe(200);
    // $40 − $5 = $35; fee (35 + 0.05) / 0.95 − 35 = $1.89
    expect(response.json()).toMatchObject({
      title: "Evening Flow",
      eventStatus: "On Time",
      remaining: 10,
      canCheckout: true,
      isCouponValid: true,
      amounts: { subtotalCents: 4000, discountCents: 500, feeCents: 189, totalCents: 3689 },
    });
  });

  // 001 §2 route table: the checkout's eventStart is the date being sold; step 1 names it.
  it("names the start of the event date being sold, and none for a product", async () => {
    const event = await createEvent();
    const forEvent = await call("POST", "/api/v1/terminal/quote", { item: eventItem(event) });
    expect(forEvent.json()).toMatchObject({ occurrenceStart: event.occurrenceStart });
    const product = await createProduct(t, cookie, image);
    const forProduct = await call("POST", "/api/v1/terminal/quote", {
      item: { kind: "product", productId: product.productId },
    });
    expect(forProduct.json()).toMatchObject({ occurrenceStart: null });
  });

  // 001 §2 route table: a checkout sells the eventId's event or the productId's product; an
  // item naming both is refused, never sold as one of them.
  it("refuses a quote and a checkout naming both an event and a product, writing nothing", async () => {
    const event = await createEvent();
    const product = await createProduct(t, cookie, image);
    const checkouts = async () =>
      (
        await withTenant(t.db, orgId, (trx) =>
          trx.selectFrom("terminal_checkouts").select("id").where("org_id", "=", orgId).execute(),
        )
      ).length;
    const before = await checkouts();
    for (const kind of ["event", "product"] as const) {
      const item = { kind, eventId: event.eventId, productId: product.productId };
      const quote = await call("POST", "/api/v1/terminal/quote", { item });
      expect(quote.statusCode).toBe(400);
      expect(quote.json().error.message).toBe(MESSAGES.terminalEventAndProduct);
      const checkout = await startCheckout(checkoutBody({ item } as never));
      expect(checkout.statusCode).toBe(400);
      expect(checkout.json().error.message).toBe(MESSAGES.terminalEventAndProduct);
    }
    expect(await checkouts()).toBe(before);
  });

  it("answers 'Invalid Coupon' for an unknown code without failing the quote", async () => {
    const event = await createEvent();
    const response = await call("POST", "/api/v1/terminal/quote", {
      item: eventItem(event),
      couponCode: "nope",
    });
    expect(response.json()).toMatchObject({
      isCouponValid: false,
      couponIssue: MESSAGES.invalidCoupon,
      issue: MESSAGES.invalidCoupon,
      canCheckout: false,
    });
  });

  it("takes a coupon limited to products only for those products, and says why otherwise (000 §3 productIds)", async () => {
    const product = await createProduct(t, cookie, image, { productTitle: "Coupon Mat" });
    const coupon = await call("POST", "/api/v1/coupons", {
      couponCode: "mats10",
      couponDescription: "Mats only",
      amountOff: null,
      percentOff: 10,
      userLimit: null,
      productIds: [product.productId],
    });
    expect(coupon.statusCode, coupon.body).toBe(201);

    const forProduct = await call("POST", "/api/v1/terminal/quote", {
      item: { kind: "product", productId: product.productId },
      couponCode: "mats10",
    });
    expect(forProduct.json()).toMatchObject({
      isCouponValid: true,
      couponIssue: null,
      canCheckout: true,
      amounts: { subtotalCents: 2800, discountCents: 280 },
    });
    const event = await createEvent();
    const forEvent = await call("POST", "/api/v1/terminal/quote", {
      item: eventItem(event),
      couponCode: "mats10",
    });
    expect(forEvent.json()).toMatchObject({
      isCouponValid: false,
      couponIssue: MESSAGES.couponNotForItem,
      issue: MESSAGES.couponNotForItem,
      canCheckout: false,
      amounts: { discountCents: 0 },
    });
    const refused = await startCheckout(
      checkoutBody({ item: eventItem(event), couponCode: "mats10" }),
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toBe(MESSAGES.couponNotForItem);
  });

  it("judges a coupon limited per member for the customer once step 2 names one", async () => {
    await insertCoupon(t, orgId, {
      id: "coupon-member",
      code: "member1",
      amountOff: 100,
      userLimit: 1,
    });
    const event = await createEvent();
    const quoteFor = async (buyerUid?: string | null) =>
      (
        await call("POST", "/api/v1/terminal/quote", {
          item: eventItem(event),
          couponCode: "member1",
          ...(buyerUid === undefined ? {} : { buyerUid }),
        })
      ).json();
    // No customer yet: nothing to judge the limit by.
    expect(await quoteFor()).toMatchObject({ isCouponValid: true, canCheckout: true });
    expect(await quoteFor(memberId)).toMatchObject({ isCouponValid: true, canCheckout: true });
    // A walk-in has no member's allowance: the checkout would refuse it, so the quote does.
    expect(await quoteFor(null)).toMatchObject({ isCouponValid: false, canCheckout: false });
    const theirMember = (await t.createUser(otherOrgId, { admin: false })).id;
    const response = await call("POST", "/api/v1/terminal/quote", {
      item: eventItem(event),
      buyerUid: theirMember,
    });
    expect(response.statusCode).toBe(404);
  });

  it("cannot collect a total under $0.50, as after a 100% coupon, and says why", async () => {
    await insertCoupon(t, orgId, { id: "coupon-free", code: "free100", percentOff: 100 });
    const event = await createEvent();
    const quote = (
      await call("POST", "/api/v1/terminal/quote", {
        item: eventItem(event),
        couponCode: "free100",
      })
    ).json();
    expect(quote).toMatchObject({
      isCouponValid: true,
      canCheckout: false,
      issue: MESSAGES.terminalTotalBelowCardMinimum,
    });
    expect(quote.amounts.totalCents).toBeLessThan(50);
  });

  it("shows a sold-out event as 'Sold Out'", async () => {
    const event = await createEvent(0);
    const quote = (await call("POST", "/api/v1/terminal/quote", { item: eventItem(event) })).json();
    expect(quote).toMatchObject({ eventStatus: "Sold Out", canCheckout: false });
  });

  // 001 §4 "isCancelled disables editing": a cancelled class's own events take no one new.
  it("shows an event of a cancelled class as 'Cancelled', with no checkout", async () => {
    const studioClass = await createClass(t, cookie, image);
    const event = await createEvent(10, studioClass.classId);
    expect((await call("POST", `/api/v1/classes/${studioClass.classId}/cancel`)).statusCode).toBe(
      200,
    );
    const quote = (await call("POST", "/api/v1/terminal/quote", { item: eventItem(event) })).json();
    expect(quote).toMatchObject({ eventStatus: MESSAGES.eventStatusCancelled, canCheckout: false });
    const started = await startCheckout(checkoutBody({ item: eventItem(event) }));
    expect(started.statusCode).toBe(409);
    expect(started.json().error.message).toBe(MESSAGES.eventStatusCancelled);
    const after = (await call("GET", `/api/v1/events/${event.eventId}`)).json();
    expect(after.price).toMatchObject({ quantity: 10, purchased: 0 });
    expect(await attendeeTickets(event.eventId, memberId)).toBe(0);
  });

  it("sells no more tickets than the event's attendee limit leaves", async () => {
    const price = { amount: 2000, quantity: 10, oneTimePurchase: false };
    const payload = eventPayload({ price, eventMaxUsers: 2 });
    const event: ScheduleEvent = (await postEvent(t, cookie, payload, image)).json();
    const quoteOf = async (quantity: number) =>
      (await call("POST", "/api/v1/terminal/quote", { item: eventItem(event), quantity })).json();
    expect(await quoteOf(2)).toMatchObject({ canCheckout: true });
    expect(await quoteOf(3)).toMatchObject({
      canCheckout: false,
      issue: MESSAGES.terminalNotEnoughLeft,
    });
  });
});

describe("an event sale with a coupon, paid on the reader", () => {
  it("waits for the card, then records one charge, one attendee and one redemption", async () => {
    const event = await createEvent();
    const started = await startCheckout(
      checkoutBody({ item: eventItem(event), quantity: 2, couponCode: "five" }),
    );
    expect(started.statusCode, started.body).toBe(201);
    const checkout = started.json();
    expect(checkout).toMatchObject({ status: "waiting_for_input", receiptUrl: null });
    expect((await poll(checkout.checkoutId)).status).toBe("waiting_for_input");

    expect((await presentCard("success")).statusCode).toBe(204);
    // Two polls at once, as a double-rendering page would: the sale is recorded once.
    const [first, second] = await Promise.all([
      poll(checkout.checkoutId),
      poll(checkout.checkoutId),
    ]);
    expect(first.status).toBe("succeeded");
    expect(second.status).toBe("succeeded");
    expect(first.chargeId).toBe(second.chargeId);
    expect(await terminalSaleCounts(t, orgId, checkout.checkoutId)).toEqual({
      charges: 1,
      redemptions: 1,
      notifications: 1,
      intents: 1,
    });
    expect(await attendeeTickets(event.eventId, memberId)).toBe(2);

    const history = (await call("GET", `/api/v1/members/${memberId}/charges`)).json();
    const sale = history.charges.filter(
      (charge: { chargeId: string }) => charge.chargeId === first.chargeId,
    );
    expect(sale).toEqual([
      expect.objectContaining({ amount: 3689, quantity: 2, status: "succeeded" }),
    ]);

    const receipt = await t.app.inject({ method: "GET", url: new URL(first.receiptUrl).pathname });
    expect(receipt.statusCode).toBe(200);
    expect(receipt.body).toContain("$36.89");
  });

  // The date sold (the checkout's eventStart) is what the ticket is for: the receipt names it
  // on the studio's clock (New York: 23:00 UTC is 6:00 PM).
  it("names the event's date on the receipt, on the studio's clock", async () => {
    const event = await createEvent();
    const started = await startCheckout(checkoutBody({ item: eventItem(event) }));
    expect(started.statusCode, started.body).toBe(201);
    expect((await presentCard("success")).statusCode).toBe(204);
    const sale = await poll(started.json().checkoutId);
    expect(sale.status).toBe("succeeded");
    const receipt = await t.app.inject({ method: "GET", url: new URL(sale.receiptUrl).pathname });
    expect(receipt.body).toMatch(/<th scope="row">Date<\/th><td>January 11, 2027, 6:00 PM<\/td>/u);
  });

  it("charges the reader and shows its cart in the account's currency (000 Payment settings: EUR), and records the sale in it", async () => {
    const event = await createEvent();
    const { terminal } = t.app.deps.payments;
    const createPayment = vi.spyOn(terminal, "createPayment");
    const setReaderDisplay = vi.spyOn(terminal, "setReaderDisplay");
    const sale = await withPaymentCurrency(t.db, orgId, "EUR", async () => {
      try {
        const started = await startCheckout(checkoutBody({ item: eventItem(event) }));
        expect(started.statusCode, started.body).toBe(201);
        expect(started.json().amounts).toMatchObject({ currency: "eur" });
        expect(createPayment).toHaveBeenCalledWith(
          expect.objectContaining({ currency: "eur" }),
          expect.any(String),
        );
        expect(setReaderDisplay).toHaveBeenCalledWith(
          orgId,
          readerId,
          expect.objectContaining({ currency: "eur" }),
        );
        await presentCard("success");
        return await poll(started.json().checkoutId);
      } finally {
        createPayment.mockRestore();
        setReaderDisplay.mockRestore();
      }
    });
    expect(sale.status).toBe("succeeded");
    const history = (await call("GET", `/api/v1/members/${memberId}/charges`)).json();
    expect(
      history.charges.filter((charge: { chargeId: string }) => charge.chargeId === sale.chargeId),
    ).toEqual([expect.objectContaining({ currency: "eur" })]);
    const receipt = await t.app.inject({ method: "GET", url: new URL(sale.receiptUrl).pathname });
    expect(receipt.body).toContain("€");
  });

  it("answers the same checkout to a double submit: one checkout, one intent", async () => {
    const event = await createEvent();
    const body = checkoutBody({ item: eventItem(event) });
    const [first, second] = await Promise.all([startCheckout(body), startCheckout(body)]);
    expect(first.json().checkoutId).toBe(second.json().checkoutId);
    expect(await terminalSaleCounts(t, orgId, first.json().checkoutId)).toMatchObject({
      intents: 1,
      charges: 0,
    });
    await call("POST", `/api/v1/terminal/checkouts/${first.json().checkoutId}/cancel`);
  });

  it("refuses another sale under a key already used (changed after a lost answer) with 409, answering no checkout of another sale", async () => {
    const event = await createEvent();
    const body = checkoutBody({ item: eventItem(event) });
    const first = await startCheckout(body);
    expect(first.statusCode, first.body).toBe(201);
    const walkIn = { kind: "walk_in", name: "Walk In", email: "walk.in@example.com" } as const;
    for (const changed of [{ quantity: 3 }, { customer: walkIn }, { couponCode: "five" }]) {
      const response = await startCheckout({ ...body, ...changed });
      expect(response.statusCode, JSON.stringify(changed)).toBe(409);
      expect(response.json().error.message).toBe(MESSAGES.terminalCheckoutKeyReused);
    }
    expect(await terminalSaleCounts(t, orgId, first.json().checkoutId)).toMatchObject({
      intents: 1,
      charges: 0,
    });
    await call("POST", `/api/v1/terminal/checkouts/${first.json().checkoutId}/cancel`);
  });
});

describe("product sales", () => {
  it("sells a sized product to a member: the size's stock, one Purchase History line", async () => {
    const product = await createProduct(t, cookie, image, {
      price: { amount: 2500, quantity: 10, subscription: null },
      productSizes: { M: 3 },
    });
    const started = await startCheckout(
      checkoutBody({
        item: { kind: "product", productId: product.productId },
        size: "M",
        quantity: 2,
      }),
    );
    expect(started.statusCode, started.body).toBe(201);
    await presentCard("success");
    const done = await poll(started.json().checkoutId);
    expect(done.status).toBe("succeeded");

    const after = (await call("GET", `/api/v1/products/${product.productId}`)).json();
    expect(after).toMatchObject({ price: { quantity: 8 }, productSizes: { M: 1 } });
    const history = (await call("GET", `/api/v1/members/${memberId}/charges`)).json();
    const lines = history.charges.filter((charge: { description: string }) =>
      charge.description.startsWith(`${product.productTitle} (M)`),
    );
    expect(lines).toHaveLength(1);
  });

  it("records a member's purchase in the checkout's currency, though the account's changes before the card is presented", async () => {
    const product = await createProduct(t, cookie, image, {
      price: { amount: 2500, quantity: 10, subscription: null },
    });
    const started = await withPaymentCurrency(t.db, orgId, "EUR", () =>
      startCheckout(checkoutBody({ item: { kind: "product", productId: product.productId } })),
    );
    expect(started.statusCode, started.body).toBe(201);
    await presentCard("success");
    expect((await poll(started.json().checkoutId)).status).toBe("succeeded");

    const purchasers = (
      await call("GET", `/api/v1/products/${product.productId}/purchasers`)
    ).json();
    expect(purchasers.purchasers).toEqual([
      expect.objectContaining({ uid: memberId, amount: 2500, currency: "eur" }),
    ]);
  });

  it("sells to a walk-in with name and email: a charge without a member", async () => {
    const product = await createProduct(t, cookie, image, {
      price: { amount: 1500, quantity: 4, subscription: null },
    });
    const started = await startCheckout(
      checkoutBody({
        item: { kind: "product", productId: product.productId },
        customer: { kind: "walk_in", name: "Walk In", email: "walk.in@example.com" },
      }),
    );
    expect(started.statusCode, started.body).toBe(201);
    await presentCard("success");
    const done = await poll(started.json().checkoutId);
    expect(done).toMatchObject({
      status: "succeeded",
      customer: { uid: null, name: "Walk In", email: "walk.in@example.com" },
    });
    const after = (await call("GET", `/api/v1/products/${product.productId}`)).json();
    expect(after.price.quantity).toBe(3);
  });

  it("refuses a subscription product and a missing size, creating nothing", async () => {
    const sized = await createProduct(t, cookie, image, { productSizes: { S: 2 } });
    const response = await startCheckout(
      checkoutBody({ item: { kind: "product", productId: sized.productId } }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(MESSAGES.selectProductSize);
  });
});

describe("declines, cancel and the reader", () => {
  it("answers 404 for a reader the organization does not have, writing and charging nothing", async () => {
    const event = await createEvent();
    const count = async () =>
      (
        await withTenant(t.db, orgId, (trx) =>
          trx.selectFrom("terminal_checkouts").select("id").where("org_id", "=", orgId).execute(),
        )
      ).length;
    const before = await count();
    const response = await startCheckout(
      checkoutBody({ item: eventItem(event), readerId: "tmr_NoSuchReader" }),
    );
    expect(response.statusCode).toBe(404);
    expect(response.json().error.message).toBe(MESSAGES.terminalReaderNotFound);
    expect(await count()).toBe(before);
  });

  it("answers another organization's reader exactly as a reader that does not exist, writing nothing", async () => {
    const event = await createEvent();
    const theirReader = (
      await call("GET", "/api/v1/terminal/readers", undefined, otherCookie)
    ).json().readers[0].id;
    const checkouts = async () => {
      const counts = [];
      for (const id of [orgId, otherOrgId]) {
        const rows = await withTenant(t.db, id, (trx) =>
          trx.selectFrom("terminal_checkouts").select("id").execute(),
        );
        counts.push(rows.length);
      }
      return counts;
    };
    const before = await checkouts();
    const answers = [];
    for (const id of [theirReader, "tmr_NoSuchReader"]) {
      const response = await startCheckout(checkoutBody({ item: eventItem(event), readerId: id }));
      answers.push({ status: response.statusCode, body: response.json() });
    }
    const notFound = { error: { code: "not_found", message: MESSAGES.terminalReaderNotFound } };
    expect(answers).toEqual([
      { status: 404, body: notFound },
      { status: 404, body: notFound },
    ]);
    expect(await checkouts()).toEqual(before);
    expect(JSON.stringify(answers)).not.toContain(MESSAGES.readerOffline);
  });

  it.each([
    ["generic_decline", "Your card was declined."],
    ["insufficient_funds", "Your card has insufficient funds."],
  ])(
    "fails the checkout on %s with the card's reason and records nothing",
    async (outcome, reason) => {
      const event = await createEvent();
      const checkout = (await startCheckout(checkoutBody({ item: eventItem(event) }))).json();
      await presentCard(outcome);
      expect(await poll(checkout.checkoutId)).toMatchObject({
        status: "failed",
        failureMessage: reason,
        receiptUrl: null,
      });
      expect((await terminalSaleCounts(t, orgId, checkout.checkoutId)).charges).toBe(0);
      expect(await attendeeTickets(event.eventId, memberId)).toBe(0);
    },
  );

  it("cancels the payment: the reader stops asking and no card can pay it later", async () => {
    const event = await createEvent();
    const checkout = (await startCheckout(checkoutBody({ item: eventItem(event) }))).json();
    const canceled = await call("POST", `/api/v1/terminal/checkouts/${checkout.checkoutId}/cancel`);
    expect(canceled.json().status).toBe("canceled");
    expect((await presentCard("success")).statusCode).toBe(400);
    expect((await poll(checkout.checkoutId)).status).toBe("canceled");
  });

  it("refuses a second checkout on a reader waiting for the first's card, leaving the first payable", async () => {
    const event = await createEvent();
    const first = (await startCheckout(checkoutBody({ item: eventItem(event) }))).json();
    const second = (await startCheckout(checkoutBody({ item: eventItem(event) }))).json();
    expect(first.status).toBe("waiting_for_input");
    // It took the reader over: the first waited on a card that could no longer come.
    expect(second).toMatchObject({ status: "failed", failureMessage: MESSAGES.readerBusy });
    expect((await presentCard("success")).statusCode).toBe(204);
    expect((await poll(first.checkoutId)).status).toBe("succeeded");
    expect((await poll(second.checkoutId)).status).toBe("failed");
    expect((await terminalSaleCounts(t, orgId, second.checkoutId)).charges).toBe(0);
  });

  it("fails with the spec's reader text when the reader is offline", async () => {
    await withTenant(t.db, orgId, (trx) =>
      sql`update sim_readers set status = 'offline' where id = ${readerId}`.execute(trx),
    );
    try {
      const event = await createEvent();
      const checkout = (await startCheckout(checkoutBody({ item: eventItem(event) }))).json();
      expect(checkout).toMatchObject({
        status: "failed",
        failureMessage: MESSAGES.readerConnectionFailed,
      });
    } finally {
      await withTenant(t.db, orgId, (trx) =>
        sql`update sim_readers set status = 'online' where id = ${readerId}`.execute(trx),
      );
    }
  });

  it("refuses a sold-out event with 'Sold Out' (409) and an invalid coupon with 'Invalid Coupon'", async () => {
    const soldOut = await startCheckout(checkoutBody({ item: eventItem(await createEvent(0)) }));
    expect(soldOut.statusCode).toBe(409);
    expect(soldOut.json().error.message).toBe("Sold Out");
    const badCoupon = await startCheckout(
      checkoutBody({ item: eventItem(await createEvent()), couponCode: "nope" }),
    );
    expect(badCoupon.statusCode).toBe(400);
    expect(badCoupon.json().error.message).toBe(MESSAGES.invalidCoupon);
  });
});

describe("an event date that is over", () => {
  const countRows = async (table: "terminal_checkouts" | "sim_terminal_payments") =>
    Number(
      (
        await withTenant(t.db, orgId, (trx) =>
          sql<{ count: string }>`select count(*) as count from ${sql.table(table)}`.execute(trx),
        )
      ).rows[0]?.count,
    );

  // The weekly event's first date, 11 January 23:00-24:00 UTC; the clock a minute after it.
  async function afterFirstDate<T>(act: (event: ScheduleEvent) => Promise<T>): Promise<T> {
    const event = await createEvent();
    const startedAt = t.clock.now;
    t.clock.now = new Date(Date.parse(event.occurrenceStart) + 3600_000 + 60_000);
    try {
      return await act(event);
    } finally {
      t.clock.now = startedAt;
    }
  }

  it("quotes an ended date with 'This event date is over.' and no checkout; the next date sells", () =>
    afterFirstDate(async (event) => {
      const over = await call("POST", "/api/v1/terminal/quote", { item: eventItem(event) });
      expect(over.statusCode, over.body).toBe(200);
      expect(over.json()).toMatchObject({
        canCheckout: false,
        issue: "This event date is over.",
      });
      const nextDate = new Date(Date.parse(event.occurrenceStart) + 7 * 86_400_000).toISOString();
      const next = await call("POST", "/api/v1/terminal/quote", {
        item: { ...eventItem(event), eventStart: nextDate },
      });
      expect(next.json()).toMatchObject({ canCheckout: true, issue: null });
    }));

  it("refuses a checkout for an ended date with 409 'This event date is over.', charging nothing", () =>
    afterFirstDate(async (event) => {
      const before = {
        checkouts: await countRows("terminal_checkouts"),
        payments: await countRows("sim_terminal_payments"),
      };
      const refused = await startCheckout(checkoutBody({ item: eventItem(event) }));
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error.message).toBe(MESSAGES.terminalEventDateOver);
      expect({
        checkouts: await countRows("terminal_checkouts"),
        payments: await countRows("sim_terminal_payments"),
      }).toEqual(before);
      expect(await attendeeTickets(event.eventId, memberId)).toBe(0);
    }));
});

describe("reconciliation", () => {
  const runJob = (checkoutId: string) =>
    jobHandlers({ ...t.app.deps, now: () => t.clock.now })[TERMINAL_RECONCILE_JOB]?.({
      job: { org_id: orgId, payload: { checkoutId } } as never,
      now: t.clock.now,
    });

  it("captures and records a checkout whose card was read but never polled", async () => {
    const event = await createEvent();
    const checkout = (await startCheckout(checkoutBody({ item: eventItem(event) }))).json();
    await presentCard("success");
    await runJob(checkout.checkoutId);
    await runJob(checkout.checkoutId);
    expect((await poll(checkout.checkoutId)).status).toBe("succeeded");
    expect(await terminalSaleCounts(t, orgId, checkout.checkoutId)).toMatchObject({ charges: 1 });
    expect(await attendeeTickets(event.eventId, memberId)).toBe(1);
  });

  // Starts a checkout for the event, reads the card, and settles it with `change` made in the
  // moment between the sale's last check and the capture.
  async function sellWithChangeBeforeCapture(event: ScheduleEvent, change: () => Promise<unknown>) {
    const checkout = (await startCheckout(checkoutBody({ item: eventItem(event) }))).json();
    await presentCard("success");
    const terminal = t.app.deps.payments.terminal;
    const capture = terminal.capturePayment;
    terminal.capturePayment = async (...args) => {
      await change();
      return capture.apply(terminal, args);
    };
    try {
      return { checkout, settled: await poll(checkout.checkoutId) };
    } finally {
      terminal.capturePayment = capture;
    }
  }

  it("refunds, once, a payment captured for a sale sold out in the moment before the capture", async () => {
    const event = await createEvent(1);
    // The last ticket goes another way between the final check and the capture.
    const { checkout, settled } = await sellWithChangeBeforeCapture(event, () =>
      withTenant(t.db, orgId, (trx) =>
        sql`update events set price_quantity = 0 where id = ${event.eventId}`.execute(trx),
      ),
    );
    expect(settled).toMatchObject({
      status: "failed",
      failureMessage: `${MESSAGES.terminalNotEnoughLeft} ${MESSAGES.terminalPaymentRefunded}`,
    });
    // Settling again (a poll, the reconciliation after a crash) neither refunds nor sells.
    await runJob(checkout.checkoutId);
    await poll(checkout.checkoutId);
    const refunds = await withTenant(t.db, orgId, (trx) =>
      sql<{ checkout_refund: string; payment_refund: string }>`
        select c.refund_id as checkout_refund, p.refund_id as payment_refund
        from terminal_checkouts c join sim_terminal_payments p on p.id = c.payment_intent_id
        where c.id = ${checkout.checkoutId}`.execute(trx),
    );
    expect(refunds.rows).toHaveLength(1);
    expect(refunds.rows[0]?.checkout_refund).toMatch(/^re_/);
    expect(refunds.rows[0]?.payment_refund).toBe(refunds.rows[0]?.checkout_refund);
    expect(await terminalSaleCounts(t, orgId, checkout.checkoutId)).toMatchObject({ charges: 0 });
    expect(await attendeeTickets(event.eventId, memberId)).toBe(0);
    // The same key gives the same refund; the provider refuses nothing and refunds no more.
    const again = await t.app.deps.payments.refundPayment(
      orgId,
      (
        await withTenant(t.db, orgId, (trx) =>
          trx
            .selectFrom("terminal_checkouts")
            .select("payment_intent_id")
            .where("id", "=", checkout.checkoutId)
            .executeTakeFirstOrThrow(),
        )
      ).payment_intent_id as string,
      terminalRefundIdempotencyKey(orgId, checkout.checkoutId),
    );
    expect(again.id).toBe(refunds.rows[0]?.checkout_refund);
  });

  // Staff cancel the event (a one-time event's Cancel, 001 §4 for good), or the series date
  // sold (the event view's Cancel on that date), in the moment before the capture.
  it.each([
    [
      "an event",
      (event: ScheduleEvent) =>
        withTenant(t.db, orgId, (trx) =>
          sql`update events set is_cancelled = true where id = ${event.eventId}`.execute(trx),
        ),
    ],
    [
      "a series date",
      async (event: ScheduleEvent) => {
        const cancelled = await call("POST", `/api/v1/events/${event.eventId}/cancel`, {
          occurrenceStart: event.occurrenceStart,
        });
        expect(cancelled.statusCode, cancelled.body).toBe(200);
      },
    ],
  ])(
    "refunds, once, a payment captured for %s cancelled in the moment before the capture",
    async (_, cancel) => {
      const event = await createEvent();
      const { checkout, settled } = await sellWithChangeBeforeCapture(event, () => cancel(event));
      expect(settled).toMatchObject({
        status: "failed",
        failureMessage: `${MESSAGES.eventStatusCancelled}. ${MESSAGES.terminalPaymentRefunded}`,
      });
      // Settling again neither refunds again nor sells.
      await runJob(checkout.checkoutId);
      await poll(checkout.checkoutId);
      const refunded = await withTenant(t.db, orgId, (trx) =>
        sql<{ refund_id: string | null }>`
        select p.refund_id from terminal_checkouts c
        join sim_terminal_payments p on p.id = c.payment_intent_id
        where c.id = ${checkout.checkoutId}`.execute(trx),
      );
      expect(refunded.rows[0]?.refund_id).toMatch(/^re_/);
      expect(await terminalSaleCounts(t, orgId, checkout.checkoutId)).toMatchObject({ charges: 0 });
      expect(await attendeeTickets(event.eventId, memberId)).toBe(0);
    },
  );

  it("refunds a payment captured for an event whose class is cancelled in the moment before the capture", async () => {
    const studioClass = await createClass(t, cookie, image);
    const event = await createEvent(10, studioClass.classId);
    const { checkout, settled } = await sellWithChangeBeforeCapture(event, async () => {
      const cancelled = await call("POST", `/api/v1/classes/${studioClass.classId}/cancel`);
      expect(cancelled.statusCode, cancelled.body).toBe(200);
    });
    expect(settled).toMatchObject({
      status: "failed",
      failureMessage: `${MESSAGES.eventStatusCancelled}. ${MESSAGES.terminalPaymentRefunded}`,
    });
    expect(await terminalSaleCounts(t, orgId, checkout.checkoutId)).toMatchObject({ charges: 0 });
    expect(await attendeeTickets(event.eventId, memberId)).toBe(0);
  });

  it("cancels a checkout abandoned on the reader", async () => {
    const event = await createEvent();
    const checkout = (await startCheckout(checkoutBody({ item: eventItem(event) }))).json();
    const startedAt = t.clock.now;
    t.clock.now = new Date(startedAt.getTime() + 6 * 60_000);
    try {
      await runJob(checkout.checkoutId);
    } finally {
      t.clock.now = startedAt;
    }
    expect(await poll(checkout.checkoutId)).toMatchObject({
      status: "failed",
      failureMessage: MESSAGES.terminalPaymentTimedOut,
    });
  });
});

describe("tenant isolation", () => {
  it("answers 404 for another organization's checkout, reader and receipt", async () => {
    const event = await createEvent();
    const checkout = (await startCheckout(checkoutBody({ item: eventItem(event) }))).json();
    const foreignGet = await call(
      "GET",
      `/api/v1/terminal/checkouts/${checkout.checkoutId}`,
      undefined,
      otherCookie,
    );
    expect(foreignGet.statusCode).toBe(404);
    const foreignCancel = await call(
      "POST",
      `/api/v1/terminal/checkouts/${checkout.checkoutId}/cancel`,
      undefined,
      otherCookie,
    );
    expect(foreignCancel.statusCode).toBe(404);
    expect((await presentCard("success", readerId, otherCookie)).statusCode).toBe(404);
    const foreignSale = await startCheckout(checkoutBody({ item: eventItem(event) }), otherCookie);
    expect(foreignSale.statusCode).toBe(404);
    const forged = await t.app.inject({
      method: "GET",
      url: `/receipts/terminal/${orgId}/${checkout.checkoutId}/${"0".repeat(32)}`,
    });
    expect(forged.statusCode).toBe(404);
    await call("POST", `/api/v1/terminal/checkouts/${checkout.checkoutId}/cancel`);
  });
});

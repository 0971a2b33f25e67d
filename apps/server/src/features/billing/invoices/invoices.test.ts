import { MESSAGES } from "@studiodesk/core/messages";
import { sql } from "kysely";
import { describe, expect, it, vi } from "vitest";
import {
  auditLinesAbout,
  rowsUnderKeyReader,
  sameRowFromRequestsAtOnce,
} from "../../../../test/support/idempotency-test-support";
import { withPaymentCurrency } from "../../../../test/support/payment-currency";
import { appWithTwoOrganizations } from "../../../../test/support/two-organizations";
import { simulatorWebhookSecret } from "../../../adapters/payments/simulator-provider";
import { signWebhookPayload } from "../../../adapters/payments/webhook-events";
import { withTenant } from "../../../db/database";
import { markPastDueInvoicesEverywhere } from "./invoice-payments.service";

const { t, orgId, asAdmin, otherCookie, otherOrgId } = await appWithTwoOrganizations(
  "Harbor Yoga",
  {
    now: new Date("2026-11-23T15:00:00Z"),
  },
);
const memberId = (await t.createUser(orgId, { admin: false, firstName: "Mia" })).id;
const item = { name: "Private lesson", quantity: 1, amount: 8_000 };
// Each New Invoice form names its invoice once; each invoice of these tests has its own key.
let formCount = 0;
const newFormKey = () => `test-invoice-form-${++formCount}`;
const body = { uid: memberId, items: [item], dueDate: "2026-12-01", memo: null, footer: null };
const draft = { ...body, idempotencyKey: "test-invoice-form-refused" };

type InvoiceCounts = { invoices: number; charges: number; events: number; notifications: number };

// The organization's rows of the tables an invoice touches.
const counts = () =>
  withTenant(t.db, orgId, async (trx) => {
    const { rows } = await sql<InvoiceCounts>`
      select
        (select count(*) from invoices where org_id = ${orgId})::int as invoices,
        (select count(*) from charges where org_id = ${orgId})::int as charges,
        (select count(*) from payment_webhook_events where org_id = ${orgId})::int as events,
        (select count(*) from admin_notifications where org_id = ${orgId})::int as notifications
    `.execute(trx);
    return rows[0] as InvoiceCounts;
  });

// An invoice that is overdue now was created while its due date was still ahead: the clock is
// turned back to `day` for the creation (a new invoice cannot be due before today).
async function createInvoiceOn(day: string, overrides: Partial<typeof draft>) {
  const now = t.clock.now;
  t.clock.now = new Date(`${day}T15:00:00Z`);
  try {
    return await createInvoice(overrides);
  } finally {
    t.clock.now = now;
  }
}

async function createInvoice(overrides: Partial<typeof draft> = {}): Promise<{
  invoiceId: string;
  payLink: string;
  status: string;
}> {
  const response = await asAdmin("POST", "/api/v1/invoices", {
    ...draft,
    idempotencyKey: newFormKey(),
    ...overrides,
  });
  expect(response.statusCode).toBe(201);
  return response.json().invoice;
}

const invoiceOf = async (invoiceId: string) =>
  withTenant(t.db, orgId, (trx) =>
    trx
      .selectFrom("invoices")
      .select(["status", "receipt_url", "paid_method"])
      .where("id", "=", invoiceId)
      .executeTakeFirstOrThrow(),
  );

// What the simulator (or Stripe) would post: checkout.session.completed for the invoice.
function completedEvent(
  invoiceId: string,
  eventId: string,
  sessionId = `cs_${eventId}`,
  paymentIntent = `pi_${eventId}`,
) {
  return JSON.stringify({
    id: eventId,
    object: "event",
    type: "checkout.session.completed",
    created: Math.floor(Date.now() / 1000),
    data: {
      object: {
        id: sessionId,
        object: "checkout.session",
        payment_status: "paid",
        status: "complete",
        amount_total: 8_444,
        currency: "usd",
        metadata: { orgId, invoiceId },
        payment_intent: paymentIntent,
      },
    },
  });
}

const deliver = (body: string, signature = signWebhookPayload(body, webhookSecret())) =>
  t.app.inject({
    method: "POST",
    url: "/webhooks/payments",
    payload: body,
    headers: { "content-type": "application/json", "stripe-signature": signature },
  });
const webhookSecret = () => simulatorWebhookSecret(t.config.sessionSecret);

describe("000 §5 Invoice save", () => {
  it.each([
    ["no customer", { uid: null }, MESSAGES.selectCustomer],
    ["no item", { items: [] }, MESSAGES.addInvoiceItem],
    ["no due date", { dueDate: null }, MESSAGES.selectInvoiceDueDate],
    // A direct call's blanks are named in the form's order: the customer first.
    ["a blank customer and due date", { uid: "", dueDate: "" }, MESSAGES.selectCustomer],
    ["a blank due date", { dueDate: "" }, MESSAGES.selectInvoiceDueDate],
    // Beyond the spec: mailed already due, it showed Past Due the next night.
    [
      "a due date before the studio's today",
      { dueDate: "2026-11-22" },
      MESSAGES.invoiceDueDateInPast,
    ],
    // Beyond the spec: a typo's year (2062) sat pending for decades.
    [
      "a due date after the same date next year",
      { dueDate: "2027-11-24" },
      MESSAGES.invoiceDueDateTooFar,
    ],
    ["a due date in 2062", { dueDate: "2062-11-23" }, MESSAGES.invoiceDueDateTooFar],
    ["a total under $1.00", { items: [{ ...item, amount: 99 }] }, MESSAGES.invoiceTotalMinimum],
    ["a quantity of 21", { items: [{ ...item, quantity: 21 }] }, MESSAGES.invoiceItemQuantity],
    // The form stops adding items at the same number, with the same words.
    ["51 items", { items: Array.from({ length: 51 }, () => item) }, MESSAGES.invoiceTooManyItems],
    // Saved, it could never be paid: its total did not fit the amount columns (a 400 at pay).
    [
      "a total over one card payment",
      {
        items: [
          { name: "Big", quantity: 20, amount: 100_000_000 },
          { name: "b", quantity: 1, amount: 50_000_000 },
        ],
      },
      MESSAGES.invoiceTotalMaximum,
    ],
  ])(
    "refuses %s with 400 and the spec's message, writing nothing",
    async (_case, change, message) => {
      const before = await counts();
      const response = await asAdmin("POST", "/api/v1/invoices", { ...draft, ...change });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toBe(message);
      expect(await counts()).toEqual(before);
    },
  );

  it.each([
    ["the invoice", { isAdmin: true }],
    ["an item", { items: [{ ...item, isAdmin: true }] }],
  ])(
    "refuses a field the form does not send on %s with 400, naming it, and writes nothing",
    async (_case, change) => {
      const before = await counts();
      const mailBefore = t.sentMail.length;
      const response = await asAdmin("POST", "/api/v1/invoices", {
        ...draft,
        idempotencyKey: newFormKey(),
        ...change,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toBe(
        "This request has fields that are not accepted: isAdmin.",
      );
      expect(await counts()).toEqual(before);
      expect(t.sentMail).toHaveLength(mailBefore);
    },
  );

  it("takes a due date of the same date next year, the last day the picker offers", async () => {
    const invoice = await createInvoice({ dueDate: "2027-11-23" });
    expect(invoice.status).toBe("pending");
  });

  it("answers 404 for another organization's member and writes nothing", async () => {
    const stranger = (await t.createUser(await t.createOrganization(), { admin: false })).id;
    const before = await counts();
    const response = await asAdmin("POST", "/api/v1/invoices", { ...draft, uid: stranger });
    expect(response.statusCode).toBe(404);
    expect(await counts()).toEqual(before);
  });

  it("creates a pending invoice with the invoice fee and mails the customer its pay link", async () => {
    const mailBefore = t.sentMail.length;
    const response = await asAdmin("POST", "/api/v1/invoices", {
      ...draft,
      idempotencyKey: newFormKey(),
    });
    expect(response.statusCode).toBe(201);
    const { invoice, message } = response.json();
    expect(message).toBe(MESSAGES.newInvoiceAdded);
    expect(invoice).toMatchObject({
      uid: memberId,
      status: "pending",
      price: { subAmount: 8_000, transactionFee: 444, amount: 8_444 },
    });
    expect(invoice.payLink).toMatch(/\/pay\//);
    const mail = t.sentMail.slice(mailBefore);
    expect(mail).toHaveLength(1);
    expect(mail[0]?.text).toContain(invoice.payLink);
    // 000 §9's plain date, as every other date of the app reads.
    expect(mail[0]?.text).toContain(", due December 01, 2026.");
  });

  it("mails the memo above the pay link and the footer at the end, as the preview shows them", async () => {
    const mailBefore = t.sentMail.length;
    const response = await asAdmin("POST", "/api/v1/invoices", {
      ...draft,
      memo: "Thank you for training with us this spring.",
      footer: "Questions? Reply to this email.",
      idempotencyKey: newFormKey(),
    });
    expect(response.statusCode).toBe(201);
    const text = t.sentMail.slice(mailBefore)[0]?.text ?? "";
    const payLinkAt = text.indexOf(response.json().invoice.payLink);
    expect(text.indexOf("Thank you for training with us this spring.")).toBeGreaterThan(-1);
    expect(text.indexOf("Thank you for training with us this spring.")).toBeLessThan(payLinkAt);
    expect(text.indexOf("Questions? Reply to this email.")).toBeGreaterThan(payLinkAt);
  });
});

// A double-clicked Save & Publish: the form's key names the invoice it creates.
describe("creating an invoice under the New Invoice form's key", () => {
  const rowsUnderKey = rowsUnderKeyReader(t, "invoices", "memo", [orgId, otherOrgId]);
  const create = (idempotencyKey: string, change: object = {}) =>
    asAdmin("POST", "/api/v1/invoices", { ...body, ...change, idempotencyKey });

  it("sent twice one after the other, creates one invoice and mails it once", async () => {
    const key = newFormKey();
    const mailBefore = t.sentMail.length;
    const first = await create(key);
    const second = await create(key);
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    expect(second.json()).toEqual(first.json());
    expect(await rowsUnderKey(key)).toHaveLength(1);
    expect(t.sentMail.slice(mailBefore)).toHaveLength(1);
  });

  it("sent three times at once, creates one invoice, mails it once and audits it once", async () => {
    const key = newFormKey();
    const mailBefore = t.sentMail.length;
    const id = await sameRowFromRequestsAtOnce(() => create(key), {
      times: 3,
      status: 201,
      idOf: (answer) => answer.json().invoice.invoiceId,
    });
    expect((await rowsUnderKey(key)).map((row) => row.id)).toEqual([id]);
    expect(t.sentMail.slice(mailBefore)).toHaveLength(1);
    expect(await auditLinesAbout(t, orgId, "invoice.created", [id])).toHaveLength(1);
  });

  it("sent again after its due day has passed, still answers the invoice it created", async () => {
    const key = newFormKey();
    const first = await create(key, { dueDate: "2026-11-23" });
    const start = t.clock.now;
    t.clock.now = new Date(start.getTime() + 2 * 24 * 60 * 60 * 1000);
    try {
      const again = await create(key, { dueDate: "2026-11-23" });
      expect(again.statusCode).toBe(201);
      expect(again.json()).toEqual(first.json());
    } finally {
      t.clock.now = start;
    }
  });

  it("refuses the same key with another request with 409 and changes nothing", async () => {
    const key = newFormKey();
    const first = (await create(key, { memo: "First" })).json();
    const before = await counts();
    const mailBefore = t.sentMail.length;
    const response = await create(key, { memo: "Second", items: [{ ...item, amount: 9_000 }] });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe(MESSAGES.invoiceKeyReused);
    expect(await counts()).toEqual(before);
    expect(t.sentMail.length).toBe(mailBefore);
    expect(await rowsUnderKey(key)).toEqual([
      { id: first.invoice.invoiceId, org_id: orgId, memo: "First" },
    ]);
  });

  it("gives another organization using the same key its own invoice, never the first one's", async () => {
    const key = newFormKey();
    const ours = (await create(key)).json().invoice;
    const otherMember = (await t.createUser(otherOrgId, { admin: false, firstName: "Otto" })).id;
    const response = await t.request({
      method: "POST",
      url: "/api/v1/invoices",
      cookie: otherCookie,
      payload: { ...body, uid: otherMember, idempotencyKey: key },
    });
    expect(response.statusCode).toBe(201);
    const theirs = response.json().invoice;
    expect(theirs.invoiceId).not.toBe(ours.invoiceId);
    expect(theirs.uid).toBe(otherMember);
    expect(response.body).not.toContain(memberId);
    const rows = await rowsUnderKey(key);
    expect(rows.map((row) => row.org_id).sort()).toEqual([orgId, otherOrgId].sort());
    // The first organization's replay still answers its own invoice.
    expect((await create(key)).json().invoice.invoiceId).toBe(ours.invoiceId);
    // The other organization's list stays empty for the tests after this one.
    const removed = await t.request({
      method: "DELETE",
      url: `/api/v1/invoices/${theirs.invoiceId}`,
      cookie: otherCookie,
    });
    expect(removed.statusCode).toBe(200);
  });

  it("another organization sending the first one's request under its key gets no data of it", async () => {
    const key = newFormKey();
    await create(key);
    const response = await t.request({
      method: "POST",
      url: "/api/v1/invoices",
      cookie: otherCookie,
      payload: { ...body, idempotencyKey: key },
    });
    // The first organization's member is not theirs: 404, as without the key.
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain(memberId);
    expect(await rowsUnderKey(key)).toHaveLength(1);
  });

  it("refuses a request without a key with 400 and writes nothing", async () => {
    const before = await counts();
    const response = await asAdmin("POST", "/api/v1/invoices", body);
    expect(response.statusCode).toBe(400);
    expect(await counts()).toEqual(before);
  });
});

describe("invoices list", () => {
  it("pages all invoices newest first with a cursor", async () => {
    for (let index = 0; index < 3; index++) await createInvoice();
    const first = (await asAdmin("GET", "/api/v1/invoices?limit=2")).json();
    expect(first.invoices).toHaveLength(2);
    expect(first.nextCursor).toEqual(expect.any(String));
    const second = (
      await asAdmin("GET", `/api/v1/invoices?limit=2&starting_after=${first.nextCursor}`)
    ).json();
    const ids = [...first.invoices, ...second.invoices].map(
      (row: { invoiceId: string }) => row.invoiceId,
    );
    expect(new Set(ids).size).toBe(ids.length);
    const created = [...first.invoices, ...second.invoices].map(
      (row: { created: string }) => row.created,
    );
    expect(created).toEqual([...created].sort().reverse());
  });

  it("shows a change at once: the kept page is forgotten by the webhook and the past-due job", async () => {
    const { invoiceId } = await createInvoiceOn("2026-11-19", { dueDate: "2026-11-20" });
    const statusInList = async () =>
      (await asAdmin("GET", "/api/v1/invoices?limit=100"))
        .json()
        .invoices.find((row: { invoiceId: string }) => row.invoiceId === invoiceId)?.status;
    expect(await statusInList()).toBe("pending");
    await markPastDueInvoicesEverywhere(t.app.deps, t.clock.now);
    expect(await statusInList()).toBe("outstanding");
    await deliver(completedEvent(invoiceId, "evt_list_forgets"));
    expect(await statusInList()).toBe("paid");
  });

  it("shows another organization nothing", async () => {
    await createInvoice();
    const response = await t.request({
      method: "GET",
      url: "/api/v1/invoices",
      cookie: otherCookie,
    });
    expect(response.json().invoices).toEqual([]);
  });

  it("names each member's saved card on their invoices, and none where no card is on record", async () => {
    const carded = (await t.createUser(orgId, { admin: false, firstName: "Cara" })).id;
    await withTenant(t.db, orgId, (trx) =>
      trx
        .updateTable("users")
        .set({ default_card: JSON.stringify({ brand: "visa", last4: "4242" }) })
        .where("id", "=", carded)
        .execute(),
    );
    const created = (
      await asAdmin("POST", "/api/v1/invoices", {
        ...draft,
        uid: carded,
        idempotencyKey: newFormKey(),
      })
    ).json().invoice;
    expect(created.savedCard).toEqual({ brand: "visa", last4: "4242" });
    const { invoiceId: cardless } = await createInvoice();
    const rows: Array<{ invoiceId: string; savedCard: unknown }> = (
      await asAdmin("GET", "/api/v1/invoices?limit=100")
    ).json().invoices;
    const cardOf = (id: string) => rows.find((row) => row.invoiceId === id)?.savedCard;
    expect(cardOf(created.invoiceId)).toEqual({ brand: "visa", last4: "4242" });
    expect(cardOf(cardless)).toBeNull();
  });

  it("with status=unpaid leaves paid invoices out (the dashboard's Outstanding invoices)", async () => {
    const { invoiceId } = await createInvoice();
    await asAdmin("POST", `/api/v1/invoices/${invoiceId}/mark-paid`, {
      method: "cash",
      note: "Paid",
    });
    const response = await asAdmin("GET", "/api/v1/invoices?status=unpaid&limit=100");
    const statuses = response.json().invoices.map((row: { status: string }) => row.status);
    expect(statuses.length).toBeGreaterThan(0);
    expect(statuses).not.toContain("paid");
    expect((await asAdmin("GET", "/api/v1/invoices?status=void")).statusCode).toBe(400);
  });
});

describe("paying through the pay link on the simulator", () => {
  it("redirects to the test pay page whose Pay button marks the invoice paid once", async () => {
    const { invoiceId, payLink } = await createInvoice();
    const path = new URL(payLink).pathname;
    const opened = await t.app.inject({ method: "GET", url: path });
    expect(opened.statusCode).toBe(303);
    const payPage = new URL(opened.headers.location as string).pathname;
    expect((await t.app.inject({ method: "GET", url: payPage })).body).toContain("Pay $84.44");

    const before = await counts();
    // As the browser's form sends it.
    const form = { "content-type": "application/x-www-form-urlencoded" };
    const paid = await t.app.inject({ method: "POST", url: payPage, headers: form, payload: "" });
    expect(paid.statusCode).toBe(303);
    // A double click on Pay: the same event, de-duplicated.
    await t.app.inject({ method: "POST", url: payPage });
    expect(await counts()).toEqual({
      ...before,
      charges: before.charges + 1,
      events: before.events + 1,
      notifications: before.notifications + 1,
    });
    expect(await invoiceOf(invoiceId)).toMatchObject({ status: "paid", paid_method: "card" });
    const after = await t.app.inject({ method: "GET", url: path });
    expect(after.body).toContain(MESSAGES.paymentComplete);
  });

  it("opens the hosted payment in the account's currency, lower-case as Stripe takes it", async () => {
    const { payLink } = await createInvoice();
    const checkout = vi.spyOn(t.app.deps.payments, "createCheckoutSession");
    try {
      await withPaymentCurrency(t.db, orgId, "EUR", () =>
        t.app.inject({ method: "GET", url: new URL(payLink).pathname }),
      );
      expect(checkout).toHaveBeenCalledWith(
        expect.objectContaining({ currency: "eur" }),
        expect.any(String),
      );
    } finally {
      checkout.mockRestore();
    }
  });

  it("answers 404 for a pay link with a wrong signature", async () => {
    const { payLink } = await createInvoice();
    const response = await t.app.inject({ method: "GET", url: `${new URL(payLink).pathname}x` });
    expect(response.statusCode).toBe(404);
  });
});

describe("payment webhook", () => {
  it("delivered twice changes nothing the second time", async () => {
    const { invoiceId } = await createInvoice();
    const body = completedEvent(invoiceId, "evt_twice");
    const before = await counts();
    expect((await deliver(body)).statusCode).toBe(200);
    expect((await deliver(body)).statusCode).toBe(200);
    expect(await counts()).toEqual({
      ...before,
      charges: before.charges + 1,
      events: before.events + 1,
      notifications: before.notifications + 1,
    });
    const notification = await withTenant(t.db, orgId, (trx) =>
      trx
        .selectFrom("admin_notifications")
        .select(["type", "dedupe_key"])
        .where("ref_id", "=", invoiceId)
        .executeTakeFirstOrThrow(),
    );
    expect(notification).toEqual({ type: "paymentItem", dedupe_key: `invoice-paid:${invoiceId}` });
  });

  it("the same payment delivered again under another event records no second charge", async () => {
    const { invoiceId } = await createInvoice();
    await deliver(completedEvent(invoiceId, "evt_first"));
    const before = await counts();
    const again = completedEvent(invoiceId, "evt_late", "cs_evt_first", "pi_evt_first");
    expect((await deliver(again)).statusCode).toBe(200);
    expect(await counts()).toEqual({ ...before, events: before.events + 1 });
  });

  it("records a paid session that names no currency in the account's currency, not in dollars", async () => {
    const { invoiceId } = await createInvoice();
    const event = JSON.parse(completedEvent(invoiceId, "evt_no_currency"));
    delete event.data.object.currency;
    const delivered = await withPaymentCurrency(t.db, orgId, "EUR", () =>
      deliver(JSON.stringify(event)),
    );
    expect(delivered.statusCode).toBe(200);
    const charge = await withTenant(t.db, orgId, (trx) =>
      trx
        .selectFrom("charges")
        .select(["currency"])
        .where("invoice_id", "=", invoiceId)
        .executeTakeFirstOrThrow(),
    );
    expect(charge).toEqual({ currency: "eur" });
  });

  it.each([
    ["a wrong signature", (body: string) => signWebhookPayload(body, "whsec_wrong")],
    ["no signature", () => ""],
  ])("with %s answers 400 and writes nothing", async (_case, sign) => {
    const { invoiceId } = await createInvoice();
    const body = completedEvent(invoiceId, `evt_bad_${_case.length}`);
    const before = await counts();
    const response = await deliver(body, sign(body));
    expect(response.statusCode).toBe(400);
    expect(await counts()).toEqual(before);
    expect((await invoiceOf(invoiceId)).status).toBe("pending");
  });
});

// The pay link's hosted payment, opened by the customer: its session id.
async function openCheckout(payLink: string) {
  const opened = await t.app.inject({ method: "GET", url: new URL(payLink).pathname });
  const payPage = new URL(opened.headers.location as string).pathname;
  return { payPage, sessionId: payPage.split("/").at(-1) ?? "" };
}

const simulatedSession = (sessionId: string) =>
  withTenant(t.db, orgId, (trx) =>
    trx
      .withTables<{
        sim_checkout_sessions: { id: string; status: string; refund_id: string | null };
      }>()
      .selectFrom("sim_checkout_sessions")
      .select(["status", "refund_id"])
      .where("id", "=", sessionId)
      .executeTakeFirstOrThrow(),
  );

// A completed checkout's webhook, delivered twice: the payment is refunded once, one event
// is stored, and nothing else of ours changes.
async function expectRefundedOnceHoweverDelivered(
  sessionId: string,
  delivery: { rawBody: string; signature: string } | undefined,
) {
  const before = await counts();
  const send = () => deliver(delivery?.rawBody ?? "", delivery?.signature);
  expect((await send()).statusCode).toBe(200);
  const refunded = await simulatedSession(sessionId);
  expect(refunded.refund_id).toMatch(/^re_/);
  expect((await send()).statusCode).toBe(200);
  expect(await simulatedSession(sessionId)).toEqual(refunded);
  expect(await counts()).toEqual({ ...before, events: before.events + 1 });
}

const markPaidAtDesk = (invoiceId: string) =>
  asAdmin("POST", `/api/v1/invoices/${invoiceId}/mark-paid`, { method: "cash", note: "Desk" });

describe("a second payment after Mark Paid", () => {
  it("expires the pay link's open checkout, so it can no longer be paid", async () => {
    const { invoiceId, payLink } = await createInvoice();
    const { payPage, sessionId } = await openCheckout(payLink);
    expect((await markPaidAtDesk(invoiceId)).statusCode).toBe(200);
    expect((await simulatedSession(sessionId)).status).toBe("expired");

    const before = await counts();
    const paying = await t.app.inject({ method: "POST", url: payPage });
    expect(paying.statusCode).toBe(410);
    expect(paying.body).toContain("Payment page expired");
    expect(await counts()).toEqual(before);
    expect(await invoiceOf(invoiceId)).toMatchObject({ status: "paid", paid_method: "cash" });
  });

  it("refunds a payment that completed anyway, once however often it is delivered", async () => {
    const { invoiceId, payLink } = await createInvoice();
    const { sessionId } = await openCheckout(payLink);
    // The customer pays; the desk marks it paid before the provider's webhook arrives.
    const checkout = t.app.deps.payments.simulatedCheckout;
    const delivery = await checkout?.pay(orgId, sessionId);
    expect((await markPaidAtDesk(invoiceId)).statusCode).toBe(200);

    await expectRefundedOnceHoweverDelivered(sessionId, delivery);
    expect(await invoiceOf(invoiceId)).toMatchObject({ status: "paid", paid_method: "cash" });
    const audit = await withTenant(t.db, orgId, (trx) =>
      trx
        .selectFrom("audit_log")
        .select("action")
        .where("target_id", "=", invoiceId)
        .where("action", "=", "invoice.second_payment_refunded")
        .execute(),
    );
    expect(audit).toHaveLength(1);
  });
});

describe("a payment for a deleted invoice", () => {
  const deleteInvoice = (invoiceId: string) => asAdmin("DELETE", `/api/v1/invoices/${invoiceId}`);

  it("expires the pay link's open checkout when the invoice is deleted, so it can no longer be paid", async () => {
    const { invoiceId, payLink } = await createInvoice();
    const { payPage, sessionId } = await openCheckout(payLink);
    expect((await deleteInvoice(invoiceId)).statusCode).toBe(200);
    expect((await simulatedSession(sessionId)).status).toBe("expired");

    const paying = await t.app.inject({ method: "POST", url: payPage });
    expect(paying.statusCode).toBe(410);
  });

  it("refunds a payment completed just before the delete, once however often it is delivered", async () => {
    const { invoiceId, payLink } = await createInvoice();
    const { sessionId } = await openCheckout(payLink);
    // The customer pays; the desk deletes the invoice before the provider's webhook arrives.
    const delivery = await t.app.deps.payments.simulatedCheckout?.pay(orgId, sessionId);
    expect((await deleteInvoice(invoiceId)).statusCode).toBe(200);

    await expectRefundedOnceHoweverDelivered(sessionId, delivery);
  });
});

describe("Send Reminder", () => {
  it("mails the pay link again at most once in 24 hours", async () => {
    const { invoiceId } = await createInvoice();
    const url = `/api/v1/invoices/${invoiceId}/reminders`;
    const mailBefore = t.sentMail.length;
    expect((await asAdmin("POST", url)).json().message).toBe(MESSAGES.invoiceReminderSent);
    const again = await asAdmin("POST", url);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(MESSAGES.invoiceReminderTooSoon);
    expect(t.sentMail.length).toBe(mailBefore + 1);

    const start = t.clock.now;
    t.clock.now = new Date(start.getTime() + 24 * 60 * 60 * 1000);
    try {
      expect((await asAdmin("POST", url)).statusCode).toBe(200);
    } finally {
      t.clock.now = start;
    }
    expect(t.sentMail.length).toBe(mailBefore + 2);
  });

  it("answers 404 to another organization", async () => {
    const { invoiceId } = await createInvoice();
    const response = await t.request({
      method: "POST",
      url: `/api/v1/invoices/${invoiceId}/reminders`,
      cookie: otherCookie,
    });
    expect(response.statusCode).toBe(404);
  });
});

const revenueThisMonth = async () =>
  (await asAdmin("GET", "/api/v1/dashboard/key-figures")).json().revenueThisMonthCents as number;

const listedInvoice = async (invoiceId: string) =>
  (await asAdmin("GET", `/api/v1/invoices?uid=${memberId}&limit=100`))
    .json()
    .invoices.find((row: { invoiceId: string }) => row.invoiceId === invoiceId);

describe("Mark Paid", () => {
  // The invoice fee is the card's (000 §9): cash or a cheque at the desk owes the items' total.
  it.each(["cash", "cheque"] as const)(
    "records %s as what was owed without a card: the total without the card fee, in the list and the revenue",
    async (method) => {
      const { invoiceId } = await createInvoice();
      const revenueBefore = await revenueThisMonth();

      await asAdmin("POST", `/api/v1/invoices/${invoiceId}/mark-paid`, { method, note: "Desk" });

      const charge = await withTenant(t.db, orgId, (trx) =>
        trx
          .selectFrom("charges")
          .select(["kind", "amount"])
          .where("invoice_id", "=", invoiceId)
          .executeTakeFirstOrThrow(),
      );
      expect(charge).toEqual({ kind: "manual", amount: 8_000 });
      expect(await listedInvoice(invoiceId)).toMatchObject({
        status: "paid",
        price: { subAmount: 8_000, transactionFee: 444, amount: 8_444 },
        paidAmount: 8_000,
      });
      expect(await revenueThisMonth()).toBe(revenueBefore + 8_000);
    },
  );

  it("lists no paid amount while the invoice is unpaid, and a card payment's total once paid by card", async () => {
    const { invoiceId } = await createInvoice();
    expect((await listedInvoice(invoiceId)).paidAmount).toBeNull();
    await deliver(completedEvent(invoiceId, "evt_paid_amount"));
    expect(await listedInvoice(invoiceId)).toMatchObject({ status: "paid", paidAmount: 8_444 });
  });

  it("leaves a Mark Paid recorded before with the fee as it was: its charge and the list keep 8,444", async () => {
    const { invoiceId } = await createInvoice();
    // As a Mark Paid wrote it before the card fee was left out.
    await withTenant(t.db, orgId, async (trx) => {
      await trx
        .updateTable("invoices")
        .set({ status: "paid", paid_method: "cash", paid_note: "Desk" })
        .where("id", "=", invoiceId)
        .execute();
      await trx
        .insertInto("charges")
        .values({
          id: `earlier-manual-${invoiceId}`,
          org_id: orgId,
          user_id: memberId,
          invoice_id: invoiceId,
          description: "Invoice: Private lesson",
          amount: 8_444,
          currency: "usd",
          status: "succeeded",
          kind: "manual",
        })
        .execute();
    });

    expect((await listedInvoice(invoiceId)).paidAmount).toBe(8_444);
    const response = await asAdmin("POST", `/api/v1/invoices/${invoiceId}/mark-paid`, {
      method: "cash",
      note: "again",
    });
    expect(response.statusCode).toBe(409);
    const amounts = await withTenant(t.db, orgId, (trx) =>
      trx.selectFrom("charges").select("amount").where("invoice_id", "=", invoiceId).execute(),
    );
    expect(amounts).toEqual([{ amount: 8_444 }]);
  });

  it("records a manual charge and an audit line; a second time is 409", async () => {
    const { invoiceId } = await createInvoice();
    const url = `/api/v1/invoices/${invoiceId}/mark-paid`;
    const before = await counts();
    const response = await asAdmin("POST", url, { method: "cheque", note: "Cheque #1042" });
    expect(response.json().message).toBe(MESSAGES.invoiceMarkedPaid);
    expect(await counts()).toEqual({ ...before, charges: before.charges + 1 });
    const charge = await withTenant(t.db, orgId, (trx) =>
      trx
        .selectFrom("charges")
        .select(["kind", "amount", "status"])
        .where("invoice_id", "=", invoiceId)
        .executeTakeFirstOrThrow(),
    );
    expect(charge).toEqual({ kind: "manual", amount: 8_000, status: "succeeded" });
    expect((await asAdmin("POST", url, { method: "cash", note: "again" })).statusCode).toBe(409);
  });

  it("records the manual charge in the account's currency (000 Payment settings: EUR)", async () => {
    const { invoiceId } = await createInvoice();
    await withPaymentCurrency(t.db, orgId, "EUR", () =>
      asAdmin("POST", `/api/v1/invoices/${invoiceId}/mark-paid`, { method: "cash", note: "Desk" }),
    );
    const charge = await withTenant(t.db, orgId, (trx) =>
      trx
        .selectFrom("charges")
        .select(["kind", "currency"])
        .where("invoice_id", "=", invoiceId)
        .executeTakeFirstOrThrow(),
    );
    expect(charge).toEqual({ kind: "manual", currency: "eur" });
  });

  it("needs a note", async () => {
    const { invoiceId } = await createInvoice();
    const response = await asAdmin("POST", `/api/v1/invoices/${invoiceId}/mark-paid`, {
      method: "cash",
      note: " ",
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(MESSAGES.invoicePaymentNoteRequired);
  });
});

describe("000 §4 delete rule", () => {
  it("deletes a pending invoice with 'Invoice Deleted.'", async () => {
    const { invoiceId } = await createInvoice();
    const response = await asAdmin("DELETE", `/api/v1/invoices/${invoiceId}`);
    expect(response.json().message).toBe(MESSAGES.invoiceDeleted);
  });

  it("refuses a paid invoice with 409", async () => {
    const { invoiceId } = await createInvoice();
    await asAdmin("POST", `/api/v1/invoices/${invoiceId}/mark-paid`, {
      method: "cash",
      note: "desk",
    });
    expect((await asAdmin("DELETE", `/api/v1/invoices/${invoiceId}`)).statusCode).toBe(409);
  });

  it("answers 404 to another organization and deletes nothing", async () => {
    const { invoiceId } = await createInvoice();
    const before = await counts();
    const response = await t.request({
      method: "DELETE",
      url: `/api/v1/invoices/${invoiceId}`,
      cookie: otherCookie,
    });
    expect(response.statusCode).toBe(404);
    expect(await counts()).toEqual(before);
  });
});

describe("past-due job", () => {
  it("marks pending invoices due before today (studio's day) outstanding, once", async () => {
    const overdue = await createInvoiceOn("2026-11-21", { dueDate: "2026-11-22" });
    const dueToday = await createInvoice({ dueDate: "2026-11-23" });
    const deps = t.app.deps;
    await markPastDueInvoicesEverywhere(deps, t.clock.now);
    expect((await invoiceOf(overdue.invoiceId)).status).toBe("outstanding");
    expect((await invoiceOf(dueToday.invoiceId)).status).toBe("pending");
    expect(await markPastDueInvoicesEverywhere(deps, t.clock.now)).toBe(0);
  });
});

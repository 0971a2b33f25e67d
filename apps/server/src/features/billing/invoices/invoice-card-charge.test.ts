import { MESSAGES } from "@studiodesk/core/messages";
import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import {
  savedCardChargesAskedIn,
  storedCharges,
  withPaymentCurrency,
} from "../../../../test/support/payment-currency";
import { appWithTwoOrganizations } from "../../../../test/support/two-organizations";
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
import { jobGiveUpHandlers, jobHandlers } from "../../../jobs/job-handlers";
import { enqueueJob, JobRunner } from "../../../jobs/job-runner";
import {
  INVOICE_CARD_CHARGES_JOB,
  invoiceCardChargeRefundIdempotencyKey,
  LEGACY_INVOICE_CARD_CHARGES_JOB,
  refundSecondCardCharges,
  settleCutOffCardCharges,
} from "./invoice-second-charges";

const { t, orgId, asAdmin, otherCookie } = await appWithTwoOrganizations("Harbor Yoga", {
  now: new Date("2026-11-23T15:00:00Z"),
});

// A member whose payment customer has the given saved card (none: no customer at all).
async function memberWithCard(card?: { brand: string; last4: string }) {
  const member = await t.createUser(orgId, { admin: false, firstName: "Mia" });
  if (card) {
    const { customerId } = await createDemoPaymentCustomer(
      t.app.deps.payments,
      { orgId, userId: member.id, email: member.email, name: "Mia Member" },
      card,
    );
    await withTenant(t.db, orgId, (trx) =>
      trx.updateTable("users").set({ stripe_id: customerId }).where("id", "=", member.id).execute(),
    );
  }
  return member.id;
}

let invoiceCount = 0;
async function invoiceFor(uid: string): Promise<string> {
  const response = await asAdmin("POST", "/api/v1/invoices", {
    idempotencyKey: `card-charge-invoice-${++invoiceCount}`,
    uid,
    items: [{ name: "Private lesson", quantity: 1, amount: 8_000 }],
    dueDate: "2026-12-01",
    memo: null,
    footer: null,
  });
  return response.json().invoice.invoiceId;
}

// The invoice's status, its charges and the staff notifications about it.
const recorded = (invoiceId: string) =>
  withTenant(t.db, orgId, async (trx) => {
    const { rows } = await sql<{ status: string; charges: number; notifications: number }>`
      select status,
        (select count(*) from charges where invoice_id = ${invoiceId})::int as charges,
        (select count(*) from admin_notifications where ref_id = ${invoiceId})::int as notifications
      from invoices where id = ${invoiceId}
    `.execute(trx);
    return rows[0];
  });

// The provider's charge of the invoice as Charge Saved Card asks for it, with no record of it
// kept: what a click cut off by a crash leaves behind.
const chargedWithoutRecord = (invoiceId: string, customerId: string, key: string) =>
  t.app.deps.payments.chargeSavedCard(
    {
      orgId,
      customerId,
      amountCents: 8_444,
      currency: "usd",
      description: "Invoice: Private lesson",
      metadata: { orgId, invoiceId },
    },
    key,
  );

// An unpaid invoice whose Charge Saved Card was cut off once the provider had charged the card:
// the invoice and the scope its job is given.
async function clickCutOffAfterItsCharge(key: string) {
  const invoiceId = await invoiceFor(await memberWithCard(SIMULATOR_TEST_CARDS.visa));
  const customerId = await customerOf(invoiceId);
  await chargedWithoutRecord(invoiceId, customerId, key);
  return { invoiceId, scope: { invoiceId, customerId, createdSince: new Date(0) } };
}

// The desk marks the invoice paid while the provider is charging its card; answers the
// provider's own charge, for the test to put back.
function markedPaidWhileCharging(invoiceId: string) {
  const payments = t.app.deps.payments;
  const { chargeSavedCard } = payments;
  payments.chargeSavedCard = async (input, key) => {
    const result = await chargeSavedCard(input, key);
    await asAdmin("POST", `/api/v1/invoices/${invoiceId}/mark-paid`, {
      method: "cash",
      note: "Paid at the desk",
    });
    return result;
  };
  return chargeSavedCard;
}

// The payment customer of the invoice's member.
const customerOf = (invoiceId: string) =>
  withTenant(t.db, orgId, async (trx) => {
    const { rows } = await sql<{ stripe_id: string }>`
      select u.stripe_id from invoices i join users u on u.id = i.user_id where i.id = ${invoiceId}
    `.execute(trx);
    return rows[0]?.stripe_id ?? "";
  });

// The provider's card charge made for an invoice, found as a crash-recovery lookup finds it.
const cardChargeOf = async (invoiceId: string) =>
  t.app.deps.payments.findSavedCardCharge(orgId, {
    customerId: await customerOf(invoiceId),
    createdSince: new Date(0),
    metadata: { invoiceId },
  });

// The audit lines of a second payment refunded.
const refundAudits = (invoiceId: string) =>
  withTenant(t.db, orgId, async (trx) => {
    const { rows } = await sql<{ count: number }>`
      select count(*)::int as count from audit_log
      where action = 'invoice.second_payment_refunded' and target_id = ${invoiceId}
    `.execute(trx);
    return rows[0]?.count;
  });

// What the refund audit lines name.
const refundAuditDetails = (invoiceId: string) =>
  withTenant(t.db, orgId, async (trx) => {
    const { rows } = await sql<{ details: unknown }>`
      select details from audit_log
      where action = 'invoice.second_payment_refunded' and target_id = ${invoiceId}
    `.execute(trx);
    return rows.map((row) => row.details);
  });

const charge = (invoiceId: string) =>
  asAdmin("POST", `/api/v1/invoices/${invoiceId}/charge-saved-card`);

describe("Charge Saved Card", () => {
  it("charges the saved card once, marks the invoice paid and notifies staff", async () => {
    const invoiceId = await invoiceFor(await memberWithCard(SIMULATOR_TEST_CARDS.visa));
    const response = await charge(invoiceId);
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(MESSAGES.invoiceCardCharged);
    expect(await recorded(invoiceId)).toEqual({ status: "paid", charges: 1, notifications: 1 });

    const again = await charge(invoiceId);
    expect(again.statusCode).toBe(409);
    expect(await recorded(invoiceId)).toEqual({ status: "paid", charges: 1, notifications: 1 });
  });

  it("charges and records the invoice in the account's currency (000 Payment settings: EUR), not always in dollars", async () => {
    const invoiceId = await invoiceFor(await memberWithCard(SIMULATOR_TEST_CARDS.visa));
    const { result, asked } = await savedCardChargesAskedIn(t.app.deps.payments, () =>
      withPaymentCurrency(t.db, orgId, "EUR", () => charge(invoiceId)),
    );
    expect(result.statusCode).toBe(200);
    expect(asked).toEqual([{ amountCents: 8_444, currency: "eur" }]);
    expect(await storedCharges(t.db, orgId, { invoiceId })).toEqual([
      { amount: 8_444, currency: "eur" },
    ]);
  });

  it("refunds the card when the invoice was paid another way while the card was charged (Mark Paid at the desk meanwhile): 409, one payment kept", async () => {
    const invoiceId = await invoiceFor(await memberWithCard(SIMULATOR_TEST_CARDS.visa));
    const payments = t.app.deps.payments;
    const chargeSavedCard = markedPaidWhileCharging(invoiceId);
    const response = await charge(invoiceId).finally(() => {
      payments.chargeSavedCard = chargeSavedCard;
    });

    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe(
      `${MESSAGES.invoiceAlreadyPaid} ${MESSAGES.terminalPaymentRefunded}`,
    );
    expect(await recorded(invoiceId)).toEqual({ status: "paid", charges: 1, notifications: 0 });
    expect(await cardChargeOf(invoiceId)).toMatchObject({ status: "succeeded", isRefunded: true });
    expect(await refundAudits(invoiceId)).toBe(1);
  });

  it("refunds a second payment whose refund failed when the desk clicks again (409 naming the refund), once, and its job then changes nothing", async () => {
    const invoiceId = await invoiceFor(await memberWithCard(SIMULATOR_TEST_CARDS.visa));
    const payments = t.app.deps.payments;
    const { refundCharge } = payments;
    const chargeSavedCard = markedPaidWhileCharging(invoiceId);
    // The provider cannot be reached for the refund: the click ends with the money still taken.
    payments.refundCharge = async () => {
      throw new PaymentProviderError(PAYMENT_ERROR_CODES.unavailable, PAYMENT_MESSAGES.unavailable);
    };
    const cut = await charge(invoiceId).finally(() => {
      payments.chargeSavedCard = chargeSavedCard;
      payments.refundCharge = refundCharge;
    });
    expect(cut.statusCode).toBe(502);
    expect(await cardChargeOf(invoiceId)).toMatchObject({ status: "succeeded", isRefunded: false });

    const again = await charge(invoiceId);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(
      `${MESSAGES.invoiceAlreadyPaid} ${MESSAGES.terminalPaymentRefunded}`,
    );
    const scope = {
      invoiceId,
      customerId: await customerOf(invoiceId),
      createdSince: new Date(0),
    };
    expect(await refundSecondCardCharges(t.app.deps, orgId, scope, null)).toEqual([]);
    const third = await charge(invoiceId);
    expect(third.json().error.message).toBe(MESSAGES.invoiceAlreadyPaid);
    expect(await cardChargeOf(invoiceId)).toMatchObject({ status: "succeeded", isRefunded: true });
    expect(await refundAudits(invoiceId)).toBe(1);
    expect(await recorded(invoiceId)).toEqual({ status: "paid", charges: 1, notifications: 0 });
  });

  it("refunds, through its job, a charge of an invoice deleted after the click was cut off", async () => {
    const invoiceId = await invoiceFor(await memberWithCard(SIMULATOR_TEST_CARDS.visa));
    const customerId = await customerOf(invoiceId);
    const lost = await chargedWithoutRecord(
      invoiceId,
      customerId,
      "a-click-cut-off-after-its-charge",
    );
    expect((await asAdmin("DELETE", `/api/v1/invoices/${invoiceId}`)).statusCode).toBe(200);

    const refunded = await refundSecondCardCharges(
      t.app.deps,
      orgId,
      { invoiceId, customerId, createdSince: new Date(0) },
      null,
    );

    expect(refunded).toEqual([lost.status === "succeeded" ? lost.chargeId : ""]);
    const found = await t.app.deps.payments.findSavedCardCharge(orgId, {
      customerId,
      createdSince: new Date(0),
      metadata: { invoiceId },
    });
    expect(found).toMatchObject({ status: "succeeded", isRefunded: true });
    expect(await refundAudits(invoiceId)).toBe(1);
  });

  it("audits once, through its job run twice, a second payment a click refunded but was cut off before auditing", async () => {
    const invoiceId = await invoiceFor(await memberWithCard(SIMULATOR_TEST_CARDS.visa));
    const customerId = await customerOf(invoiceId);
    const lost = await chargedWithoutRecord(
      invoiceId,
      customerId,
      "a-click-cut-off-after-its-refund",
    );
    const chargeId = lost.status === "succeeded" ? lost.chargeId : "";
    expect((await asAdmin("DELETE", `/api/v1/invoices/${invoiceId}`)).statusCode).toBe(200);
    const refund = await t.app.deps.payments.refundCharge(
      orgId,
      chargeId,
      invoiceCardChargeRefundIdempotencyKey(orgId, chargeId),
    );
    const scope = { invoiceId, customerId, createdSince: new Date(0) };

    await settleCutOffCardCharges(t.app.deps, orgId, scope);
    await settleCutOffCardCharges(t.app.deps, orgId, scope);

    expect(await refundAuditDetails(invoiceId)).toEqual([{ chargeId, refundId: refund.id }]);
  });

  it("records, through its job, the charge of a click cut off before its record as the invoice's payment; Mark Paid after it is refused", async () => {
    const { invoiceId, scope } = await clickCutOffAfterItsCharge(
      "a-click-cut-off-before-its-own-record",
    );

    await settleCutOffCardCharges(t.app.deps, orgId, scope);
    await settleCutOffCardCharges(t.app.deps, orgId, scope);

    expect(await recorded(invoiceId)).toEqual({ status: "paid", charges: 1, notifications: 1 });
    expect(await cardChargeOf(invoiceId)).toMatchObject({ status: "succeeded", isRefunded: false });
    const markPaid = await asAdmin("POST", `/api/v1/invoices/${invoiceId}/mark-paid`, {
      method: "cash",
      note: "Paid at the desk",
    });
    expect(markPaid.statusCode).toBe(409);
    expect(await refundAudits(invoiceId)).toBe(0);
  });

  it("settles a cut-off click whose job was queued under the job's old name (invoices.refund-second-card-charges): its charge is the invoice's payment", async () => {
    const { invoiceId, scope } = await clickCutOffAfterItsCharge("a-click-queued-under-old-name");
    await enqueueJob(t.db, {
      type: LEGACY_INVOICE_CARD_CHARGES_JOB,
      orgId,
      payload: { ...scope, createdSince: scope.createdSince.toISOString() },
      runAt: t.clock.now,
    });

    await new JobRunner({
      db: t.db,
      handlers: jobHandlers(t.app.deps),
      logger: t.app.deps.logger,
      now: () => t.clock.now,
    }).runDueJobs();

    expect(await recorded(invoiceId)).toEqual({ status: "paid", charges: 1, notifications: 1 });
    expect(await cardChargeOf(invoiceId)).toMatchObject({ status: "succeeded", isRefunded: false });
  });

  it("tells staff on the Activity page and by the bell, once, when a cut-off click's job gave up (the provider unreachable at its last attempt)", async () => {
    const { invoiceId, scope } = await clickCutOffAfterItsCharge("a-click-whose-job-gives-up");
    const job = {
      type: INVOICE_CARD_CHARGES_JOB,
      orgId,
      payload: { ...scope, createdSince: scope.createdSince.toISOString() },
    };
    const jobId = await enqueueJob(t.db, { ...job, runAt: t.clock.now, maxAttempts: 1 });
    const payments = t.app.deps.payments;
    const { listSavedCardCharges } = payments;
    payments.listSavedCardCharges = async () => {
      throw new PaymentProviderError(PAYMENT_ERROR_CODES.unavailable, PAYMENT_MESSAGES.unavailable);
    };
    await new JobRunner({
      db: t.db,
      handlers: jobHandlers(t.app.deps),
      giveUpHandlers: jobGiveUpHandlers(t.app.deps),
      logger: t.app.deps.logger,
      now: () => t.clock.now,
    })
      .runDueJobs()
      .finally(() => {
        payments.listSavedCardCharges = listSavedCardCharges;
      });
    expect(await recorded(invoiceId)).toEqual({ status: "pending", charges: 0, notifications: 1 });
    // A process stopped before the job was marked failed reports it again: still one.
    await jobGiveUpHandlers(t.app.deps)[INVOICE_CARD_CHARGES_JOB]?.({
      job: { ...job, id: jobId, org_id: orgId, attempts: 2, max_attempts: 1 },
      now: t.clock.now,
      error: PAYMENT_MESSAGES.unavailable,
    });

    const activity: Array<{ targetId: string; action: string }> = (
      await asAdmin("GET", "/api/v1/audit?kind=invoice")
    ).json().entries;
    expect(
      activity.filter(
        (entry) =>
          entry.targetId === invoiceId && entry.action === "invoice.card_charges_unsettled",
      ),
    ).toEqual([
      expect.objectContaining({
        details: {
          message: MESSAGES.invoiceCardChargesUnsettled,
          jobId,
          error: expect.any(String),
        },
      }),
    ]);
    expect(await recorded(invoiceId)).toEqual({ status: "pending", charges: 0, notifications: 1 });
  });

  it("leaves an unpaid invoice's charge to the next click, which records it", async () => {
    const { invoiceId, scope } = await clickCutOffAfterItsCharge(
      "a-click-cut-off-before-its-record",
    );

    expect(await refundSecondCardCharges(t.app.deps, orgId, scope, null)).toEqual([]);
    expect(await cardChargeOf(invoiceId)).toMatchObject({ status: "succeeded", isRefunded: false });
  });

  it("records a charge the provider made but we never recorded, past the key's window, instead of charging again", async () => {
    const invoiceId = await invoiceFor(await memberWithCard(SIMULATOR_TEST_CARDS.visa));
    const customerId = await customerOf(invoiceId);
    // The first click's charge, whose record a crash lost; its key is forgotten since (24 h).
    const lost = await chargedWithoutRecord(
      invoiceId,
      customerId,
      "a-key-the-provider-has-forgotten",
    );
    expect(lost.status).toBe("succeeded");

    const response = await charge(invoiceId);
    expect(response.statusCode).toBe(200);
    expect(await recorded(invoiceId)).toEqual({ status: "paid", charges: 1, notifications: 1 });
    const simulated = await withTenant(t.db, orgId, async (trx) => {
      const { rows } = await sql<{ count: number }>`
        select count(*)::int as count from sim_charges
        where metadata @> ${JSON.stringify({ invoiceId })}::jsonb and status = 'succeeded'
      `.execute(trx);
      return rows[0]?.count;
    });
    expect(simulated).toBe(1);
  });

  it("answers two clicks racing past the unpaid check with one charge, not refunded", async () => {
    const invoiceId = await invoiceFor(await memberWithCard(SIMULATOR_TEST_CARDS.visa));
    const [first, second] = await Promise.all([charge(invoiceId), charge(invoiceId)]);
    expect([first.statusCode, second.statusCode].sort()).toContain(200);
    expect(await recorded(invoiceId)).toEqual({ status: "paid", charges: 1, notifications: 1 });
    expect(await cardChargeOf(invoiceId)).toMatchObject({ status: "succeeded", isRefunded: false });
  });

  it("answers a decline with 402 and the card's reason, writing nothing", async () => {
    const invoiceId = await invoiceFor(await memberWithCard(SIMULATOR_TEST_CARDS.declined));
    const response = await charge(invoiceId);
    expect(response.statusCode).toBe(402);
    expect(response.json().error.message).toBe("Your card was declined.");
    expect(await recorded(invoiceId)).toEqual({ status: "pending", charges: 0, notifications: 0 });
  });

  it("answers 402 when the member has no saved card", async () => {
    const invoiceId = await invoiceFor(await memberWithCard());
    const response = await charge(invoiceId);
    expect(response.statusCode).toBe(402);
    expect(response.json().error.message).toBe("The customer has no saved card.");
  });

  it("answers 404 to another organization and charges nothing", async () => {
    const invoiceId = await invoiceFor(await memberWithCard(SIMULATOR_TEST_CARDS.visa));
    const response = await t.request({
      method: "POST",
      url: `/api/v1/invoices/${invoiceId}/charge-saved-card`,
      cookie: otherCookie,
    });
    expect(response.statusCode).toBe(404);
    expect(await recorded(invoiceId)).toEqual({ status: "pending", charges: 0, notifications: 0 });
  });
});

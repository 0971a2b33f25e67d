import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { MESSAGES } from "@studiodesk/core/messages";
import { sql } from "kysely";
import { afterAll, expect, it } from "vitest";
import {
  crashTestDatabase,
  openCrashTestDatabase,
  runUntilKilled,
} from "../../../../test/support/crash-database";
import {
  createDemoPaymentCustomer,
  SIMULATOR_TEST_CARDS,
} from "../../../adapters/payments/simulator-provider";
import { buildApp } from "../../../app";
import { loadConfig } from "../../../config";
import { withTenant } from "../../../db/database";
import { jobHandlers } from "../../../jobs/job-handlers";
import { JobRunner } from "../../../jobs/job-runner";
import type { AuthContext, Deps } from "../../../shared/deps";
import { createOrganization } from "../../organizations/organizations.service";
import { createUser } from "../../users/users.service";
import { chargeInvoiceToSavedCard } from "./invoice-card-charge.service";
import { invoicePayLink } from "./invoice-links";
import { openPayLink, receivePaymentWebhook } from "./invoice-payments.service";
import { createInvoice } from "./invoices.service";

// Charge Saved Card charged the card while the pay link paid the invoice, and the server was
// killed -9 before it could refund that second payment: the customer paid twice, and a retry
// meets 'already paid' before the provider. The job queued before the charge (and the retry
// itself) must give it back exactly once, and never the payment that paid the invoice.

// A child process and the database opened three times: slow on a busy machine.
const CRASH_TEST_TIMEOUT_MS = 120_000;
const SUPPORT = path.resolve(import.meta.dirname, "../../../../test/support");
const CHILD = path.join(SUPPORT, "invoice-charge-child.ts");
const SETTLE_CHILD = path.join(SUPPORT, "invoice-settle-child.ts");
const cleanups: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

// The real app on the crash test's database (PGlite: one process at a time, so each phase
// opens and closes it), with its deps for the services.
async function withServer<T>(database: string, work: (deps: Deps) => Promise<T>): Promise<T> {
  const dataDir = await mkdtemp(path.join(tmpdir(), "studiodesk-invoice-crash-"));
  cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
  const db = await openCrashTestDatabase(database);
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: "silent",
    SESSION_SECRET: "invoice-crash-session-secret-invoice-crash",
  });
  const app = await buildApp({ config, db, mailer: { send: async () => {} }, logger: false });
  await app.ready();
  try {
    return await work(app.deps);
  } finally {
    await app.close();
    await db.destroy();
  }
}

// An organization, its admin, and an invoice of $80 for a member with a saved Visa.
async function invoiceWithSavedCard(deps: Deps) {
  const { db } = deps;
  const orgId = await createOrganization(db, {
    name: "Crash Yoga",
    timezone: "America/New_York",
    appInformation: { isActive: true },
  });
  const person = (name: string) => ({
    firstName: name,
    lastName: "Crash",
    email: `${name.toLowerCase()}@invoice-crash.example`,
    passwordHash: "x",
  });
  const adminId = await createUser(db, orgId, { ...person("Admin"), adminOf: [orgId] });
  const memberId = await createUser(db, orgId, person("Member"));
  const { customerId } = await createDemoPaymentCustomer(
    deps.payments,
    { orgId, userId: memberId, email: "member@invoice-crash.example", name: "Member Crash" },
    SIMULATOR_TEST_CARDS.visa,
  );
  await withTenant(db, orgId, (trx) =>
    trx.updateTable("users").set({ stripe_id: customerId }).where("id", "=", memberId).execute(),
  );
  const auth: AuthContext = {
    orgId,
    userId: adminId,
    sessionId: "s",
    homeOrgId: orgId,
    isSuperAdmin: false,
  };
  const { invoice } = await createInvoice(deps, auth, {
    idempotencyKey: "invoice-crash-form",
    uid: memberId,
    items: [{ name: "Private lesson", quantity: 1, amount: 8_000 }],
    dueDate: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
    memo: null,
    footer: null,
  });
  return { auth, invoiceId: invoice.invoiceId };
}

// Charge Saved Card in a server process, killed -9 once the provider charged the card.
async function chargeAndKill(database: string, auth: AuthContext, invoiceId: string) {
  const announced = await runUntilKilled(CHILD, [database, auth.orgId, auth.userId, invoiceId]);
  expect(announced).toEqual(["charged"]);
}

// The customer pays through the pay link (the simulator's page) and its webhook arrives;
// answers the delivery, to send it again.
async function payByPayLink(deps: Deps, orgId: string, invoiceId: string) {
  const signature = invoicePayLink(deps.config, orgId, invoiceId).split("/").pop() ?? "";
  const target = await openPayLink(deps, { orgId, invoiceId, signature });
  if (target.kind !== "checkout") throw new Error(`the pay link opened ${target.kind}`);
  const sessionId = target.url.split("/").pop() ?? "";
  const delivery = await deps.payments.simulatedCheckout?.pay(orgId, sessionId);
  if (!delivery) throw new Error("the simulator has no checkout");
  await receivePaymentWebhook(deps, delivery.rawBody, delivery.signature);
  return delivery;
}

// The job runner as main.ts runs it, past the minutes a click may still be charging (or, later
// still, past those a killed run of the job may still be running).
const runJobsLater = (deps: Deps, minutes = 10) =>
  new JobRunner({
    db: deps.db,
    handlers: jobHandlers(deps),
    logger: deps.logger,
    now: () => new Date(Date.now() + minutes * 60_000),
  }).runDueJobs();

// The money as the provider and our records see it: the card's charges and their refunds, the
// pay link's payment, the invoice's recorded payment, and the refund audit lines.
async function moneyOf(deps: Deps, orgId: string, invoiceId: string) {
  return withTenant(deps.db, orgId, async (trx) => {
    const meta = JSON.stringify({ invoiceId });
    const cards = await sql<{ id: string; refund_id: string | null }>`
      select id, refund_id from sim_charges
      where metadata @> ${meta}::jsonb and status = 'succeeded'
    `.execute(trx);
    const sessions = await sql<{ payment_intent_id: string; refund_id: string | null }>`
      select payment_intent_id, refund_id from sim_checkout_sessions
      where payment_intent_id is not null
    `.execute(trx);
    const refundKeys = await sql<{ key: string }>`
      select key from sim_idempotency where operation = 'refunds.create'
    `.execute(trx);
    const invoice = await sql<{ status: string; payment: string | null; charges: number }>`
      select status,
        (select provider_charge_id from charges where invoice_id = ${invoiceId}) as payment,
        (select count(*) from charges where invoice_id = ${invoiceId})::int as charges
      from invoices where id = ${invoiceId}
    `.execute(trx);
    const audits = await sql<{ details: { chargeId: string; refundId: string } }>`
      select details from audit_log
      where action = 'invoice.second_payment_refunded' and target_id = ${invoiceId}
    `.execute(trx);
    return {
      cards: cards.rows,
      sessions: sessions.rows,
      refundKeys: refundKeys.rows.length,
      invoice: invoice.rows[0],
      audits: audits.rows.map((row) => row.details),
    };
  });
}

// After the kill and the pay link: the card's charge is the second payment, not yet refunded.
async function paidTwiceAfterKill(name: string) {
  const database = await crashTestDatabase(name, cleanups);
  const { auth, invoiceId } = await withServer(database, invoiceWithSavedCard);
  await chargeAndKill(database, auth, invoiceId);
  const delivery = await withServer(database, async (deps) => {
    const paid = await payByPayLink(deps, auth.orgId, invoiceId);
    const money = await moneyOf(deps, auth.orgId, invoiceId);
    expect(money.cards).toEqual([{ id: expect.any(String), refund_id: null }]);
    expect(money.invoice).toMatchObject({ status: "paid", charges: 1 });
    return paid;
  });
  return { database, auth, invoiceId, delivery };
}

// The card's charge refunded once under one key and audited once; the pay link's payment,
// which is the invoice's, untouched.
function expectRefundedOnce(money: Awaited<ReturnType<typeof moneyOf>>) {
  const [card] = money.cards;
  expect(money.cards).toEqual([{ id: card?.id, refund_id: expect.stringMatching(/^re_/) }]);
  expect(money.refundKeys).toBe(1);
  expect(money.audits).toEqual([{ chargeId: card?.id, refundId: card?.refund_id }]);
  expect(money.sessions).toEqual([{ payment_intent_id: expect.any(String), refund_id: null }]);
  expect(money.invoice).toEqual({
    status: "paid",
    payment: money.sessions[0]?.payment_intent_id,
    charges: 1,
  });
}

it(
  "refunds the second payment of a click killed -9 between its charge and its refund, with nobody clicking again (the job queued before the charge)",
  async () => {
    const { database, auth, invoiceId } = await paidTwiceAfterKill("invoice_crash_job");
    await withServer(database, async (deps) => {
      await runJobsLater(deps);
      await runJobsLater(deps);
      expectRefundedOnce(await moneyOf(deps, auth.orgId, invoiceId));
    });
  },
  CRASH_TEST_TIMEOUT_MS,
);

it(
  "audits the refund of a job killed -9 between the refund and its audit line once, when the job runs again (twice)",
  async () => {
    const { database, auth, invoiceId } = await paidTwiceAfterKill("invoice_crash_audit");
    expect(await runUntilKilled(SETTLE_CHILD, [database])).toEqual(["refunded"]);
    await withServer(database, async (deps) => {
      const cut = await moneyOf(deps, auth.orgId, invoiceId);
      expect(cut.cards).toEqual([{ id: expect.any(String), refund_id: expect.any(String) }]);
      expect(cut.audits).toEqual([]);
      await runJobsLater(deps, 30);
      await runJobsLater(deps, 60);
      expectRefundedOnce(await moneyOf(deps, auth.orgId, invoiceId));
    });
  },
  CRASH_TEST_TIMEOUT_MS,
);

it(
  "records the charge of a click killed -9 before its record as the invoice's payment, through its job, and refunds nothing",
  async () => {
    const database = await crashTestDatabase("invoice_crash_unpaid", cleanups);
    const { auth, invoiceId } = await withServer(database, invoiceWithSavedCard);
    await chargeAndKill(database, auth, invoiceId);
    await withServer(database, async (deps) => {
      await runJobsLater(deps);
      const money = await moneyOf(deps, auth.orgId, invoiceId);
      const [card] = money.cards;
      expect(money.cards).toEqual([{ id: card?.id, refund_id: null }]);
      expect(money.invoice).toEqual({ status: "paid", payment: card?.id, charges: 1 });
      expect(money.refundKeys).toBe(0);
      expect(money.audits).toEqual([]);
    });
  },
  CRASH_TEST_TIMEOUT_MS,
);

it(
  "refunds it exactly once with a double-submitted retry, a redelivered pay-link webhook and the job all in play",
  async () => {
    const { database, auth, invoiceId, delivery } = await paidTwiceAfterKill("invoice_crash_retry");
    await withServer(database, async (deps) => {
      const answers = await Promise.allSettled([
        chargeInvoiceToSavedCard(deps, auth, invoiceId),
        receivePaymentWebhook(deps, delivery.rawBody, delivery.signature),
        chargeInvoiceToSavedCard(deps, auth, invoiceId),
      ]);
      const [first, webhook, second] = answers;
      expect(webhook.status).toBe("fulfilled");
      const refused = [first, second].map((answer) =>
        answer.status === "rejected" ? (answer.reason as { code: string; message: string }) : null,
      );
      for (const answer of refused) expect(answer?.code).toBe("invoice_already_paid");
      // Whichever got to the refund names it; one that found it refunded says paid.
      expect(refused.map((answer) => answer?.message)).toContain(
        `${MESSAGES.invoiceAlreadyPaid} ${MESSAGES.terminalPaymentRefunded}`,
      );
      await receivePaymentWebhook(deps, delivery.rawBody, delivery.signature);
      await runJobsLater(deps);
      expectRefundedOnce(await moneyOf(deps, auth.orgId, invoiceId));
    });
  },
  CRASH_TEST_TIMEOUT_MS,
);

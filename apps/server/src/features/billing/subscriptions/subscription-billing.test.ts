import { SUBSCRIPTION_BILLING_SCHEDULE } from "@studiodesk/core/rules/subscription-billing";
import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import {
  answersLost,
  billingRunTestApp,
  CYCLE,
  expectRunToGiveUp,
  NEXT_CYCLE,
  RUN_AT,
} from "../../../../test/support/billing-run";
import {
  chargeCounts,
  expectEachChargedOnceAndRecorded,
  insertDueSubscribers,
} from "../../../../test/support/due-subscriptions";
import { savedCardChargesAskedIn, storedCharges } from "../../../../test/support/payment-currency";
import { createSimulatorProvider } from "../../../adapters/payments/simulator-provider";
import { withTenant } from "../../../db/database";
import { RECURRING_JOBS } from "../../../jobs/job-handlers";
import { runSubscriptionBilling, SUBSCRIPTION_BILLING_JOB } from "./subscription-billing.service";

const { t, deps, newOrganization } = await billingRunTestApp();
const DAY_MS = 24 * 60 * 60 * 1000;
const aMinuteAfter = (instant: Date) => new Date(instant.getTime() + 60_000);

const subscriptionOf = async (orgId: string, id: string) =>
  withTenant(t.db, orgId, (trx) =>
    trx
      .selectFrom("subscriptions")
      .select(["is_active", "next_charge", "quantity_used", "cancel_date"])
      .where("id", "=", id)
      .executeTakeFirstOrThrow(),
  );

const chargesOf = async (orgId: string) =>
  withTenant(t.db, orgId, (trx) =>
    trx
      .selectFrom("charges")
      .select(["subscription_id", "status", "amount", "failure_reason", "business_key"])
      .orderBy("subscription_id")
      .execute(),
  );

const notificationsOf = async (orgId: string) =>
  withTenant(t.db, orgId, (trx) =>
    trx
      .selectFrom("admin_notifications")
      .select(["type", "title", "message", "dedupe_key"])
      .orderBy("dedupe_key")
      .execute(),
  );

describe("subscription billing run (000 §4 Subscription: billing about 12:00am PST)", () => {
  it("is a recurring job at 12:00am America/Los_Angeles", () => {
    expect(RECURRING_JOBS).toContainEqual({
      type: SUBSCRIPTION_BILLING_JOB,
      schedule: SUBSCRIPTION_BILLING_SCHEDULE,
    });
    expect(SUBSCRIPTION_BILLING_SCHEDULE).toEqual({
      hour: 0,
      minute: 0,
      timeZone: "America/Los_Angeles",
    });
  });

  it("charges a due subscription's saved card, records it, starts the next cycle and tells the staff", async () => {
    const orgId = await newOrganization();
    await insertDueSubscribers(t.db, orgId, { count: 1, idPrefix: "paid-", nextCharge: CYCLE });

    const summary = await runSubscriptionBilling(deps, RUN_AT);

    expect(summary).toEqual({ charged: 1, declined: 0, failedCalls: 0 });
    expect(await chargesOf(orgId)).toEqual([
      {
        subscription_id: "sub-paid-1",
        status: "succeeded",
        amount: 12_000,
        failure_reason: null,
        business_key: "subscription-charge:sub-paid-1:2026-01-15T08:00:00.000Z",
      },
    ]);
    expect(await subscriptionOf(orgId, "sub-paid-1")).toMatchObject({
      is_active: true,
      next_charge: NEXT_CYCLE,
      quantity_used: 0,
    });
    expect(await notificationsOf(orgId)).toEqual([
      {
        type: "subscriptionItem",
        title: "Subscription Charged",
        message: "Member No. 1 was charged $120.00 for Unlimited Monthly.",
        dedupe_key: "subscription-charge:sub-paid-1:2026-01-15T08:00:00.000Z",
      },
    ]);
  });

  it("charges, records and announces the cycle in the account's currency (000 Payment settings: EUR)", async () => {
    const orgId = await t.createOrganization({
      timezone: "America/Los_Angeles",
      paymentInformation: { currency: "EUR" },
    });
    await insertDueSubscribers(t.db, orgId, { count: 1, idPrefix: "euro-", nextCharge: CYCLE });
    const { result, asked } = await savedCardChargesAskedIn(deps.payments, () =>
      runSubscriptionBilling(deps, RUN_AT),
    );
    expect(result).toMatchObject({ charged: 1 });
    expect(asked).toEqual([{ amountCents: 12_000, currency: "eur" }]);
    expect(await storedCharges(t.db, orgId)).toEqual([{ amount: 12_000, currency: "eur" }]);
    expect((await notificationsOf(orgId)).map((notice) => notice.message)).toEqual([
      "Member No. 1 was charged €120.00 for Unlimited Monthly.",
    ]);
  });

  it("leaves subscriptions not yet due and inactive ones alone", async () => {
    const orgId = await newOrganization();
    await insertDueSubscribers(t.db, orgId, {
      count: 1,
      idPrefix: "later-",
      nextCharge: NEXT_CYCLE,
    });
    await insertDueSubscribers(t.db, orgId, { count: 1, idPrefix: "off-", nextCharge: CYCLE });
    await withTenant(t.db, orgId, (trx) =>
      trx
        .updateTable("subscriptions")
        .set({ is_active: false })
        .where("id", "=", "sub-off-1")
        .execute(),
    );

    await runSubscriptionBilling(deps, RUN_AT);

    expect(await chargesOf(orgId)).toEqual([]);
  });

  it("charges each subscription once when the run is repeated", async () => {
    const orgId = await newOrganization();
    await insertDueSubscribers(t.db, orgId, { count: 5, idPrefix: "twice-", nextCharge: CYCLE });

    await runSubscriptionBilling(deps, RUN_AT);
    await runSubscriptionBilling(deps, RUN_AT);

    await expectEachChargedOnceAndRecorded(t.db, orgId, 5);
  });

  it("charges each subscription once when two runners run at the same time", async () => {
    const orgId = await newOrganization();
    await insertDueSubscribers(t.db, orgId, { count: 20, idPrefix: "race-", nextCharge: CYCLE });
    // A second instance: its own provider adapter, the same database.
    const other = { ...deps, payments: createSimulatorProvider(t.db) };

    await Promise.all([
      runSubscriptionBilling(deps, RUN_AT),
      runSubscriptionBilling(other, RUN_AT),
    ]);

    await expectEachChargedOnceAndRecorded(t.db, orgId, 20);
    expect(await notificationsOf(orgId)).toHaveLength(20);
  });

  it("records a declined card as a failed charge with its reason and ends the subscription", async () => {
    const orgId = await newOrganization();
    await insertDueSubscribers(t.db, orgId, {
      count: 1,
      idPrefix: "declined-",
      nextCharge: CYCLE,
      cardLast4: "9995",
    });

    const summary = await runSubscriptionBilling(deps, RUN_AT);

    expect(summary).toEqual({ charged: 0, declined: 1, failedCalls: 0 });
    expect(await chargesOf(orgId)).toMatchObject([
      { status: "failed", failure_reason: "Your card has insufficient funds." },
    ]);
    expect(await subscriptionOf(orgId, "sub-declined-1")).toEqual({
      is_active: false,
      next_charge: null,
      quantity_used: 3,
      cancel_date: RUN_AT,
    });
    expect((await notificationsOf(orgId))[0]).toMatchObject({
      title: "Subscription Charge Failed",
      message:
        "Member No. 1's $120.00 charge for Unlimited Monthly failed: Your card has insufficient funds.",
    });
  });

  it("fails a member without a saved card or without a payment customer, with the reason", async () => {
    const orgId = await newOrganization();
    const nextCharge = CYCLE;
    await insertDueSubscribers(t.db, orgId, {
      count: 1,
      idPrefix: "nocard-",
      nextCharge,
      cardLast4: null,
    });
    await insertDueSubscribers(t.db, orgId, {
      count: 1,
      idPrefix: "nocus-",
      nextCharge,
      hasCustomer: false,
    });

    await runSubscriptionBilling(deps, RUN_AT);

    expect((await chargesOf(orgId)).map((charge) => charge.failure_reason)).toEqual([
      "The customer has no saved card.",
      "The customer has no saved card.",
    ]);
  });

  it("leaves a subscription due when the provider cannot be reached, and charges it once on the retry", async () => {
    const orgId = await newOrganization();
    await insertDueSubscribers(t.db, orgId, { count: 3, idPrefix: "outage-", nextCharge: CYCLE });
    await expectRunToGiveUp(deps, answersLost, 3);
    expect(await chargesOf(orgId)).toEqual([]);
    await runSubscriptionBilling(deps, RUN_AT);

    await expectEachChargedOnceAndRecorded(t.db, orgId, 3);
  });

  it("moves a subscription many periods behind to its first charge date after the run, charging once", async () => {
    const orgId = await newOrganization();
    const threeMonthsBehind = new Date("2025-10-15T07:00:00.000Z");
    await insertDueSubscribers(t.db, orgId, {
      count: 1,
      idPrefix: "behind-",
      nextCharge: threeMonthsBehind,
    });

    await runSubscriptionBilling(deps, RUN_AT);

    expect(await chargesOf(orgId)).toHaveLength(1);
    expect((await subscriptionOf(orgId, "sub-behind-1")).next_charge).toEqual(NEXT_CYCLE);
  });

  it("never charges a cycle past the subscription's end (001 Class price.subscription)", async () => {
    const orgId = await newOrganization();
    await insertDueSubscribers(t.db, orgId, { count: 1, idPrefix: "ended-", nextCharge: CYCLE });
    await insertDueSubscribers(t.db, orgId, { count: 1, idPrefix: "ending-", nextCharge: CYCLE });
    // One ended the day before its due cycle; the other ends ten days after it, before the next.
    const endOf = async (id: string, end: Date) =>
      withTenant(t.db, orgId, (trx) =>
        trx
          .updateTable("subscriptions")
          .set({ subscription_end: end })
          .where("id", "=", id)
          .execute(),
      );
    await endOf("sub-ended-1", new Date(CYCLE.getTime() - DAY_MS));
    await endOf("sub-ending-1", new Date(CYCLE.getTime() + 10 * DAY_MS));

    await runSubscriptionBilling(deps, RUN_AT);
    await runSubscriptionBilling(deps, aMinuteAfter(NEXT_CYCLE));

    expect(await chargeCounts(t.db, orgId)).toEqual([
      { subscription_id: "sub-ended-1", provider_charges: 0, recorded_charges: 0 },
      { subscription_id: "sub-ending-1", provider_charges: 1, recorded_charges: 1 },
    ]);
    expect((await chargesOf(orgId)).map((charge) => charge.business_key)).toEqual([
      "subscription-charge:sub-ending-1:2026-01-15T08:00:00.000Z",
    ]);
    expect(await subscriptionOf(orgId, "sub-ending-1")).toMatchObject({ next_charge: NEXT_CYCLE });
  });

  it("keeps every organization's charges in its own tenant", async () => {
    const orgA = await newOrganization();
    const orgB = await newOrganization();
    await insertDueSubscribers(t.db, orgA, { count: 2, idPrefix: "tenant-a-", nextCharge: CYCLE });
    await insertDueSubscribers(t.db, orgB, { count: 1, idPrefix: "tenant-b-", nextCharge: CYCLE });

    await runSubscriptionBilling(deps, RUN_AT);

    expect(await chargesOf(orgA)).toHaveLength(2);
    expect(await chargesOf(orgB)).toHaveLength(1);
    const { rows } = await sql`select count(*)::int as count from charges`.execute(t.db);
    expect(rows).toEqual([{ count: 0 }]);
  });

  it("shows the cycle's charges and the ended subscription on the member's profile tabs", async () => {
    const orgId = await newOrganization();
    const cookie = await t.signIn((await t.createUser(orgId)).email);
    await insertDueSubscribers(t.db, orgId, {
      count: 1,
      idPrefix: "profile-",
      nextCharge: CYCLE,
      cardLast4: "0002",
    });

    await runSubscriptionBilling(deps, RUN_AT);

    const get = (url: string) => t.request({ method: "GET", url, cookie });
    expect((await get("/api/v1/members/profile-1/charges")).json().charges).toMatchObject([
      {
        description: "Unlimited Monthly",
        amount: 12_000,
        status: "failed",
        failureReason: "Your card was declined.",
      },
    ]);
    expect(
      (await get("/api/v1/members/profile-1/subscriptions")).json().subscriptions,
    ).toMatchObject([{ subscriptionId: "sub-profile-1", isActive: false, nextCharge: null }]);
  });
});

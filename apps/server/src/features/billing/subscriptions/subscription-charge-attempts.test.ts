import { type Kysely, sql } from "kysely";
import { describe, expect, it, vi } from "vitest";
import {
  answersLost,
  billingRunTestApp,
  CYCLE,
  expectRunToGiveUp,
  NEXT_CYCLE,
  RUN_AT,
  unreachable,
} from "../../../../test/support/billing-run";
import {
  expectEachChargedOnceAndRecorded,
  insertDueSubscribers,
} from "../../../../test/support/due-subscriptions";
import { aDayPassesAtTheProvider } from "../../../../test/support/provider-day-passes";
import { withTenant } from "../../../db/database";
import * as preAttemptCycles from "../../../db/migrations/0035-pre-attempt-subscription-cycles";
import { runSubscriptionBilling } from "./subscription-billing.service";

// A cycle the provider charged and the run never recorded (it died, or the answer was lost) is
// charged once whenever the run is retried: within the provider's key window the key replays
// the charge; past it (Stripe keeps keys 24 hours) the attempt written before the charge makes
// the retry look the charge up instead of charging a second time.

const { t, deps, newOrganization } = await billingRunTestApp();

const A_DAY_LATER = new Date("2026-01-16T08:01:00.000Z");

const aDayPasses = (orgId: string) =>
  aDayPassesAtTheProvider(t.db, orgId, ["subscription_charge_attempts", "attempted_at"]);

// Migration 0035 on this database, as the upgrade runs it: in one transaction.
const migrateTo0035 = () =>
  t.db.transaction().execute((trx) => preAttemptCycles.up(trx as unknown as Kysely<unknown>));

const subscriptionOf = (orgId: string, id: string) =>
  withTenant(t.db, orgId, (trx) =>
    trx
      .selectFrom("subscriptions")
      .select(["is_active", "next_charge", "cancel_date"])
      .where("id", "=", id)
      .executeTakeFirstOrThrow(),
  );

const chargesOf = (orgId: string) =>
  withTenant(t.db, orgId, (trx) =>
    trx
      .selectFrom("charges")
      .select(["subscription_id", "status", "failure_reason", "provider_charge_id"])
      .orderBy("subscription_id")
      .execute(),
  );

// The provider's charges of the organization (the simulator's tables are not the app's schema).
const providerChargeIds = async (orgId: string) =>
  withTenant(t.db, orgId, async (trx) => {
    const { rows } = await sql<{ id: string }>`select id from sim_charges`.execute(trx);
    return rows.map((row) => row.id).sort();
  });

const attemptsOf = (orgId: string) =>
  withTenant(t.db, orgId, (trx) =>
    trx
      .selectFrom("subscription_charge_attempts")
      .select(["subscription_id", "cycle", "charge_key", "attempted_at"])
      .orderBy("subscription_id")
      .execute(),
  );

// Cycles charged a day ago and never recorded by a run from before 0031, which wrote no
// attempt: the provider's charges are their only trace.
async function chargedADayAgoWithoutAttempts(idPrefix: string, count: number) {
  const orgId = await newOrganization();
  await insertDueSubscribers(t.db, orgId, { count, idPrefix, nextCharge: CYCLE });
  await expectRunToGiveUp(deps, answersLost, count);
  const charged = await providerChargeIds(orgId);
  await withTenant(t.db, orgId, (trx) =>
    trx.deleteFrom("subscription_charge_attempts").where("org_id", "=", orgId).execute(),
  );
  await aDayPasses(orgId);
  return { orgId, charged };
}

describe("a subscription cycle charged but never recorded", () => {
  it("is found and recorded, not charged again, by a run retried after the provider forgot the key", async () => {
    const orgId = await newOrganization();
    await insertDueSubscribers(t.db, orgId, { count: 3, idPrefix: "forgot-", nextCharge: CYCLE });
    await expectRunToGiveUp(deps, answersLost, 3);
    const charged = await providerChargeIds(orgId);
    await aDayPasses(orgId);

    const summary = await runSubscriptionBilling(deps, A_DAY_LATER);

    expect(summary).toEqual({ charged: 3, declined: 0, failedCalls: 0 });
    await expectEachChargedOnceAndRecorded(t.db, orgId, 3);
    expect((await chargesOf(orgId)).map((row) => row.provider_charge_id).sort()).toEqual(charged);
    expect(await subscriptionOf(orgId, "sub-forgot-1")).toMatchObject({
      is_active: true,
      next_charge: NEXT_CYCLE,
    });
  });

  // Before migration 0031 no attempt was written: such a cycle's charge is the provider's only
  // trace, and the run's first attempt row, written at the retry, said the key was still fresh.
  it("is found and recorded, not charged again, when it was charged before attempts were recorded (migration 0035)", async () => {
    const { orgId, charged } = await chargedADayAgoWithoutAttempts("pre-", 2);
    await migrateTo0035();

    const summary = await runSubscriptionBilling(deps, A_DAY_LATER);

    expect(summary).toEqual({ charged: 2, declined: 0, failedCalls: 0 });
    await expectEachChargedOnceAndRecorded(t.db, orgId, 2);
    expect((await chargesOf(orgId)).map((row) => row.provider_charge_id).sort()).toEqual(charged);
  });

  it("is found and recorded, not charged again, when its first attempt was before 0031 and a retry after wrote the attempt (migration 0035)", async () => {
    const { orgId, charged } = await chargedADayAgoWithoutAttempts("retried-", 1);
    // The retry after 0031 reached nobody and wrote the attempt then, so a lookup from that
    // attempt on would not see the day-old charge.
    await expectRunToGiveUp(deps, unreachable, 1);
    await withTenant(t.db, orgId, (trx) =>
      sql`update subscription_charge_attempts set attempted_at = attempted_at - interval '13 hours'`.execute(
        trx,
      ),
    );
    await migrateTo0035();

    const summary = await runSubscriptionBilling(deps, A_DAY_LATER);

    expect(summary).toEqual({ charged: 1, declined: 0, failedCalls: 0 });
    await expectEachChargedOnceAndRecorded(t.db, orgId, 1);
    expect((await chargesOf(orgId)).map((row) => row.provider_charge_id)).toEqual(charged);
  });

  it("is replayed under its key and recorded once by a run retried within the key's window, without a lookup", async () => {
    const orgId = await newOrganization();
    await insertDueSubscribers(t.db, orgId, { count: 2, idPrefix: "soon-", nextCharge: CYCLE });
    await expectRunToGiveUp(deps, answersLost, 2);
    const lookups = vi.fn(deps.payments.findSavedCardCharge);

    await runSubscriptionBilling(
      { ...deps, payments: { ...deps.payments, findSavedCardCharge: lookups } },
      RUN_AT,
    );

    await expectEachChargedOnceAndRecorded(t.db, orgId, 2);
    expect(lookups).not.toHaveBeenCalled();
  });

  it("records each batch's attempts before its provider calls, keeping the first attempt's time", async () => {
    const orgId = await newOrganization();
    await insertDueSubscribers(t.db, orgId, { count: 2, idPrefix: "first-", nextCharge: CYCLE });
    await expectRunToGiveUp(deps, unreachable, 2);
    const first = await attemptsOf(orgId);
    expect(first).toEqual([
      {
        subscription_id: "sub-first-1",
        cycle: CYCLE,
        charge_key: `studiodesk:subscription-charge:${orgId}:sub-first-1:2026-01-15T08:00:00.000Z`,
        attempted_at: expect.any(Date),
      },
      expect.objectContaining({ subscription_id: "sub-first-2", cycle: CYCLE }),
    ]);

    await runSubscriptionBilling(deps, RUN_AT);

    expect(await attemptsOf(orgId)).toEqual(first);
  });

  it("is charged as usual when the attempt's provider call never happened, even past the key's window", async () => {
    const orgId = await newOrganization();
    await insertDueSubscribers(t.db, orgId, { count: 3, idPrefix: "never-", nextCharge: CYCLE });
    await expectRunToGiveUp(deps, unreachable, 3);
    expect(await providerChargeIds(orgId)).toEqual([]);
    await aDayPasses(orgId);

    const summary = await runSubscriptionBilling(deps, A_DAY_LATER);

    expect(summary).toEqual({ charged: 3, declined: 0, failedCalls: 0 });
    await expectEachChargedOnceAndRecorded(t.db, orgId, 3);
  });

  it("is a decline found by the lookup when the first attempt was declined: recorded failed, the subscription ended, no second charge", async () => {
    const orgId = await newOrganization();
    await insertDueSubscribers(t.db, orgId, {
      count: 1,
      idPrefix: "declined-",
      nextCharge: CYCLE,
      cardLast4: "9995",
    });
    await expectRunToGiveUp(deps, answersLost, 1);
    await aDayPasses(orgId);

    const summary = await runSubscriptionBilling(deps, A_DAY_LATER);

    expect(summary).toEqual({ charged: 0, declined: 1, failedCalls: 0 });
    await expectEachChargedOnceAndRecorded(t.db, orgId, 1);
    expect(await chargesOf(orgId)).toEqual([
      {
        subscription_id: "sub-declined-1",
        status: "failed",
        failure_reason: "Your card has insufficient funds.",
        provider_charge_id: null,
      },
    ]);
    expect(await subscriptionOf(orgId, "sub-declined-1")).toEqual({
      is_active: false,
      next_charge: null,
      cancel_date: A_DAY_LATER,
    });
  });
});

import { describe, expect, it } from "vitest";
import { billingRunTestApp } from "../../../../test/support/billing-run";
import { chargeCounts, insertDueSubscribers } from "../../../../test/support/due-subscriptions";
import { withTenant } from "../../../db/database";
import { runSubscriptionBilling } from "./subscription-billing.service";

// Charge dates are instants; a subscription's next one is computed on the zone it was started
// on (migration 0033). Computed on the organization's current zone, a Tokyo studio that moved
// to Los Angeles charged its members on the 28th from then on instead of the 1st.
const { t, deps } = await billingRunTestApp();

// Midnight on the 1st in Tokyo.
const FEBRUARY_1_TOKYO = new Date("2026-01-31T15:00:00.000Z");
const MARCH_1_TOKYO = new Date("2026-02-28T15:00:00.000Z");
const APRIL_1_TOKYO = new Date("2026-03-31T15:00:00.000Z");
const aMinuteAfter = (instant: Date) => new Date(instant.getTime() + 60_000);

const setTimeZone = (orgId: string, timezone: string) =>
  withTenant(t.db, orgId, (trx) =>
    trx
      .updateTable("org_accounts")
      .set((eb) => ({
        public_information: eb.fn("jsonb_set", [
          "public_information",
          eb.val("{timezone}"),
          eb.fn("to_jsonb", [eb.cast(eb.val(timezone), "text")]),
        ]),
      }))
      .where("org_id", "=", orgId)
      .execute(),
  );

const subscriptionOf = (orgId: string, id: string) =>
  withTenant(t.db, orgId, (trx) =>
    trx
      .selectFrom("subscriptions")
      .select(["next_charge", "time_zone"])
      .where("id", "=", id)
      .executeTakeFirstOrThrow(),
  );

describe("a subscription's billing day (000 §4 Subscription: next charge date)", () => {
  it("stays on the 1st when a Tokyo studio changes its zone to Los Angeles", async () => {
    const orgId = await t.createOrganization({ timezone: "Asia/Tokyo" });
    await insertDueSubscribers(t.db, orgId, {
      count: 1,
      idPrefix: "tokyo-",
      nextCharge: FEBRUARY_1_TOKYO,
    });
    await runSubscriptionBilling(deps, aMinuteAfter(FEBRUARY_1_TOKYO));
    expect(await subscriptionOf(orgId, "sub-tokyo-1")).toEqual({
      next_charge: MARCH_1_TOKYO,
      time_zone: "Asia/Tokyo",
    });

    await setTimeZone(orgId, "America/Los_Angeles");
    await runSubscriptionBilling(deps, aMinuteAfter(MARCH_1_TOKYO));

    expect(await subscriptionOf(orgId, "sub-tokyo-1")).toEqual({
      next_charge: APRIL_1_TOKYO,
      time_zone: "Asia/Tokyo",
    });
  });

  it("bills a subscription charging on the 31st on 28 February, then on 31 March again", async () => {
    const orgId = await t.createOrganization({ timezone: "America/Los_Angeles" });
    // Midnight in Los Angeles on 31 January, 28 February and 31 March 2027 (daylight saving
    // starts on 14 March).
    const january31 = new Date("2027-01-31T08:00:00.000Z");
    const february28 = new Date("2027-02-28T08:00:00.000Z");
    const march31 = new Date("2027-03-31T07:00:00.000Z");
    await insertDueSubscribers(t.db, orgId, {
      count: 1,
      idPrefix: "month-end-",
      nextCharge: january31,
    });

    await runSubscriptionBilling(deps, aMinuteAfter(january31));
    expect((await subscriptionOf(orgId, "sub-month-end-1")).next_charge).toEqual(february28);
    await runSubscriptionBilling(deps, aMinuteAfter(february28));
    expect((await subscriptionOf(orgId, "sub-month-end-1")).next_charge).toEqual(march31);
    await runSubscriptionBilling(deps, aMinuteAfter(march31));

    expect(await chargeCounts(t.db, orgId)).toEqual([
      { subscription_id: "sub-month-end-1", provider_charges: 3, recorded_charges: 3 },
    ]);
    expect((await subscriptionOf(orgId, "sub-month-end-1")).next_charge).toEqual(
      new Date("2027-04-30T07:00:00.000Z"),
    );
  });
});

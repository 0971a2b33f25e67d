import { describe, expect, it } from "vitest";
import { billingRunTestApp } from "../../../../test/support/billing-run";
import { insertDueSubscribers } from "../../../../test/support/due-subscriptions";
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
});

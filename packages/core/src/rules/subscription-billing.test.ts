import { describe, expect, it } from "vitest";
import { nextDailyRun } from "./schedules";
import {
  nextSubscriptionCharge,
  SUBSCRIPTION_BILLING_SCHEDULE,
  subscriptionChargeKey,
  subscriptionChargeRun,
  subscriptionCycle,
} from "./subscription-billing";

const LA = "America/Los_Angeles";

describe("next subscription charge (000 §4 Subscription, by the recurrence)", () => {
  it.each([
    ["everyDay", "2026-03-07T08:00:00.000Z", "2026-03-08T08:00:00.000Z"],
    // Daylight saving starts on 8 March 2026 in Los Angeles: midnight stays midnight.
    ["everyDay", "2026-03-08T08:00:00.000Z", "2026-03-09T07:00:00.000Z"],
    ["everyWeek", "2026-10-27T07:00:00.000Z", "2026-11-03T08:00:00.000Z"],
    ["biWeekly", "2026-01-05T08:00:00.000Z", "2026-01-19T08:00:00.000Z"],
    ["triWeekly", "2026-01-05T08:00:00.000Z", "2026-01-26T08:00:00.000Z"],
    ["everyMonth", "2026-01-15T08:00:00.000Z", "2026-02-15T08:00:00.000Z"],
    // A charge on the 31st falls on February's last day.
    ["everyMonth", "2026-01-31T08:00:00.000Z", "2026-02-28T08:00:00.000Z"],
    ["everyYear", "2028-02-29T08:00:00.000Z", "2029-02-28T08:00:00.000Z"],
    ["unknown", "2026-01-15T08:00:00.000Z", "2026-02-15T08:00:00.000Z"],
  ])("%s after %s is %s", (recurrence, current, next) => {
    expect(nextSubscriptionCharge(new Date(current), recurrence, LA).toISOString()).toBe(next);
  });
});

describe("billing run and cycle identity", () => {
  it("runs at 12:00am Los Angeles time, in winter and in summer", () => {
    const winter = nextDailyRun(new Date("2026-01-10T12:00:00Z"), SUBSCRIPTION_BILLING_SCHEDULE);
    const summer = nextDailyRun(new Date("2026-07-10T12:00:00Z"), SUBSCRIPTION_BILLING_SCHEDULE);
    expect(winter.toISOString()).toBe("2026-01-11T08:00:00.000Z");
    expect(summer.toISOString()).toBe("2026-07-11T07:00:00.000Z");
  });

  it("names a cycle by the charge date it bills, never by the run's clock", () => {
    const cycle = subscriptionCycle(new Date("2026-02-15T08:00:00.000Z"));
    expect(subscriptionChargeKey("sub-1", cycle)).toBe(
      "subscription-charge:sub-1:2026-02-15T08:00:00.000Z",
    );
  });
});

describe("when a due subscription is charged (issue #21's subscription card)", () => {
  it("is the first 12:00am Los Angeles run after the stored next charge", () => {
    // Chosen 27 November in New York: stored 06:00 on the 28th there (11:00 UTC).
    const run = subscriptionChargeRun(new Date("2026-11-28T11:00:00Z"));
    expect(run.toISOString()).toBe("2026-11-29T08:00:00.000Z");
  });

  it("is that run itself when the charge falls on it", () => {
    const run = subscriptionChargeRun(new Date("2026-11-29T08:00:00Z"));
    expect(run.toISOString()).toBe("2026-11-29T08:00:00.000Z");
  });
});

import { describe, expect, it } from "vitest";
import { nextDailyRun } from "./schedules";
import {
  billingDayOf,
  nextSubscriptionCharge,
  SUBSCRIPTION_BILLING_SCHEDULE,
  type SubscriptionCalendar,
  subscriptionChargeKey,
  subscriptionChargeRun,
  subscriptionCycle,
} from "./subscription-billing";

const LA = "America/Los_Angeles";
const TOKYO = "Asia/Tokyo";

describe("next subscription charge (000 §4 Subscription, by the recurrence)", () => {
  it.each([
    ["everyDay", "2026-03-07T08:00:00.000Z", "2026-03-08T08:00:00.000Z"],
    // Daylight saving starts on 8 March 2026 in Los Angeles: midnight stays midnight.
    ["everyDay", "2026-03-08T08:00:00.000Z", "2026-03-09T07:00:00.000Z"],
    ["everyWeek", "2026-10-27T07:00:00.000Z", "2026-11-03T08:00:00.000Z"],
    ["biWeekly", "2026-01-05T08:00:00.000Z", "2026-01-19T08:00:00.000Z"],
    ["triWeekly", "2026-01-05T08:00:00.000Z", "2026-01-26T08:00:00.000Z"],
    ["everyMonth", "2026-01-15T08:00:00.000Z", "2026-02-15T08:00:00.000Z"],
    ["everyYear", "2027-03-10T08:00:00.000Z", "2028-03-10T08:00:00.000Z"],
    ["unknown", "2026-01-15T08:00:00.000Z", "2026-02-15T08:00:00.000Z"],
  ])("%s after %s is %s", (recurrence, current, next) => {
    const charge = new Date(current);
    const calendar = { recurrence, timeZone: LA, billingDay: billingDayOf(charge, LA) };
    expect(nextSubscriptionCharge(charge, calendar).toISOString()).toBe(next);
  });

  it("steps a weekly subscription by weeks, whatever its billing day", () => {
    const calendar = { recurrence: "everyWeek", timeZone: LA, billingDay: 31 };
    const next = nextSubscriptionCharge(new Date("2026-02-24T08:00:00.000Z"), calendar);
    expect(next.toISOString()).toBe("2026-03-03T08:00:00.000Z");
  });
});

// The charge dates a subscription goes through from `first`, on its billing day.
function chargesFrom(first: string, calendar: SubscriptionCalendar, count: number): string[] {
  const charges = [new Date(first)];
  while (charges.length < count) {
    charges.push(nextSubscriptionCharge(charges.at(-1) as Date, calendar));
  }
  return charges.map((charge) => charge.toISOString());
}

describe("a subscription keeps its billing day through short months (000 §4 Subscription)", () => {
  const monthly = (billingDay: number, timeZone = "UTC") => ({
    recurrence: "everyMonth",
    timeZone,
    billingDay,
  });

  it("bills on the 31st on each month's last day: 31 January, 28 February, 31 March, 30 April", () => {
    expect(chargesFrom("2027-01-31T06:00:00.000Z", monthly(31), 5)).toEqual([
      "2027-01-31T06:00:00.000Z",
      "2027-02-28T06:00:00.000Z",
      "2027-03-31T06:00:00.000Z",
      "2027-04-30T06:00:00.000Z",
      "2027-05-31T06:00:00.000Z",
    ]);
  });

  it("bills on the 31st on 29 February in a leap year", () => {
    expect(chargesFrom("2028-01-31T06:00:00.000Z", monthly(31), 3)).toEqual([
      "2028-01-31T06:00:00.000Z",
      "2028-02-29T06:00:00.000Z",
      "2028-03-31T06:00:00.000Z",
    ]);
  });

  it("bills on the 30th on 28 February, then on the 30th again", () => {
    expect(chargesFrom("2027-01-30T06:00:00.000Z", monthly(30), 4)).toEqual([
      "2027-01-30T06:00:00.000Z",
      "2027-02-28T06:00:00.000Z",
      "2027-03-30T06:00:00.000Z",
      "2027-04-30T06:00:00.000Z",
    ]);
  });

  it("bills on the 29th on 28 February in a common year and on the 29th in a leap year", () => {
    expect(chargesFrom("2027-01-29T06:00:00.000Z", monthly(29), 3)).toEqual([
      "2027-01-29T06:00:00.000Z",
      "2027-02-28T06:00:00.000Z",
      "2027-03-29T06:00:00.000Z",
    ]);
    expect(chargesFrom("2028-01-29T06:00:00.000Z", monthly(29), 3)).toEqual([
      "2028-01-29T06:00:00.000Z",
      "2028-02-29T06:00:00.000Z",
      "2028-03-29T06:00:00.000Z",
    ]);
  });

  it("bills yearly on 29 February on 28 February in common years and on 29 February in the next leap year", () => {
    const yearly = { recurrence: "everyYear", timeZone: "UTC", billingDay: 29 };
    expect(chargesFrom("2028-02-29T06:00:00.000Z", yearly, 5)).toEqual([
      "2028-02-29T06:00:00.000Z",
      "2029-02-28T06:00:00.000Z",
      "2030-02-28T06:00:00.000Z",
      "2031-02-28T06:00:00.000Z",
      "2032-02-29T06:00:00.000Z",
    ]);
  });

  it("keeps the local time across daylight saving: midnight on the 31st in Los Angeles, PST then PDT", () => {
    // Daylight saving starts on 14 March 2027 in Los Angeles.
    expect(chargesFrom("2027-01-31T08:00:00.000Z", monthly(31, LA), 4)).toEqual([
      "2027-01-31T08:00:00.000Z",
      "2027-02-28T08:00:00.000Z",
      "2027-03-31T07:00:00.000Z",
      "2027-04-30T07:00:00.000Z",
    ]);
  });

  it("counts the billing day on the subscription's own zone: the 31st at midnight in Tokyo, the 30th in UTC", () => {
    const first = new Date("2027-01-30T15:00:00.000Z");
    expect(billingDayOf(first, TOKYO)).toBe(31);
    expect(chargesFrom(first.toISOString(), monthly(31, TOKYO), 4)).toEqual([
      "2027-01-30T15:00:00.000Z",
      "2027-02-27T15:00:00.000Z",
      "2027-03-30T15:00:00.000Z",
      "2027-04-29T15:00:00.000Z",
    ]);
  });

  it("keeps the 28th a subscription bills on: a clamped date without the day it came from stays", () => {
    expect(chargesFrom("2027-02-28T06:00:00.000Z", monthly(28), 3)).toEqual([
      "2027-02-28T06:00:00.000Z",
      "2027-03-28T06:00:00.000Z",
      "2027-04-28T06:00:00.000Z",
    ]);
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

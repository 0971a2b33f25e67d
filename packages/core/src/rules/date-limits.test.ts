import { describe, expect, it } from "vitest";
import {
  dayBefore,
  endDateBounds,
  latestScheduleDate,
  sameDateNextYear,
  subscriptionEndBounds,
} from "./date-limits";

describe("date picker bounds (001 §5 Common limits)", () => {
  it("caps a start at the date one year from now on the studio's clock", () => {
    // 11:36 pm on 26 November 2026 in New York is already the 27th in UTC.
    const now = new Date("2026-11-27T04:36:00Z");
    expect(latestScheduleDate(now, "America/New_York")).toBe("2027-11-26");
    expect(latestScheduleDate(now, "Asia/Tokyo")).toBe("2027-11-27");
  });

  it.each([
    ["2027-01-11", "2028-01-11"],
    ["2028-02-29", "2029-02-28"],
    ["2027-12-31", "2028-12-31"],
    ["", null],
    ["11/01/2027", null],
  ])("a year after %s is %s", (date, expected) => {
    expect(sameDateNextYear(date)).toBe(expected);
  });

  it("bounds an end date by its start and a year after it, and by a later cap", () => {
    expect(endDateBounds("2027-01-11")).toEqual({ min: "2027-01-11", max: "2028-01-11" });
    expect(endDateBounds("2027-01-11", "2027-11-26")).toEqual({
      min: "2027-01-11",
      max: "2027-11-26",
    });
    expect(endDateBounds("2026-12-01", "2027-11-26")).toEqual({
      min: "2026-12-01",
      max: "2027-11-26",
    });
    expect(endDateBounds("", "2027-11-26")).toEqual({ min: undefined, max: "2027-11-26" });
  });

  it("ends a subscription by the day before its start's date a year later", () => {
    expect(subscriptionEndBounds("2027-01-01")).toEqual({ min: "2027-01-01", max: "2027-12-31" });
    expect(subscriptionEndBounds("2028-03-01")).toEqual({ min: "2028-03-01", max: "2029-02-28" });
    expect(subscriptionEndBounds("")).toEqual({ min: undefined, max: undefined });
  });
});

describe("dayBefore", () => {
  it.each([
    ["2027-03-01", "2027-02-28"],
    ["2028-03-01", "2028-02-29"],
    ["2027-01-01", "2026-12-31"],
  ])("gives the day before %s: %s", (date, before) => {
    expect(dayBefore(date)).toBe(before);
  });
});

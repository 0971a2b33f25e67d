import { describe, expect, it } from "vitest";
import { isRevenueCharge, monthStartIn } from "./revenue";

describe("revenue this month (dashboard key figures)", () => {
  it.each([
    ["2026-03-15T12:00:00Z", "America/Los_Angeles", "2026-03-01T08:00:00.000Z"],
    // 1 April 05:00 UTC is still 31 March in Los Angeles.
    ["2026-04-01T05:00:00Z", "America/Los_Angeles", "2026-03-01T08:00:00.000Z"],
    ["2026-04-01T05:00:00Z", "Europe/Berlin", "2026-03-31T22:00:00.000Z"],
    ["2026-01-01T00:00:00Z", "UTC", "2026-01-01T00:00:00.000Z"],
  ])("the month of %s in %s starts at %s", (now, zone, start) => {
    expect(monthStartIn(new Date(now), zone).toISOString()).toBe(start);
  });

  it("counts succeeded charges that were not refunded", () => {
    expect(isRevenueCharge({ status: "succeeded", refunded: false })).toBe(true);
    expect(isRevenueCharge({ status: "succeeded", refunded: true })).toBe(false);
    expect(isRevenueCharge({ status: "failed", refunded: false })).toBe(false);
  });
});

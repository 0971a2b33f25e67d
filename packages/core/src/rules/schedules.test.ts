import { describe, expect, it } from "vitest";
import { nextDailyRun, nextHourlyRun, nextRecurringRun, retryDelayMs } from "./schedules";

const midnightLosAngeles = { hour: 0, minute: 0, timeZone: "America/Los_Angeles" };

describe("daily schedules (billing at about 12:00am PST)", () => {
  it.each([
    // [after, next] — PST is UTC-8, PDT is UTC-7
    ["2026-11-22T05:00:00Z", "2026-11-22T08:00:00.000Z"],
    ["2026-11-22T08:00:00Z", "2026-11-23T08:00:00.000Z"],
    ["2026-07-01T06:59:59Z", "2026-07-01T07:00:00.000Z"],
    // The day daylight saving starts (8 March 2026) and ends (1 November 2026).
    ["2026-03-08T09:00:00Z", "2026-03-09T07:00:00.000Z"],
    ["2026-10-31T08:00:00Z", "2026-11-01T07:00:00.000Z"],
    ["2026-11-01T07:00:00Z", "2026-11-02T08:00:00.000Z"],
  ])("after %s the next run is %s", (after, next) => {
    expect(nextDailyRun(new Date(after), midnightLosAngeles).toISOString()).toBe(next);
  });

  it("keeps the wall-clock time in another zone", () => {
    const next = nextDailyRun(new Date("2026-03-29T00:30:00Z"), {
      hour: 6,
      minute: 0,
      timeZone: "Europe/London",
    });
    expect(next.toISOString()).toBe("2026-03-29T05:00:00.000Z");
  });
});

describe("hourly schedules (past-due invoices reach every studio's new day within the hour)", () => {
  it.each([
    ["before the minute, later that hour", "2026-11-28T15:00:00Z", "2026-11-28T15:05:00.000Z"],
    ["on the minute, the next hour", "2026-11-28T15:05:00Z", "2026-11-28T16:05:00.000Z"],
    ["after the minute, the next hour", "2026-11-28T15:40:00Z", "2026-11-28T16:05:00.000Z"],
    ["across the UTC day", "2026-11-28T23:30:00Z", "2026-11-29T00:05:00.000Z"],
    // New York falls back on 1 November 2026: UTC hours run on, one run per hour.
    ["on a daylight-saving night", "2026-11-01T05:59:00Z", "2026-11-01T06:05:00.000Z"],
  ])("runs %s", (_, after, expected) => {
    expect(nextHourlyRun(new Date(after), { everyHourAtMinute: 5 }).toISOString()).toBe(expected);
  });

  it("tells an hourly schedule from a daily one", () => {
    const after = new Date("2026-11-28T15:00:00Z");
    expect(nextRecurringRun(after, { everyHourAtMinute: 5 }).toISOString()).toBe(
      "2026-11-28T15:05:00.000Z",
    );
    expect(
      nextRecurringRun(after, {
        hour: 0,
        minute: 15,
        timeZone: "America/Los_Angeles",
      }).toISOString(),
    ).toBe("2026-11-29T08:15:00.000Z");
  });
});

describe("retry back-off", () => {
  it.each([
    [1, 10_000],
    [2, 20_000],
    [3, 40_000],
    [20, 3_600_000],
  ])("attempt %i waits %i ms", (attempt, delay) => {
    expect(retryDelayMs(attempt)).toBe(delay);
  });
});

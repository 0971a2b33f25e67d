import { describe, expect, it } from "vitest";
import { nextDailyRun, retryDelayMs } from "./schedules";

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

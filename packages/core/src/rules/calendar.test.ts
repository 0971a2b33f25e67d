import { describe, expect, it } from "vitest";
import { calendarWindow, frontDeskDays, isCalendarMonth, monthOf, shiftMonth } from "./calendar";
import { instantToWallClock, splitWallClock, wallClockToInstant } from "./wall-clock";

const NEW_YORK = "America/New_York";

describe("001 §2 the calendar loads by month, up to day 24 of the next month", () => {
  it("covers the week before the 1st through the end of the 24th of the next month", () => {
    const window = calendarWindow("2026-03", NEW_YORK, new Date("2026-01-01T00:00:00Z"));
    expect(window?.from.toISOString()).toBe("2026-02-22T05:00:00.000Z");
    expect(window?.to.toISOString()).toBe("2026-04-25T04:00:00.000Z");
  });

  it("rolls into the next year for December", () => {
    const window = calendarWindow("2026-12", NEW_YORK, new Date("2026-06-01T00:00:00Z"));
    expect(window && instantToWallClock(window.to, NEW_YORK)).toBe("2027-01-25T00:00:00");
  });

  it("shows nothing beyond one year ahead of now", () => {
    const now = new Date("2026-01-15T17:00:00Z");
    expect(calendarWindow("2027-01", NEW_YORK, now)?.to.toISOString()).toBe(
      "2027-01-15T17:00:00.000Z",
    );
    expect(calendarWindow("2027-03", NEW_YORK, now)).toBeNull();
  });

  it("knows a month when it sees one", () => {
    expect(isCalendarMonth("2026-03")).toBe(true);
    expect(isCalendarMonth("2026-13")).toBe(false);
    expect(monthOf(new Date("2026-03-01T03:00:00Z"), NEW_YORK)).toBe("2026-02");
  });
});

describe("the organization's wall clock", () => {
  it.each([
    ["2026-03-09T18:00", "2026-03-09T22:00:00.000Z"],
    ["2026-03-06 18:00:00", "2026-03-06T23:00:00.000Z"],
  ])("%s in New York is %s", (local, instant) => {
    expect(wallClockToInstant(local, NEW_YORK)?.toISOString()).toBe(instant);
  });

  it("refuses what is not a date", () => {
    expect(wallClockToInstant("2026-02-31T10:00", NEW_YORK)).toBeNull();
    expect(wallClockToInstant("tomorrow", NEW_YORK)).toBeNull();
  });

  it("shows an instant as the zone's date and time", () => {
    expect(splitWallClock(new Date("2026-11-02T23:00:00Z"), NEW_YORK)).toEqual({
      date: "2026-11-02",
      time: "18:00",
    });
  });
});

describe("the front desk's day (issue #21): today and the next seven days in the studio's zone", () => {
  it("starts today at the studio's midnight, not the server's", () => {
    // 03:00 UTC on 24 November is still 23 November, 10:00 pm, in New York.
    const days = frontDeskDays(new Date("2026-11-24T03:00:00Z"), "America/New_York");
    expect(days.today.from.toISOString()).toBe("2026-11-23T05:00:00.000Z");
    expect(days.today.to.toISOString()).toBe("2026-11-24T05:00:00.000Z");
    expect(days.nextSevenDays.to.toISOString()).toBe("2026-12-01T05:00:00.000Z");
  });

  it("gives the spring-forward day 23 hours", () => {
    const days = frontDeskDays(new Date("2026-03-08T15:00:00Z"), "America/New_York");
    expect(days.today.to.getTime() - days.today.from.getTime()).toBe(23 * 3_600_000);
  });
});

describe("shiftMonth", () => {
  it("steps a month back and forth across year ends", () => {
    expect(shiftMonth("2026-11", 1)).toBe("2026-12");
    expect(shiftMonth("2026-12", 1)).toBe("2027-01");
    expect(shiftMonth("2026-01", -1)).toBe("2025-12");
    expect(shiftMonth("2026-11", -23)).toBe("2024-12");
    expect(shiftMonth("2026-11", 0)).toBe("2026-11");
  });

  it("refuses what is not a month", () => {
    expect(() => shiftMonth("2026-13", 1)).toThrow(RangeError);
  });
});

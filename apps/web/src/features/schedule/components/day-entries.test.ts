import { describe, expect, it } from "vitest";
import { dayTitle, entryTime, monthTitle, splitDay, weekTitle } from "./day-entries";

describe("a month day's entries", () => {
  it("shows a day of up to the limit whole", () => {
    expect(splitDay([1, 2, 3], 3)).toEqual({ shown: [1, 2, 3], hidden: [] });
  });

  it("keeps the last line of a fuller day for its more control", () => {
    expect(splitDay([1, 2, 3, 4, 5], 3)).toEqual({ shown: [1, 2], hidden: [3, 4, 5] });
  });
});

describe("wall-clock words", () => {
  it("names the day as the en-US long format does", () => {
    expect(dayTitle("2026-11-03")).toBe("Tuesday, November 3");
    expect(dayTitle("2027-01-31T09:00:00")).toBe("Sunday, January 31");
  });

  it("names the month as the calendar's title does", () => {
    expect(monthTitle("2026-11-03T18:00:00")).toBe("November 2026");
    expect(monthTitle("2027-01")).toBe("January 2027");
  });

  // 001 §2 Schedule: "a month-year title", in Week View as in Month View.
  it.each([
    ["a week inside one month", "2026-11-08", "2026-11-14", "November 2026"],
    ["a week across two months", "2026-11-29", "2026-12-05", "November – December 2026"],
    ["a week across a new year", "2026-12-27", "2027-01-02", "December 2026 – January 2027"],
  ])("titles %s with its month and year", (_, firstDay, lastDay, title) => {
    expect(weekTitle(firstDay, lastDay)).toBe(title);
  });

  it("reads the time on a 12-hour clock", () => {
    expect(entryTime("2026-11-03T00:05:00")).toBe("12:05 AM");
    expect(entryTime("2026-11-03T09:30:00")).toBe("9:30 AM");
    expect(entryTime("2026-11-03T12:00:00")).toBe("12:00 PM");
    expect(entryTime("2026-11-03T18:45:00")).toBe("6:45 PM");
  });
});

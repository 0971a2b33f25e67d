import { describe, expect, it } from "vitest";
import { formatCalendarDate, formatDateTime, formatLongDate } from "./date-formats";

// 000 §9 "Default date format like MMMM dd, yyyy", on the organization's clock: the same
// instant reads the same in any browser, and on the server that draws the first paint.
describe("date formats (000 §9)", () => {
  it("writes a long date on the organization's clock, and nothing for a missing or invalid one", () => {
    expect(formatLongDate("2026-11-22T20:04:00Z", "America/New_York")).toBe("November 22, 2026");
    expect(formatLongDate(new Date("2026-01-05T12:00:00Z"), "UTC")).toBe("January 05, 2026");
    expect(formatLongDate(null, "UTC")).toBe("");
    expect(formatLongDate("not a date", "UTC")).toBe("");
  });

  it("takes the organization's day, not UTC's or the browser's, for an evening in the Americas", () => {
    // 10:30 pm on 10 January in New York is already the 11th in UTC.
    expect(formatLongDate("2027-01-11T03:30:00Z", "America/New_York")).toBe("January 10, 2027");
    expect(formatLongDate("2027-01-11T03:30:00Z", "Asia/Kolkata")).toBe("January 11, 2027");
  });

  it("writes a calendar date in the same format, on its own day", () => {
    expect(formatCalendarDate("2026-11-05")).toBe("November 05, 2026");
    expect(formatCalendarDate("2027-01-31")).toBe("January 31, 2027");
  });

  it("writes a moment with its full month (000 §9 MMMM dd, yyyy) and time on the organization's clock", () => {
    expect(formatDateTime("2026-11-22T20:04:00Z", "America/New_York")).toBe(
      "November 22, 2026, 3:04 PM",
    );
    expect(formatDateTime("2026-03-01T05:30:00Z", "America/New_York")).toBe(
      "March 01, 2026, 12:30 AM",
    );
    expect(formatDateTime("2027-01-11T03:30:00Z", "America/New_York")).toBe(
      "January 10, 2027, 10:30 PM",
    );
    expect(formatDateTime("2026-07-01T12:00:00Z", "UTC")).toBe("July 01, 2026, 12:00 PM");
    expect(formatDateTime("not a date", "UTC")).toBe("");
  });

  it("follows daylight saving time: the same wall clock either side of the change", () => {
    // New York: EDT (UTC-4) until 1 November 2026, EST (UTC-5) after.
    expect(formatDateTime("2026-10-31T13:00:00Z", "America/New_York")).toBe(
      "October 31, 2026, 9:00 AM",
    );
    expect(formatDateTime("2026-11-02T14:00:00Z", "America/New_York")).toBe(
      "November 02, 2026, 9:00 AM",
    );
  });
});

import { describe, expect, it } from "vitest";
import { formatCalendarDate, formatDateTime, formatLongDate } from "./date-formats";
import { formatCount, memberFullName } from "./formats";

// The same texts Intl's en-US formats give (000 §9), on the organization's clock: the same
// instant reads the same in any browser, and on the server that draws the first paint.
describe("formats", () => {
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

  it("writes a moment with its date and time on the organization's clock", () => {
    expect(formatDateTime("2026-11-22T20:04:00Z", "America/New_York")).toBe(
      "Nov 22, 2026, 3:04 PM",
    );
    expect(formatDateTime("2026-03-01T05:30:00Z", "America/New_York")).toBe(
      "Mar 1, 2026, 12:30 AM",
    );
    expect(formatDateTime("2027-01-11T03:30:00Z", "America/New_York")).toBe(
      "Jan 10, 2027, 10:30 PM",
    );
    expect(formatDateTime("2026-07-01T12:00:00Z", "UTC")).toBe("Jul 1, 2026, 12:00 PM");
    expect(formatDateTime("not a date", "UTC")).toBe("");
  });

  it("follows daylight saving time: the same wall clock either side of the change", () => {
    // New York: EDT (UTC-4) until 1 November 2026, EST (UTC-5) after.
    expect(formatDateTime("2026-10-31T13:00:00Z", "America/New_York")).toBe(
      "Oct 31, 2026, 9:00 AM",
    );
    expect(formatDateTime("2026-11-02T14:00:00Z", "America/New_York")).toBe("Nov 2, 2026, 9:00 AM");
  });

  it("groups a count's thousands", () => {
    expect(formatCount(0)).toBe("0");
    expect(formatCount(999)).toBe("999");
    expect(formatCount(1000)).toBe("1,000");
    expect(formatCount(100000)).toBe("100,000");
    expect(formatCount(1234567)).toBe("1,234,567");
    expect(formatCount(-4200)).toBe("-4,200");
  });

  it("writes a person's full name, without a stray space when a part is missing", () => {
    expect(memberFullName({ firstName: "Jordan", lastName: "Lee" })).toBe("Jordan Lee");
    expect(memberFullName({ firstName: "Jordan", lastName: "" })).toBe("Jordan");
  });
});

import { describe, expect, it } from "vitest";
import { formatCalendarDate, formatDateTime, formatLongDate } from "./date-formats";
import { formatCount, memberFullName } from "./formats";

// The same texts Intl's en-US formats give (000 §9), in the browser's clock.
describe("formats", () => {
  it("writes a long date, and nothing for a missing or invalid one", () => {
    expect(formatLongDate(new Date(2026, 10, 22, 15, 4))).toBe("November 22, 2026");
    expect(formatLongDate(new Date(2026, 0, 5).toISOString())).toBe("January 05, 2026");
    expect(formatLongDate(null)).toBe("");
    expect(formatLongDate("not a date")).toBe("");
  });

  it("writes a calendar date in the same format, on its own day", () => {
    expect(formatCalendarDate("2026-11-05")).toBe("November 05, 2026");
    expect(formatCalendarDate("2027-01-31")).toBe("January 31, 2027");
  });

  it("writes a moment with its date and time", () => {
    expect(formatDateTime(new Date(2026, 10, 22, 15, 4))).toBe("Nov 22, 2026, 3:04 PM");
    expect(formatDateTime(new Date(2026, 2, 1, 0, 30))).toBe("Mar 1, 2026, 12:30 AM");
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

import { describe, expect, it } from "vitest";
import { scheduleSummary } from "./class-format";

// 000 §9 "Default date format like MMMM dd, yyyy" for a plain date, on the studio's clock.
describe("scheduleSummary", () => {
  it("ends a class's schedule on its last day in the default date format", () => {
    const summary = scheduleSummary(
      {
        classStart: "2026-11-02T11:30:00Z",
        // 1:00 AM UTC on April 3 is still April 2 in New York.
        classEnd: "2027-04-03T01:00:00Z",
        recurrence: { recurrenceTime: "everyWeek", recurrenceDays: ["monday"] },
      },
      "America/New_York",
    );
    expect(summary).toMatch(/ until April 02, 2027$/);
  });
});

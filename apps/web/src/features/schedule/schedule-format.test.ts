import { describe, expect, it } from "vitest";
import { recurrenceSummary } from "./schedule-format";

// 000 §9 "Default date format like MMMM dd, yyyy" for a plain date, on the studio's clock.
describe("recurrenceSummary", () => {
  it("ends a repetition on its last day in the default date format", () => {
    const summary = recurrenceSummary(
      { recurrenceTime: "everyWeek", recurrenceDays: ["monday"] },
      "2027-03-30T02:00:00Z",
      "America/New_York",
    );
    expect(summary).toMatch(/ until March 29, 2027$/);
  });
});

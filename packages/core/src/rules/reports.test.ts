import { describe, expect, it } from "vitest";
import {
  downloadReportLabel,
  downloadReportLabels,
  isReportAllowed,
  reportMonthWindow,
  reportProgressText,
  reportTitle,
  reportTypeOf,
} from "./reports";

describe("reports allowance (001 §9: fewer than 5 in a calendar month, per type)", () => {
  it.each([
    [0, 5, true],
    [4, 5, true],
    [5, 5, false],
    [6, 5, false],
    [9, 10, true],
    [0, 0, false],
  ])("%i made this month with a limit of %i is allowed: %s", (made, limit, expected) => {
    expect(isReportAllowed(made, limit)).toBe(expected);
  });

  it("counts the member and purchaser lists as user reports and the schedule's as event reports", () => {
    expect(["users", "productUsers"].map((kind) => reportTypeOf(kind as "users"))).toEqual([
      "user",
      "user",
    ]);
    expect(
      (["classes", "classUsers", "eventUsers", "eventMonthly"] as const).map(reportTypeOf),
    ).toEqual(["event", "event", "event", "event"]);
  });
});

describe("the report month on the organization's wall clock", () => {
  it("puts 31 March 11:30 pm in Los Angeles in March, though it is already April in UTC", () => {
    const window = reportMonthWindow(new Date("2026-04-01T06:30:00Z"), "America/Los_Angeles");
    expect(window.from.toISOString()).toBe("2026-03-01T08:00:00.000Z");
    // Daylight saving began on 8 March: April starts at UTC-7.
    expect(window.to.toISOString()).toBe("2026-04-01T07:00:00.000Z");
  });

  it("starts April at midnight Los Angeles time", () => {
    const window = reportMonthWindow(new Date("2026-04-01T07:00:00Z"), "America/Los_Angeles");
    expect(window.from.toISOString()).toBe("2026-04-01T07:00:00.000Z");
    expect(window.to.toISOString()).toBe("2026-05-01T07:00:00.000Z");
  });

  it("rolls December into January of the next year", () => {
    const window = reportMonthWindow(new Date("2026-12-15T12:00:00Z"), "Europe/London");
    expect(window.from.toISOString()).toBe("2026-12-01T00:00:00.000Z");
    expect(window.to.toISOString()).toBe("2027-01-01T00:00:00.000Z");
  });
});

describe("report texts", () => {
  it("names the subject after the report's kind", () => {
    expect(reportTitle("classUsers", "Morning Flow")).toBe("Class Users - Morning Flow");
    expect(reportTitle("users")).toBe("Users");
  });

  it("shows progress as a percentage when the total is known", () => {
    expect(reportProgressText(2500, 10000)).toBe("25% (2500 of 10000 rows)");
    expect(reportProgressText(12, null)).toBe("12 rows written");
  });

  it("names a report's Download link after its title and when it was made", () => {
    expect(downloadReportLabel("Class Users - Morning Flow", "December 01, 2026, 9:56 PM")).toBe(
      "Download Class Users - Morning Flow made December 01, 2026, 9:56 PM",
    );
  });

  it("keeps a title's dollar signs as typed in the link's name", () => {
    expect(downloadReportLabel("Product Users - $$ Deals $&", "December 01, 2026, 9:56 PM")).toBe(
      "Download Product Users - $$ Deals $& made December 01, 2026, 9:56 PM",
    );
  });

  // The list is newest first; two exports of one title in one minute were two links of one name.
  it("numbers the links of one title made in the same minute in the order they were made", () => {
    const madeAt = "December 01, 2026, 9:56 PM";
    const labels = downloadReportLabels([
      { title: "Users", madeAt },
      { title: "Classes", madeAt },
      { title: "Users", madeAt },
      { title: "Users", madeAt: "December 01, 2026, 9:55 PM" },
    ]);
    expect(labels).toEqual([
      "Download Users made December 01, 2026, 9:56 PM (report 2 of 2)",
      "Download Classes made December 01, 2026, 9:56 PM",
      "Download Users made December 01, 2026, 9:56 PM (report 1 of 2)",
      "Download Users made December 01, 2026, 9:55 PM",
    ]);
    expect(new Set(labels).size).toBe(labels.length);
  });
});

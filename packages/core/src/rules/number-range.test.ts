import { describe, expect, it } from "vitest";
import { MESSAGES } from "../messages";
import { numberRangeIssue, rangeMessage, typedNumberOf } from "./number-range";

describe("a number typed past its field's limit", () => {
  it.each([
    [0, { min: 1, max: 10 }, "Please enter a number of at least 1."],
    [11, { min: 1, max: 10 }, "Please enter a number of at most 10."],
    ["150", { min: 0, max: 100 }, "Please enter a number of at most 100."],
    [-1, { min: 0 }, "This number cannot be negative."],
    [200_000, { max: 100_000 }, "Please enter a number of at most 100,000."],
    [1001, { min: 0, max: 1000 }, "Please enter a number of at most 1,000."],
  ])("refuses %o in %o with '%s'", (value, range, message) => {
    expect(numberRangeIssue(value, range)).toBe(message);
  });

  it.each([
    [1, { min: 1, max: 10 }],
    [10, { min: 1, max: 10 }],
    ["7", { min: 1, max: 10 }],
    [5000, { min: 1 }],
    [0, { max: 0 }],
  ])("accepts %o in %o", (value, range) => {
    expect(numberRangeIssue(value, range)).toBeNull();
  });

  it("leaves an empty or unreadable field to its form's own rule", () => {
    for (const value of ["", null, undefined, "-", "abc"]) {
      expect(numberRangeIssue(value, { min: 1, max: 10 })).toBeNull();
    }
  });

  it("says a field's own words for each side when it has them", () => {
    const ages = { belowMin: MESSAGES.startAgeMinimum, aboveMax: MESSAGES.ageMaximum };
    expect(numberRangeIssue(0, { min: 1, max: 150 }, ages)).toBe(MESSAGES.startAgeMinimum);
    expect(numberRangeIssue(151, { min: 1, max: 150 }, ages)).toBe(
      "Please enter ages of at most 150.",
    );
    const tickets = rangeMessage(MESSAGES.ticketQuantityRange);
    expect(numberRangeIssue(101, { min: 1, max: 100 }, tickets)).toBe(
      "Please enter from 1 to 100 tickets.",
    );
    expect(numberRangeIssue(0, { min: 1, max: 100 }, tickets)).toBe(
      "Please enter from 1 to 100 tickets.",
    );
  });

  it("reads the field's text as the number it shows", () => {
    expect(typedNumberOf("12.")).toBe(12);
    expect(typedNumberOf(3)).toBe(3);
    expect(typedNumberOf("")).toBeNull();
  });
});

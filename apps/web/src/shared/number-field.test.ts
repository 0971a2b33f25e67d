import { MESSAGES } from "@studiodesk/core/messages";
import { ticketQuantityRangeMessage } from "@studiodesk/core/rules/events";
import { rangeMessage } from "@studiodesk/core/rules/number-range";
import { describe, expect, it } from "vitest";
import { numberFieldProps } from "./number-field";

describe("a number field keeps a number typed past its limit and says why", () => {
  it("never lets Mantine snap the number to its limit or drop the keystroke", () => {
    expect(numberFieldProps({ value: 150, min: 1, max: 100 }).clampBehavior).toBe("none");
    expect(numberFieldProps({ value: 5, min: 1, max: 100 }).clampBehavior).toBe("none");
  });

  it.each([
    [{ value: 11, min: 1, max: 10 }, "Please enter a number of at most 10."],
    [{ value: 0, min: 1, max: 10 }, "Please enter a number of at least 1."],
    [{ value: "1001", min: 0, max: 1000 }, "Please enter a number of at most 1,000."],
  ])("shows %o's limit under the field: '%s'", (field, message) => {
    expect(numberFieldProps(field).error).toBe(message);
  });

  it("shows nothing for a number within its range or an empty field", () => {
    expect(numberFieldProps({ value: 10, min: 1, max: 10 }).error).toBeUndefined();
    expect(numberFieldProps({ value: "", min: 1, max: 10 }).error).toBeUndefined();
  });

  it("uses the field's own words when it has them (New Event's Number of Tickets)", () => {
    const tickets = rangeMessage(ticketQuantityRangeMessage(1));
    expect(numberFieldProps({ value: 150, min: 1, max: 100, rangeMessages: tickets }).error).toBe(
      "Please enter from 1 to 100 tickets.",
    );
  });

  it("says the range before the form's own message, and the form's message otherwise", () => {
    const required = MESSAGES.completeAllFields;
    expect(numberFieldProps({ value: 0, min: 1, error: required }).error).toBe(
      "Please enter a number of at least 1.",
    );
    expect(numberFieldProps({ value: "", min: 1, error: required }).error).toBe(required);
  });
});

import { describe, expect, it } from "vitest";
import { MESSAGES } from "../messages";
import { ZCreateCalendarItemRequest, ZEventChanges } from "./schedule";

// The contract's own message for `field` (the server answers with the first one).
const messageAt = (input: object, field: string) =>
  ZEventChanges.safeParse(input).error?.issues.find((issue) => issue.path[0] === field)?.message;

describe("event view changes (001 §7 Update event payload, §8)", () => {
  it("refuses a cleared start with 'Please select a start and end date.'", () => {
    expect(messageAt({ eventStart: "" }, "eventStart")).toBe(MESSAGES.selectEventStartAndEnd);
  });

  it("takes a start with its offset", () => {
    expect(ZEventChanges.safeParse({ eventStart: "2027-01-20T15:00:00.000Z" }).success).toBe(true);
  });
});

describe("calendar item (001 §5 Calendar item)", () => {
  const item = {
    calendarTitle: "Floor refinishing",
    calendarDescription: "The studio is closed.",
    calendarStart: "2027-01-20T15:00:00.000Z",
    calendarDuration: 3600,
    calendarHex: "#3366ff",
    recurrence: null,
    calendarEnd: null,
  };
  const itemMessage = (changes: object, field: string) =>
    ZCreateCalendarItemRequest.safeParse({ ...item, ...changes }).error?.issues.find(
      (issue) => issue.path[0] === field,
    )?.message;

  it("says the spec's words for a missing start or duration and a recurrence without an option", () => {
    expect(ZCreateCalendarItemRequest.safeParse(item).success).toBe(true);
    expect(itemMessage({ calendarStart: undefined }, "calendarStart")).toBe(
      MESSAGES.selectStartAndDuration,
    );
    expect(itemMessage({ calendarDuration: 0 }, "calendarDuration")).toBe(
      MESSAGES.selectStartAndDuration,
    );
    const optionless = { recurrence: { recurrenceTime: null, recurrenceDays: [] } };
    expect(itemMessage(optionless, "recurrence")).toBe(MESSAGES.selectRecurrenceOption);
  });
});

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

  it("names the field and its range for a duration, a registration window or Max Users no form sends", () => {
    expect(messageAt({ eventDuration: "3600" }, "eventDuration")).toBe(MESSAGES.durationRange);
    expect(messageAt({ registrationStartDuration: 0 }, "registrationStartDuration")).toBe(
      MESSAGES.registrationOpensRange,
    );
    expect(messageAt({ registrationCloseDuration: -60 }, "registrationCloseDuration")).toBe(
      MESSAGES.registrationClosesRange,
    );
    expect(messageAt({ eventMaxUsers: 2.5 }, "eventMaxUsers")).toBe(MESSAGES.maxUsersWholeNumber);
    expect(messageAt({ eventMaxUsers: "12" }, "eventMaxUsers")).toBe(MESSAGES.maxUsersWholeNumber);
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

  // No form sends these (the Days checkboxes, hours and minutes of 2 digits): a direct call is
  // told what is wrong with which field.
  it("refuses a day chosen twice and a duration over 366 days in words naming them", () => {
    const twice = {
      recurrence: { recurrenceTime: "everyWeek", recurrenceDays: ["friday", "friday"] },
    };
    expect(itemMessage(twice, "recurrence")).toBe(MESSAGES.recurrenceDayRepeated);
    expect(itemMessage({ calendarDuration: 366 * 86_400 + 1 }, "calendarDuration")).toBe(
      MESSAGES.durationRange,
    );
    expect(itemMessage({ calendarDuration: 366 * 86_400 }, "calendarDuration")).toBeUndefined();
  });
});

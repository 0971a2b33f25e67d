import { describe, expect, it } from "vitest";
import { MESSAGES } from "../messages";
import {
  ageTitle,
  attendanceIssue,
  attendanceMax,
  attendanceStatus,
  attendeeCheckInStatus,
  type CalendarItemDraft,
  calendarItemError,
  calendarItemIssues,
  cancelNeedsDate,
  centsToDollars,
  checkInStatus,
  dollarsToCents,
  type EventDraft,
  eventButtonText,
  eventStatus,
  hoursMinutesToSeconds,
  maskMinutes,
  maskTwoDigits,
  newEventIssues,
  occurrenceStartFromQuery,
  secondsToHoursMinutes,
  skippedStartIssue,
  takesNewAttendees,
  ticketQuantityIssue,
  ticketQuantityRangeMessage,
} from "./events";

const NOW = new Date("2026-01-10T15:00:00Z");
const ZONE = "America/New_York";

describe("000 §4 event status", () => {
  it.each([
    [{ isCancelled: true, quantity: 0 }, "Cancelled"],
    [{ isCancelled: false, quantity: 0 }, "Sold Out"],
    [{ isCancelled: false, quantity: -1 }, "Sold Out"],
    [{ isCancelled: false, quantity: 1 }, "On Time"],
    [{ isCancelled: false, quantity: null }, "On Time"],
  ])("%o is '%s'", (input, status) => {
    expect(eventStatus(input)).toBe(status);
  });
});

describe("000 §4 event button text", () => {
  const base = { isCancelled: false, quantity: 10, eventButtonTitle: null, priceAmount: 2500 };
  it.each([
    [{ ...base, isCancelled: true }, "Cancelled"],
    [{ ...base, quantity: 0 }, "Sold Out"],
    [{ ...base, eventButtonTitle: "Book Now" }, "Book Now"],
    [{ ...base, eventButtonTitle: "   " }, "Purchase"],
    [base, "Purchase"],
    [{ ...base, priceAmount: null }, "Learn More"],
    [{ ...base, priceAmount: 0 }, "Learn More"],
    [{ ...base, priceAmount: null, eventButtonTitle: "RSVP" }, "RSVP"],
  ])("%o says '%s'", (input, text) => {
    expect(eventButtonText(input)).toBe(text);
  });
});

describe("001 §9 age title", () => {
  it.each([
    [{ startAge: 18, endAge: null }, "Age Limit: (18+)"],
    [{ startAge: 5, endAge: 12 }, "(5 yrs - 12 yrs)"],
  ])("%o is '%s'", (age, title) => {
    expect(ageTitle(age)).toBe(title);
  });
});

describe("001 §5 durations as hours and minutes", () => {
  it.each([
    [1, 30, 5400],
    [0, 45, 2700],
    [2, 0, 7200],
    [0, 0, null],
    [-1, 0, null],
  ])("%i h %i m is %s seconds (0 or less is not set)", (hours, minutes, seconds) => {
    expect(hoursMinutesToSeconds(hours, minutes)).toBe(seconds);
  });

  it("turns seconds back into hours and minutes", () => {
    expect(secondsToHoursMinutes(5400)).toEqual({ hours: 1, minutes: 30 });
    expect(secondsToHoursMinutes(null)).toEqual({ hours: 0, minutes: 0 });
  });

  it.each([
    ["1", "1"],
    ["123", "12"],
    ["4a5", "45"],
    ["", ""],
  ])("masks '%s' to '%s' (1 or 2 digits)", (input, masked) => {
    expect(maskTwoDigits(input)).toBe(masked);
  });

  it.each([
    ["5", "5"],
    ["59", "59"],
    ["75", "59"],
    ["99", "59"],
    ["", ""],
  ])("masks minutes '%s' to '%s', so hours and minutes read back as entered", (input, masked) => {
    expect(maskMinutes(input)).toBe(masked);
  });
});

describe("001 §9 money in cents", () => {
  it.each([
    [25, 2500],
    [19.99, 1999],
    [0.1 + 0.2, 30],
    [Number.NaN, 0],
  ])("%d dollars are %i cents", (dollars, cents) => {
    expect(dollarsToCents(dollars)).toBe(cents);
  });

  it("reads cents back by dividing by 100", () => {
    expect(centsToDollars(1999)).toBe(19.99);
  });
});

describe("001 §2 attendance", () => {
  it.each([
    [0, 2, "no show"],
    [1, 2, "partial"],
    [2, 2, "present"],
    [1, null, "present"],
  ] as const)("%i of %s tickets is '%s'", (attended, tickets, status) => {
    expect(attendanceStatus(attended, tickets)).toBe(status);
  });

  it.each([
    [null, 2, "Not yet"],
    [0, 2, "Absent"],
    [1, 2, "Partial"],
    [2, 2, "Present"],
  ] as const)(
    "the status column shows %s of %s tickets as '%s' (issue #21)",
    (attended, tickets, status) => {
      expect(checkInStatus(attended, tickets)).toBe(status);
    },
  );

  it("reads an attendee's status from their saved attendance, not yet taken without one", () => {
    expect(attendeeCheckInStatus({ quantity: 2, attendance: null })).toBe("Not yet");
    expect(attendeeCheckInStatus({ quantity: 2, attendance: { quantity: 1 } })).toBe("Partial");
    expect(attendeeCheckInStatus({ quantity: 2, attendance: { quantity: 2 } })).toBe("Present");
  });

  it("allows up to the attendee's ticket quantity, or 1", () => {
    expect(attendanceMax(3)).toBe(3);
    expect(attendanceMax(0)).toBe(1);
    expect(attendanceMax(null)).toBe(1);
  });

  it("refuses attendance past the attendee's tickets in the API's words", () => {
    expect(attendanceIssue(4, 3)).toBe(MESSAGES.attendanceAboveQuantity);
    expect(attendanceIssue(2, null)).toBe(MESSAGES.attendanceAboveQuantity);
    expect(attendanceIssue(3, 3)).toBeNull();
    expect(attendanceIssue(0, 3)).toBeNull();
  });

  it("names a ticket quantity's range as New Event (1 to 100) or the event view (0 to 100)", () => {
    expect(ticketQuantityRangeMessage(1)).toBe("Please enter from 1 to 100 tickets.");
    expect(ticketQuantityRangeMessage(0)).toBe("Please enter from 0 to 100 tickets.");
  });
});

const validDraft: EventDraft = {
  eventTitle: "Sunrise Flow",
  eventDescription: "A gentle start.",
  hasImage: true,
  eventStart: new Date("2026-02-02T23:00:00Z"),
  eventDuration: 3600,
  recurrence: { recurrenceTime: "everyWeek" },
  eventEnd: new Date("2026-06-30T23:00:00Z"),
  price: { isFree: false, amount: 2500, quantity: 20 },
  eventMaxUsers: 20,
  ageItem: { startAge: 18, endAge: null },
  registrationStartDuration: 7 * 24 * 3600,
  registrationCloseDuration: 3600,
};

const messagesOf = (draft: Partial<EventDraft>) =>
  newEventIssues({ ...validDraft, ...draft }, NOW, ZONE, "usd").map((issue) => issue.message);

describe("001 §4 a cancelled event takes no new attendees", () => {
  it.each([
    [{ isCancelled: false, isRecurring: false, oneTimePurchase: false }, true],
    [{ isCancelled: true, isRecurring: false, oneTimePurchase: false }, false],
    // A one-time-purchase series is cancelled as a whole.
    [{ isCancelled: true, isRecurring: true, oneTimePurchase: true }, false],
    // Any other series cancels one date: its attendees still attend the other dates.
    [{ isCancelled: true, isRecurring: true, oneTimePurchase: false }, true],
  ])("%o takes new attendees: %s", (event, expected) => {
    expect(takesNewAttendees({ ...event, isClassCancelled: false })).toBe(expected);
  });

  it.each([
    { isCancelled: false, isRecurring: false, oneTimePurchase: false },
    { isCancelled: false, isRecurring: true, oneTimePurchase: false },
  ])("an event of a cancelled class, %o, takes none", (event) => {
    expect(takesNewAttendees({ ...event, isClassCancelled: true })).toBe(false);
  });
});

describe("001 §5 new event valid when", () => {
  it("accepts a complete draft", () => {
    expect(newEventIssues(validDraft, NOW, ZONE, "usd")).toEqual([]);
  });

  it("names the price minimum in the organization's currency: 'Event price needs to be greater than €1.00.'", () => {
    const draft = { ...validDraft, price: { isFree: false, amount: 99, quantity: null } };
    expect(newEventIssues(draft, NOW, ZONE, "eur").map((issue) => issue.message)).toEqual([
      "Event price needs to be greater than €1.00.",
    ]);
  });

  it.each([
    [{ hasImage: false }, MESSAGES.selectEventImage],
    [{ eventTitle: "  " }, MESSAGES.completeAllFields],
    [{ eventDescription: "" }, MESSAGES.completeAllFields],
    [{ eventStart: null }, MESSAGES.selectStartAndDuration],
    [{ eventDuration: 0 }, MESSAGES.selectStartAndDuration],
    [{ recurrence: { recurrenceTime: null } }, MESSAGES.selectReoccuringType],
    [{ eventEnd: null }, MESSAGES.selectEventStartAndEnd],
    [{ eventEnd: new Date("2026-02-02T23:00:00Z") }, MESSAGES.eventEndAfterStart],
    [{ price: { isFree: false, amount: 99, quantity: null } }, MESSAGES.eventPriceMinimum],
    [{ price: { isFree: false, amount: 2500, quantity: 0 } }, MESSAGES.ticketQuantityRange],
    [{ price: { isFree: false, amount: 2500, quantity: 101 } }, MESSAGES.ticketQuantityRange],
    // Limited, with the number left blank: not a number, never Unlimited.
    [
      { price: { isFree: false, amount: 2500, quantity: Number.NaN } },
      MESSAGES.ticketQuantityRange,
    ],
    [{ ageItem: { startAge: 0, endAge: null } }, MESSAGES.startAgeMinimum],
    [{ ageItem: { startAge: 12, endAge: 5 } }, MESSAGES.endAgeBelowStartAge],
    // The form took any age and the server refused over 150 with words naming no field.
    [{ ageItem: { startAge: 151, endAge: null } }, MESSAGES.ageMaximum],
    [{ ageItem: { startAge: 12, endAge: 151 } }, MESSAGES.ageMaximum],
  ])("refuses %o with '%s'", (draft, message) => {
    expect(messagesOf(draft)).toEqual([message]);
  });

  it("accepts ages from 1 to 150", () => {
    expect(messagesOf({ ageItem: { startAge: 1, endAge: 150 } })).toEqual([]);
    expect(messagesOf({ ageItem: { startAge: 150, endAge: 150 } })).toEqual([]);
  });

  it("accepts a free event at 0 and an event without payments", () => {
    expect(messagesOf({ price: { isFree: true, amount: 0, quantity: null } })).toEqual([]);
    expect(messagesOf({ price: null })).toEqual([]);
  });

  it("needs no end date when the event does not repeat", () => {
    expect(messagesOf({ recurrence: null, eventEnd: null })).toEqual([]);
  });

  it("caps the start at one year from now and the recurrence end at one year after the start", () => {
    expect(
      messagesOf({
        eventStart: new Date("2027-01-11T15:00:00Z"),
        eventEnd: null,
        recurrence: null,
      }),
    ).toEqual([MESSAGES.eventDateTooFar]);
    expect(
      messagesOf({
        eventStart: new Date("2026-01-12T15:00:00Z"),
        eventEnd: new Date("2027-01-11T15:00:00Z"),
      }),
    ).toEqual([MESSAGES.eventDateTooFar]);
    expect(
      messagesOf({
        eventStart: new Date("2026-01-12T15:00:00Z"),
        eventEnd: new Date("2026-12-01T15:00:00Z"),
      }),
    ).toEqual([]);
  });

  // The wizard sends an end date as the end of that day (23:59:59 on the studio's clock).
  it("accepts the date one year from today as the recurrence end, whatever the time now", () => {
    // Now is 10:00 am on 10 January 2026 in New York.
    expect(
      messagesOf({
        eventStart: new Date("2026-02-02T23:00:00Z"),
        eventEnd: new Date("2027-01-11T04:59:59Z"),
      }),
    ).toEqual([]);
    expect(
      messagesOf({
        eventStart: new Date("2026-02-02T23:00:00Z"),
        eventEnd: new Date("2027-01-12T04:59:59Z"),
      }),
    ).toEqual([MESSAGES.eventDateTooFar]);
  });

  it("accepts the start's own date a year later as the recurrence end, whatever the start's time", () => {
    // 6:00 pm on 2 March 2026; the end is the whole of 2 March 2027.
    const eventStart = new Date("2026-03-02T23:00:00Z");
    const now = new Date("2026-03-05T15:00:00Z");
    const issuesUntil = (eventEnd: string) =>
      newEventIssues(
        { ...validDraft, eventStart, eventEnd: new Date(eventEnd) },
        now,
        ZONE,
        "usd",
      ).map((issue) => issue.message);
    expect(issuesUntil("2027-03-03T04:59:59Z")).toEqual([]);
    expect(issuesUntil("2027-03-04T04:59:59Z")).toEqual([MESSAGES.recurrenceEndTooFar]);
  });

  it.each([
    [0, MESSAGES.maxUsersMinimum],
    [-3, MESSAGES.maxUsersMinimum],
    [100_001, MESSAGES.maxUsersMaximum],
    [2.5, MESSAGES.maxUsersWholeNumber],
  ])("refuses Max Users of %s with its own message, not a vague one", (eventMaxUsers, message) => {
    expect(MESSAGES.maxUsersMinimum).toBe("Max Users must be at least 1.");
    expect(messagesOf({ eventMaxUsers })).toEqual([message]);
  });

  it("accepts Max Users from 1 to 100,000, or none (no limit)", () => {
    expect(messagesOf({ eventMaxUsers: 1 })).toEqual([]);
    expect(messagesOf({ eventMaxUsers: 100_000 })).toEqual([]);
    expect(messagesOf({ eventMaxUsers: null })).toEqual([]);
  });

  it.each([
    [-1, 1, MESSAGES.ticketQuantityRange],
    [0, 1, MESSAGES.ticketQuantityRange],
    [1, 1, null],
    [100, 1, null],
    [0, 0, null],
    [-1, 0, MESSAGES.ticketQuantityRangeEdit],
    [101, 0, MESSAGES.ticketQuantityRangeEdit],
    [Number.NaN, 0, MESSAGES.ticketQuantityRangeEdit],
    [null, 1, null],
  ])(
    "a limited quantity of %s with minimum %s → %s (001 §5, §9 1 to 100)",
    (quantity, minimum, message) => {
      expect(MESSAGES.ticketQuantityRangeEdit).toBe("Please enter from 0 to 100 tickets.");
      expect(ticketQuantityIssue(quantity, minimum)).toBe(message);
    },
  );

  it.each([
    [3600, 7200, MESSAGES.registrationOpensBeforeCloses],
    [3600, 3600, MESSAGES.registrationOpensBeforeCloses],
    [7200, 3600, null],
    [null, 7200, null],
    [3600, null, null],
  ])(
    "registration opening %s s and closing %s s before the start → %s",
    (opens, closes, message) => {
      expect(MESSAGES.registrationOpensBeforeCloses).toBe(
        "Registration must open before it closes.",
      );
      const draft = { registrationStartDuration: opens, registrationCloseDuration: closes };
      expect(messagesOf(draft)).toEqual(message ? [message] : []);
    },
  );

  it("names the wizard tab of each issue", () => {
    const issues = newEventIssues(
      {
        ...validDraft,
        hasImage: false,
        price: { isFree: false, amount: 0, quantity: null },
        eventMaxUsers: 0,
      },
      NOW,
      ZONE,
      "usd",
    );
    expect(issues.map((issue) => issue.section)).toEqual(["details", "price", "registration"]);
  });
});

const validItem: CalendarItemDraft = {
  calendarTitle: "Studio closed",
  calendarDescription: "Floor refinishing",
  calendarStart: new Date("2026-02-02T14:00:00Z"),
  calendarDuration: 3600,
  isRecurring: false,
  recurrenceTime: null,
  calendarEnd: null,
};

describe("001 §5 calendar item", () => {
  it("accepts a one-time item without an end", () => {
    expect(calendarItemError(validItem, NOW, ZONE)).toBeNull();
  });

  it.each([
    [{ calendarTitle: "" }, MESSAGES.completeAllFields],
    [{ calendarDescription: " " }, MESSAGES.completeAllFields],
    [{ calendarStart: null }, MESSAGES.selectStartAndDuration],
    [{ calendarDuration: null }, MESSAGES.selectStartAndDuration],
    [
      {
        isRecurring: true,
        recurrenceTime: "everyWeek",
        calendarEnd: new Date("2026-02-01T14:00:00Z"),
      },
      MESSAGES.endAfterStart,
    ],
    [
      { isRecurring: true, calendarEnd: new Date("2026-03-01T14:00:00Z") },
      MESSAGES.selectRecurrenceOption,
    ],
    [
      {
        isRecurring: true,
        recurrenceTime: "everyWeek",
        calendarEnd: new Date("2027-03-01T14:00:00Z"),
      },
      MESSAGES.recurrenceEndTooFar,
    ],
  ] as const)("refuses %o with '%s'", (draft, message) => {
    expect(calendarItemError({ ...validItem, ...draft }, NOW, ZONE)).toBe(message);
  });

  it("accepts the start's own date a year later as a recurring item's end", () => {
    const draft = { ...validItem, isRecurring: true, recurrenceTime: "everyWeek" as const };
    // 9:00 am on 2 February 2026; the end is the whole of 2 February 2027.
    const until = (calendarEnd: string) =>
      calendarItemError({ ...draft, calendarEnd: new Date(calendarEnd) }, NOW, ZONE);
    expect(until("2027-02-03T04:59:59Z")).toBeNull();
    expect(until("2027-02-04T04:59:59Z")).toBe(MESSAGES.recurrenceEndTooFar);
  });

  it("names each issue's field, so the form shows it next to that field (issue #21)", () => {
    const draft = { ...validItem, calendarTitle: " ", isRecurring: true, recurrenceTime: null };
    expect(calendarItemIssues(draft, NOW, ZONE).map((issue) => issue.field)).toEqual([
      "calendarTitle",
      "calendarEnd",
      "recurrence",
    ]);
  });
});

describe("001 §2 the event view's eventStart in a link", () => {
  it("keeps an ISO instant as written", () => {
    expect(occurrenceStartFromQuery("2027-01-20T15:00:00.000Z")).toBe("2027-01-20T15:00:00.000Z");
  });

  it("reads epoch milliseconds, as the original app wrote them, as the same instant", () => {
    expect(occurrenceStartFromQuery(String(Date.UTC(2027, 0, 20, 15)))).toBe(
      "2027-01-20T15:00:00.000Z",
    );
  });

  it("leaves anything else for the API to refuse, and no start as none", () => {
    expect(occurrenceStartFromQuery("next tuesday")).toBe("next tuesday");
    expect(occurrenceStartFromQuery("1".repeat(16))).toBe("1".repeat(16));
    expect(occurrenceStartFromQuery(null)).toBeNull();
  });
});

describe("001 §4 cancelling names its date when a series is cancelled one date at a time", () => {
  it("needs the date for a series whose tickets are per date, not for a whole-event cancel", () => {
    expect(cancelNeedsDate({ isRecurring: true, oneTimePurchase: false })).toBe(true);
    expect(cancelNeedsDate({ isRecurring: true, oneTimePurchase: true })).toBe(false);
    expect(cancelNeedsDate({ isRecurring: false, oneTimePurchase: false })).toBe(false);
  });
});

describe("a start the clocks skip (daylight saving, beyond the spec)", () => {
  // New York springs forward at 2:00 am on 14 March 2027 and falls back at 2:00 am on
  // 7 November; London springs forward at 1:00 am on 28 March.
  it.each([
    [
      "2:30 am on New York's spring-forward day",
      "2027-03-14",
      "02:30",
      ZONE,
      MESSAGES.startTimeSkipped,
    ],
    [
      "2:00 am on New York's spring-forward day",
      "2027-03-14",
      "02:00",
      ZONE,
      MESSAGES.startTimeSkipped,
    ],
    [
      "1:30 am in London on its spring-forward day",
      "2027-03-28",
      "01:30",
      "Europe/London",
      MESSAGES.startTimeSkipped,
    ],
    ["1:59 am just before the change", "2027-03-14", "01:59", ZONE, null],
    ["3:00 am just after the change", "2027-03-14", "03:00", ZONE, null],
    ["2:30 am a week later", "2027-03-21", "02:30", ZONE, null],
    [
      "1:30 am on the fall-back day, which happens twice (the first is taken)",
      "2027-11-07",
      "01:30",
      ZONE,
      null,
    ],
    ["2:30 am in a zone without daylight saving", "2027-03-14", "02:30", "Asia/Tokyo", null],
    ["a start not filled in yet", "2027-03-14", "", ZONE, null],
  ])("%s", (_, date, time, timeZone, expected) => {
    expect(skippedStartIssue(date, time, timeZone)).toBe(expected);
  });
});

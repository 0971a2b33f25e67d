import { MESSAGES } from "@studiodesk/core/messages";
import { describe, expect, it } from "vitest";
import type { EventEditValues } from "../event-view/event-edit-values";
import { eventEditIssue } from "../event-view/event-edit-values";
import { EMPTY_LIMITS, type RegistrationWindowValues } from "./event-field-values";
import { registrationEditIssues, registrationWindowError } from "./registration-edit-issues";

const TIME_ZONE = "America/New_York";

// A window that opens and closes so many hours before the start.
const windowOf = (opens: string, closes: string): RegistrationWindowValues => ({
  registrationStartHours: opens,
  registrationStartMinutes: "",
  registrationCloseHours: closes,
  registrationCloseMinutes: "",
});

// Registration opens 3 hours before the start and closes 1 hour before: a window that opens.
const SAVED = { ...EMPTY_LIMITS, ...windowOf("3", "1") };
// Then edited to close 5 hours before, before it opens: members could never register.
const NEVER_OPENS = { ...SAVED, ...windowOf("3", "5") };

// An event view as loaded: an event on 1 June 2027 at 10:00 with SAVED's limits.
const LOADED_EVENT: EventEditValues = {
  ...SAVED,
  eventTitle: "Morning Flow",
  eventDescription: "A gentle start.",
  startDate: "2027-06-01",
  startTime: "10:00",
  durationHours: "1",
  durationMinutes: "0",
  locationTitle: "",
  locationDescription: "",
  isLimited: false,
  quantity: "",
  isPrepaidOption: true,
  eventButtonTitle: "",
  eventButtonLink: "",
  eventLeaders: [],
  showOnWebsite: true,
  calendarHex: "#0000ff",
  eventPolicy: "",
};

// 001 §5 the Registration card: the server refused a window that closes before it opens, and
// the event and class views sent it anyway, so staff read the refusal after Update.
describe("the event and class views' Registration card", () => {
  it("refuses a changed window that closes before it opens with 'Registration must open before it closes.' on Registration Closes", () => {
    expect(registrationEditIssues(SAVED, NEVER_OPENS, "eventMaxUsers")).toEqual([
      {
        section: "registration",
        field: "registrationCloseDuration",
        message: MESSAGES.registrationOpensBeforeCloses,
      },
    ]);
    expect(registrationWindowError(SAVED, NEVER_OPENS)).toBe(
      "Registration must open before it closes.",
    );
  });

  it("leaves a window saved before the rule alone while it is not changed, as the server does", () => {
    expect(registrationEditIssues(NEVER_OPENS, NEVER_OPENS, "classMaxUsers")).toEqual([]);
    expect(registrationWindowError(NEVER_OPENS, NEVER_OPENS)).toBeNull();
  });

  it("names Max Users on the field the view sends it as", () => {
    const cleared = { ...SAVED, hasMaxUsers: true, eventMaxUsers: "" };
    expect(registrationEditIssues(SAVED, cleared, "classMaxUsers")).toEqual([
      { section: "registration", field: "classMaxUsers", message: MESSAGES.maxUsersMinimum },
    ]);
  });

  it("keeps the event view's Update from sending a window that never opens", () => {
    const edited = { ...LOADED_EVENT, ...windowOf("3", "5") };
    expect(eventEditIssue(LOADED_EVENT, edited, TIME_ZONE)).toBe(
      MESSAGES.registrationOpensBeforeCloses,
    );
    expect(eventEditIssue(LOADED_EVENT, LOADED_EVENT, TIME_ZONE)).toBeNull();
  });
});

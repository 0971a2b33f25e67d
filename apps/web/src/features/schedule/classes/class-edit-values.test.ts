import { MESSAGES } from "@studiodesk/core/messages";
import { describe, expect, it } from "vitest";
import { EMPTY_LIMITS } from "../components/event-fields/event-field-values";
import { type ClassEditValues, classEditIssues } from "./class-edit-values";

const TIME_ZONE = "America/New_York";
const NOW = new Date("2027-05-01T12:00:00Z");

// A weekly class from 1 June 2027 to the end of August, registration open from 3 hours to
// 1 hour before each start.
const LOADED: ClassEditValues = {
  ...EMPTY_LIMITS,
  registrationStartHours: "3",
  registrationCloseHours: "1",
  eventTitle: "Morning Flow",
  eventDescription: "A gentle start.",
  startDate: "2027-06-01",
  startTime: "10:00",
  durationHours: "1",
  durationMinutes: "0",
  isRecurring: true,
  recurrenceTime: "everyWeek",
  recurrenceDays: ["tuesday"],
  endDate: "2027-08-31",
  categoryId: null,
  locationTitle: "",
  locationDescription: "",
  eventButtonTitle: "",
  eventButtonLink: "",
  eventLeaders: [],
  showOnWebsite: true,
  calendarHex: "#00ff00",
  eventPolicy: "",
  isPrivate: false,
  isLocked: false,
  isOnCalendar: true,
  requiredDocuments: true,
};

// 001 §5 the Registration card: Update Class sent a window that closes before it opens, and
// staff read the server's refusal instead of the field's message.
describe("the class view's Update Class", () => {
  it("refuses a window changed to close before it opens, on Registration Closes, before sending", () => {
    const edited = { ...LOADED, registrationCloseHours: "5" };
    expect(classEditIssues(LOADED, edited, TIME_ZONE, NOW)).toEqual([
      {
        section: "registration",
        field: "registrationCloseDuration",
        message: MESSAGES.registrationOpensBeforeCloses,
      },
    ]);
  });

  it("finds nothing in the class as loaded", () => {
    expect(classEditIssues(LOADED, LOADED, TIME_ZONE, NOW)).toEqual([]);
  });
});

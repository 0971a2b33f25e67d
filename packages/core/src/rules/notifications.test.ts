import { describe, expect, it } from "vitest";
import { MESSAGES } from "../messages";
import {
  isNotificationDue,
  newNotificationProblem,
  notificationCounter,
  scheduledInstant,
  truncateNotificationMessage,
} from "./notifications";

const now = new Date("2026-03-08T10:00:00Z");
const later = "2026-03-08T12:00:00.000Z";
const timeZone = "America/New_York";

describe("000 §5 Notification message", () => {
  it.each([
    ["", MESSAGES.notificationMessageInvalid],
    ["123456789", MESSAGES.notificationMessageInvalid],
    ["          x", MESSAGES.notificationMessageInvalid],
    ["1234567890", null],
    ["x".repeat(500), null],
    ["x".repeat(501), MESSAGES.notificationMessageInvalid],
    ["  Too short   ", MESSAGES.notificationMessageInvalid],
    [`\n${"x".repeat(500)}\n`, null],
  ])("a message %j gives %s", (message, problem) => {
    expect(newNotificationProblem({ message }, now, timeZone)).toBe(problem);
  });

  it("truncates input at 500 characters and counts 'count/500'", () => {
    const typed = truncateNotificationMessage("y".repeat(620));
    expect(typed).toHaveLength(500);
    expect(notificationCounter(typed)).toBe("500/500");
    expect(notificationCounter("Hello")).toBe("5/500");
  });

  it.each([
    ["  Too short   ", "9/500"],
    ["\n\n1234567890\n", "10/500"],
    ["          ", "0/500"],
  ])("counts %j as the 10-character rule counts: %s", (message, counter) => {
    expect(notificationCounter(message)).toBe(counter);
    const isRefused = newNotificationProblem({ message }, now, timeZone) !== null;
    expect(isRefused).toBe(Number.parseInt(counter, 10) < 10);
  });

  it("never keeps half an emoji at the cut", () => {
    const pasted = `a${"🧘".repeat(300)}`;
    const kept = truncateNotificationMessage(pasted);
    expect(kept).toBe(`a${"🧘".repeat(249)}`);
    // Whole characters only: no lone surrogate, which the server refuses.
    expect(kept).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])/);
    expect(truncateNotificationMessage(`${"🧘".repeat(300)}`)).toHaveLength(500);
  });

  it.each([
    ["", MESSAGES.scheduledDateInvalid],
    ["not a date", MESSAGES.scheduledDateInvalid],
    ["2026-03-08T09:00:00.000Z", MESSAGES.scheduledDateInvalid],
    [later, null],
  ])("a scheduled date %j gives %s", (scheduledDate, problem) => {
    const input = { message: "Class is on!", scheduledDate };
    expect(newNotificationProblem(input, now, timeZone)).toBe(problem);
  });

  it("reads a Scheduled Date typed without a zone on the studio's clock", () => {
    // 10:30 pm on 10 January in New York (EST, UTC-5) is 3:30 am on the 11th in UTC.
    expect(scheduledInstant("2027-01-10T22:30", timeZone)?.toISOString()).toBe(
      "2027-01-11T03:30:00.000Z",
    );
    expect(scheduledInstant(later, timeZone)?.toISOString()).toBe(later);
    expect(scheduledInstant("2027-02-30T10:00", timeZone)).toBeNull();
  });

  // 14 March 2027 in New York: the clocks go from 2:00 am to 3:00 am.
  it.each([
    ["2027-03-14T02:30", "America/New_York", MESSAGES.startTimeSkipped],
    ["2027-03-14T02:00", "America/New_York", MESSAGES.startTimeSkipped],
    ["2027-03-14T03:30", "America/New_York", null],
    ["2027-03-14T01:59", "America/New_York", null],
    ["2027-03-14T02:30", "UTC", null],
    // An instant names its own moment: it is never "typed in the skipped hour".
    ["2027-03-14T07:30:00.000Z", "America/New_York", null],
  ])("a scheduled date %j in %s gives %s", (scheduledDate, zone, problem) => {
    const input = { message: "Class is on!", scheduledDate };
    expect(newNotificationProblem(input, now, zone)).toBe(problem);
  });

  it("refuses to schedule a class-targeted notification", () => {
    const input = { message: "Class is on!", classId: "c1", scheduledDate: later };
    expect(newNotificationProblem(input, now, timeZone)).toBe(
      MESSAGES.classNotificationNotScheduled,
    );
    expect(newNotificationProblem({ ...input, scheduledDate: null }, now, timeZone)).toBeNull();
  });
});

describe("000 §4 Notifications", () => {
  it("counts an upload time at or before now as sent, after now as scheduled", () => {
    expect(isNotificationDue(now, now)).toBe(true);
    expect(isNotificationDue(new Date(now.getTime() + 1), now)).toBe(false);
  });
});

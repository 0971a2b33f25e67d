import { MESSAGES } from "../messages";
import { isSaneInstant } from "./safe-input";
import { isSkippedWallClock, wallClockToInstant } from "./wall-clock";

// 000 §5 Notification message: 10 to 500 characters; the input stops at 500.
export const NOTIFICATION_MESSAGE_MIN = 10;
export const NOTIFICATION_MESSAGE_MAX = 500;
// 000 §9 Paging: notification pages of 25; admin notifications fetch 15; the bell shows 5.
export const NOTIFICATIONS_PAGE_SIZE = 25;
export const ADMIN_NOTIFICATIONS_LIMIT = 15;
export const BELL_NOTIFICATIONS_LIMIT = 5;

// What the message field keeps of a typed or pasted text: the first 500 UTF-16 units, as the
// limit counts, but never half a character (an emoji is two units; half of one cannot be saved).
export function truncateNotificationMessage(message: string): string {
  const kept = message.slice(0, NOTIFICATION_MESSAGE_MAX);
  return /[\uD800-\uDBFF]$/.test(kept) ? kept.slice(0, -1) : kept;
}

// The length the 10-to-500 rule checks: spaces and line breaks at either end do not count
// (the server trims them before saving). The counter shows this same number, so a message
// the counter puts at 10 or more is never refused as too short.
export const notificationMessageLength = (message: string) => message.trim().length;

// The counter under the message field: 'count/500', counted as the rule counts.
export const notificationCounter = (message: string) =>
  `${notificationMessageLength(message)}/${NOTIFICATION_MESSAGE_MAX}`;

export type NewNotificationInput = {
  message: string;
  classId?: string | null;
  // null: send now. When the schedule switch is on, the Scheduled Date as typed on the
  // studio's clock ("2027-03-14T09:30", no zone) or an ISO instant; "" when it is empty.
  scheduledDate?: string | null;
};

// 000 §5 Notification message, checked in the spec's order: the message, then the date
// (required when scheduled, not before now), and a class-targeted one cannot be scheduled.
// Returns the spec's message, or null when the notification may be sent.
export function newNotificationProblem(
  input: NewNotificationInput,
  now: Date,
  timeZone: string,
): string | null {
  const length = notificationMessageLength(input.message);
  if (length < NOTIFICATION_MESSAGE_MIN || length > NOTIFICATION_MESSAGE_MAX) {
    return MESSAGES.notificationMessageInvalid;
  }
  if (input.scheduledDate === undefined || input.scheduledDate === null) return null;
  if (input.classId) return MESSAGES.classNotificationNotScheduled;
  return scheduledDateProblem(input.scheduledDate, now, timeZone);
}

// A date and time without a zone, as the Scheduled Date field gives it.
const WALL_CLOCK_VALUE = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(?::\d{2})?$/;

// The moment a scheduled date names: a wall-clock value on the studio's clock (its zone), an
// ISO instant as written; null when it names none.
export function scheduledInstant(scheduledDate: string, timeZone: string): Date | null {
  if (WALL_CLOCK_VALUE.test(scheduledDate.trim())) {
    return wallClockToInstant(scheduledDate, timeZone);
  }
  const time = Date.parse(scheduledDate);
  return Number.isNaN(time) ? null : new Date(time);
}

// A scheduled date must be a real instant, not before now (000 §5 "The minimum date is now").
// A minute of slack: the picker's "now" was read before the request travelled.
export function scheduledDateProblem(
  scheduledDate: string,
  now: Date,
  timeZone: string,
): string | null {
  const instant = scheduledInstant(scheduledDate, timeZone);
  if (!instant || instant.getTime() < now.getTime() - 60_000) {
    return MESSAGES.scheduledDateInvalid;
  }
  // 2:30 am on a spring-forward day never comes: taken as the instant an hour later, the push
  // went out at 3:30 am. Refused, as an event's start is (skippedStartIssue).
  if (isSkippedWallClock(scheduledDate, timeZone)) return MESSAGES.startTimeSkipped;
  // Every date the API takes stays inside the sane range (rules/safe-input), a year 9999 too.
  if (!isSaneInstant(scheduledDate)) return MESSAGES.dateOutOfRange;
  return null;
}

// 000 §4 Notifications: an upload time at or before now counts as sent; after now, scheduled.
export const isNotificationDue = (uploadAt: Date, now: Date) => uploadAt.getTime() <= now.getTime();

// The FCM topics the member app subscribes to: one per organization, one per class.
// Topic names allow [a-zA-Z0-9-_.~%]; our ids are UUIDs.
export const organizationTopic = (orgId: string) => `org-${orgId}`;
export const classTopic = (classId: string) => `class-${classId}`;

// 000 §2 Admin Notifications tabs and the types each shows.
export const ADMIN_NOTIFICATION_TABS = {
  all: ["subscriptionItem", "paymentItem", "eventItem", "classItem"],
  billing: ["subscriptionItem", "paymentItem"],
  event: ["eventItem"],
  class: ["classItem"],
} as const;
export type AdminNotificationTab = keyof typeof ADMIN_NOTIFICATION_TABS;

import { MESSAGES } from "../messages";
import { isSaneInstant } from "./safe-input";

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
  // null: send now. An ISO instant when the schedule switch is on; "" when it is on and empty.
  scheduledDate?: string | null;
};

// 000 §5 Notification message, checked in the spec's order: the message, then the date
// (required when scheduled, not before now), and a class-targeted one cannot be scheduled.
// Returns the spec's message, or null when the notification may be sent.
export function newNotificationProblem(input: NewNotificationInput, now: Date): string | null {
  const length = notificationMessageLength(input.message);
  if (length < NOTIFICATION_MESSAGE_MIN || length > NOTIFICATION_MESSAGE_MAX) {
    return MESSAGES.notificationMessageInvalid;
  }
  if (input.scheduledDate === undefined || input.scheduledDate === null) return null;
  if (input.classId) return MESSAGES.classNotificationNotScheduled;
  return scheduledDateProblem(input.scheduledDate, now);
}

// A scheduled date must be a real instant, not before now (000 §5 "The minimum date is now").
// A minute of slack: the picker's "now" was read before the request travelled.
export function scheduledDateProblem(scheduledDate: string, now: Date): string | null {
  const time = Date.parse(scheduledDate);
  if (scheduledDate === "" || Number.isNaN(time) || time < now.getTime() - 60_000) {
    return MESSAGES.scheduledDateInvalid;
  }
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

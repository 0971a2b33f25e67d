import { z } from "zod";
import { MESSAGES } from "../messages";
import { ADMIN_NOTIFICATIONS_LIMIT, NOTIFICATIONS_PAGE_SIZE } from "../rules/notifications";
import { pageLimit, ZId, ZIdempotencyKey } from "./common";

// 000 §3 Notification; 000 §7 "Send a notification (message plus optional scheduled date)
// and delete a notification". Instants are ISO-8601 UTC strings.

export const ZNotification = z.object({
  messageId: z.string(),
  message: z.string(),
  // The organization's name when it was written (000 §3: icon and name from the organization).
  title: z.string(),
  imageUrl: z.string().nullable(),
  // A class-targeted notification goes to the class's members only.
  classId: z.string().nullable(),
  classTitle: z.string().nullable(),
  // The time it is sent at: now, or the scheduled date.
  uploadTimestamp: z.string(),
  sent: z.boolean(),
  sentTimestamp: z.string().nullable(),
  // How it left: FCM when the organization has push credentials, else the stored outbox.
  delivery: z.enum(["fcm", "outbox"]).nullable(),
});
export type Notification = z.infer<typeof ZNotification>;

// The most a notification's message field takes, spaces around it included (the rule's
// 500 count them out).
export const NOTIFICATION_REQUEST_MESSAGE_MAX_LENGTH = 2000;

// POST /api/v1/notifications. The rules (length, date, class) are checked by
// newNotificationProblem in the service, so every refusal carries the spec's message.
export const ZNewNotificationRequest = z
  .object({
    idempotencyKey: ZIdempotencyKey,
    // Sent as typed less the spaces around it (a push must not start with blanks). The 2,000
    // guard keeps the request small; a longer text is refused with the spec's message too.
    message: z
      .string()
      .trim()
      .max(NOTIFICATION_REQUEST_MESSAGE_MAX_LENGTH, MESSAGES.notificationMessageInvalid),
    classId: ZId.nullable().optional(),
    // The Scheduled Date as typed on the studio's clock ("2027-03-14T09:30"), or an ISO instant.
    scheduledDate: z.string().max(100).nullable().optional(),
  })
  .strict();
export type NewNotificationRequest = z.infer<typeof ZNewNotificationRequest>;

// PATCH /api/v1/notifications/:messageId: a queued notification's new time (as above).
export const ZRescheduleNotificationRequest = z
  .object({ scheduledDate: z.string().max(100) })
  .strict();
export type RescheduleNotificationRequest = z.infer<typeof ZRescheduleNotificationRequest>;

export const ZNotificationParams = z.object({ messageId: ZId });

// GET /api/v1/notifications?tab=sent|scheduled&cursor=
export const ZListNotificationsQuery = z.object({
  tab: z.enum(["sent", "scheduled"]).default("sent"),
  cursor: z.string().max(300).optional(),
  limit: pageLimit(NOTIFICATIONS_PAGE_SIZE),
});
export type ListNotificationsQuery = z.infer<typeof ZListNotificationsQuery>;

export const ZNotificationPage = z.object({
  notifications: z.array(ZNotification),
  // Opaque; null on the last page.
  nextCursor: z.string().nullable(),
});
export type NotificationPage = z.infer<typeof ZNotificationPage>;

// GET /api/v1/notifications/settings: what the New Notification modal shows as the sender
// (000 §3 icon and name) and whether push delivery is on.
export const ZNotificationSettings = z.object({
  name: z.string(),
  imageUrl: z.string().nullable(),
  isDeliveryActive: z.boolean(),
});
export type NotificationSettings = z.infer<typeof ZNotificationSettings>;

// GET /api/v1/member/notifications: what a member's app reads (sent ones, to everyone or to
// the member's classes).
export const ZMemberNotificationList = z.object({
  notifications: z.array(
    ZNotification.pick({
      messageId: true,
      message: true,
      title: true,
      imageUrl: true,
      classId: true,
      uploadTimestamp: true,
    }),
  ),
});
export type MemberNotificationList = z.infer<typeof ZMemberNotificationList>;

// 000 §3 Notification type, for admin notifications.
export const ZAdminNotificationType = z.enum([
  "subscriptionItem",
  "paymentItem",
  "eventItem",
  "classItem",
]);
export type AdminNotificationType = z.infer<typeof ZAdminNotificationType>;

export const ZAdminNotification = z.object({
  id: z.string(),
  type: ZAdminNotificationType,
  title: z.string(),
  message: z.string(),
  userId: z.string().nullable(),
  refId: z.string().nullable(),
  timestamp: z.string(),
});
export type AdminNotification = z.infer<typeof ZAdminNotification>;

// GET /api/v1/admin-notifications?tab=&limit=
export const ZListAdminNotificationsQuery = z.object({
  tab: z.enum(["all", "billing", "event", "class"]).default("all"),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(ADMIN_NOTIFICATIONS_LIMIT)
    .default(ADMIN_NOTIFICATIONS_LIMIT),
});
export type ListAdminNotificationsQuery = z.infer<typeof ZListAdminNotificationsQuery>;

export const ZAdminNotificationList = z.object({
  notifications: z.array(ZAdminNotification),
  // Raised since the signed-in admin last opened the bell.
  unreadCount: z.number().int(),
});
export type AdminNotificationList = z.infer<typeof ZAdminNotificationList>;

import type { Notification } from "@studiodesk/core/contracts/notifications";
import type { NotificationRow } from "./notifications.repo";

export const NOTIFICATIONS_TOPIC = { topic: "notifications" } as const;

// The delivery job's type and its one job per notification: the key is the notification's
// identity, so a retried request, a restart or a second instance never enqueues it twice.
export const SEND_NOTIFICATION_JOB = "notifications.send";
export const sendNotificationJobKey = (notificationId: string) =>
  `${SEND_NOTIFICATION_JOB}:${notificationId}`;

export function toNotification(row: NotificationRow): Notification {
  return {
    messageId: row.id,
    message: row.message,
    title: row.title,
    imageUrl: row.image_url,
    classId: row.class_id,
    classTitle: row.class_title,
    uploadTimestamp: new Date(row.upload_at).toISOString(),
    sent: row.sent,
    sentTimestamp: row.sent_at ? new Date(row.sent_at).toISOString() : null,
    delivery: row.delivery,
  };
}

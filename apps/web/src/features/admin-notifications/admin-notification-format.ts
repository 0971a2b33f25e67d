import type { AdminNotification } from "@studiodesk/core/contracts/notifications";

// 000 §3 Notification type, as the lists name it.
export const ADMIN_NOTIFICATION_TYPE_LABELS: Record<AdminNotification["type"], string> = {
  subscriptionItem: "Subscription",
  paymentItem: "Payment",
  eventItem: "Event",
  classItem: "Class",
};

const WHEN = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short" });

export const formatNotificationTime = (iso: string) => WHEN.format(new Date(iso));

import type { AdminNotification } from "@studiodesk/core/contracts/notifications";
import { formatDateTime } from "@studiodesk/core/rules/date-formats";

// 000 §3 Notification type, as the lists name it.
export const ADMIN_NOTIFICATION_TYPE_LABELS: Record<AdminNotification["type"], string> = {
  subscriptionItem: "Subscription",
  paymentItem: "Payment",
  eventItem: "Event",
  classItem: "Class",
};

export const formatNotificationTime = formatDateTime;

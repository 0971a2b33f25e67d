import type { AdminNotification } from "@studiodesk/core/contracts/notifications";
import { MESSAGES } from "@studiodesk/core/messages";
import { formatDateTime } from "@studiodesk/core/rules/date-formats";

// 000 §3 Notification type, as the lists name it.
export const ADMIN_NOTIFICATION_TYPE_LABELS: Record<AdminNotification["type"], string> = {
  subscriptionItem: MESSAGES.subscription,
  paymentItem: "Payment",
  eventItem: MESSAGES.event,
  classItem: MESSAGES.class,
};

export const formatNotificationTime = formatDateTime;

import { Text } from "@mantine/core";
import type { Notification } from "@studiodesk/core/contracts/notifications";
import { MESSAGES } from "@studiodesk/core/messages";
import { fillMessage } from "@studiodesk/core/rules/fill-message";
import { DataTable } from "../../../shared/components/DataTable";
import { DeleteButton } from "../../../shared/components/RowActions";
import { actionsColumn, clampedTextColumn } from "../../../shared/components/table-columns";
import { useOrganizationTimeZone } from "../../../shared/session";
import { formatDateTime } from "../notification-format";

type NotificationsTableProps = {
  notifications: Notification[];
  onDelete: (notification: Notification) => void;
};

// How a notification left: pushed through FCM, or kept for the member app to read.
function deliveryLabel(notification: Notification): string {
  if (!notification.sent) return "Queued";
  return notification.delivery === "fcm" ? "Pushed" : "In outbox";
}

// 000 §2 Notifications: one tab's page.
export function NotificationsTable({ notifications, onDelete }: NotificationsTableProps) {
  const timeZone = useOrganizationTimeZone();
  return (
    <DataTable
      rows={notifications}
      rowKey={(notification) => notification.messageId}
      minWidth={720}
      columns={[
        clampedTextColumn(MESSAGES.message, (notification: Notification) => notification.message),
        {
          header: MESSAGES.sentTo,
          cell: (notification) => notification.classTitle ?? MESSAGES.allMembers,
        },
        {
          header: MESSAGES.date,
          cell: (notification) => (
            <Text size="sm" style={{ whiteSpace: "nowrap" }}>
              {formatDateTime(notification.uploadTimestamp, timeZone)}
            </Text>
          ),
        },
        { header: MESSAGES.status, cell: deliveryLabel },
        actionsColumn((notification: Notification) => (
          <DeleteButton
            title={fillMessage(MESSAGES.notificationNamed, {
              message: notification.message.slice(0, 40),
            })}
            onClick={() => onDelete(notification)}
          />
        )),
      ]}
    />
  );
}

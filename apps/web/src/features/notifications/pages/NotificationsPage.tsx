import { Alert, Button, Group, Stack } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import type { Notification } from "@studiodesk/core/contracts/notifications";
import { MESSAGES } from "@studiodesk/core/messages";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { CardTabs } from "../../../shared/components/CardTabs";
import { ConfirmDialog } from "../../../shared/components/ConfirmDialog";
import { NewButton } from "../../../shared/components/NewButton";
import { PageHeader } from "../../../shared/components/PageHeader";
import { QueryState } from "../../../shared/components/QueryState";
import { useConfirmedDelete } from "../../../shared/use-confirmed-delete";
import { useOpenWithDraft } from "../../../shared/use-form-draft";
import { NEW_NOTIFICATION_DRAFT, NewNotificationModal } from "../components/NewNotificationModal";
import { NotificationsTable } from "../components/NotificationsTable";
import {
  type NotificationTab,
  notificationPageQueryOptions,
  notificationSettingsQueryOptions,
  useDeleteNotification,
} from "../notifications.api";

const TABS: Array<{ value: NotificationTab; label: string; empty: string }> = [
  { value: "sent", label: MESSAGES.allNotifications, empty: MESSAGES.noSentNotificationsYet },
  {
    value: "scheduled",
    label: MESSAGES.scheduledNotifications,
    empty: MESSAGES.noScheduledNotifications,
  },
];

// 000 §2 Notifications (/dashboard/notifications).
export function NotificationsPage() {
  const [isNewOpen, newModal] = useDisclosure(false);
  useOpenWithDraft(NEW_NOTIFICATION_DRAFT, newModal.open);
  const [tab, setTab] = useState<NotificationTab>("sent");
  const settings = useQuery(notificationSettingsQueryOptions());
  const deletion = useConfirmedDelete(useDeleteNotification(), {
    idOf: (notification: Notification) => notification.messageId,
    titleOf: () => MESSAGES.deleteNotification,
    fallbackTitle: MESSAGES.deleteNotification,
    message: MESSAGES.deleteNotificationConfirm,
  });
  return (
    <>
      <PageHeader
        title={MESSAGES.notifications}
        actions={<NewButton label={MESSAGES.newNotification} onClick={newModal.open} />}
      />
      <Stack>
        {settings.data && !settings.data.isDeliveryActive && (
          <Alert color="yellow">{MESSAGES.notificationDeliveryOff}</Alert>
        )}
        <CardTabs tabs={TABS} value={tab} onChange={setTab}>
          {(open) => (
            <NotificationPages
              tab={open}
              empty={TABS.find((item) => item.value === open)?.empty ?? ""}
              onDelete={deletion.ask}
            />
          )}
        </CardTabs>
      </Stack>
      <NewNotificationModal opened={isNewOpen} onClose={newModal.close} />
      <ConfirmDialog {...deletion.dialog} />
    </>
  );
}

// A tab's pages of 25 (000 §9), walked with the server's cursors: the cursors of the pages
// already seen are kept, so Previous goes back without asking for a reverse cursor.
function NotificationPages({
  tab,
  empty,
  onDelete,
}: {
  tab: NotificationTab;
  empty: string;
  onDelete: (notification: Notification) => void;
}) {
  const [cursors, setCursors] = useState<Array<string | null>>([null]);
  const cursor = cursors.at(-1) ?? null;
  const page = useQuery(notificationPageQueryOptions(tab, cursor));
  const items = page.data
    ? { ...page, data: page.data.notifications }
    : { ...page, data: undefined };
  const nextCursor = page.data?.nextCursor ?? null;
  // A later page left empty (its last row deleted, here or elsewhere, or sent since) goes
  // back a page: its empty state said 'No notifications sent yet.' above Previous.
  const isEmptyLaterPage = cursors.length > 1 && page.data?.notifications.length === 0;
  useEffect(() => {
    if (isEmptyLaterPage) setCursors((list) => (list.length > 1 ? list.slice(0, -1) : list));
  }, [isEmptyLaterPage]);
  return (
    <Stack>
      <QueryState query={items} label="notifications" emptyMessage={empty}>
        {(notifications) => (
          <NotificationsTable notifications={notifications} onDelete={onDelete} />
        )}
      </QueryState>
      {(cursors.length > 1 || nextCursor) && (
        <Group justify="flex-end">
          <Button
            variant="default"
            disabled={cursors.length === 1 || page.isPlaceholderData}
            onClick={() => setCursors((list) => list.slice(0, -1))}
          >
            {MESSAGES.previous}
          </Button>
          <Button
            variant="default"
            disabled={!nextCursor || page.isPlaceholderData}
            onClick={() => setCursors((list) => [...list, nextCursor])}
          >
            {MESSAGES.next}
          </Button>
        </Group>
      )}
    </Stack>
  );
}

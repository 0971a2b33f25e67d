import { ActionIcon, Badge, Box, Menu, Stack, Text, VisuallyHidden } from "@mantine/core";
import { MESSAGES } from "@studiodesk/core/messages";
import { BELL_NOTIFICATIONS_LIMIT } from "@studiodesk/core/rules/notifications";
import { IconBell } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { formatNotificationTime } from "../../features/admin-notifications/admin-notification-format";
import {
  adminNotificationsQueryOptions,
  useMarkAdminNotificationsRead,
} from "../../features/admin-notifications/admin-notifications.api";
import { LoadFailure, LoadingState } from "../../shared/components/QueryState";
import { useOrganizationTimeZone } from "../../shared/session";

// The count is read out as the button's description, not its name.
const UNREAD_ID = "notification-bell-unread";

// 000 §2 Top bar: the bell's dropdown lists the 5 newest admin notifications with a View all
// link. New ones arrive over the live-updates stream (topic "admin-notifications"), which
// refetches this query; the count is of those raised since this admin last opened the bell.
export function NotificationBell() {
  const timeZone = useOrganizationTimeZone();
  const bell = useQuery(adminNotificationsQueryOptions("all", BELL_NOTIFICATIONS_LIMIT));
  const markRead = useMarkAdminNotificationsRead();
  const unreadCount = bell.data?.unreadCount ?? 0;
  const notifications = bell.data?.notifications;
  return (
    // The count sits over the button, not in it: the button's name stays "Notifications".
    <Box pos="relative">
      {unreadCount > 0 && (
        <Badge
          aria-hidden
          size="xs"
          circle
          color="red"
          pos="absolute"
          top={-2}
          right={-2}
          style={{ pointerEvents: "none", zIndex: 1 }}
        >
          {unreadCount > 99 ? "99+" : unreadCount}
        </Badge>
      )}
      {unreadCount > 0 && <VisuallyHidden id={UNREAD_ID}>{`${unreadCount} unread`}</VisuallyHidden>}
      <Menu
        position="bottom-end"
        width={320}
        shadow="md"
        onOpen={() => {
          if (unreadCount > 0) markRead.mutate();
        }}
      >
        <Menu.Target>
          {/* The target is the button itself: the menu's aria attributes belong on it. */}
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            aria-label={MESSAGES.notifications}
            aria-describedby={unreadCount > 0 ? UNREAD_ID : undefined}
          >
            <IconBell size={20} />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>{MESSAGES.notifications}</Menu.Label>
          {/* "No new notifications" only once the answer says so: not while it loads, nor after
              it failed. */}
          {!notifications ? (
            bell.isError ? (
              <Box px="sm" py="xs">
                <LoadFailure error={bell.error} onRetry={bell.refetch} />
              </Box>
            ) : (
              <LoadingState label="notifications" />
            )
          ) : notifications.length === 0 ? (
            <Text size="sm" c="dimmed" px="sm" py="xs">
              {MESSAGES.noNewNotifications}
            </Text>
          ) : (
            notifications.map((notification) => (
              <Menu.Item key={notification.id} component={Link} to="/dashboard/admin-notifications">
                <Stack gap={2}>
                  <Text size="sm" fw={500}>
                    {notification.title}
                  </Text>
                  <Text size="xs" c="dimmed" lineClamp={2}>
                    {notification.message}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {formatNotificationTime(notification.timestamp, timeZone)}
                  </Text>
                </Stack>
              </Menu.Item>
            ))
          )}
          <Menu.Divider />
          <Menu.Item component={Link} to="/dashboard/admin-notifications">
            {MESSAGES.viewAll}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
    </Box>
  );
}

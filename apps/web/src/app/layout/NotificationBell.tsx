import { ActionIcon, Menu, Text } from "@mantine/core";
import { IconBell } from "@tabler/icons-react";
import { Link } from "react-router";

// The admin notifications feed is not built yet; the dropdown keeps its place and its
// View all link (000 §2 Top bar).
export function NotificationBell() {
  return (
    <Menu position="bottom-end" width={280} shadow="md">
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" size="lg" aria-label="Notifications">
          <IconBell size={20} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>Notifications</Menu.Label>
        <Text size="sm" c="dimmed" px="sm" py="xs">
          No new notifications
        </Text>
        <Menu.Divider />
        <Menu.Item component={Link} to="/dashboard/admin-notifications">
          View all
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

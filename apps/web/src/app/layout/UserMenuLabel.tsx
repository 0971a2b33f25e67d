import { Avatar, Group, Text } from "@mantine/core";
import type { SessionUser } from "@studiodesk/core/contracts/auth";
import { IconChevronDown } from "@tabler/icons-react";
import { memberFullName } from "../../shared/formats";
import { avatarInitials } from "../../shared/initials";

// What the user menu's button shows. The header draws it while the menu's code is still on its
// way too (without a button, hidden from assistive technology), so nothing moves when it lands.
export function UserMenuLabel({ user }: { user: SessionUser }) {
  const fullName = memberFullName(user);
  return (
    <Group gap="xs" wrap="nowrap">
      <Avatar src={user.profilePhotoURL} alt="" size="sm" radius="xl" aria-hidden>
        {avatarInitials(fullName)}
      </Avatar>
      {/* One line even on a phone's top bar; a long first name ends in an ellipsis. */}
      <Text size="sm" fw={500} truncate="end" maw="10rem">
        {`Welcome ${user.firstName}`}
      </Text>
      <IconChevronDown size={14} aria-hidden />
    </Group>
  );
}

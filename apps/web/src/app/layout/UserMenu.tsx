import { Menu, UnstyledButton, useComputedColorScheme, useMantineColorScheme } from "@mantine/core";
import type { SessionUser } from "@studiodesk/core/contracts/auth";
import { MESSAGES } from "@studiodesk/core/messages";
import { IconLogout, IconMoon, IconSettings, IconSun, IconUser } from "@tabler/icons-react";
import { Link } from "react-router";
import { useSignOut } from "../../features/auth/auth.api";
import { memberProfilePath } from "../../shared/member-profile-path";
import { UserMenuLabel } from "./UserMenuLabel";

type UserMenuProps = { user: SessionUser };

// Switches to the other scheme; from then on this browser keeps it instead of the system's.
function ColorSchemeItem() {
  const { setColorScheme } = useMantineColorScheme();
  const isDark = useComputedColorScheme("light") === "dark";
  return (
    <Menu.Item
      leftSection={isDark ? <IconSun size={16} /> : <IconMoon size={16} />}
      onClick={() => setColorScheme(isDark ? "light" : "dark")}
    >
      {isDark ? "Light Mode" : "Dark Mode"}
    </Menu.Item>
  );
}

export function UserMenu({ user }: UserMenuProps) {
  const signOut = useSignOut();

  return (
    <Menu position="bottom-end" width={200} shadow="md">
      <Menu.Target>
        <UnstyledButton>
          <UserMenuLabel user={user} />
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        {/* A super-admin is platform staff with no member record to show (spec-deviations). */}
        {!user.isSuperAdmin && (
          <Menu.Item
            component={Link}
            to={memberProfilePath(user.id)}
            leftSection={<IconUser size={16} />}
          >
            {MESSAGES.myProfile}
          </Menu.Item>
        )}
        <Menu.Item
          component={Link}
          to="/dashboard/settings"
          leftSection={<IconSettings size={16} />}
        >
          {MESSAGES.settings}
        </Menu.Item>
        <ColorSchemeItem />
        <Menu.Divider />
        <Menu.Item
          leftSection={<IconLogout size={16} />}
          onClick={() => signOut.mutate()}
          disabled={signOut.isPending}
        >
          {MESSAGES.logout}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

import { ActionIcon, Box, Burger, Group } from "@mantine/core";
import type { Session } from "@studiodesk/core/contracts/auth";
import { MESSAGES } from "@studiodesk/core/messages";
import { IconHelp, IconSettings } from "@tabler/icons-react";
import { lazy } from "react";
import { Link } from "react-router";
import { EXTERNAL_LINKS } from "../../shared/external-links";
import { TakeoverPart } from "../takeover";
import { AppBreadcrumbs } from "./AppBreadcrumbs";
import { SearchBox } from "./SearchBox";
import { SIDE_MENU_ID } from "./side-menu-id";
import { UserMenuLabel } from "./UserMenuLabel";

const NotificationBell = lazy(() =>
  import("./NotificationBell").then((module) => ({ default: module.NotificationBell })),
);
const UserMenu = lazy(() => import("./UserMenu").then((module) => ({ default: module.UserMenu })));

// The header's icon buttons look alike; one opens a page, the other the help center.
const ICON_BUTTON = { variant: "subtle", color: "gray", size: "lg" } as const;

type AppHeaderProps = {
  session: Session;
  hasNavbar: boolean;
  isNavbarOpened: boolean;
  onToggleNavbar: () => void;
};

export function AppHeader({ session, hasNavbar, isNavbarOpened, onToggleNavbar }: AppHeaderProps) {
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap">
      <Group gap="sm" wrap="nowrap">
        {hasNavbar && (
          // "lg" is Mantine's 75em = 1200 px, the navbar's breakpoint.
          <Burger
            opened={isNavbarOpened}
            onClick={onToggleNavbar}
            hiddenFrom="lg"
            size="sm"
            aria-label={MESSAGES.toggleNavigation}
            aria-expanded={isNavbarOpened}
            aria-controls={SIDE_MENU_ID}
          />
        )}
        <AppBreadcrumbs />
      </Group>
      <Group gap="xs" wrap="nowrap">
        <SearchBox />
        <ActionIcon
          component={Link}
          to="/dashboard/settings"
          {...ICON_BUTTON}
          aria-label={MESSAGES.settings}
        >
          <IconSettings size={20} />
        </ActionIcon>
        <ActionIcon
          component="a"
          href={EXTERNAL_LINKS.helpCenter}
          target="_blank"
          rel="noopener noreferrer"
          {...ICON_BUTTON}
          aria-label={MESSAGES.help}
        >
          <IconHelp size={20} />
        </ActionIcon>
        {/* The two menus' code loads beside the page, not before it; until it lands they hold
            their place, so the buttons to their left do not move. The page is taken over only
            once they are, or the first click on them could be lost. */}
        <TakeoverPart
          fallback={
            <Group gap="xs" wrap="nowrap" aria-hidden>
              <Box w={34} h={34} />
              <UserMenuLabel user={session.user} />
            </Group>
          }
        >
          <NotificationBell />
          <UserMenu user={session.user} />
        </TakeoverPart>
      </Group>
    </Group>
  );
}

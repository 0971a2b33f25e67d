import { AppShell, Badge, Divider, NavLink } from "@mantine/core";
import type { Session } from "@studiodesk/core/contracts/auth";
import { MESSAGES } from "@studiodesk/core/messages";
import {
  type MenuEntry,
  menuEntryOfPage,
  type SideMenu as SideMenuModel,
} from "@studiodesk/core/rules/navigation";
import { IconHourglass } from "@tabler/icons-react";
import { useState } from "react";
import { useLocation } from "react-router";
import { OrganizationBrand } from "./OrganizationBrand";
import { PromoCards } from "./PromoCards";
import { SideMenuLink } from "./SideMenuLink";
import { SupportCenter } from "./SupportCenter";
import { menuIcon } from "./side-menu-icons";

type SideMenuProps = {
  session: Session;
  menu: SideMenuModel;
  onNavigate: () => void;
  // The pointer or focus reached an entry: its page's code may start loading.
  onIntent: (path: string) => void;
};

// An entry stays active on its sub-pages and on its pages kept under another address (the
// purchasers page under the schedule's is the shop's); the dashboard home only on itself.
const isEntryActive = (entry: MenuEntry, pathname: string): boolean =>
  menuEntryOfPage(pathname)?.key === entry.key;

export function SideMenu({ session, menu, onNavigate, onIntent }: SideMenuProps) {
  const { pathname } = useLocation();

  return (
    <>
      <AppShell.Section p="md">
        <OrganizationBrand session={session} />
      </AppShell.Section>
      <Divider />
      {/* The browser's own scrolling: Mantine's ScrollArea would add its scrollbars' code to
          every signed-in page's first load (issue #19). */}
      <AppShell.Section grow p="xs" style={{ overflowY: "auto", minHeight: 0 }}>
        {menu.entries.map((entry) => {
          return (
            <SideMenuLink
              key={entry.key}
              to={entry.path}
              label={entry.label}
              Icon={menuIcon(entry.key)}
              isActive={isEntryActive(entry, pathname)}
              onClick={onNavigate}
              onIntent={() => onIntent(entry.path)}
            />
          );
        })}
        {menu.comingSoon.length > 0 && <ComingSoonGroup entries={menu.comingSoon} />}
        <SupportCenter />
        <PromoCards />
      </AppShell.Section>
    </>
  );
}

// 000 §2: sections flagged coming soon are listed, but lead nowhere yet.
function ComingSoonGroup({ entries }: { entries: MenuEntry[] }) {
  const [isOpened, setOpened] = useState(false);
  return (
    <NavLink
      component="button"
      label={MESSAGES.comingSoon}
      leftSection={<IconHourglass size={18} stroke={1.6} />}
      opened={isOpened}
      onChange={setOpened}
      aria-expanded={isOpened}
    >
      {entries.map((entry) => {
        const EntryIcon = menuIcon(entry.key);
        return (
          <NavLink
            key={entry.key}
            component="div"
            label={entry.label}
            leftSection={<EntryIcon size={18} stroke={1.6} />}
            rightSection={
              <Badge size="xs" variant="light">
                {MESSAGES.soon}
              </Badge>
            }
            disabled
            aria-disabled
          />
        );
      })}
    </NavLink>
  );
}

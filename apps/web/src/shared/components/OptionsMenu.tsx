import { Button, Menu } from "@mantine/core";
import { MESSAGES } from "@studiodesk/core/messages";
import { IconChevronDown } from "@tabler/icons-react";
import type { ReactNode } from "react";

// The "Options" button at the top right of a page, and its menu of Menu.Item actions.
export function OptionsMenu({ children }: { children: ReactNode }) {
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button variant="default" rightSection={<IconChevronDown size={16} />}>
          {MESSAGES.options}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>{children}</Menu.Dropdown>
    </Menu>
  );
}

import { ActionIcon, Menu } from "@mantine/core";
import { IconDots } from "@tabler/icons-react";
import type { ReactNode } from "react";

type RowMenuProps = {
  // The button's accessible name, naming the row: "Invoice actions for Levi Smith, …".
  label: string;
  // Menu.Item entries.
  children: ReactNode;
};

// A table row's actions behind one "…" button, when a row of buttons would make the table
// wider than the page (the invoices at 1280 px). Arrow keys move through the items, Escape
// closes the menu and gives focus back to its button.
export function RowMenu({ label, children }: RowMenuProps) {
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={label}>
          <IconDots size={18} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>{children}</Menu.Dropdown>
    </Menu>
  );
}

import { Button, Group } from "@mantine/core";
import { MESSAGES } from "@studiodesk/core/messages";
import type { ReactNode } from "react";
import { useFocusableDisabled } from "../use-focusable-disabled";
import { PageHeader } from "./PageHeader";
import { UnsavedChangesGuard } from "./UnsavedChangesGuard";

type EditPageHeaderProps = {
  title: string;
  // The item's options menu, left of the update button.
  menu: ReactNode;
  updateLabel?: string;
  hasChanges: boolean;
  // A cancelled event or class cannot be edited (001 §4).
  isLocked?: boolean;
  isUpdating: boolean;
  onUpdate: () => void;
};

// The header of an item's view (event, class, product): its title, its options menu and the
// update button, enabled once something changed; leaving with unsaved changes asks first.
export function EditPageHeader({
  title,
  menu,
  updateLabel = MESSAGES.update,
  hasChanges,
  isLocked = false,
  isUpdating,
  onUpdate,
}: EditPageHeaderProps) {
  // Disabled until a change, spinning while it saves, and the keyboard stays on it throughout.
  const updateProps = useFocusableDisabled({
    isRefused: !hasChanges || isLocked,
    isPending: isUpdating,
    onClick: onUpdate,
  });
  return (
    <>
      <UnsavedChangesGuard isDirty={hasChanges} />
      <PageHeader
        title={title}
        actions={
          <Group gap="sm">
            {menu}
            <Button {...updateProps}>{updateLabel}</Button>
          </Group>
        }
      />
    </>
  );
}

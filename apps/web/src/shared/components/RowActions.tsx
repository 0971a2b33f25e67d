import { ActionIcon, Button, Group, Tooltip } from "@mantine/core";
import { MESSAGES } from "@studiodesk/core/messages";
import { fillMessage } from "@studiodesk/core/rules/fill-message";
import { IconExternalLink, IconTrash } from "@tabler/icons-react";
import type { ReactNode } from "react";

// The buttons at the end of a table row, kept on one line.
export function RowActions({ children }: { children: ReactNode }) {
  return (
    <Group gap="xs" justify="flex-end" wrap="nowrap">
      {children}
    </Group>
  );
}

type IconActionProps = {
  // The tooltip; the aria-label names the row as well ("Delete Waiver").
  label: string;
  ariaLabel: string;
  icon: ReactNode;
  color?: string;
  onClick: () => void;
};

export function IconAction({ label, ariaLabel, icon, color, onClick }: IconActionProps) {
  return (
    <Tooltip label={label}>
      <ActionIcon variant="subtle" color={color} onClick={onClick} aria-label={ariaLabel}>
        {icon}
      </ActionIcon>
    </Tooltip>
  );
}

// The row actions the content tables share; the item's title makes each label unique.
export function ViewButton({ title, onClick }: { title: string; onClick: () => void }) {
  return (
    <Button
      variant="light"
      size="xs"
      leftSection={<IconExternalLink size={14} />}
      onClick={onClick}
      aria-label={fillMessage(MESSAGES.viewNamed, { title })}
    >
      {MESSAGES.view}
    </Button>
  );
}

export function DeleteButton({ title, onClick }: { title: string; onClick: () => void }) {
  return (
    <IconAction
      label={MESSAGES.delete}
      ariaLabel={fillMessage(MESSAGES.deleteNamed, { title })}
      icon={<IconTrash size={18} />}
      color="red"
      onClick={onClick}
    />
  );
}

type ActivationButtonProps = {
  isActive: boolean;
  // The row's name, for the aria-label ("Deactivate SPRING10").
  title: string;
  isLoading?: boolean;
  onClick: () => void;
};

// Activate or Deactivate a row (a coupon, a category): the word says what a press does.
export function ActivationButton({ isActive, title, isLoading, onClick }: ActivationButtonProps) {
  const action = isActive ? MESSAGES.deactivate : MESSAGES.activate;
  return (
    <Button
      variant="default"
      size="xs"
      loading={isLoading}
      onClick={onClick}
      aria-label={`${action} ${title}`}
    >
      {action}
    </Button>
  );
}

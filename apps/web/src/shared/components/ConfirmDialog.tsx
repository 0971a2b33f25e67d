import { Button, Group, Stack, Text } from "@mantine/core";
import { FormModal } from "./FormModal";

type ConfirmDialogProps = {
  opened: boolean;
  title: string;
  message: string;
  confirmLabel?: string;
  cancelLabel?: string;
  // Deleting, cancelling, removing: the confirm button is red.
  isDestructive?: boolean;
  isPending?: boolean;
  onConfirm: () => void;
  onClose: () => void;
};

// 001 §8 Confirmations: the question asked before anything is deleted, cancelled or changed
// for good. The spec answers most with Yes and No (000 §2); callers name other answers.
export function ConfirmDialog({
  opened,
  title,
  message,
  confirmLabel = "Yes",
  cancelLabel = "No",
  isDestructive = false,
  isPending = false,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  return (
    <FormModal opened={opened} onClose={onClose} title={title}>
      <Stack>
        <Text>{message}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={isPending}>
            {cancelLabel}
          </Button>
          <Button color={isDestructive ? "red" : undefined} loading={isPending} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </FormModal>
  );
}

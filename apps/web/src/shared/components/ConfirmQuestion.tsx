import { Button, Group, Stack, Text } from "@mantine/core";
import { FormModal } from "./FormModal";

export type ConfirmDialogProps = {
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

// The dialog of ConfirmDialog (./ConfirmDialog.tsx), which loads it on the first question.
export function ConfirmQuestion({
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

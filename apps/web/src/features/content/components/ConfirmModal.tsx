import { Button, Group, Modal, Stack, Text } from "@mantine/core";

type ConfirmModalProps = {
  opened: boolean;
  title: string;
  message: string;
  confirmLabel?: string;
  cancelLabel?: string;
  isPending?: boolean;
  onConfirm: () => void;
  onClose: () => void;
};

// The question asked before anything is deleted (001 §8 Confirmations). The featured item's
// is answered with Yes and No (000 §2), and so are the others.
export function ConfirmModal({
  opened,
  title,
  message,
  confirmLabel = "Yes",
  cancelLabel = "No",
  isPending = false,
  onConfirm,
  onClose,
}: ConfirmModalProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      centered
      closeButtonProps={{ "aria-label": "Close" }}
    >
      <Stack>
        <Text>{message}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={isPending}>
            {cancelLabel}
          </Button>
          <Button color="red" loading={isPending} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

import { Button, Group, Modal, Text } from "@mantine/core";

type ConfirmModalProps = {
  opened: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  cancelLabel?: string;
  isDanger?: boolean;
  isPending?: boolean;
  onConfirm: () => void;
  onClose: () => void;
};

// The confirmation every destructive or role-changing action asks first (000 §4).
export function ConfirmModal({
  opened,
  title,
  message,
  confirmLabel,
  cancelLabel = "Cancel",
  isDanger = false,
  isPending = false,
  onConfirm,
  onClose,
}: ConfirmModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered>
      <Text>{message}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose} disabled={isPending}>
          {cancelLabel}
        </Button>
        <Button color={isDanger ? "red" : undefined} loading={isPending} onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </Group>
    </Modal>
  );
}

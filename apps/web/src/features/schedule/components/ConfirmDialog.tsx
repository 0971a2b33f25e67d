import { Button, Group, Modal, Stack, Text } from "@mantine/core";

type ConfirmDialogProps = {
  opened: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  isDestructive?: boolean;
  isPending?: boolean;
  onConfirm: () => void;
  onClose: () => void;
};

// 001 §8 Confirmations: asked before cancelling, deleting and adding users.
export function ConfirmDialog(props: ConfirmDialogProps) {
  return (
    <Modal opened={props.opened} onClose={props.onClose} title={props.title} centered>
      <Stack>
        <Text>{props.message}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onClose}>
            No
          </Button>
          <Button
            color={props.isDestructive ? "red" : undefined}
            loading={props.isPending}
            onClick={props.onConfirm}
          >
            {props.confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

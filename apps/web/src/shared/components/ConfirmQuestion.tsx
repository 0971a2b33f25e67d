import { Button, Group, Stack, Text } from "@mantine/core";
import { MESSAGES } from "@studiodesk/core/messages";
import { useEffect, useRef } from "react";
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
// One answer per question: a double click on Yes deleted twice, and the second request's
// 404 told the user that a delete which worked had failed. `isPending` only disables the
// button after the next render, so the first click is remembered here at once; the question
// can be answered again when it is asked anew or its request has ended with the dialog open
// (a failure the dialog stays open for).
export function ConfirmQuestion({
  opened,
  title,
  message,
  confirmLabel = MESSAGES.yes,
  cancelLabel = MESSAGES.no,
  isDestructive = false,
  isPending = false,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  const isAnswered = useRef(false);
  const wasPending = useRef(isPending);
  useEffect(() => {
    if (opened) isAnswered.current = false;
  }, [opened]);
  useEffect(() => {
    if (wasPending.current && !isPending) isAnswered.current = false;
    wasPending.current = isPending;
  }, [isPending]);
  const confirm = () => {
    if (isAnswered.current || isPending) return;
    isAnswered.current = true;
    onConfirm();
  };
  return (
    <FormModal opened={opened} onClose={onClose} title={title}>
      <Stack>
        <Text>{message}</Text>
        <Group justify="flex-end">
          {/* The question opens on the answer that changes nothing, so an Enter pressed at
              once deletes nothing (the first focusable was the close button). */}
          <Button variant="default" onClick={onClose} disabled={isPending} data-autofocus>
            {cancelLabel}
          </Button>
          <Button color={isDestructive ? "red" : undefined} loading={isPending} onClick={confirm}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </FormModal>
  );
}

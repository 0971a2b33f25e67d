import { Alert, Modal, type ModalProps, Stack } from "@mantine/core";
import type { FormEvent, ReactNode } from "react";
import { SubmitRow } from "./SubmitRow";

type FormModalProps = {
  opened: boolean;
  onClose: () => void;
  title: string;
  size?: ModalProps["size"];
  closeOnClickOutside?: boolean;
  // Mounted only while open, so each opening starts with an empty form.
  children: ReactNode;
};

// The modal around the dashboard's "New …" forms and confirmations.
export function FormModal({
  opened,
  onClose,
  title,
  size,
  closeOnClickOutside,
  children,
}: FormModalProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      size={size}
      centered
      closeOnClickOutside={closeOnClickOutside}
      closeButtonProps={{ "aria-label": "Close" }}
    >
      {children}
    </Modal>
  );
}

type ModalFormProps = {
  onSubmit: (event?: FormEvent<HTMLFormElement>) => void;
  // What went wrong, above the fields.
  error: string | null;
  submitLabel: string;
  isPending: boolean;
  // Why the form cannot be submitted yet (a file still uploading); the button waits, disabled.
  waitingReason?: string | null;
  children: ReactNode;
};

// A modal's form: its error, its fields, and the submit button that spins while saving.
// The form checks its own fields (noValidate), with the spec's messages.
export function ModalForm({
  onSubmit,
  error,
  submitLabel,
  isPending,
  waitingReason,
  children,
}: ModalFormProps) {
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit(event);
      }}
    >
      <Stack>
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        {children}
        <SubmitRow label={submitLabel} isPending={isPending} waitingReason={waitingReason} />
      </Stack>
    </form>
  );
}

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

// The fields a keyboard user lands in first; buttons and the close button are not among them.
const FIRST_FIELD =
  "input:not([type=hidden]):not([disabled]):not([readonly]), textarea:not([disabled]), select:not([disabled])";

// Mantine's focus trap focuses the element marked data-autofocus, else the first tabbable
// one: the header's close button. Marking the first field as the modal mounts (a ref runs
// before the trap's deferred focus) starts a keyboard user in the form.
function markFirstField(content: HTMLElement | null) {
  if (!content || content.querySelector("[data-autofocus]")) return;
  content.querySelector(FIRST_FIELD)?.setAttribute("data-autofocus", "");
}

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
      <div ref={markFirstField} style={{ display: "contents" }}>
        {children}
      </div>
    </Modal>
  );
}

type ModalFormProps = {
  onSubmit: (event?: FormEvent<HTMLFormElement>) => void;
  // What went wrong, above the fields.
  error: string | null;
  submitLabel: string;
  isPending: boolean;
  children: ReactNode;
};

// A modal's form: its error, its fields, and the submit button that spins while saving.
// The form checks its own fields (noValidate), with the spec's messages.
export function ModalForm({ onSubmit, error, submitLabel, isPending, children }: ModalFormProps) {
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
        <SubmitRow label={submitLabel} isPending={isPending} />
      </Stack>
    </form>
  );
}

import { Alert, type ModalProps, Stack } from "@mantine/core";
import {
  createContext,
  type FormEvent,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useRef,
  useState,
} from "react";
import { ReturnFocusModal } from "./ReturnFocusModal";
import { SubmitRow } from "./SubmitRow";
import { UnsavedChangesDialog } from "./UnsavedChangesDialog";

// What a FormModal offers the form inside it (issue #19): a ModalForm, or a form that keeps
// its own values (CalendarItemModal), tells it that a field was edited; a Cancel button
// dismisses it the way its close button does, asking first about edits.
type FormModalControls = { markEdited: () => void; dismiss: () => void };

const FormModalContext = createContext<FormModalControls>({
  markEdited: () => undefined,
  dismiss: () => undefined,
});

export const useFormModal = () => useContext(FormModalContext);

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
// A file is chosen through its drop area (FileDropzone), not the hidden input behind it.
const FIRST_FIELD =
  "input:not([type=hidden]):not([type=file]):not([disabled]):not([readonly]), textarea:not([disabled]), select:not([disabled]), [data-file-drop]:not([data-disabled])";

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
  const isEdited = useRef(false);
  const [isAsking, setIsAsking] = useState(false);
  const markEdited = useCallback(() => {
    isEdited.current = true;
  }, []);
  // Each opening starts unedited. A save closes the modal through `opened`, not `onClose`,
  // so only the user's own dismissal (close button, Escape, outside click) is asked about.
  useEffect(() => {
    if (!opened) isEdited.current = false;
  }, [opened]);
  const dismiss = () => (isEdited.current ? setIsAsking(true) : onClose());
  const controls = { markEdited, dismiss };

  return (
    <>
      <ReturnFocusModal
        opened={opened}
        onClose={dismiss}
        title={title}
        size={size}
        centered
        closeOnClickOutside={closeOnClickOutside}
        onContent={markFirstField}
      >
        <FormModalContext.Provider value={controls}>{children}</FormModalContext.Provider>
      </ReturnFocusModal>
      {isAsking && (
        <UnsavedChangesDialog
          opened
          onLeave={() => {
            setIsAsking(false);
            onClose();
          }}
          onStay={() => setIsAsking(false)}
        />
      )}
    </>
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
  const { markEdited } = useFormModal();
  // The refusal the user has edited the form since: it may be fixed, so it goes until the next
  // submit says again what is wrong (it stayed above a form whose file had since been chosen).
  const [editedAfter, setEditedAfter] = useState<string | null>(null);
  const onEdit = () => {
    markEdited();
    if (error) setEditedAfter(error);
  };
  return (
    <form
      noValidate
      // Typing, a switch, a picked file: any edit makes closing the modal ask first.
      onInput={onEdit}
      onChange={onEdit}
      onSubmit={(event) => {
        event.preventDefault();
        setEditedAfter(null);
        onSubmit(event);
      }}
    >
      <Stack>
        {error && error !== editedAfter && (
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

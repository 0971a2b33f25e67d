import { useState } from "react";
import { failureMessage } from "./failure-message";
import { notify } from "./notify";

// What a delete mutation offers (a useMutation result whose answer carries a message fits).
type DeleteMutation = {
  isPending: boolean;
  mutate: (
    id: string,
    options: {
      onSuccess: (result: { message: string }) => void;
      onError: (error: Error) => void;
      onSettled: () => void;
    },
  ) => void;
};

type DeleteQuestion<T> = {
  idOf: (item: T) => string;
  // The dialog's title names the item ("Delete Waiver"); the fallback shows while it closes.
  titleOf: (item: T) => string;
  fallbackTitle: string;
  message: string;
};

// The item a delete button picked, kept until the confirmation is answered; a yes deletes
// it and reports the server's message.
export function useConfirmedDelete<T>(
  remove: DeleteMutation,
  { idOf, titleOf, fallbackTitle, message }: DeleteQuestion<T>,
) {
  const [item, setItem] = useState<T | null>(null);
  const close = () => setItem(null);
  const confirm = () => {
    if (!item) return;
    remove.mutate(idOf(item), {
      onSuccess: ({ message }) => notify(message, "success"),
      onError: (error) => notify(failureMessage(error), "danger"),
      onSettled: close,
    });
  };
  return {
    item,
    ask: setItem,
    // The props of the ConfirmDialog that asks.
    dialog: {
      opened: item !== null,
      title: item ? titleOf(item) : fallbackTitle,
      message,
      isPending: remove.isPending,
      isDestructive: true,
      onConfirm: confirm,
      onClose: close,
    },
  };
}

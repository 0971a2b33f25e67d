import { useState } from "react";
import { failureMessage } from "./failure-message";
import { notify } from "./notify";

// What a delete mutation offers (a useMutation result fits).
type DeleteMutation<Result> = {
  isPending: boolean;
  mutate: (
    id: string,
    options: { onSuccess: (result: Result) => void; onError: (error: Error) => void },
  ) => void;
};

// The content services answer a delete with the message to show.
const serverMessage = (result: unknown): string | null =>
  typeof result === "object" && result !== null && "message" in result
    ? String(result.message)
    : null;

type DeleteQuestion<T, Result> = {
  idOf: (item: T) => string;
  // The dialog's title names the item ("Delete Waiver"); the fallback shows while it closes.
  titleOf: (item: T) => string;
  fallbackTitle: string;
  message: string | ((item: T) => string);
  // What a done delete says: by default the server's message; null says nothing.
  doneMessage?: (result: Result) => string | null;
  // What a failed one says: by default the server's 4xx message or the generic text.
  failedMessage?: (error: Error) => string;
  // The dialog stays open after a failure, so the answer can be given again.
  isKeptOnFailure?: boolean;
  // What follows a done delete (a page of the deleted item leaves).
  onDone?: (result: Result) => void;
};

// The item a delete button picked, kept until the confirmation is answered; a yes deletes
// it and reports the server's message.
export function useConfirmedDelete<T, Result>(
  remove: DeleteMutation<Result>,
  question: DeleteQuestion<T, Result>,
) {
  const {
    idOf,
    titleOf,
    fallbackTitle,
    message,
    doneMessage = serverMessage,
    failedMessage = failureMessage,
    isKeptOnFailure = false,
    onDone,
  } = question;
  const [item, setItem] = useState<T | null>(null);
  const close = () => setItem(null);
  const confirm = () => {
    if (!item) return;
    remove.mutate(idOf(item), {
      onSuccess: (result) => {
        const done = doneMessage(result);
        if (done) notify(done, "success");
        close();
        onDone?.(result);
      },
      onError: (error) => {
        notify(failedMessage(error), "danger");
        if (!isKeptOnFailure) close();
      },
    });
  };
  return {
    item,
    ask: setItem,
    // The props of the ConfirmDialog that asks.
    dialog: {
      opened: item !== null,
      title: item ? titleOf(item) : fallbackTitle,
      message: typeof message === "function" ? (item ? message(item) : "") : message,
      isPending: remove.isPending,
      isDestructive: true,
      onConfirm: confirm,
      onClose: close,
    },
  };
}

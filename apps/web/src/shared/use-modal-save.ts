import { MESSAGES } from "@studiodesk/core/messages";
import { useState } from "react";
import { failureMessage } from "./failure-message";
import { notify } from "./notify";
import { type StagedUploadState, useStagedUpload } from "./staged-upload";
import { useSingleFlight } from "./use-single-flight";

// What a create mutation offers (a useMutation result fits).
type SaveMutation<Request, Result> = {
  isPending: boolean;
  mutate: (
    request: Request,
    options: {
      onSuccess: (result: Result) => void;
      onError: (error: Error) => void;
      onSettled: () => void;
    },
  ) => void;
};

type SaveOptions<Result> = {
  // The form's uploaded file: once saved, the server owns it and it is not discarded.
  staged?: StagedUploadState;
  // The notice a save gives ("Waiver has been added.").
  doneMessage?: (result: Result) => string;
  onSaved: (result: Result) => void;
  // The text shown for a failed save; by default the server's 4xx message or the generic one.
  describeFailure?: (error: Error) => string;
};

// A modal form's save: the error above its fields (a check of the form's own, or the
// server's refusal) and the pending state of its submit button, as ModalForm takes them.
export function useModalSave<Request, Result>(
  mutation: SaveMutation<Request, Result>,
  { staged, doneMessage, onSaved, describeFailure = failureMessage }: SaveOptions<Result>,
) {
  const [error, setError] = useState<string | null>(null);
  const flight = useSingleFlight();
  const save = (request: Request) => {
    if (!flight.start()) return;
    setError(null);
    mutation.mutate(request, {
      onSettled: flight.end,
      onSuccess: (result) => {
        staged?.markSaved();
        if (doneMessage) notify(doneMessage(result), "success");
        onSaved(result);
      },
      onError: (failure) => setError(describeFailure(failure)),
    });
  };
  return { save, fail: setError, formProps: { error, isPending: mutation.isPending } };
}

// The save of a form whose file travels first (see useStagedUpload).
export function useUploadFormSave<Request, Result>(
  mutation: SaveMutation<Request, Result>,
  options: Omit<SaveOptions<Result>, "staged">,
) {
  const staged = useStagedUpload();
  const { formProps, ...rest } = useModalSave(mutation, { ...options, staged });
  // Submitting before the file arrived would read as no file at all ('Please select a file.').
  const waitingReason = staged.isUploading ? MESSAGES.uploadInProgress : null;
  return { staged, ...rest, formProps: { ...formProps, waitingReason } };
}

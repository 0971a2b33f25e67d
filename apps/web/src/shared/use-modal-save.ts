import { useState } from "react";
import { failureMessage } from "./failure-message";
import type { StagedUploadState } from "./staged-upload";

// What a create mutation offers (a useMutation result fits).
type SaveMutation<Request, Result> = {
  isPending: boolean;
  mutate: (
    request: Request,
    options: { onSuccess: (result: Result) => void; onError: (error: Error) => void },
  ) => void;
};

type SaveOptions<Result> = {
  // The form's uploaded file: once saved, the server owns it and it is not discarded.
  staged?: StagedUploadState;
  onSaved: (result: Result) => void;
  // The text shown for a failed save; by default the server's 4xx message or the generic one.
  describeFailure?: (error: Error) => string;
};

// A modal form's save: the error above its fields (a check of the form's own, or the
// server's refusal) and the pending state of its submit button, as ModalForm takes them.
export function useModalSave<Request, Result>(
  mutation: SaveMutation<Request, Result>,
  { staged, onSaved, describeFailure = failureMessage }: SaveOptions<Result>,
) {
  const [error, setError] = useState<string | null>(null);
  const save = (request: Request) => {
    setError(null);
    mutation.mutate(request, {
      onSuccess: (result) => {
        staged?.markSaved();
        onSaved(result);
      },
      onError: (failure) => setError(describeFailure(failure)),
    });
  };
  return { save, fail: setError, formProps: { error, isPending: mutation.isPending } };
}

import type { UseFormReturnType } from "@mantine/form";
import { useEffect } from "react";
import { ApiError } from "./api-client";

// After a save the form starts over from what the server kept, so its Update button is
// disabled again until the next change.
export function resetToSaved<Values>(form: UseFormReturnType<Values>, saved: Values): void {
  form.setInitialValues(saved);
  form.setValues(saved);
  form.resetDirty(saved);
}

// A refusal that names fields marks them in the form.
export function showFieldErrors<Values>(form: UseFormReturnType<Values>, error: unknown): void {
  if (error instanceof ApiError && error.fields) form.setErrors(error.fields);
}

// The save's outcome on its form: what the server kept becomes the form's start, or the
// refused fields are marked (a bio or title too long stays by its field).
export function saveOutcomeHandlers<Saved, Values>(
  form: UseFormReturnType<Values>,
  toValues: (saved: Saved) => Values,
) {
  return {
    onSuccess: (saved: Saved) => resetToSaved(form, toValues(saved)),
    onError: (error: unknown) => showFieldErrors(form, error),
  };
}

// Another admin's saved change arrives live (a refetch brings a new `saved`): it replaces the
// form only while nothing is edited, so an Update from a stale form never writes the old values
// back over theirs, and an edit in progress is never lost.
export function useSavedValuesWhileUntouched<Saved, Values>(
  form: UseFormReturnType<Values>,
  saved: Saved,
  toValues: (saved: Saved) => Values,
): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: the form and the mapping are stable; each answer is a new `saved`
  useEffect(() => {
    if (form.isDirty()) return;
    const values = toValues(saved);
    form.setInitialValues(values);
    form.setValues(values);
  }, [saved]);
}

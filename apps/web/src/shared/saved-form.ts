import type { UseFormReturnType } from "@mantine/form";
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

import type { UseFormReturnType } from "@mantine/form";
import { MESSAGES } from "@studiodesk/core/messages";
import { useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import {
  type DraftPlace,
  draftKey,
  draftStorage,
  hasDraft,
  registerOpenForm,
  sanitizeDraftValues,
  takeDraft,
} from "./form-drafts";
import { notify } from "./notify";
import { useSignedInSession } from "./session";

// The draft's key for a form of this page: the signed-in user and organization, the address
// (path and query: a member's profile, a class's new event) and the form's name.
function useDraftKey(formName: string): string {
  const { user, organization } = useSignedInSession();
  const { pathname, search } = useLocation();
  const place: DraftPlace = {
    owner: { organizationId: organization.id, userId: user.id },
    address: `${pathname}${search}`,
    formName,
  };
  return draftKey(place);
}

const asDraftText = (values: unknown) => JSON.stringify(sanitizeDraftValues(values).value);

type DraftOptions = {
  // Whether the form holds edits; by default, whether its values differ from those it opened
  // with (a form left as it opened keeps no draft).
  isEdited?: boolean;
};

// A form whose typed values survive the end of the session (shared/form-drafts.ts): while it
// is open and edited, the session's end writes `values` down; opened again after signing in,
// it calls `restore` with them once (files and secrets left out) and says so.
export function useFormDraft<Values>(
  formName: string,
  values: Values,
  restore: (draft: Partial<Values>) => void,
  { isEdited }: DraftOptions = {},
): void {
  const key = useDraftKey(formName);
  const [openedWith] = useState(() => asDraftText(values));
  const latest = useRef({ key, values, isEdited });
  latest.current = { key, values, isEdited };
  const restoreRef = useRef(restore);
  restoreRef.current = restore;

  useEffect(
    () =>
      registerOpenForm(() => {
        const current = latest.current;
        const hasEdits = current.isEdited ?? asDraftText(current.values) !== openedWith;
        return hasEdits ? { key: current.key, values: current.values } : null;
      }),
    [openedWith],
  );

  // After mount, not while rendering: the server draws the page without this tab's storage.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per form, for the key it opened on
  useEffect(() => {
    const storage = draftStorage();
    const draft = storage && takeDraft<Values>(storage, key, Date.now());
    if (!draft) return;
    restoreRef.current(draft.values);
    notify(
      draft.hasDroppedFiles ? MESSAGES.draftRestoredWithoutFiles : MESSAGES.draftRestored,
      "info",
    );
  }, []);
}

// The same for a Mantine `useForm` form: its values, its dirty state, its setter.
export function useFormDraftOf<Values>(form: UseFormReturnType<Values>, formName: string): void {
  useFormDraft(formName, form.getValues(), (draft) => form.setValues(draft), {
    isEdited: form.isDirty(),
  });
}

// A page whose form lives in a modal opens the modal when a draft of that form waits, so the
// user finds it as they left it.
// A null name: the page's form keeps no draft.
export function useOpenWithDraft(formName: string | null, open: () => void): void {
  const key = useDraftKey(formName ?? "");
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on the address the page opened on
  useEffect(() => {
    const storage = draftStorage();
    if (formName && storage && hasDraft(storage, key, Date.now())) open();
  }, []);
}

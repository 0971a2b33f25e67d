import type { UseFormReturnType } from "@mantine/form";
import { MESSAGES } from "@studiodesk/core/messages";
import { useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import {
  type DraftPlace,
  draftKey,
  draftStorage,
  peekDraft,
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
  // A file chosen outside `values` (an upload staged at once, shared/staged-upload.ts): it is
  // not kept, so the restored form asks for it again.
  hasChosenFile?: boolean;
  // False while the form must keep no draft: a terminal payment already sent to its reader is
  // never to be sent again from a restored form.
  canKeep?: boolean;
};

// A form whose typed values survive the end of the session (shared/form-drafts.ts): while it
// is open and edited, the session's end writes `values` down; opened again after signing in,
// it calls `restore` with them once (files and secrets left out) and says so.
export function useFormDraft<Values>(
  formName: string,
  values: Values,
  // Typed from `values` alone: a view's setter of any few fields takes its edited fields.
  restore: (draft: Partial<NoInfer<Values>>) => void,
  options: DraftOptions = {},
): void {
  const key = useDraftKey(formName);
  const [openedWith] = useState(() => asDraftText(values));
  const latest = useRef({ key, values, options });
  latest.current = { key, values, options };
  const restoreRef = useRef(restore);
  restoreRef.current = restore;

  useEffect(
    () =>
      registerOpenForm(() => {
        const { key: currentKey, values: currentValues, options: current } = latest.current;
        if (current.canKeep === false) return null;
        const hasEdits = current.isEdited ?? asDraftText(currentValues) !== openedWith;
        if (!hasEdits) return null;
        return { key: currentKey, values: currentValues, hasChosenFile: current.hasChosenFile };
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
      draft.hasDroppedFiles ? MESSAGES.draftRestoredWithoutFile : MESSAGES.draftRestored,
      "info",
    );
  }, []);
}

// The same for a Mantine `useForm` form: its values, its dirty state, its setter.
export function useFormDraftOf<Values>(
  form: UseFormReturnType<Values>,
  formName: string,
  options: Omit<DraftOptions, "isEdited"> = {},
): void {
  useFormDraft(formName, form.getValues(), (draft) => form.setValues(draft), {
    ...options,
    isEdited: form.isDirty(),
  });
}

// A page whose form lives in a modal (or a tab) opens it when a draft of that form waits, so
// the user finds it as they left it; `open` hears the draft's values (Mark Paid's invoice).
// A null name: the page's form keeps no draft.
export function useOpenWithDraft<Values>(
  formName: string | null,
  open: (draft: Partial<Values>) => void,
): void {
  const key = useDraftKey(formName ?? "");
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on the address the page opened on
  useEffect(() => {
    const storage = draftStorage();
    const draft = formName && storage ? peekDraft<Values>(storage, key, Date.now()) : null;
    if (draft) open(draft);
  }, []);
}

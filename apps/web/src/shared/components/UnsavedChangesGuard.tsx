import {
  createContext,
  type ReactNode,
  useContext,
  useEffect,
  useLayoutEffect,
  useRef,
} from "react";
import { useBlocker } from "react-router";
import { lazyModal } from "./lazy-modal";

// Loaded when first asked: the shell's first load does not carry Mantine's Modal.
const UnsavedChangesDialog = lazyModal(() =>
  import("./UnsavedChangesDialog").then((module) => module.UnsavedChangesDialog),
);

// Issue #19: a page with edited fields (event view, attendance, member profile, settings,
// product) asks before the user leaves it. Another page of the app is asked about in our
// dialog; a reload or a closed tab only by the browser's own question (beforeunload).
// Another query is leaving too: a profile's other tab or a related member's profile puts
// another panel in the edited one's place, and its edits would go with it.
//
// One blocker for the whole shell (UnsavedChangesHost), registered once when the shell
// mounts; each form's UnsavedChangesGuard only says whether it holds edits. A blocker of the
// form's own registered in effects after the form appeared, so a quick edit and tab switch
// went by unasked; and the router asks only its last blocker, where any number of forms may
// hold edits.
type EditedForms = Set<object>;

const EditedFormsContext = createContext<EditedForms | null>(null);

export function UnsavedChangesHost({ children }: { children: ReactNode }) {
  const editedForms = useRef<EditedForms>(new Set()).current;
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      editedForms.size > 0 &&
      (currentLocation.pathname !== nextLocation.pathname ||
        currentLocation.search !== nextLocation.search),
  );

  useEffect(() => {
    const askTheBrowser = (event: BeforeUnloadEvent) => {
      if (editedForms.size > 0) event.preventDefault();
    };
    window.addEventListener("beforeunload", askTheBrowser);
    return () => window.removeEventListener("beforeunload", askTheBrowser);
  }, [editedForms]);

  return (
    <EditedFormsContext.Provider value={editedForms}>
      {children}
      <UnsavedChangesDialog
        opened={blocker.state === "blocked"}
        onLeave={() => blocker.proceed?.()}
        onStay={() => blocker.reset?.()}
      />
    </EditedFormsContext.Provider>
  );
}

export function UnsavedChangesGuard({ isDirty }: { isDirty: boolean }) {
  const editedForms = useContext(EditedFormsContext);
  if (!editedForms) throw new Error("UnsavedChangesGuard needs an UnsavedChangesHost above it");
  const form = useRef({}).current;
  // A layout effect: the edit is known by the time the browser hands over the next click.
  useLayoutEffect(() => {
    if (!isDirty) return;
    editedForms.add(form);
    return () => {
      editedForms.delete(form);
    };
  }, [editedForms, form, isDirty]);
  return null;
}

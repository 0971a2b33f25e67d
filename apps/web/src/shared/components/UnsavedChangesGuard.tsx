import { useEffect } from "react";
import { useBlocker } from "react-router";
import { UnsavedChangesDialog } from "./UnsavedChangesDialog";

// Issue #19: a page with edited fields (event view, attendance, member profile, settings,
// product) asks before the user leaves it. Another page of the app is asked about in our
// dialog; a reload or a closed tab only by the browser's own question (beforeunload).
// Another query is leaving too: a profile's other tab or a related member's profile puts
// another panel in the edited one's place, and its edits would go with it.
// One guard a page: the router asks only the last one mounted.
export function UnsavedChangesGuard({ isDirty }: { isDirty: boolean }) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      isDirty &&
      (currentLocation.pathname !== nextLocation.pathname ||
        currentLocation.search !== nextLocation.search),
  );

  useEffect(() => {
    if (!isDirty) return;
    const askTheBrowser = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", askTheBrowser);
    return () => window.removeEventListener("beforeunload", askTheBrowser);
  }, [isDirty]);

  return (
    <UnsavedChangesDialog
      opened={blocker.state === "blocked"}
      onLeave={() => blocker.proceed?.()}
      onStay={() => blocker.reset?.()}
    />
  );
}

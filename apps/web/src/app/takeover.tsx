import { type ReactNode, Suspense, useEffect, useId, useLayoutEffect } from "react";

// The server marks the page it drew busy (aria-disabled on #root, which also holds back
// automated clicks) until the app has taken it over and its controls answer (issue #19).
// React takes over (hydrates) the root first and each server-drawn Suspense boundary in a
// later pass of its own: the page is taken over only when the root and every such part are.
// Marking it earlier loses what a person types in between, such as ⌘K before the header is live.
const partsWaiting = new Set<string>();
let hasRootTakenOver = false;

function markTakenOverWhenComplete() {
  if (hasRootTakenOver && partsWaiting.size === 0) {
    document.getElementById("root")?.removeAttribute("aria-disabled");
  }
}

export function useRootTakeover() {
  useEffect(() => {
    hasRootTakenOver = true;
    markTakenOverWhenComplete();
  }, []);
}

// A Suspense boundary the page waits for: its layout effect runs with the pass that takes over
// what holds it (the root's runs before the root's passive effect, a part's inside another part
// before that part's mark), its inner mark only once its own content has been taken over. A
// boundary around lazy code in a part must be one too: React takes it over only once its code
// has arrived, and a click on it before is lost, not replayed (the header's menus were).
export function TakeoverPart({
  children,
  fallback,
}: {
  children: ReactNode;
  fallback?: ReactNode;
}) {
  const partId = useId();
  useLayoutEffect(() => {
    partsWaiting.add(partId);
    return () => {
      partsWaiting.delete(partId);
      markTakenOverWhenComplete();
    };
  }, [partId]);
  return (
    <Suspense fallback={fallback}>
      <PartTakenOver partId={partId} />
      {children}
    </Suspense>
  );
}

function PartTakenOver({ partId }: { partId: string }) {
  useEffect(() => {
    partsWaiting.delete(partId);
    markTakenOverWhenComplete();
  }, [partId]);
  return null;
}

import { lazy, Suspense, useState } from "react";
import type { ConfirmDialogProps } from "./ConfirmQuestion";

// The dialog's code (Mantine's Modal with its focus trap and scroll lock) loads the first time
// a page asks, not with every page that might (issue #19: a page's first-load script).
const ConfirmQuestion = lazy(() =>
  import("./ConfirmQuestion").then((module) => ({ default: module.ConfirmQuestion })),
);

// 001 §8 Confirmations: the question asked before anything is deleted, cancelled or changed
// for good. The spec answers most with Yes and No (000 §2); callers name other answers. Once
// asked it stays mounted, so it closes with its transition like any modal.
export function ConfirmDialog(props: ConfirmDialogProps) {
  const [hasOpened, setHasOpened] = useState(props.opened);
  if (props.opened && !hasOpened) setHasOpened(true);
  if (!hasOpened) return null;
  return (
    <Suspense fallback={null}>
      <ConfirmQuestion {...props} />
    </Suspense>
  );
}

import { type ComponentType, lazy, type ReactNode, Suspense, useState } from "react";

// A modal whose code (Mantine's Modal with its focus trap and scroll lock, the form, its
// inputs) loads the first time the page opens it, not with every page that might (issue #19:
// a page's first load). Once opened it stays mounted, so it closes with its transition.
export function lazyModal<Props extends { opened: boolean }>(
  load: () => Promise<ComponentType<Props>>,
): (props: Props) => ReactNode {
  const Modal = lazy(() => load().then((component) => ({ default: component })));
  return function LazyModal(props: Props) {
    const [hasOpened, setHasOpened] = useState(props.opened);
    if (props.opened && !hasOpened) setHasOpened(true);
    if (!hasOpened) return null;
    return (
      <Suspense fallback={null}>
        <Modal {...props} />
      </Suspense>
    );
  };
}

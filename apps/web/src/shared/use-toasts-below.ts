import { type RefObject, useEffect, useSyncExternalStore } from "react";

// Where the top-right toasts start (NotificationsHost.module.css reads it): below the page's
// header.
export const TOASTS_TOP_VARIABLE = "--studiodesk-toasts-top";

// The page header's bottom edge, measured from the top of the document, or null on a page
// without one. Held here and set on the toasts' own elements (NotificationsHost), not on the
// document's root: a custom property changed at the root restyles the whole page, and read at
// once in the header's effect it forced a layout of the page just drawn, twice the main
// thread's work on each page's first load (Lighthouse's blocking time, issue #19).
let toastsTop: number | null = null;
const listeners = new Set<() => void>();

function publishToastsTop(top: number | null) {
  if (top === toastsTop) return;
  toastsTop = top;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const useToastsTop = (): number | null =>
  useSyncExternalStore(
    subscribe,
    () => toastsTop,
    () => null,
  );

// 000 §5 puts the toasts top right, where a page keeps its header's buttons (Save & Publish,
// Options, Update): two toasts stacked over them, and the button could not be pressed until
// they went. The page header publishes its bottom edge and the toasts start under it. A
// banner above it, a narrow window that wraps its buttons or a page that grows under it moves
// that edge: the body's resize measures again. The first measure is the observer's own, made
// once the browser has laid the page out, so it forces no layout.
export function useToastsBelow(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const place = () =>
      publishToastsTop(Math.ceil(element.getBoundingClientRect().bottom + window.scrollY));
    if (typeof ResizeObserver === "undefined") {
      place();
      return () => publishToastsTop(null);
    }
    const observer = new ResizeObserver(place);
    observer.observe(element);
    observer.observe(document.body);
    return () => {
      observer.disconnect();
      publishToastsTop(null);
    };
  }, [ref]);
}

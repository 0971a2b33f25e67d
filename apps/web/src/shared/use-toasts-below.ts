import { type RefObject, useEffect } from "react";

// Where the top-right toasts start (NotificationsHost reads it): below the page's header.
export const TOASTS_TOP_VARIABLE = "--studiodesk-toasts-top";

// 000 §5 puts the toasts top right, where a page keeps its header's buttons (Save & Publish,
// Options, Update): two toasts stacked over them, and the button could not be pressed until
// they went. The page header publishes its bottom edge, measured from the top of the
// document, and the toasts start under it. A banner above it, a narrow window that wraps its
// buttons or a page that grows under it moves that edge: the body's resize measures again.
export function useToastsBelow(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const root = document.documentElement;
    const place = () => {
      const bottom = element.getBoundingClientRect().bottom + window.scrollY;
      root.style.setProperty(TOASTS_TOP_VARIABLE, `${Math.ceil(bottom)}px`);
    };
    place();
    if (typeof ResizeObserver === "undefined")
      return () => root.style.removeProperty(TOASTS_TOP_VARIABLE);
    const observer = new ResizeObserver(place);
    observer.observe(element);
    observer.observe(document.body);
    return () => {
      observer.disconnect();
      root.style.removeProperty(TOASTS_TOP_VARIABLE);
    };
  }, [ref]);
}

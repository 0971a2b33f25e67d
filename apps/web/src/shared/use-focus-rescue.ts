import { useEffect } from "react";
import { type FocusPlace, placesOf, standInFor } from "./focus-stand-in";

// Issue #19: a control that goes away while it has focus drops the keyboard to the page's
// top: Mark Paid turns the row's "…" into a Receipt link, a confirmed delete takes the row
// away (after the dialog gave focus back to its button), a chosen file replaces the drop area
// with Remove file, and Remove file brings the drop area back. Focus then goes to the first
// control still standing nearest to where it was (shared/focus-stand-in): the same row, else
// the next; the same field, else the dialog. A new page is left to useFocusPageHeading.
export function useFocusRescue(): void {
  useEffect(() => {
    let focused: { element: HTMLElement; places: FocusPlace[]; pathname: string } | null = null;
    const noteFocus = (event: FocusEvent) => {
      if (!(event.target instanceof HTMLElement)) return;
      const places = placesOf(event.target);
      focused = { element: event.target, places, pathname: window.location.pathname };
    };
    // A press elsewhere (on the page's background) leaves focus where the pointer put it.
    const forgetFocus = () => {
      focused = null;
    };
    const observer = new MutationObserver(() => {
      const active = document.activeElement;
      if (!focused || focused.element.isConnected) return;
      if (active && active !== document.body) return;
      const lost = focused;
      focused = null;
      if (lost.pathname !== window.location.pathname) return;
      standInFor(lost.places)?.focus({ preventScroll: true });
    });
    document.addEventListener("focusin", noteFocus);
    document.addEventListener("pointerdown", forgetFocus, true);
    observer.observe(document.body, { childList: true, subtree: true });
    return () => {
      document.removeEventListener("focusin", noteFocus);
      document.removeEventListener("pointerdown", forgetFocus, true);
      observer.disconnect();
    };
  }, []);
}

import { useLayoutEffect, useRef } from "react";
import { placesOf, standInFor } from "./focus-stand-in";

// The control a closing modal gives focus back to: the one focused as it opened. An item of
// a menu (Options → Create New User) is gone with its menu by then, so its menu's button.
function openerOf(element: Element | null): HTMLElement | null {
  if (!(element instanceof HTMLElement) || element === document.body) return null;
  const menuButtonId = element.closest('[role="menu"]')?.getAttribute("aria-labelledby");
  return (menuButtonId && document.getElementById(menuButtonId)) || element;
}

// Issue #19: after a modal, a keyboard user goes on from the control that opened it, not from
// the top of the page. Mantine's own return focus (useFocusReturn) missed two ways: a modal
// first mounted already open (lazyModal's first opening, a question shown while asking)
// never noted its opener; and an opener inside a menu was gone when the modal closed.
//
// Focus goes back once the modal has closed (or unmounted), unless it has moved on by then:
// only focus that was lost, or is still inside the closing modal, is brought back. An opener
// the modal's work took away (a confirmed delete removed its row before the modal closed)
// gives way to the first control still standing nearest to it (shared/focus-stand-in): the
// list, not the page's top.
// Returns a ref for a div inside the modal, by which the closing modal is known.
export function useReturnFocus(opened: boolean) {
  const inside = useRef<HTMLDivElement | null>(null);
  useLayoutEffect(() => {
    if (!opened) return;
    const opener = openerOf(document.activeElement);
    const openerPlaces = opener ? placesOf(opener) : [];
    const { pathname } = window.location;
    return () => {
      // After the commit that closes it: an unmounted modal's focus has dropped to the body, and
      // one still fading out holds it. The modal is looked up then, not here: an inline ref is
      // detached (null) while this cleanup runs and attached again after it.
      window.setTimeout(() => {
        const closing = inside.current?.closest('[role="dialog"]') ?? null;
        const active = document.activeElement;
        const isLost =
          !active || active === document.body || !active.isConnected || closing?.contains(active);
        if (!isLost) return;
        // A page the modal's work went to (a deleted event's schedule) starts on its heading.
        const isSamePage = window.location.pathname === pathname;
        const target = opener?.isConnected ? opener : isSamePage ? standInFor(openerPlaces) : null;
        target?.focus({ preventScroll: true });
      });
    };
  }, [opened]);
  return inside;
}

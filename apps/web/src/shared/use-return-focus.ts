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
//
// A flow of two modals (Add Attendees, then its question) closes both in one commit, and the
// question's opener (the picker's button) is gone with the picker: the question gives way,
// letting focus drop from it at once, and the flow's own return focus takes it to the flow's
// opener (Options). Focus still in a modal closing in the same commit counts as lost whichever
// of the two looks first.
const closingDialogs = new Set<Element>();

// Focus no control holds: on the body, or on an element already taken out of the page.
const isDropped = (active: Element | null) =>
  !active || active === document.body || !active.isConnected;

// Mantine's fade (200 ms) and the page's answer to the modal's work (a refetched list) come
// after focus went back, and focus given back can drop to the body then (a control it sat on
// re-rendered or hidden, the fading modal's button that still held it removed): in one CI run
// in many, Add Attendees' Yes left the keyboard on the page's body. For a second, focus that
// drops to the body returns to the opener; focus the user or the app moves anywhere else is
// left there, and the first key or press ends the hold.
const FADE_HOLD_MS = 1_000;

function holdFocusThroughFade(target: HTMLElement) {
  const bringBack = () => {
    if (isDropped(document.activeElement) && target.isConnected) {
      target.focus({ preventScroll: true });
    }
  };
  const onFocusIn = (event: FocusEvent) => {
    if (event.target !== target) stop();
  };
  const onFocusOut = () => window.setTimeout(bringBack);
  const observer = new MutationObserver(bringBack);
  const timer = window.setTimeout(stop, FADE_HOLD_MS);
  function stop() {
    window.clearTimeout(timer);
    observer.disconnect();
    document.removeEventListener("focusin", onFocusIn, true);
    document.removeEventListener("focusout", onFocusOut, true);
    document.removeEventListener("keydown", stop, true);
    document.removeEventListener("pointerdown", stop, true);
  }
  observer.observe(document.body, { childList: true, subtree: true, attributes: true });
  document.addEventListener("focusin", onFocusIn, true);
  document.addEventListener("focusout", onFocusOut, true);
  document.addEventListener("keydown", stop, true);
  document.addEventListener("pointerdown", stop, true);
}

export function useReturnFocus(opened: boolean) {
  const inside = useRef<HTMLDivElement | null>(null);
  useLayoutEffect(() => {
    if (!opened) return;
    const opener = openerOf(document.activeElement);
    const openerPlaces = opener ? placesOf(opener) : [];
    const { pathname } = window.location;
    return () => {
      // A stable ref is still attached here while its modal fades out; an inline one is
      // detached (null) while this cleanup runs and attached again after it, so the modal is
      // looked up once more below.
      const closingNow = inside.current?.closest('[role="dialog"]') ?? null;
      if (closingNow) closingDialogs.add(closingNow);
      // After the commit that closes it: an unmounted modal's focus has dropped to the body, and
      // one still fading out holds it.
      window.setTimeout(() => {
        const closing = inside.current?.closest('[role="dialog"]') ?? closingNow;
        if (closingNow) closingDialogs.delete(closingNow);
        const active = document.activeElement;
        const isInClosingModal = [closing, ...closingDialogs].some((dialog) =>
          dialog?.contains(active),
        );
        const isLost = isDropped(active) || isInClosingModal;
        if (!isLost) return;
        // A page the modal's work went to (a deleted event's schedule) starts on its heading.
        const isSamePage = window.location.pathname === pathname;
        const target = opener?.isConnected ? opener : isSamePage ? standInFor(openerPlaces) : null;
        if (target) {
          target.focus({ preventScroll: true });
          holdFocusThroughFade(target);
        } else if (active instanceof HTMLElement && closing?.contains(active)) active.blur();
      });
    };
  }, [opened]);
  return inside;
}

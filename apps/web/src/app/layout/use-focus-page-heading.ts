import { type RefObject, useEffect, useRef } from "react";
import { useLocation, useNavigationType } from "react-router";

// A page that fetches before it shows its heading gets this long to show it; then the
// main region itself takes focus, so a screen reader still starts at the new content.
const HEADING_WAIT_MS = 3_000;

function focusWithoutOutlineJump(element: HTMLElement) {
  if (!element.hasAttribute("tabindex")) element.setAttribute("tabindex", "-1");
  element.focus({ preventScroll: true });
}

// A user who has since opened a dialog (the global search, say) or started typing keeps
// their focus: a page that finishes loading does not take it away.
function isUserTyping(): boolean {
  const focused = document.activeElement;
  if (!(focused instanceof HTMLElement)) return false;
  return (
    focused.closest('[role="dialog"]') !== null ||
    focused.matches('input:not([readonly]), textarea, select, [contenteditable="true"]')
  );
}

// After a client-side navigation, focus moves to the new page's heading (its first h1),
// as a full page load would start a keyboard or screen-reader user at the top of the page.
// The first load keeps the browser's own focus. The shell itself first shows after a
// navigation too (Sign In goes to the dashboard, a super-admin's choice to its organization):
// the sign-in page's form is gone by then, so focus had dropped to the body; a shell that
// mounts after anything but a page load (a POP) starts on the heading as well.
export function useFocusPageHeading(mainRef: RefObject<HTMLElement | null>) {
  const { pathname } = useLocation();
  const isPageLoad = useNavigationType() === "POP";
  const previousPathname = useRef<string | null>(isPageLoad ? pathname : null);

  useEffect(() => {
    if (previousPathname.current === pathname) return;
    previousPathname.current = pathname;
    const main = mainRef.current;
    if (!main) return;
    const focusHeading = () => {
      if (isUserTyping()) return true;
      const heading = main.querySelector<HTMLElement>("h1");
      if (!heading) return false;
      focusWithoutOutlineJump(heading);
      return true;
    };
    if (focusHeading()) return;
    const observer = new MutationObserver(() => {
      if (focusHeading()) stop();
    });
    const timer = setTimeout(() => {
      stop();
      if (!isUserTyping()) focusWithoutOutlineJump(main);
    }, HEADING_WAIT_MS);
    function stop() {
      observer.disconnect();
      clearTimeout(timer);
    }
    observer.observe(main, { childList: true, subtree: true });
    return stop;
  }, [pathname, mainRef]);
}

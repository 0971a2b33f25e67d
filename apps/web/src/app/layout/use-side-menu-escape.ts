import { useWindowEvent } from "@mantine/hooks";
import { SIDE_MENU_ID } from "./side-menu-id";

// Below the breakpoint the opened side menu covers the page like a drawer: Escape closes it,
// as it closes the menus and dialogs. Focus inside it (about to turn inert) goes back to the
// burger that opened it. A key another control already handled (a menu, a dialog) is left.
// `isOpenedOverPage` is asked only when Escape is pressed.
export function useSideMenuEscape(isOpenedOverPage: () => boolean, close: () => void): void {
  useWindowEvent("keydown", (event) => {
    if (event.key !== "Escape" || event.defaultPrevented || !isOpenedOverPage()) return;
    const sideMenu = document.getElementById(SIDE_MENU_ID);
    const wasFocusInside = sideMenu?.contains(document.activeElement) ?? false;
    close();
    if (wasFocusInside) {
      document.querySelector<HTMLElement>(`[aria-controls="${SIDE_MENU_ID}"]`)?.focus();
    }
  });
}

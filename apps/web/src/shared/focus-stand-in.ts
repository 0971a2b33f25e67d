// Where focus goes when the control that had it (or opened a dialog) is gone: the first
// control still standing nearest to where it was. Shared by useFocusRescue and useReturnFocus.

const CONTROLS =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]';

const isReachable = (element: Element): element is HTMLElement =>
  element instanceof HTMLElement &&
  element.tabIndex >= 0 &&
  element.getClientRects().length > 0 &&
  !element.closest("[inert]");

// A container of the control, and which of its children held the control then.
export type FocusPlace = { container: HTMLElement; childIndex: number };

// The places of `element`, nearest first: up to the dialog it sits in, or up to (not
// including) the page's main region. None for a control elsewhere: the shell's header and
// side menu keep their own focus.
export function placesOf(element: HTMLElement): FocusPlace[] {
  const places: FocusPlace[] = [];
  let child: HTMLElement = element;
  for (let parent = element.parentElement; parent; parent = parent.parentElement) {
    if (parent.tagName === "MAIN") return places;
    places.push({ container: parent, childIndex: [...parent.children].indexOf(child) });
    if (parent.getAttribute("role") === "dialog") return places;
    child = parent;
  }
  return [];
}

const controlsIn = (element: Element) =>
  [element, ...element.querySelectorAll(CONTROLS)].filter(isReachable);

// In the nearest place still on the page: the first control from the child that held the
// lost one onwards (the same row if it stayed, else the row that took its place), else the
// last one before it (the row above a deleted last row). Null when nothing is left.
export function standInFor(places: FocusPlace[]): HTMLElement | null {
  for (const { container, childIndex } of places) {
    if (!container.isConnected) continue;
    const children = [...container.children];
    for (const child of children.slice(childIndex)) {
      const control = controlsIn(child)[0];
      if (control) return control;
    }
    for (const child of children.slice(0, childIndex).reverse()) {
      const control = controlsIn(child).at(-1);
      if (control) return control;
    }
  }
  return null;
}

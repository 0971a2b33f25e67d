// The side menu's element id: the burger names what it opens (aria-controls).
export const SIDE_MENU_ID = "side-menu";

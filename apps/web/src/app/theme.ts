import { type CSSVariablesResolver, createTheme } from "@mantine/core";
import { MESSAGES } from "@studiodesk/core/messages";
import modalSheet from "./modal-sheet.module.css";

export const theme = createTheme({
  primaryColor: "indigo",
  // Mantine's default shade 6 gives white button text under 4.5:1 contrast (WCAG AA).
  primaryShade: 8,
  defaultRadius: "md",
  components: {
    // Status labels read as the spec writes them ('Pending Payment', 'Online'), not in the
    // capitals Mantine's Badge sets by default.
    // A badge is never cut to "Pendi…" by a crowded table: its cell makes room for it.
    Badge: { defaultProps: { tt: "none", miw: "max-content" } },
    // A menu opened by keyboard starts on its first item, where the arrows and Enter act, not on
    // Mantine's hidden placeholder (nothing looked focused, Tab did nothing).
    Menu: { defaultProps: { withInitialFocusPlaceholder: false } },
    // A plain object rather than `Modal.extend(…)`, which would bring the Modal's code into
    // every first load, though most pages open no dialog until a click.
    Modal: {
      classNames: { root: modalSheet.root, inner: modalSheet.inner, content: modalSheet.content },
      // 000 §9, 001 §9: "Modal animation 500 ms". Every dialog's X is a button named Close
      // (a dialog that forgot it had a nameless button).
      defaultProps: {
        transitionProps: { duration: 500 },
        closeButtonProps: { "aria-label": MESSAGES.close },
      },
    },
    // A dialog's title bar is no page banner: Mantine renders it as <header>, which axe counts
    // as a second banner landmark beside the app's top bar on every page with an open modal.
    ModalHeader: { defaultProps: { component: "div" } },
  },
});

// Same reason: the default dimmed grey reads at about 3.3:1 on white, and dark mode's
// (dark 2) at about 3.5:1 on a card.
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    "--mantine-color-dimmed": "var(--mantine-color-gray-7)",
    // A yellow alert's title (yellow 9 on its pale fill) reads at 2.7:1; this brown, 5.5:1.
    "--mantine-color-yellow-light-color": "#8f5400",
    // A field's message (red 6 by default) reads at 3.3:1 on white; red 9, 5.5:1.
    "--mantine-color-error": "var(--mantine-color-red-9)",
  },
  dark: {
    "--mantine-color-dimmed": "var(--mantine-color-dark-1)",
    // Red 8 on dark 7 reads at 3.4:1; red 5, 5.5:1.
    "--mantine-color-error": "var(--mantine-color-red-5)",
  },
});

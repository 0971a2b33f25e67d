import { type CSSVariablesResolver, createTheme } from "@mantine/core";

export const theme = createTheme({
  primaryColor: "indigo",
  // Mantine's default shade 6 gives white button text under 4.5:1 contrast (WCAG AA).
  primaryShade: 8,
  defaultRadius: "md",
});

// Same reason: the default dimmed grey reads at about 3.3:1 on white.
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { "--mantine-color-dimmed": "var(--mantine-color-gray-7)" },
  dark: {},
});

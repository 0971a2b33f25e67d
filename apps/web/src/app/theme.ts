import { createTheme } from "@mantine/core";

export const PRIMARY_COLOR = "indigo";

export const theme = createTheme({
  primaryColor: PRIMARY_COLOR,
  defaultRadius: "md",
});

import { localStorageColorSchemeManager, MantineProvider } from "@mantine/core";
import { Notifications } from "@mantine/notifications";
import { QueryClientProvider } from "@tanstack/react-query";
import { RouterProvider } from "react-router";
import { queryClient } from "./query-client";
import { router } from "./router";
import { SessionGate } from "./SessionGate";
import { cssVariablesResolver, theme } from "./theme";

// 000 §9: toasts sit top right, close after 5000 ms.
const NOTIFICATION_AUTO_CLOSE_MS = 5000;

// Light or dark follows the system until the user picks one in the user menu; the choice is
// kept per browser.
const colorSchemeManager = localStorageColorSchemeManager({ key: "studiodesk-color-scheme" });

export function App() {
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      colorSchemeManager={colorSchemeManager}
      defaultColorScheme="auto"
    >
      <Notifications position="top-right" autoClose={NOTIFICATION_AUTO_CLOSE_MS} />
      <QueryClientProvider client={queryClient}>
        <SessionGate>
          <RouterProvider router={router} />
        </SessionGate>
      </QueryClientProvider>
    </MantineProvider>
  );
}

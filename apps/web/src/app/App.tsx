import { localStorageColorSchemeManager, MantineProvider } from "@mantine/core";
import { QueryClientProvider } from "@tanstack/react-query";
import { lazy, Suspense } from "react";
import { RouterProvider } from "react-router";
import { queryClient } from "./query-client";
import { router } from "./router";
import { SessionGate } from "./SessionGate";
import { cssVariablesResolver, theme } from "./theme";

// The toasts' host and its transitions load beside the first page rather than before it; a
// toast raised earlier waits in the notifications store and shows once the host mounts.
const NotificationsHost = lazy(() =>
  import("./NotificationsHost").then((module) => ({ default: module.NotificationsHost })),
);

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
      <Suspense fallback={null}>
        <NotificationsHost />
      </Suspense>
      <QueryClientProvider client={queryClient}>
        <SessionGate>
          <RouterProvider router={router} />
        </SessionGate>
      </QueryClientProvider>
    </MantineProvider>
  );
}

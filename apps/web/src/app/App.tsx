import { localStorageColorSchemeManager, MantineProvider } from "@mantine/core";
import { COLOR_SCHEME_STORAGE_KEY } from "@studiodesk/core/color-scheme";
import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { lazy, type ReactNode, Suspense } from "react";
import { SessionGate } from "./SessionGate";
import { cssVariablesResolver, theme } from "./theme";

// The toasts' host and its transitions load beside the first page rather than before it; a
// toast raised earlier waits in the notifications store and shows once the host mounts.
const NotificationsHost = lazy(() =>
  import("./NotificationsHost").then((module) => ({ default: module.NotificationsHost })),
);

// Light or dark follows the system until the user picks one in the user menu; the choice is
// kept per browser (and read before the first paint by the page's color-scheme script).
const colorSchemeManager = localStorageColorSchemeManager({ key: COLOR_SCHEME_STORAGE_KEY });

// The app around its router: the browser's RouterProvider (main.tsx) or the server's
// StaticRouterProvider (entry-server.tsx), which must draw the same tree for hydration.
export function App({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
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
        <SessionGate>{children}</SessionGate>
      </QueryClientProvider>
    </MantineProvider>
  );
}

import { hydrate } from "@tanstack/react-query";
import { StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { createBrowserRouter, matchRoutes, type RouteObject, RouterProvider } from "react-router";
import { App } from "./App";
import { nextTask } from "./next-task";
import { createQueryClient } from "./query-client";
import { createRoutes } from "./router";
import type { ServerRenderState } from "./server-render-state";
import { useRootTakeover } from "./takeover";

// A page the server drew (issue #19: the first paint needs no script) comes with its queries'
// answers and the router's state; the app takes it over where it stands (hydration). Each
// step below is a main-thread task of its own.
export async function startApp(rootElement: HTMLElement, serverState: ServerRenderState | null) {
  const queryClient = createQueryClient();
  if (serverState) hydrate(queryClient, serverState.queries);
  const routes = createRoutes(queryClient);
  await nextTask();
  const canHydrate = serverState !== null && (await loadMatchedPages(routes));
  await nextTask();
  const router = createBrowserRouter(routes, {
    hydrationData: canHydrate ? serverState?.router : undefined,
  });
  await nextTask();

  function Root() {
    useRootTakeover();
    return (
      <App queryClient={queryClient}>
        <RouterProvider router={router} />
      </App>
    );
  }

  const app = (
    <StrictMode>
      <Root />
    </StrictMode>
  );
  if (canHydrate) {
    // In a transition, React hydrates in slices and yields to the browser between them, rather
    // than holding the main thread for the whole page at once.
    startTransition(() => {
      hydrateRoot(rootElement, app);
    });
  } else {
    createRoot(rootElement).render(app);
  }
}

// The server drew the address's pages, so their code must be here before hydration (React
// Router's rule for lazy routes); false when a chunk would not load, and the app draws afresh.
async function loadMatchedPages(routeObjects: RouteObject[]): Promise<boolean> {
  const matches = matchRoutes(routeObjects, window.location) ?? [];
  try {
    await Promise.all(
      matches.map(async ({ route }) => {
        if (typeof route.lazy !== "function") return;
        Object.assign(route, { ...(await route.lazy()), lazy: undefined });
      }),
    );
    return true;
  } catch {
    return false;
  }
}

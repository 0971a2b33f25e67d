// The server's render of a page (issue #19: the first paint comes with the HTML, not after the
// scripts). Built by `vite build --ssr` into dist-ssr/, loaded by the API server
// (apps/server/src/features/web-app). It draws the same tree as main.tsx, with the answers the
// page's queries need, so the browser's app takes the page over as it stands.
import { dehydrate, type Query, type QueryClient } from "@tanstack/react-query";
import { type ReactNode, StrictMode } from "react";
import { prerender } from "react-dom/static";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router";
import { App } from "./app/App";
import { createQueryClient } from "./app/query-client";
import { createRoutes } from "./app/router";
import { serverRenderStateElement } from "./app/server-render-state";
import { ServerRedirectContext } from "./shared/components/Redirect";

export { setServerFetch } from "./shared/api-client";

export type ServerRenderResult =
  | { kind: "redirect"; location: string }
  | { kind: "page"; appHtml: string; stateElement: string };

// The session comes first, then the page's lists, then what depends on them: each pass asks
// for the answers the previous one found missing. Five is more than any page needs today.
const MAX_PASSES = 5;
// A render that has not settled by then (a chunk that will not load) is given up: the server
// sends the app's empty page instead, which draws itself in the browser.
const RENDER_TIMEOUT_MS = 5_000;

// The address's origin is never used: the routes read only its path and query.
const ADDRESS_BASE = "http://server-render.invalid";

export async function renderPage(address: string): Promise<ServerRenderResult> {
  const queryClient = createQueryClient({ isServerRender: true });
  const handler = createStaticHandler(createRoutes(queryClient));
  const context = await handler.query(new Request(new URL(address, ADDRESS_BASE)));
  if (context instanceof Response) {
    return { kind: "redirect", location: context.headers.get("location") ?? "/" };
  }
  const router = createStaticRouter(handler.dataRoutes, context);

  let redirect: string | undefined;
  const draw = () => {
    redirect = undefined;
    return renderToHtml(
      <StrictMode>
        <ServerRedirectContext
          value={(to) => {
            redirect ??= to;
          }}
        >
          <App queryClient={queryClient}>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </App>
        </ServerRedirectContext>
      </StrictMode>,
    );
  };

  const asked = new Set<string>();
  let appHtml = await draw();
  for (let pass = 1; pass < MAX_PASSES && redirect === undefined; pass++) {
    if (!(await askMissingQueries(queryClient, asked))) break;
    appHtml = await draw();
  }
  // A refused or failed query is drawn as still loading, as the browser's first render draws
  // it before asking again and showing the page's own answer to the failure.
  const failed = (query: { state: { status: string } }) => query.state.status === "error";
  if (
    redirect === undefined &&
    queryClient.getQueryCache().findAll({ predicate: failed }).length > 0
  ) {
    queryClient.removeQueries({ predicate: failed });
    appHtml = await draw();
  }
  // Checked after the last draw: a page may send its visitor elsewhere from any state it drew.
  if (redirect !== undefined) return { kind: "redirect", location: redirect };

  const stateElement = serverRenderStateElement({
    queries: dehydrate(queryClient),
    router: { loaderData: context.loaderData, actionData: context.actionData, errors: null },
  });
  return { kind: "page", appHtml, stateElement };
}

// Fetches every enabled query the last draw left without an answer, once each. False when
// there was none: the page is complete.
async function askMissingQueries(queryClient: QueryClient, asked: Set<string>): Promise<boolean> {
  const missing = queryClient
    .getQueryCache()
    .findAll({
      predicate: (query) => query.state.data === undefined && !asked.has(query.queryHash),
    })
    .filter(isEnabled);
  if (missing.length === 0) return false;
  for (const query of missing) asked.add(query.queryHash);
  await Promise.all(missing.map((query) => query.fetch().catch(() => undefined)));
  return true;
}

// A server render subscribes no observer, so a query's `enabled` (a useQuery option the query
// keeps from the last render's observer) is read from its options, as the observer would.
function isEnabled(query: Query): boolean {
  const { enabled } = query.options as { enabled?: boolean | ((query: Query) => boolean) };
  return (typeof enabled === "function" ? enabled(query) : enabled) !== false;
}

// The whole page, its lazy parts included (prerender waits for every Suspense boundary). Any
// error fails the render: the server then sends the empty page rather than a broken one.
async function renderToHtml(element: ReactNode): Promise<string> {
  let failure: unknown;
  const { prelude } = await prerender(element, {
    signal: AbortSignal.timeout(RENDER_TIMEOUT_MS),
    // Never split a finished part out to be revealed by an inline script (which the
    // Content-Security-Policy refuses): the page is sent whole, in order.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError: (error) => {
      failure ??= error;
    },
  });
  const html = await new Response(prelude).text();
  if (failure !== undefined) throw failure;
  return html;
}

import { AsyncLocalStorage } from "node:async_hooks";
import { existsSync } from "node:fs";
import { pathToFileURL } from "node:url";
import type { FastifyInstance, FastifyRequest } from "fastify";

// The web build's server render (apps/web/src/entry-server.tsx, built into dist-ssr/).
type ServerRenderResult =
  | { kind: "redirect"; location: string }
  | { kind: "page"; appHtml: string; stateElement: string };
type Fetch = (request: Request) => Promise<Response>;
type ServerRenderEntry = {
  renderPage(address: string): Promise<ServerRenderResult>;
  setServerFetch(currentFetch: () => Fetch | undefined): void;
};

export type PageRenderer = (request: FastifyRequest) => Promise<ServerRenderResult>;

// Renders the app's pages on the server. The app's queries reach this server's routes
// in-process (inject), as the visitor: with their cookie and their address, so sessions, tenant
// isolation and per-address limits are those of the browser's own requests. Null when the web app
// was built without its server render (then the browser draws every page).
export async function loadPageRenderer(
  app: FastifyInstance,
  entryPath: string,
): Promise<PageRenderer | null> {
  if (!existsSync(entryPath)) return null;
  const entry = (await import(pathToFileURL(entryPath).href)) as ServerRenderEntry;
  // Renders of concurrent requests interleave while they wait for answers; each one's
  // requests carry its own visitor's cookie.
  const visitorFetch = new AsyncLocalStorage<Fetch>();
  entry.setServerFetch(() => visitorFetch.getStore());
  return (request) =>
    visitorFetch.run(fetchAsVisitor(app, request), () => entry.renderPage(request.url));
}

function fetchAsVisitor(app: FastifyInstance, visitor: FastifyRequest): Fetch {
  return async (request) => {
    // A page's render only reads; a write from it would be a bug, and is refused.
    if (request.method !== "GET") throw new Error(`A server render sent ${request.method}`);
    const url = new URL(request.url);
    const answer = await app.inject({
      method: "GET",
      url: `${url.pathname}${url.search}`,
      remoteAddress: visitor.ip,
      // No accept-encoding: the answer is read here, not passed on, so the API sends it plain.
      headers: {
        accept: "application/json",
        ...(visitor.headers.cookie ? { cookie: visitor.headers.cookie } : {}),
        ...(visitor.headers["user-agent"] ? { "user-agent": visitor.headers["user-agent"] } : {}),
      },
    });
    const hasBody = answer.statusCode !== 204 && answer.statusCode !== 304;
    return new Response(hasBody ? answer.body : null, {
      status: answer.statusCode,
      headers: { "content-type": String(answer.headers["content-type"] ?? "application/json") },
    });
  };
}

import type { IncomingHttpHeaders } from "node:http";
import path from "node:path";

type PageRequestParts = { method?: string; url?: string; headers: IncomingHttpHeaders };

// Addresses that are never a page: the API's, and the build's hashed files.
const NOT_A_PAGE = /^\/(api|assets)(\/|$)/;

// A browser's visit to a page of the web app: a GET or HEAD outside the API and the build's
// files, for an address without a file extension or one asked for as HTML (a typed
// /dashboard/shop.old). A missed script, picture or API call is no page: a plain 404.
export function isPageRequest({ method, url = "/", headers }: PageRequestParts): boolean {
  if (method !== "GET" && method !== "HEAD") return false;
  const pathname = url.split("?")[0] ?? "/";
  if (NOT_A_PAGE.test(pathname)) return false;
  return !path.extname(pathname) || (headers.accept?.includes("text/html") ?? false);
}

// Fastify refuses an address whose %-codes do not decode (/dashboard/%ZZ) before any route,
// with its own JSON. A page's address has its '%' signs escaped instead (Fastify's
// `rewriteUrl`), so the web app draws it: its Page Not Found screen, or a page whose id is not
// found like any other.
export function escapeBrokenPercentCodes(request: PageRequestParts): string {
  const url = request.url ?? "/";
  if (!url.includes("%") || !isPageRequest(request)) return url;
  const queryStart = url.indexOf("?");
  const pathname = queryStart === -1 ? url : url.slice(0, queryStart);
  if (decodesCleanly(pathname)) return url;
  return pathname.replaceAll("%", "%25") + url.slice(pathname.length);
}

function decodesCleanly(pathname: string): boolean {
  try {
    decodeURI(pathname);
    return true;
  } catch {
    return false;
  }
}

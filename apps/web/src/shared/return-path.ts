// 001 §2 Route guard: a signed-out user who opens a dashboard address is sent to login; the
// address goes along, so signing in (and a super-admin's organization choice) ends there
// rather than on /dashboard. Only the dashboard's own addresses come back: a link to /login
// naming another site, or anything outside the dashboard, signs in to /dashboard as before
// (no open redirect).

const RETURN_PARAM = "next";
const DASHBOARD = "/dashboard";
// Any origin of the app's own: only the path, query and hash of what was named are kept.
const OWN_ORIGIN = "https://studiodesk.invalid";

// The sign-in address for a signed-out visit to `address` (a path with its query and hash).
export function signInPath(address: string): string {
  const returnPath = safeReturnPath(address);
  if (!returnPath || returnPath === DASHBOARD) return "/login";
  return `/login?${new URLSearchParams({ [RETURN_PARAM]: returnPath })}`;
}

// Where the sign-in page at `search` sends its user once signed in, or null for the default.
export function returnPathFrom(search: string): string | null {
  return safeReturnPath(new URLSearchParams(search).get(RETURN_PARAM));
}

// The dashboard address named, as a path on this app, or null for anything else.
function safeReturnPath(value: string | null): string | null {
  // "//host" and "/\host" are other sites to a browser; a path is named from its root.
  if (!value?.startsWith("/") || value.startsWith("//") || value.includes("\\")) return null;
  let url: URL;
  try {
    url = new URL(value, OWN_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== OWN_ORIGIN) return null;
  const isDashboard = url.pathname === DASHBOARD || url.pathname.startsWith(`${DASHBOARD}/`);
  return isDashboard ? `${url.pathname}${url.search}${url.hash}` : null;
}

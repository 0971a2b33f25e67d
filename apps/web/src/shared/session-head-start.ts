import type { paths } from "./api-schema.generated";

// The session answer decides what the first page is, so the entry asks for it before the
// app's own code has arrived, and the session query's first run reads that answer instead of
// asking again. Later runs (a refetch, a retry after a failure) ask through the typed client.
const SESSION_PATH = "/api/v1/auth/session" satisfies keyof paths;

let pendingSession: Promise<Response> | undefined;

export function requestSessionEarly(): void {
  pendingSession = fetch(SESSION_PATH, { credentials: "same-origin" });
}

// The early answer, once; undefined when there is none (it was taken, or never asked for).
export function takeEarlySession(): Promise<Response> | undefined {
  const pending = pendingSession;
  pendingSession = undefined;
  return pending;
}

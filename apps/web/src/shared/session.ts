import type { Account } from "@studiodesk/core/contracts/account";
import type { Session } from "@studiodesk/core/contracts/auth";
import { type QueryClient, queryOptions, useQuery } from "@tanstack/react-query";
import { createContext, useContext } from "react";
import { api, unwrap } from "./api-client";

// The session query: the route guards, the shell and every feature read who is signed in
// from here; signing in and out (features/auth) write it.
const SESSION_STALE_MS = 5 * 60 * 1000;

export const sessionKeys = {
  all: ["session"] as const,
  current: () => [...sessionKeys.all, "current"] as const,
};

// Signed out is an answer, not a failure: the session endpoint says so with null.
async function fetchSession(): Promise<Session | null> {
  return (await unwrap(api.GET("/api/v1/auth/session"))) ?? null;
}

export function sessionQueryOptions() {
  return queryOptions({
    queryKey: sessionKeys.current(),
    queryFn: fetchSession,
    staleTime: SESSION_STALE_MS,
  });
}

// The signed-in session, or null. The app renders routes only after the first answer.
export function useSession(): Session | null {
  return useQuery(sessionQueryOptions()).data ?? null;
}

// Settings saves return the new account; the side menu reads it from the session.
export function updateSessionAccount(queryClient: QueryClient, account: Account): void {
  queryClient.setQueryData<Session | null>(sessionKeys.current(), (session) =>
    session ? { ...session, account } : session,
  );
}

// The signed-in session, provided by the route guard (app/RequireSession) from the session
// query, so a feature reads it without reaching into the auth feature.
export const SessionContext = createContext<Session | null>(null);

export function useSignedInSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error("Only pages behind the sign-in guard read the session");
  return session;
}

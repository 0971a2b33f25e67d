import type { Account } from "@studiodesk/core/contracts/account";
import type { Session, SessionAnswer } from "@studiodesk/core/contracts/auth";
import { paymentCurrencyOf } from "@studiodesk/core/rules/money";
import { isOrganizationChoicePending } from "@studiodesk/core/rules/organization-choice";
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

// Whether this tab's session ended with the user's own Logout (000 §2 "Logout goes to login"):
// the guard then sends them to the bare /login, not back to the page they left, which would
// carry the next person who signs in here to the previous user's page. Signing in clears it.
let isSignedOutByLogout = false;

export function rememberLogout(isLogout: boolean): void {
  isSignedOutByLogout = isLogout;
}

export const wasSignedOutByLogout = (): boolean => isSignedOutByLogout;

// Signed out is an answer, not a failure: the session endpoint says so with null. A
// super-admin who has not chosen an organization yet is signed in, in no organization.
export async function fetchSession(): Promise<SessionAnswer | null> {
  return (await unwrap(api.GET("/api/v1/auth/session"))) ?? null;
}

export function sessionQueryOptions() {
  return queryOptions({
    queryKey: sessionKeys.current(),
    queryFn: fetchSession,
    staleTime: SESSION_STALE_MS,
  });
}

// The session answer: null signed out, else the session in its organization or, for a
// super-admin, the organization choice still to make. The app renders routes only after the
// first answer.
export function useSessionAnswer(): SessionAnswer | null {
  return useQuery(sessionQueryOptions()).data ?? null;
}

const inOrganization = (answer: SessionAnswer | null | undefined): Session | null =>
  answer && !isOrganizationChoicePending(answer) ? answer : null;

// The signed-in session acting in an organization, or null (signed out, or no choice yet).
export function useSession(): Session | null {
  return inOrganization(useSessionAnswer());
}

// The same, read from the cache outside React (a route loader's prefetch).
export function cachedSession(queryClient: QueryClient): Session | null {
  return inOrganization(queryClient.getQueryData<SessionAnswer | null>(sessionKeys.current()));
}

// A super-admin still to choose an organization: route loaders prefetch nothing for them
// (an organization's data would be refused, 'Please select an organization.').
export function isChoosingOrganization(queryClient: QueryClient): boolean {
  const answer = queryClient.getQueryData<SessionAnswer | null>(sessionKeys.current());
  return answer !== undefined && answer !== null && isOrganizationChoicePending(answer);
}

// Settings saves return the new account; the side menu reads it from the session.
export function updateSessionAccount(queryClient: QueryClient, account: Account): void {
  queryClient.setQueryData<SessionAnswer | null>(sessionKeys.current(), (answer) => {
    const session = inOrganization(answer);
    return session ? { ...session, account } : answer;
  });
}

// The signed-in session, provided by the route guard (app/RequireSession) from the session
// query, so a feature reads it without reaching into the auth feature.
export const SessionContext = createContext<Session | null>(null);

export function useSignedInSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error("Only pages behind the sign-in guard read the session");
  return session;
}

// The organization's IANA zone, in which the dashboard shows every date and time (UTC until
// the studio has chosen one).
export function useOrganizationTimeZone(): string {
  return useSignedInSession().account.publicInformation.timezone || "UTC";
}

// The organization's currency, from its payment settings (000 §9: money is "formatted as
// currency (default USD)"); the pay links and invoice mails charge and speak in it.
export function useAccountCurrency(): string {
  return paymentCurrencyOf(useSignedInSession().account);
}

// Who is signed in and where they act: a tab's pages hold data of this identity only.
export function sessionIdentity(answer: SessionAnswer | null | undefined): string {
  if (!answer) return "signed-out";
  return `${answer.user.id}:${inOrganization(answer)?.organization.id ?? "choosing"}`;
}

// The tabs of one browser share one session cookie: a sign-in, an organization choice or a
// sign-out in one tab changes what every other tab's requests reach. Each change is announced
// to the others (app/SessionGate listens); a message never reaches the channel that sent it.
const SESSION_CHANNEL_NAME = "studiodesk-session";
let sessionChannel: BroadcastChannel | null | undefined;

function channel(): BroadcastChannel | null {
  if (sessionChannel === undefined) {
    sessionChannel =
      typeof BroadcastChannel === "undefined" ? null : new BroadcastChannel(SESSION_CHANNEL_NAME);
  }
  return sessionChannel;
}

// When the last change was announced (epoch ms), kept where a tab that is loading can read it:
// a message that arrives while a tab reloads reaches no listener.
const SESSION_CHANGED_AT_KEY = "studiodesk-session-changed-at";

export function announceSessionChange(): void {
  try {
    localStorage.setItem(SESSION_CHANGED_AT_KEY, String(Date.now()));
  } catch {
    // Storage refused (a private window's quota): the message below still reaches open tabs.
  }
  channel()?.postMessage("session-changed");
}

// Calls `listener` when another tab announces a change; answers the unsubscribe. It is also
// called at once when a change was announced after this page began to load (while it was on
// its way, say after reloading for an earlier change): the session it was drawn with may be
// the one from before.
export function onSessionChangeElsewhere(listener: () => void): () => void {
  let changedAt = 0;
  try {
    changedAt = Number(localStorage.getItem(SESSION_CHANGED_AT_KEY) ?? 0);
  } catch {
    // No storage: only the messages tell.
  }
  if (changedAt >= performance.timeOrigin) listener();
  const current = channel();
  if (!current) return () => undefined;
  current.addEventListener("message", listener);
  return () => current.removeEventListener("message", listener);
}

import { MESSAGES } from "@studiodesk/core/messages";
import { MutationCache, QueryCache, QueryClient } from "@tanstack/react-query";
import { ApiError } from "../shared/api-client";
import { keepOpenFormDrafts } from "../shared/form-drafts";
import { notify } from "../shared/notify";
import { sessionKeys, wasSignedOutByLogout } from "../shared/session";

const MAX_RETRIES = 2;

// A 4xx answer will not change on a retry; network and server failures might.
function shouldRetry(failureCount: number, error: Error): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < MAX_RETRIES;
}

// `isServerRender`: the client of one server render (entry-server.tsx), which asks once; a
// failed query is left for the browser to ask again, with its retries and its messages.
export function createQueryClient({ isServerRender = false } = {}): QueryClient {
  const queryClient: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError: (error) => endExpiredSession(error) }),
    mutationCache: new MutationCache({ onError: (error) => endExpiredSession(error) }),
    defaultOptions: {
      queries: {
        retry: isServerRender ? false : shouldRetry,
        staleTime: 30_000,
        refetchOnWindowFocus: false,
      },
    },
  });

  // A 401 while signed in means the cookie session ended on the server (expiry, sign-out
  // elsewhere). Dropping the session lets the route guard send the user to /login. While
  // signed out a 401 is the sign-in form's own answer and is left to it.
  function endExpiredSession(error: Error): void {
    if (!(error instanceof ApiError) || error.status !== 401) return;
    if (!queryClient.getQueryData(sessionKeys.current())) return;
    queryClient.setQueryData(sessionKeys.current(), null);
    notify(MESSAGES.sessionExpired, "warning");
  }

  keepDraftsWhenSessionEnds(queryClient);
  return queryClient;
}

// The session ended (a 401 above, or the session's own read answering signed out, as after a
// revoke the live updates saw): the open forms' typed values are kept for the sign-in that
// brings the user back (shared/form-drafts), before the guard takes the page away. The cache
// tells its listeners at once, React's renders come after. The user's own Logout keeps none.
function keepDraftsWhenSessionEnds(queryClient: QueryClient): void {
  const [scope, name] = sessionKeys.current();
  let wasSignedIn = false;
  queryClient.getQueryCache().subscribe((event) => {
    const [queryScope, queryName] = event.query.queryKey;
    if (queryScope !== scope || queryName !== name) return;
    const isSignedIn = Boolean(event.query.state.data);
    if (wasSignedIn && !isSignedIn && !wasSignedOutByLogout()) keepOpenFormDrafts();
    wasSignedIn = isSignedIn;
  });
}

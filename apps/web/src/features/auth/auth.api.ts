import type { Account } from "@studiodesk/core/contracts/account";
import type { Session, SignInRequest } from "@studiodesk/core/contracts/auth";
import {
  type QueryClient,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { ApiError, api, unwrap } from "../../shared/api-client";

const SESSION_STALE_MS = 5 * 60 * 1000;

export const sessionKeys = {
  all: ["session"] as const,
  current: () => [...sessionKeys.all, "current"] as const,
};

export const organizationKeys = {
  all: ["organizations"] as const,
  list: () => [...organizationKeys.all, "list"] as const,
};

// Signed out is an answer, not a failure: the session endpoint says so with a 401.
async function fetchSession(): Promise<Session | null> {
  try {
    return await unwrap(api.GET("/api/v1/auth/session"));
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
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

export function organizationsQueryOptions() {
  return queryOptions({
    queryKey: organizationKeys.list(),
    queryFn: async () => (await unwrap(api.GET("/api/v1/auth/organizations"))).organizations,
    retry: false,
  });
}

export function useSignIn() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (request: SignInRequest) =>
      unwrap(api.POST("/api/v1/auth/sign-in", { body: request })),
    onSuccess: (session) => {
      queryClient.setQueryData(sessionKeys.current(), session);
      // 000 §2: after sign-in the user goes to /, which redirects to /dashboard.
      void navigate("/", { replace: true });
    },
  });
}

export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => unwrap(api.POST("/api/v1/auth/sign-out")),
    // 000 §8: logout errors are only logged; the user is signed out locally either way.
    onError: (error) => console.error("Sign-out failed", error),
    onSettled: () => {
      // Set to null rather than removed, so mounted guards see the change at once;
      // everything else belonged to the old session and goes.
      queryClient.setQueryData(sessionKeys.current(), null);
      queryClient.removeQueries({
        predicate: (query) => query.queryKey[0] !== sessionKeys.all[0],
      });
      void navigate("/login", { replace: true });
    },
  });
}

export function useForgotPassword() {
  return useMutation({
    mutationFn: (email: string) =>
      unwrap(api.POST("/api/v1/auth/forgot-password", { body: { email } })),
  });
}

export function useResetPassword() {
  return useMutation({
    mutationFn: (request: { token: string; password: string }) =>
      unwrap(api.POST("/api/v1/auth/reset-password", { body: request })),
  });
}

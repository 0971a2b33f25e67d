import type { SessionAnswer, SignInRequest } from "@studiodesk/core/contracts/auth";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { useLocation, useNavigate } from "react-router";
import { api, unwrap } from "../../shared/api-client";
import { returnPathFrom } from "../../shared/return-path";
import {
  announceSessionChange,
  fetchSession,
  rememberLogout,
  sessionIdentity,
  sessionKeys,
} from "../../shared/session";

export const organizationKeys = {
  all: ["organizations"] as const,
  list: () => [...organizationKeys.all, "list"] as const,
};

export function organizationsQueryOptions() {
  return queryOptions({
    queryKey: organizationKeys.list(),
    queryFn: async () => (await unwrap(api.GET("/api/v1/auth/organizations"))).organizations,
    retry: false,
  });
}

// Stores the signed-in session and goes to `address`: a super-admin who has not chosen an
// organization yet finds Select Organization there instead (app/RequireSession). Whatever the
// cache held came from before this session (a refused request while choosing) and goes.
function useEnterDashboard(address: string) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return (session: SessionAnswer) => {
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionKeys.all[0] });
    rememberLogout(false);
    queryClient.setQueryData(sessionKeys.current(), session);
    announceSessionChange();
    void navigate(address, { replace: true });
  };
}

export function useSignIn() {
  // 000 §2: after sign-in the user goes to /, which redirects to /dashboard; or back to the
  // dashboard address they had opened signed out (spec-deviations, shared/return-path).
  const enterDashboard = useEnterDashboard(returnPathFrom(useLocation().search) ?? "/");
  return useMutation({
    mutationFn: (request: SignInRequest) =>
      unwrap(api.POST("/api/v1/auth/sign-in", { body: request })),
    onSuccess: enterDashboard,
  });
}

// The super-admin's choice in Select Organization, made once signed in (issue #20 §10), on
// whichever dashboard address they had opened: the choice lands there.
export function useChooseOrganization() {
  const { pathname, search, hash } = useLocation();
  const enterDashboard = useEnterDashboard(`${pathname}${search}${hash}`);
  return useMutation({
    mutationFn: (organizationId: string) =>
      unwrap(api.PUT("/api/v1/auth/session/organization", { body: { organizationId } })),
    onSuccess: enterDashboard,
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
      // The guard sends the user to the bare /login as the session clears (its redirect comes
      // after this navigation and would otherwise add the page left as `next`).
      rememberLogout(true);
      // Set to null rather than removed, so mounted guards see the change at once;
      // everything else belonged to the old session and goes.
      queryClient.setQueryData(sessionKeys.current(), null);
      queryClient.removeQueries({
        predicate: (query) => query.queryKey[0] !== sessionKeys.all[0],
      });
      announceSessionChange();
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
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: { token: string; password: string }) =>
      unwrap(api.POST("/api/v1/auth/reset-password", { body: request })),
    // A reset ends every session of its account, this browser's too when it was signed in as
    // that account: the session is asked again, so Sign In shows the form instead of a
    // dashboard whose requests are refused, and the browser's other tabs follow.
    // Not awaited: the password is reset whatever this answer.
    onSuccess: () => {
      const shown = sessionIdentity(queryClient.getQueryData(sessionKeys.current()));
      fetchSession().then(
        (answer) => {
          if (sessionIdentity(answer) === shown) return;
          queryClient.setQueryData(sessionKeys.current(), answer);
          announceSessionChange();
        },
        (error: unknown) => console.error("Reading the session after a reset failed", error),
      );
    },
  });
}

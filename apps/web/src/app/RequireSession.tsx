import type { Session } from "@studiodesk/core/contracts/auth";
import { isOrganizationChoicePending } from "@studiodesk/core/rules/organization-choice";
import { rememberZoneOffsets } from "@studiodesk/core/rules/zone-offsets";
import { lazy, Suspense, useEffect } from "react";
import { Outlet, useLocation } from "react-router";
import { FullPageLoader } from "../shared/components/FullPageLoader";
import { Redirect } from "../shared/components/Redirect";
import { draftStorage, forgetDraftsOfOthers } from "../shared/form-drafts";
import { signInPath } from "../shared/return-path";
import { SessionContext, useSessionAnswer, wasSignedOutByLogout } from "../shared/session";

// Only a super-admin who has not chosen an organization yet needs it: its own chunk.
const OrganizationChoicePage = lazy(() =>
  import("../features/auth/pages/OrganizationChoicePage").then((module) => ({
    default: module.OrganizationChoicePage,
  })),
);

// 001 §2 Route guard: a route that requires sign-in sends a signed-out user to login, which
// brings them back to the address once signed in (shared/return-path).
export function RequireSession() {
  const answer = useSessionAnswer();
  const { pathname, search, hash } = useLocation();
  useForgetDraftsOfOthers(answer && !isOrganizationChoicePending(answer) ? answer : null);
  if (!answer) {
    const address = wasSignedOutByLogout() ? "/login" : signInPath(`${pathname}${search}${hash}`);
    return <Redirect to={address} />;
  }
  // 000 §2: the super-admin's organization is the one chosen at sign-in. Whatever address was
  // opened, they choose first; no organization's page is drawn before (the server refuses them
  // every organization route until then).
  if (isOrganizationChoicePending(answer)) {
    return (
      <Suspense fallback={<FullPageLoader />}>
        <OrganizationChoicePage />
      </Suspense>
    );
  }
  // The organization's time-zone offsets, worked out by the server, before any page converts a
  // time (the schedule does on its first render): the browser's own time-zone data, loaded on
  // first use, is a long task of a phone's first load (issue #19). Remembering the same table
  // again changes nothing, so doing it while rendering is safe.
  rememberZoneOffsets(answer.zoneOffsets);
  return (
    <SessionContext value={answer}>
      <Outlet />
    </SessionContext>
  );
}

// Whoever signs in on this tab finds none of the drafts kept for another user or organization
// (shared/form-drafts): they are forgotten as the session is first seen.
function useForgetDraftsOfOthers(session: Session | null) {
  const organizationId = session?.organization.id;
  const userId = session?.user.id;
  useEffect(() => {
    const storage = draftStorage();
    if (storage && organizationId && userId) {
      forgetDraftsOfOthers(storage, { organizationId, userId });
    }
  }, [organizationId, userId]);
}

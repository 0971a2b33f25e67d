import { rememberZoneOffsets } from "@studiodesk/core/rules/zone-offsets";
import { Outlet } from "react-router";
import { Redirect } from "../shared/components/Redirect";
import { SessionContext, useSession } from "../shared/session";

// 001 §2 Route guard: a route that requires sign-in sends a signed-out user to login.
export function RequireSession() {
  const session = useSession();
  if (!session) return <Redirect to="/login" />;
  // The organization's time-zone offsets, worked out by the server, before any page converts a
  // time (the schedule does on its first render): the browser's own time-zone data, loaded on
  // first use, is a long task of a phone's first load (issue #19). Remembering the same table
  // again changes nothing, so doing it while rendering is safe.
  rememberZoneOffsets(session.zoneOffsets);
  return (
    <SessionContext value={session}>
      <Outlet />
    </SessionContext>
  );
}

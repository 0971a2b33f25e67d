import { Outlet } from "react-router";
import { Redirect } from "../shared/components/Redirect";
import { SessionContext, useSession } from "../shared/session";

// 001 §2 Route guard: a route that requires sign-in sends a signed-out user to login.
export function RequireSession() {
  const session = useSession();
  if (!session) return <Redirect to="/login" />;
  return (
    <SessionContext value={session}>
      <Outlet />
    </SessionContext>
  );
}

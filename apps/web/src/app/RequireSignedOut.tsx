import { Outlet } from "react-router";
import { Redirect } from "../shared/components/Redirect";
import { useSession } from "../shared/session";

// 001 §2 Route guard: a signed-in user who opens login goes to the dashboard.
export function RequireSignedOut() {
  const session = useSession();
  if (session) return <Redirect to="/dashboard" />;
  return <Outlet />;
}

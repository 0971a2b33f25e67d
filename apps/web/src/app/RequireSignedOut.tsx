import { Navigate, Outlet } from "react-router";
import { useSession } from "../shared/session";

// 001 §2 Route guard: a signed-in user who opens login goes to the dashboard.
export function RequireSignedOut() {
  const session = useSession();
  if (session) return <Navigate to="/dashboard" replace />;
  return <Outlet />;
}

import { Outlet } from "react-router";
import { Redirect } from "../shared/components/Redirect";
import { useSessionAnswer } from "../shared/session";

// 001 §2 Route guard: a signed-in user who opens login goes to the dashboard (a super-admin
// who has not chosen an organization yet finds Select Organization there).
export function RequireSignedOut() {
  const answer = useSessionAnswer();
  if (answer) return <Redirect to="/dashboard" />;
  return <Outlet />;
}

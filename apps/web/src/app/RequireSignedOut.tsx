import { Outlet, useLocation } from "react-router";
import { Redirect } from "../shared/components/Redirect";
import { returnPathFrom } from "../shared/return-path";
import { useSessionAnswer } from "../shared/session";

// 001 §2 Route guard: a signed-in user who opens login goes to the dashboard, or to the
// dashboard address the login was given (a super-admin who has not chosen an organization
// yet finds Select Organization there).
export function RequireSignedOut() {
  const answer = useSessionAnswer();
  const { search } = useLocation();
  if (answer) return <Redirect to={returnPathFrom(search) ?? "/dashboard"} />;
  return <Outlet />;
}

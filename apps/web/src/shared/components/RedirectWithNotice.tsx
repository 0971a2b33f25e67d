import { useEffect, useRef } from "react";
import { Navigate } from "react-router";
import { notify } from "../notify";

// A page that cannot open sends the user elsewhere, with a notice saying why. 001 §2 / §8
// "Missing event or class redirects to the schedule or class list": every detail page whose id
// the server refuses (malformed, unknown, another organization's: `isRefusal`) goes back to
// its list this way instead of showing 'Unknown Error.'; a switched-off feature's page goes
// back to the dashboard (app/FeatureSwitchGuard).
export function RedirectWithNotice({ to, notice }: { to: string; notice: string }) {
  const hasNotified = useRef(false);
  useEffect(() => {
    if (hasNotified.current) return;
    hasNotified.current = true;
    notify(notice, "danger");
  }, [notice]);
  return <Navigate to={to} replace />;
}

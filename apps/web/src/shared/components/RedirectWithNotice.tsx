import { useContext, useEffect, useRef } from "react";
import { Navigate } from "react-router";
import { notify } from "../notify";
import { ServerRedirectContext } from "./Redirect";

// A page that cannot open sends the user elsewhere, with a notice saying why. 001 §2 / §8
// "Missing event or class redirects to the schedule or class list": every detail page whose id
// the server refuses (malformed, unknown, another organization's: `isRefusal`) goes back to
// its list this way instead of showing 'Unknown Error.'; a switched-off feature's page goes
// back to the dashboard (app/FeatureSwitchGuard).
// While the server renders the page it draws nothing here: the notice needs the browser, so
// the browser's first render redirects, with the notice, as on any in-app visit.
export function RedirectWithNotice({ to, notice }: { to: string; notice: string }) {
  const isServerRender = useContext(ServerRedirectContext) !== null;
  const hasNotified = useRef(false);
  useEffect(() => {
    if (hasNotified.current) return;
    hasNotified.current = true;
    notify(notice, "danger");
  }, [notice]);
  if (isServerRender) return null;
  return <Navigate to={to} replace />;
}

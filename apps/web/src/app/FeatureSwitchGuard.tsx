import { MESSAGES } from "@studiodesk/core/messages";
import { switchedOffMenuEntry } from "@studiodesk/core/rules/navigation";
import { Outlet, useLocation } from "react-router";
import { RedirectWithNotice } from "../shared/components/RedirectWithNotice";
import { useSession } from "../shared/session";

// Issue #19: the menu hides a switched-off feature (Summit Dance's schedule); its pages, opened
// by address or an old link, go back to the dashboard with a notice, as the menu would.
export function FeatureSwitchGuard() {
  const session = useSession();
  const { pathname } = useLocation();
  if (session && switchedOffMenuEntry(pathname, session.account)) {
    return <RedirectWithNotice to="/dashboard" notice={MESSAGES.featureSwitchedOff} />;
  }
  return <Outlet />;
}

import { useEffect, useRef } from "react";
import { Navigate } from "react-router";
import { notify } from "../notify";

// 001 §2 / §8 "Missing event or class redirects to the schedule or class list": a detail page
// whose id the server refuses (malformed, unknown, another organization's: `isRefusal`) goes
// back to its list the same way, with a notice saying why instead of 'Unknown Error.'.
export function MissingRecordRedirect({ to, notice }: { to: string; notice: string }) {
  const hasNotified = useRef(false);
  useEffect(() => {
    if (hasNotified.current) return;
    hasNotified.current = true;
    notify(notice, "danger");
  }, [notice]);
  return <Navigate to={to} replace />;
}

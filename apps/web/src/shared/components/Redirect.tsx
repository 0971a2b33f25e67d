import { createContext, useContext } from "react";
import { Navigate } from "react-router";

// Set only while the server renders a page (entry-server.tsx): it takes the address a guard
// sends the user to, and the server answers with an HTTP redirect there instead of a page.
export const ServerRedirectContext = createContext<((to: string) => void) | null>(null);

// 001 §2 Route guard's "sends the user to": in the browser a replacing navigation; on the
// server, the redirect answer (a <Navigate> there would only warn and draw nothing).
export function Redirect({ to }: { to: string }) {
  const redirectOnServer = useContext(ServerRedirectContext);
  if (redirectOnServer) {
    redirectOnServer(to);
    return null;
  }
  return <Navigate to={to} replace />;
}

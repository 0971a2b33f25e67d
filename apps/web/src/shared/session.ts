import type { Session } from "@studiodesk/core/contracts/auth";
import { createContext, useContext } from "react";

// The signed-in session, provided by the route guard (app/RequireSession) from the session
// query, so a feature reads it without reaching into the auth feature.
export const SessionContext = createContext<Session | null>(null);

export function useSignedInSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error("Only pages behind the sign-in guard read the session");
  return session;
}

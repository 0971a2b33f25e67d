import type { Account } from "@studiodesk/core/contracts/account";
import { useSession } from "../auth/auth.api";

// The signed-in organization's account (loaded with the session before any route renders).
export function useScheduleAccount(): Account {
  const session = useSession();
  if (!session) throw new Error("The schedule is only shown to a signed-in admin");
  return session.account;
}

export const useOrganizationTimeZone = (): string =>
  useScheduleAccount().publicInformation.timezone;

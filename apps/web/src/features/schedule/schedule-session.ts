import type { Account } from "@studiodesk/core/contracts/account";
import { useSignedInSession } from "../../shared/session";

// The signed-in organization's account (loaded with the session before any route renders).
export function useScheduleAccount(): Account {
  return useSignedInSession().account;
}

export const useOrganizationTimeZone = (): string =>
  useScheduleAccount().publicInformation.timezone;

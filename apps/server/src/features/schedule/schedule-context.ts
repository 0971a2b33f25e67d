import type { Account } from "@studiodesk/core/contracts/account";
import { MESSAGES } from "@studiodesk/core/messages";
import { notFoundError } from "../../shared/app-error";
import type { AuthContext, Deps } from "../../shared/deps";
import { getAccount } from "../account/account.service";

export type ScheduleSettings = {
  timeZone: string;
  transactionFee: number;
  isPaymentActive: boolean;
};

// The account settings the schedule's rules need: the zone every wall-clock time is in
// (000 §3 publicInformation.timezone) and the payment settings (001 §9 transaction fee).
export async function scheduleSettings(deps: Deps, auth: AuthContext): Promise<ScheduleSettings> {
  const account: Account = await getAccount(deps, auth);
  return {
    timeZone: account.publicInformation.timezone,
    transactionFee: account.paymentInformation.transactionFee,
    isPaymentActive: account.appInformation.isPaymentActive,
  };
}

export const eventNotFound = () => notFoundError(MESSAGES.eventNotFound);

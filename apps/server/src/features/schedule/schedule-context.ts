import { MESSAGES } from "@studiodesk/core/messages";
import { notFoundError } from "../../shared/app-error";
import type { AuthContext, Deps } from "../../shared/deps";
import {
  getAccount,
  type SchedulingSettings,
  schedulingSettings,
} from "../account/account.service";

export type ScheduleSettings = SchedulingSettings;

export async function scheduleSettings(deps: Deps, auth: AuthContext): Promise<ScheduleSettings> {
  return schedulingSettings(await getAccount(deps, auth));
}

export const eventNotFound = () => notFoundError(MESSAGES.eventNotFound);

import { ERROR_CODES } from "@studiodesk/core/contracts/errors";
import { MESSAGES } from "@studiodesk/core/messages";
import { isMenuEntryEnabled } from "@studiodesk/core/rules/navigation";
import { AppError, notFoundError } from "../../shared/app-error";
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

// Issue #19: with the schedule switched off (its menu entry hidden, rules/navigation.ts) the
// API refuses the schedule's writes as the web refuses its pages; reading stays allowed.
export async function requireScheduleActive(deps: Deps, auth: AuthContext): Promise<void> {
  if (!isMenuEntryEnabled("schedule", await getAccount(deps, auth)))
    throw new AppError(ERROR_CODES.forbidden, MESSAGES.featureSwitchedOff, 403);
}

export const eventNotFound = () => notFoundError(MESSAGES.eventNotFound);

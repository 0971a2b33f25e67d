import { MESSAGES } from "@studiodesk/core/messages";
import type { Trx } from "../../db/database";
import { notFoundError, requireRow } from "../../shared/app-error";
import type { AuthContext, Deps } from "../../shared/deps";
import {
  getAccount,
  type SchedulingSettings,
  schedulingSettings,
} from "../account/account.service";
import { type EventRow, findEvent, findEventForUpdate } from "./events.repo";

export type ScheduleSettings = SchedulingSettings;

export async function scheduleSettings(deps: Deps, auth: AuthContext): Promise<ScheduleSettings> {
  return schedulingSettings(await getAccount(deps, auth));
}

export const eventNotFound = () => notFoundError(MESSAGES.eventNotFound);

// The organization's event, or 404 'Event not found.'.
export async function requireEvent(trx: Trx, orgId: string, eventId: string): Promise<EventRow> {
  return requireRow(findEvent(trx, orgId, eventId), eventNotFound);
}

// The same, with the row locked for the rest of the transaction (findEventForUpdate).
export async function requireEventForUpdate(
  trx: Trx,
  orgId: string,
  eventId: string,
): Promise<EventRow> {
  return requireRow(findEventForUpdate(trx, orgId, eventId), eventNotFound);
}

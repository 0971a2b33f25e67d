import { MESSAGES } from "@studiodesk/core/messages";
import type { Trx } from "../../db/database";
import { notFoundError, requireRow } from "../../shared/app-error";
import type { AuthContext, Deps } from "../../shared/deps";
import {
  getAccount,
  type SchedulingSettings,
  schedulingSettings,
} from "../account/account.service";
import { memberSummaries } from "../users/users.service";
import type { Leader } from "./class-mapping";
import { type ClassRow, findClass, findClassForUpdate } from "./classes.repo";

// Every class write publishes this topic: the web refetches its class keys, and the calendar
// month cache forgets the organization's months (classes are on the calendar).
export const CLASSES_TOPIC = { topic: "classes" } as const;

export type ClassSettings = SchedulingSettings & { classColor: string };

// The account settings the class rules need: the scheduling ones and the default class
// colour (001 §9).
export async function classSettings(deps: Deps, auth: AuthContext): Promise<ClassSettings> {
  const account = await getAccount(deps, auth);
  return {
    ...schedulingSettings(account),
    classColor: account.calendarColors.classColor.toLowerCase(),
  };
}

// Missing, malformed or another organization's id: the same 404 (the class view then goes
// back to the classes list, 001 §8).
export const classNotFound = () => notFoundError(MESSAGES.classNotFound);

export async function requireClass(trx: Trx, orgId: string, classId: string): Promise<ClassRow> {
  return requireRow(findClass(trx, orgId, classId), classNotFound);
}

// The class row locked for the rest of the transaction: writers of one class take turns.
export async function requireClassForUpdate(
  trx: Trx,
  orgId: string,
  classId: string,
): Promise<ClassRow> {
  return requireRow(findClassForUpdate(trx, orgId, classId), classNotFound);
}

// The leaders of these classes, by id, read once for a whole list.
export async function leadersOf(
  trx: Trx,
  orgId: string,
  rows: Pick<ClassRow, "leaders">[],
): Promise<Map<string, Leader>> {
  const ids = [...new Set(rows.flatMap((row) => row.leaders))];
  const users = await memberSummaries(trx, orgId, ids);
  return new Map(
    users.map((user) => [
      user.id,
      {
        uid: user.id,
        firstName: user.first_name,
        lastName: user.last_name,
        profilePhotoURL: user.profile_photo_url,
      },
    ]),
  );
}

import { MESSAGES } from "@studiodesk/core/messages";
import type { ClassIssue } from "@studiodesk/core/rules/classes";
import type { Recurrence } from "@studiodesk/core/rules/recurrence";
import type { Trx } from "../../db/database";
import { validationError } from "../../shared/app-error";
import type { Deps } from "../../shared/deps";
import { storedSeries } from "../../shared/stored-schedule";
import { assertCategoriesOfType } from "../categories/categories.service";
import { leadersOf } from "./class-context";
import { toClass } from "./class-mapping";
import type { ClassRow } from "./classes.repo";

// What the new-class and the update-class operations share.

export const issueError = (issue: ClassIssue) =>
  validationError(issue.message, { [issue.field]: issue.message });

export async function viewOf(deps: Deps, trx: Trx, row: ClassRow) {
  return toClass(deps, row, await leadersOf(trx, row.org_id, [row]));
}

export const dateOrNull = (value: Date | string | null | undefined) =>
  value ? new Date(value) : null;

// Start, end and recurrence as stored: days normalized, the start on the first date, the
// last allowed start for the calendar query.
export const scheduleColumns = (
  start: Date,
  end: Date | null,
  recurrence: Recurrence,
  timeZone: string,
) => ({ ...storedSeries({ start, end, recurrence, timeZone }, "classEnd"), end_at: end });

// A class's category must be one of the organization's class categories.
export async function classCategory(trx: Trx, orgId: string, categoryId: string | null) {
  if (categoryId === null) return null;
  try {
    await assertCategoriesOfType(trx, orgId, "class", [categoryId]);
  } catch {
    const message = MESSAGES.unknownClassCategory;
    throw validationError(message, { categoryId: message });
  }
  return categoryId;
}

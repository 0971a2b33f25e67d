import type { CalendarItem, CreateCalendarItemRequest } from "@studiodesk/core/contracts/schedule";
import { MESSAGES } from "@studiodesk/core/messages";
import { calendarItemError } from "@studiodesk/core/rules/events";
import { type Trx, withTenant } from "../../db/database";
import { notFoundError, requireRow, validationError } from "../../shared/app-error";
import { staffWrite } from "../../shared/audit";
import type { AuthContext, Deps } from "../../shared/deps";
import { newId } from "../../shared/ids";
import { oneTimeSchedule, storedSeries, zoneAfterEdit } from "../../shared/stored-schedule";
import {
  type CalendarItemRow,
  deleteCalendarItem,
  findCalendarItem,
  insertCalendarItem,
  updateCalendarItemRow,
} from "./calendar-items.repo";
import { scheduleSettings } from "./schedule-context";

function toCalendarItem(row: CalendarItemRow): CalendarItem {
  return {
    calendarId: row.id,
    calendarTitle: row.title,
    calendarDescription: row.description,
    calendarStart: row.start_at.toISOString(),
    calendarEnd: row.end_at.toISOString(),
    calendarDuration: row.duration_seconds,
    calendarHex: row.hex,
    recurrence: row.recurrence,
    uploadTimestamp: row.created_at.toISOString(),
  };
}

// 001 §5 Calendar item's rules, on the organization's clock; answers its zone.
async function assertCalendarItem(
  deps: Deps,
  auth: AuthContext,
  request: CreateCalendarItemRequest,
): Promise<string> {
  const { timeZone } = await scheduleSettings(deps, auth);
  const start = new Date(request.calendarStart);
  const end = request.recurrence && request.calendarEnd ? new Date(request.calendarEnd) : start;
  const message = calendarItemError(
    {
      calendarTitle: request.calendarTitle,
      calendarDescription: request.calendarDescription,
      calendarStart: start,
      calendarDuration: request.calendarDuration,
      isRecurring: request.recurrence !== null,
      recurrenceTime: request.recurrence?.recurrenceTime ?? null,
      calendarEnd: request.recurrence ? (request.calendarEnd ? end : null) : null,
    },
    deps.now(),
    timeZone,
  );
  if (message) throw validationError(message, { calendarStart: message });
  return timeZone;
}

// The stored columns, the series expanded on `timeZone`. A one-time item ends where it starts.
function calendarItemColumns(request: CreateCalendarItemRequest, timeZone: string) {
  const start = new Date(request.calendarStart);
  const end = request.recurrence && request.calendarEnd ? new Date(request.calendarEnd) : start;
  const recurrence = request.recurrence;
  return {
    title: request.calendarTitle.trim(),
    description: request.calendarDescription.trim(),
    ...(recurrence
      ? storedSeries({ start, end, recurrence, timeZone }, "calendarEnd")
      : oneTimeSchedule(start, timeZone)),
    end_at: end,
    duration_seconds: request.calendarDuration,
    hex: request.calendarHex.toLowerCase(),
  };
}

async function requireCalendarItem(trx: Trx, orgId: string, calendarId: string) {
  return requireRow(findCalendarItem(trx, orgId, calendarId), () =>
    notFoundError(MESSAGES.calendarItemNotFound),
  );
}

// 001 §5 Calendar item → 'Calendar Item Added.'.
export async function createCalendarItem(
  deps: Deps,
  auth: AuthContext,
  request: CreateCalendarItemRequest,
): Promise<CalendarItem> {
  const row = {
    org_id: auth.orgId,
    id: newId(),
    ...calendarItemColumns(request, await assertCalendarItem(deps, auth, request)),
  };
  return staffWrite(deps, auth, { topic: "schedule" }, async (trx, audit) => {
    await insertCalendarItem(trx, row);
    await audit({
      action: "calendar_item.created",
      targetType: "calendar_item",
      targetId: row.id,
      details: { calendarTitle: row.title },
    });
    return toCalendarItem(await requireCalendarItem(trx, auth.orgId, row.id));
  });
}

// Beyond the spec (issue #21): a clicked calendar item shows its details before anything.
export async function getCalendarItem(
  deps: Deps,
  auth: AuthContext,
  calendarId: string,
): Promise<CalendarItem> {
  return withTenant(deps.db, auth.orgId, async (trx) =>
    toCalendarItem(await requireCalendarItem(trx, auth.orgId, calendarId)),
  );
}

// Beyond the spec (issue #21): Edit replaces the item, checked by the same rules as a new one.
// It keeps its zone unless the edit sets another start or recurrence (zoneAfterEdit).
export async function updateCalendarItem(
  deps: Deps,
  auth: AuthContext,
  calendarId: string,
  request: CreateCalendarItemRequest,
): Promise<CalendarItem> {
  const organizationZone = await assertCalendarItem(deps, auth, request);
  return staffWrite(deps, auth, { topic: "schedule" }, async (trx, audit) => {
    const item = await requireCalendarItem(trx, auth.orgId, calendarId);
    const edited = { start: new Date(request.calendarStart), recurrence: request.recurrence };
    const timeZone = zoneAfterEdit(item, edited, organizationZone);
    const columns = calendarItemColumns(request, timeZone);
    await updateCalendarItemRow(trx, auth.orgId, calendarId, columns);
    await audit({
      action: "calendar_item.updated",
      targetType: "calendar_item",
      targetId: calendarId,
      details: { calendarTitle: columns.title },
    });
    return toCalendarItem(await requireCalendarItem(trx, auth.orgId, calendarId));
  });
}

// 001 §2: clicking a calendar item asks, then deletes it → 'Calendar Item has been deleted.'.
export async function removeCalendarItem(
  deps: Deps,
  auth: AuthContext,
  calendarId: string,
): Promise<void> {
  await staffWrite(deps, auth, { topic: "schedule" }, async (trx, audit) => {
    const item = await requireCalendarItem(trx, auth.orgId, calendarId);
    if (!(await deleteCalendarItem(trx, auth.orgId, calendarId))) {
      throw notFoundError(MESSAGES.calendarItemNotFound);
    }
    await audit({
      action: "calendar_item.deleted",
      targetType: "calendar_item",
      targetId: calendarId,
      details: { calendarTitle: item.title },
    });
  });
}

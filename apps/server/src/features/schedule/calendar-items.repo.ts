import type { Insertable, Selectable, Updateable } from "kysely";
import type { Trx } from "../../db/database";
import { deleteOrganizationRow } from "../../db/organization-rows";
import type { CalendarItemsTable } from "../../db/schema";
import { mayOccurBetween } from "../../db/series-window";
import { ofOrganization } from "../../db/tenant-filters";

export type CalendarItemRow = Selectable<CalendarItemsTable>;

export async function insertCalendarItem(
  trx: Trx,
  row: Insertable<CalendarItemsTable>,
): Promise<void> {
  await trx.insertInto("calendar_items").values(row).execute();
}

export async function findCalendarItem(
  trx: Trx,
  orgId: string,
  calendarId: string,
): Promise<CalendarItemRow | undefined> {
  return trx
    .selectFrom("calendar_items")
    .selectAll()
    .where(ofOrganization(orgId, calendarId))
    .executeTakeFirst();
}

export async function updateCalendarItemRow(
  trx: Trx,
  orgId: string,
  calendarId: string,
  changes: Updateable<Omit<CalendarItemsTable, "org_id" | "id">>,
): Promise<void> {
  await trx
    .updateTable("calendar_items")
    .set(changes)
    .where(ofOrganization(orgId, calendarId))
    .execute();
}

export const deleteCalendarItem = (trx: Trx, orgId: string, calendarId: string): Promise<boolean> =>
  deleteOrganizationRow(trx, "calendar_items", orgId, calendarId);

// Items that may have an occurrence starting in [from, to).
export async function listCalendarItemsInWindow(
  trx: Trx,
  orgId: string,
  from: Date,
  to: Date,
): Promise<CalendarItemRow[]> {
  return trx
    .selectFrom("calendar_items")
    .selectAll()
    .where("org_id", "=", orgId)
    .where(mayOccurBetween(from, to))
    .execute();
}

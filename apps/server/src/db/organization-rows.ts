import type { Trx } from "./database";
import { ofOrganization, type TableWith } from "./tenant-filters";

// The organization's row `id`, read, written or deleted alike in whichever table holds it:
// the features that name another feature's row by its title, the content features that store
// a share link, and the schedule's deletes each wrote these queries again. `table` is any
// table with the columns (a table without them does not compile).

// The row's title; undefined when the organization has no such row (the caller answers 404).
export async function findTitle(
  trx: Trx,
  table: TableWith<"org_id" | "id" | "title">,
  orgId: string,
  id: string,
): Promise<string | undefined> {
  const row = await trx
    .selectFrom(table)
    .select("title")
    .where(ofOrganization(orgId, id))
    .executeTakeFirst();
  return row?.title;
}

// The public link of a row made shareable: set once the share link has its code.
export async function setShareLink(
  trx: Trx,
  table: TableWith<"org_id" | "id" | "share_link">,
  orgId: string,
  id: string,
  link: string,
): Promise<void> {
  await trx.updateTable(table).set({ share_link: link }).where(ofOrganization(orgId, id)).execute();
}

// Deletes the row; false when the organization has no such row (the caller answers 404).
export async function deleteOrganizationRow(
  trx: Trx,
  table: TableWith<"org_id" | "id">,
  orgId: string,
  id: string,
): Promise<boolean> {
  const result = await trx.deleteFrom(table).where(ofOrganization(orgId, id)).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

// A shared file's columns (a document, an organization's resource, a class's resource): the
// stored object, what it is, its share link once made, and when it was uploaded.
export const SHARED_FILE_COLUMNS = [
  "storage_key",
  "file_name",
  "content_type",
  "size",
  "share_link",
  "created_at",
] as const;

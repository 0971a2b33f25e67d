import type { Insertable, Selectable } from "kysely";
import type { Trx } from "../../db/database";
import { newestFirst } from "../../db/newest-first";
import { SHARED_FILE_COLUMNS, setShareLink } from "../../db/organization-rows";
import type { ClassResourcesTable } from "../../db/schema";
import { ofOrganization } from "../../db/tenant-filters";

export type ClassResourceRow = Selectable<ClassResourcesTable>;

const COLUMNS = ["id", "class_id", "title", ...SHARED_FILE_COLUMNS] as const;

export async function listClassResources(
  trx: Trx,
  orgId: string,
  classId: string,
): Promise<Omit<ClassResourceRow, "org_id">[]> {
  return trx
    .selectFrom("class_resources")
    .select(COLUMNS)
    .where("org_id", "=", orgId)
    .where("class_id", "=", classId)
    .$call(newestFirst)
    .execute();
}

export async function findClassResource(trx: Trx, orgId: string, classId: string, id: string) {
  return trx
    .selectFrom("class_resources")
    .select(COLUMNS)
    .where(ofOrganization(orgId, id))
    .where("class_id", "=", classId)
    .executeTakeFirst();
}

export async function insertClassResource(
  trx: Trx,
  row: Insertable<ClassResourcesTable>,
): Promise<void> {
  await trx.insertInto("class_resources").values(row).execute();
}

export const setClassResourceShareLink = (trx: Trx, orgId: string, id: string, link: string) =>
  setShareLink(trx, "class_resources", orgId, id, link);

export async function deleteClassResource(trx: Trx, orgId: string, classId: string, id: string) {
  return trx
    .deleteFrom("class_resources")
    .where(ofOrganization(orgId, id))
    .where("class_id", "=", classId)
    .returning(COLUMNS)
    .executeTakeFirst();
}

import type { Trx } from "../../db/database";
import { newestFirst } from "../../db/newest-first";
import { SHARED_FILE_COLUMNS, setShareLink } from "../../db/organization-rows";
import { ofOrganization } from "../../db/tenant-filters";

export type NewResource = {
  id: string;
  title: string;
  description: string;
  storageKey: string;
  fileName: string;
  contentType: string;
  size: number;
  createdAt: Date;
};

const COLUMNS = ["id", "title", "description", ...SHARED_FILE_COLUMNS] as const;

export type ResourceRow = NonNullable<Awaited<ReturnType<typeof findResource>>>;

export async function insertResource(trx: Trx, orgId: string, resource: NewResource) {
  await trx
    .insertInto("resources")
    .values({
      org_id: orgId,
      id: resource.id,
      title: resource.title,
      description: resource.description,
      storage_key: resource.storageKey,
      file_name: resource.fileName,
      content_type: resource.contentType,
      size: resource.size,
      share_link: null,
      created_at: resource.createdAt,
    })
    .execute();
}

export async function listResources(trx: Trx, orgId: string) {
  return trx
    .selectFrom("resources")
    .select(COLUMNS)
    .where("org_id", "=", orgId)
    .$call(newestFirst)
    .execute();
}

export async function findResource(trx: Trx, orgId: string, id: string) {
  return trx
    .selectFrom("resources")
    .select(COLUMNS)
    .where(ofOrganization(orgId, id))
    .executeTakeFirst();
}

export async function deleteResource(trx: Trx, orgId: string, id: string) {
  return trx
    .deleteFrom("resources")
    .where(ofOrganization(orgId, id))
    .returning(COLUMNS)
    .executeTakeFirst();
}

export const setResourceShareLink = (trx: Trx, orgId: string, id: string, link: string) =>
  setShareLink(trx, "resources", orgId, id, link);

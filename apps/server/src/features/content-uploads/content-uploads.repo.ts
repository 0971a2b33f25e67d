import type { Trx } from "../../db/database";
import type { ContentUploadsTable } from "../../db/schema";
import { ofOrganization } from "../../db/tenant-filters";

export type UploadPurpose = ContentUploadsTable["purpose"];

export type NewContentUpload = {
  id: string;
  purpose: UploadPurpose;
  storageKey: string;
  thumbnailKey: string | null;
  fileName: string;
  contentType: string;
  size: number;
  createdBy: string;
  createdAt: Date;
};

const COLUMNS = [
  "id",
  "purpose",
  "storage_key",
  "thumbnail_key",
  "file_name",
  "content_type",
  "size",
  "created_at",
] as const;

export async function insertUpload(trx: Trx, orgId: string, upload: NewContentUpload) {
  await trx
    .insertInto("content_uploads")
    .values({
      org_id: orgId,
      id: upload.id,
      purpose: upload.purpose,
      storage_key: upload.storageKey,
      thumbnail_key: upload.thumbnailKey,
      file_name: upload.fileName,
      content_type: upload.contentType,
      size: upload.size,
      created_by: upload.createdBy,
      created_at: upload.createdAt,
    })
    .execute();
}

// Takes the upload out of the waiting list and answers it. A create's claim takes it only
// for that create's purpose and while it is fresh, inside the create's transaction, so a
// failed create puts it back; without a claim (the form was closed) it simply goes.
export async function takeUpload(
  trx: Trx,
  orgId: string,
  id: string,
  claim?: { purpose: UploadPurpose; createdAfter: Date },
) {
  let query = trx.deleteFrom("content_uploads").where(ofOrganization(orgId, id));
  if (claim) {
    query = query.where("purpose", "=", claim.purpose).where("created_at", ">", claim.createdAfter);
  }
  return query.returning(COLUMNS).executeTakeFirst();
}

export async function listUploadsCreatedBefore(
  trx: Trx,
  orgId: string,
  before: Date,
  limit: number,
) {
  return trx
    .selectFrom("content_uploads")
    .select(COLUMNS)
    .where("org_id", "=", orgId)
    .where("created_at", "<=", before)
    .orderBy("created_at")
    .limit(limit)
    .execute();
}

export async function deleteUploads(trx: Trx, orgId: string, ids: string[]) {
  if (ids.length === 0) return;
  await trx
    .deleteFrom("content_uploads")
    .where("org_id", "=", orgId)
    .where("id", "in", ids)
    .execute();
}

import type { Trx } from "../../db/database";
import { newestFirst } from "../../db/newest-first";
import { SHARED_FILE_COLUMNS, setShareLink } from "../../db/organization-rows";
import { ofMember, ofOrganization } from "../../db/tenant-filters";

export type NewDocument = {
  id: string;
  title: string;
  subTitle: string;
  description: string;
  storageKey: string;
  fileName: string;
  size: number;
  isActive: boolean;
  isRequired: boolean;
  shareLink: string | null;
  createdAt: Date;
};

const COLUMNS = [
  "id",
  "title",
  "sub_title",
  "description",
  "is_active",
  "is_required",
  "is_signable",
  ...SHARED_FILE_COLUMNS,
] as const;

export type DocumentRow = NonNullable<Awaited<ReturnType<typeof findDocument>>>;

export async function insertDocument(trx: Trx, orgId: string, document: NewDocument) {
  await trx
    .insertInto("documents")
    .values({
      org_id: orgId,
      id: document.id,
      title: document.title,
      sub_title: document.subTitle,
      description: document.description,
      storage_key: document.storageKey,
      file_name: document.fileName,
      size: document.size,
      is_active: document.isActive,
      is_required: document.isRequired,
      // 000 §3: "isSignable (always true on create)".
      is_signable: true,
      share_link: document.shareLink,
      created_at: document.createdAt,
    })
    .execute();
}

export async function listDocuments(trx: Trx, orgId: string) {
  return trx
    .selectFrom("documents")
    .select(COLUMNS)
    .where("org_id", "=", orgId)
    .$call(newestFirst)
    .execute();
}

export async function findDocument(trx: Trx, orgId: string, id: string) {
  return trx
    .selectFrom("documents")
    .select(COLUMNS)
    .where(ofOrganization(orgId, id))
    .executeTakeFirst();
}

export async function deleteDocument(trx: Trx, orgId: string, id: string) {
  return trx
    .deleteFrom("documents")
    .where(ofOrganization(orgId, id))
    .returning(COLUMNS)
    .executeTakeFirst();
}

export const setDocumentShareLink = (trx: Trx, orgId: string, id: string, link: string) =>
  setShareLink(trx, "documents", orgId, id, link);

// ---- the member profile's Documents tab ----

export async function listActiveDocumentTitles(trx: Trx, orgId: string) {
  return trx
    .selectFrom("documents")
    .select(["id", "title", "is_required"])
    .where("org_id", "=", orgId)
    .where("is_active", "=", true)
    .$call(newestFirst)
    .execute();
}

// The documents the member signed (000 §3 User file), kept even after the organization
// removed the document they signed.
export async function listSignedFiles(trx: Trx, orgId: string, userId: string) {
  return trx
    .selectFrom("user_files")
    .select(["file_id", "file_title", "file_signed_link", "is_required"])
    .where(ofMember(orgId, userId))
    .orderBy("signed_at", "desc")
    .execute();
}

// A member's signature of a document. The member app signs; the demo seed writes signatures
// the same way, so the profile's Documents tab has something to show.
export async function insertSignedFile(
  trx: Trx,
  orgId: string,
  file: {
    id: string;
    userId: string;
    fileId: string;
    fileTitle: string;
    signedLink: string | null;
    signedAt: Date;
  },
): Promise<void> {
  await trx
    .insertInto("user_files")
    .values({
      id: file.id,
      org_id: orgId,
      user_id: file.userId,
      file_id: file.fileId,
      file_title: file.fileTitle,
      file_signed_link: file.signedLink,
      signed_at: file.signedAt,
    })
    .execute();
}

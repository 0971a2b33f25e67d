import {
  type FileLink,
  type StagedUpload,
  ZStagedUpload,
} from "@studiodesk/core/contracts/content";
import { MESSAGES } from "@studiodesk/core/messages";
import type { UploadKind } from "@studiodesk/core/rules/uploads";
import type { FastifyRequest } from "fastify";
import type { z } from "zod";
import { type Trx, withTenant } from "../../db/database";
import { type AppError, notFoundError, requireRow, validationError } from "../../shared/app-error";
import { recordStaffAction, type StaffAction, staffWrite } from "../../shared/audit";
import type { AuthContext, Deps } from "../../shared/deps";
import type { OrgEvent } from "../../shared/event-bus";
import { newId } from "../../shared/ids";
import type { StaffRouter } from "../../shared/staff-routes";
import { storeUpload } from "../files/files.service";
import { createShareLinkOrNull, retireShareLink } from "../share-links/share-links.service";
import {
  deleteUploads,
  insertUpload,
  listUploadsCreatedBefore,
  takeUpload,
  type UploadPurpose,
} from "./content-uploads.repo";

// The file of a document, resource or featured item travels on its own first, so the web's
// dropzone shows its progress (and a resource's title can be taken from its name) while the
// rest of the form is filled in. The create call then names it by id.
export const UPLOAD_LIFETIME_MS = 24 * 60 * 60 * 1000;
// Enough to keep up with any one organization's abandoned uploads, small enough to be quick.
const PURGE_BATCH = 50;

const PURPOSES: Record<UploadPurpose, { kind: UploadKind; isPublic: boolean }> = {
  document: { kind: "document", isPublic: false },
  resource: { kind: "resource", isPublic: false },
  // Featured pictures are shown by the member app and link previews: public, as JPEG.
  featured: { kind: "image", isPublic: true },
};

export type ClaimedUpload = {
  storageKey: string;
  thumbnailKey: string | null;
  fileName: string;
  contentType: string;
  size: number;
};

export async function stageUpload(
  deps: Deps,
  auth: AuthContext,
  purpose: UploadPurpose,
  request: FastifyRequest,
): Promise<StagedUpload> {
  await purgeExpiredUploads(deps, auth.orgId);
  const { kind, isPublic } = PURPOSES[purpose];
  const stored = await storeUpload(deps, auth.orgId, kind, request, { isPublic });
  const id = newId();
  try {
    await withTenant(deps.db, auth.orgId, async (trx) => {
      await insertUpload(trx, auth.orgId, {
        id,
        purpose,
        storageKey: stored.key,
        thumbnailKey: stored.thumbnailKey,
        fileName: stored.fileName,
        contentType: stored.contentType,
        size: stored.size,
        createdBy: auth.userId,
        createdAt: deps.now(),
      });
      await recordStaffAction(trx, auth, {
        action: "upload.staged",
        targetType: "upload",
        targetId: id,
        details: { purpose, fileName: stored.fileName, size: stored.size },
      });
    });
  } catch (error) {
    await deleteStoredFiles(deps, [stored.key, stored.thumbnailKey]);
    throw error;
  }
  return {
    uploadId: id,
    fileName: stored.fileName,
    contentType: stored.contentType,
    size: stored.size,
    previewUrl:
      isPublic && stored.thumbnailKey ? deps.storage.publicUrl(stored.thumbnailKey) : null,
  };
}

// The route that stages a content form's file: `POST url`, multipart, one file in the field
// `file`, answered (201) with the id the create call then names. `params` names the path's
// parameters where the url has some (a class's resources).
export function routeStagedUpload(
  route: StaffRouter,
  url: string,
  purpose: UploadPurpose,
  params?: z.ZodType,
): void {
  route.post(
    url,
    { ...(params && { params }), response: ZStagedUpload, status: 201 },
    ({ deps, auth, request }) => stageUpload(deps, auth, purpose, request),
  );
}

// Within the create call's transaction: the upload becomes part of the new record, or stays
// waiting when that transaction fails. Unknown, expired, spent, another purpose's or another
// organization's id: the file is missing as far as the form is concerned.
export async function claimUpload(
  trx: Trx,
  orgId: string,
  uploadId: string,
  purpose: UploadPurpose,
  now: Date,
): Promise<ClaimedUpload> {
  const createdAfter = new Date(now.getTime() - UPLOAD_LIFETIME_MS);
  const row = await takeUpload(trx, orgId, uploadId, { purpose, createdAfter });
  if (!row) throw validationError(MESSAGES.selectFile, { uploadId: MESSAGES.selectFile });
  return {
    storageKey: row.storage_key,
    thumbnailKey: row.thumbnail_key,
    fileName: row.file_name,
    contentType: row.content_type,
    size: row.size,
  };
}

// The form was closed, or another file was chosen: the waiting file goes at once.
export async function discardUpload(deps: Deps, auth: AuthContext, uploadId: string) {
  const row = await withTenant(deps.db, auth.orgId, async (trx) => {
    const deleted = await takeUpload(trx, auth.orgId, uploadId);
    if (!deleted) throw notFoundError("This upload was not found.");
    await recordStaffAction(trx, auth, {
      action: "upload.discarded",
      targetType: "upload",
      targetId: uploadId,
    });
    return deleted;
  });
  await deleteStoredFiles(deps, [row.storage_key, row.thumbnail_key]);
}

// Uploads nobody claimed within a day (a closed tab) are removed on the organization's next
// upload. Housekeeping, not a staff write: no audit line. A row goes only once its files
// are gone, so a failed delete is tried again next time instead of leaving a lost file.
async function purgeExpiredUploads(deps: Deps, orgId: string): Promise<void> {
  const cutoff = new Date(deps.now().getTime() - UPLOAD_LIFETIME_MS);
  const expired = await withTenant(deps.db, orgId, (trx) =>
    listUploadsCreatedBefore(trx, orgId, cutoff, PURGE_BATCH),
  );
  const removed: string[] = [];
  for (const upload of expired) {
    try {
      await deps.storage.delete(upload.storage_key);
      if (upload.thumbnail_key) await deps.storage.delete(upload.thumbnail_key);
      removed.push(upload.id);
    } catch (error) {
      deps.logger.warn({ err: error, uploadId: upload.id }, "expired upload not deleted");
    }
  }
  if (removed.length > 0) {
    await withTenant(deps.db, orgId, (trx) => deleteUploads(trx, orgId, removed));
  }
}

// Removing a file whose record is gone must not fail the request that removed the record.
export async function deleteStoredFiles(deps: Deps, keys: Array<string | null>): Promise<void> {
  for (const key of keys) {
    if (!key) continue;
    await deps.storage.delete(key).catch((error: unknown) => {
      deps.logger.warn({ err: error, key }, "stored file not deleted");
    });
  }
}

export type NewContent<Row> = {
  uploadId: string;
  purpose: UploadPurpose;
  // Writes the record of the claimed file; `find` then reads it back.
  insert: (trx: Trx, file: ClaimedUpload) => Promise<void>;
  audit: (file: ClaimedUpload) => StaffAction;
  find: (trx: Trx) => Promise<Row | undefined>;
  notFound: () => AppError;
  // None for a record the public may not see (an inactive document).
  shareLink: {
    urlExtended: string;
    title: string;
    save: (trx: Trx, shareUrl: string) => Promise<void>;
  } | null;
};

// Creating a document or resource: its staged file claimed, the record and its audit line
// in one transaction; then its share link (001 §7: none when it cannot be made), and only
// then the dashboards hear of it, so their refetch shows the link.
export async function createContent<Row>(
  deps: Deps,
  auth: AuthContext,
  content: NewContent<Row>,
): Promise<{ row: Row; shareLink: string | null }> {
  const row = await withTenant(deps.db, auth.orgId, async (trx) => {
    const file = await claimUpload(trx, auth.orgId, content.uploadId, content.purpose, deps.now());
    await content.insert(trx, file);
    await recordStaffAction(trx, auth, content.audit(file));
    return content.find(trx);
  });
  if (!row) throw content.notFound();
  const shareLink = content.shareLink
    ? await createShareLinkOrNull(
        deps,
        { orgId: auth.orgId, ...content.shareLink },
        content.shareLink.save,
      )
    : null;
  await deps.events.publish(auth.orgId, { topic: "content" });
  return { row, shareLink };
}

// Long enough to open a large PDF or start a large download, short enough that a forwarded
// link soon stops working.
export const CONTENT_LINK_SECONDS = 5 * 60;

// A document's or resource's stored file, through a link that works for a few minutes.
export async function contentViewLink(
  deps: Deps,
  auth: AuthContext,
  content: {
    find: (trx: Trx) => Promise<{ storage_key: string } | undefined>;
    notFound: () => AppError;
  },
): Promise<FileLink> {
  const row = await requireRow(withTenant(deps.db, auth.orgId, content.find), content.notFound);
  return temporaryFileLink(deps, row.storage_key, CONTENT_LINK_SECONDS);
}

export type RemovableContent<Row> = {
  // Deletes the record and answers it, or undefined when the organization has no such record.
  delete: (trx: Trx) => Promise<Row | undefined>;
  notFound: () => AppError;
  audit: (row: Row) => StaffAction;
  storedFiles: (row: Row) => Array<string | null>;
  // The record's public share link, retired with it (the page then answers 410).
  shareLink?: (row: Row) => string | null;
  // What the dashboards hear once it is gone; the content pages unless the record belongs
  // to another page (a class's resources).
  event?: OrgEvent;
};

// Deleting a document, resource, video, featured item or class resource: the record and its
// audit line as one staff write, then its stored files.
export async function removeContent<Row>(
  deps: Deps,
  auth: AuthContext,
  content: RemovableContent<Row>,
): Promise<Row> {
  const event = content.event ?? { topic: "content" };
  const row = await staffWrite(deps, auth, event, async (trx, audit) => {
    const deleted = await content.delete(trx);
    if (!deleted) throw content.notFound();
    await retireShareLink(trx, auth.orgId, content.shareLink?.(deleted) ?? null, deps.now());
    await audit(content.audit(deleted));
    return deleted;
  });
  await deleteStoredFiles(deps, content.storedFiles(row));
  return row;
}

// Deleting a shared file's record (a document, a resource, a class's resource): its one
// stored object goes after it, and its share link is retired with it.
export function removeSharedFile<Row extends { storage_key: string; share_link: string | null }>(
  deps: Deps,
  auth: AuthContext,
  content: Omit<RemovableContent<Row>, "storedFiles" | "shareLink">,
): Promise<Row> {
  return removeContent(deps, auth, {
    ...content,
    storedFiles: (row) => [row.storage_key],
    shareLink: (row) => row.share_link,
  });
}

// A private file (a document's PDF, a resource) through a signed link that works for
// `seconds` only, so a forwarded link soon stops working.
export async function temporaryFileLink(
  deps: Deps,
  storageKey: string,
  seconds: number,
): Promise<FileLink> {
  const expiresAt = new Date(deps.now().getTime() + seconds * 1000);
  const url = await deps.storage.downloadUrl(storageKey, { expiresInSeconds: seconds });
  return { url, expiresAt: expiresAt.toISOString() };
}

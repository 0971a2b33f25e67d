import type { ClassResource, CreateClassResourceRequest } from "@studiodesk/core/contracts/classes";
import type { FileLink } from "@studiodesk/core/contracts/content";
import { MESSAGES } from "@studiodesk/core/messages";
import { fillMessage } from "@studiodesk/core/rules/fill-message";
import { withTenant } from "../../db/database";
import { notFoundError } from "../../shared/app-error";
import { staffWrite } from "../../shared/audit";
import type { AuthContext, Deps } from "../../shared/deps";
import { newId } from "../../shared/ids";
import {
  claimUpload,
  contentViewLink,
  removeSharedFile,
} from "../content-uploads/content-uploads.service";
import { createShareLinkOrNull } from "../share-links/share-links.service";
import { CLASSES_TOPIC, requireClass } from "./class-context";
import {
  type ClassResourceRow,
  deleteClassResource,
  findClassResource,
  insertClassResource,
  listClassResources,
  setClassResourceShareLink,
} from "./class-resources.repo";

const classResourceNotFound = () => notFoundError(MESSAGES.classResourceNotFound);

function toClassResource(row: Omit<ClassResourceRow, "org_id">): ClassResource {
  return {
    fileId: row.id,
    fileTitle: row.title,
    resourceTitle: row.title,
    fileName: row.file_name,
    contentType: row.content_type,
    fileSize: row.size,
    shareLink: row.share_link,
    timestamp: new Date(row.created_at).toISOString(),
  };
}

// 001 §2 Class view, Resources tab.
export async function getClassResources(
  deps: Deps,
  auth: AuthContext,
  classId: string,
): Promise<ClassResource[]> {
  const rows = await withTenant(deps.db, auth.orgId, async (trx) => {
    await requireClass(trx, auth.orgId, classId);
    return listClassResources(trx, auth.orgId, classId);
  });
  return rows.map(toClassResource);
}

// 001 §7 Classes "Resources: add (file, title, content type)"; "Class files: upload with
// progress and share link". The file is staged first (POST …/resources/uploads, like the
// resources page), then claimed here with the record.
export async function createClassResource(
  deps: Deps,
  auth: AuthContext,
  classId: string,
  input: CreateClassResourceRequest,
): Promise<ClassResource> {
  const id = newId();
  const row = await staffWrite(deps, auth, CLASSES_TOPIC, async (trx, audit) => {
    await requireClass(trx, auth.orgId, classId);
    const file = await claimUpload(trx, auth.orgId, input.uploadId, "resource", deps.now());
    await insertClassResource(trx, {
      org_id: auth.orgId,
      id,
      class_id: classId,
      title: input.title,
      storage_key: file.storageKey,
      file_name: file.fileName,
      content_type: file.contentType,
      size: file.size,
      created_at: deps.now(),
    });
    await audit({
      action: "class.resource.created",
      targetType: "class",
      targetId: classId,
      details: { fileId: id, resourceTitle: input.title },
    });
    return findClassResource(trx, auth.orgId, classId, id);
  });
  if (!row) throw classResourceNotFound();
  const shareLink = await createShareLinkOrNull(
    deps,
    {
      orgId: auth.orgId,
      urlExtended: `classes?&classId=${classId}&fileId=${id}`,
      title: input.title,
    },
    (trx, link) => setClassResourceShareLink(trx, auth.orgId, id, link),
  );
  return toClassResource({ ...row, share_link: shareLink });
}

export async function getClassResourceViewLink(
  deps: Deps,
  auth: AuthContext,
  classId: string,
  fileId: string,
): Promise<FileLink> {
  return contentViewLink(deps, auth, {
    find: (trx) => findClassResource(trx, auth.orgId, classId, fileId),
    notFound: classResourceNotFound,
  });
}

// 001 §7 "delete by class and file id"; "Class files: delete (storage then record)". The
// record goes in the transaction and the file right after it commits, so a failed delete
// never leaves a record pointing at a missing file.
export async function removeClassResource(
  deps: Deps,
  auth: AuthContext,
  classId: string,
  fileId: string,
): Promise<{ message: string }> {
  const row = await removeSharedFile(deps, auth, {
    delete: (trx) => deleteClassResource(trx, auth.orgId, classId, fileId),
    notFound: classResourceNotFound,
    audit: (deleted) => ({
      action: "class.resource.deleted",
      targetType: "class",
      targetId: classId,
      details: { fileId, resourceTitle: deleted.title },
    }),
    event: CLASSES_TOPIC,
  });
  return { message: fillMessage(MESSAGES.resourceDeleted, { title: row.title }) };
}

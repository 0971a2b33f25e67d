import type { CreateResourceRequest, FileLink, Resource } from "@studiodesk/core/contracts/content";
import { MESSAGES } from "@studiodesk/core/messages";
import { resourceShareLinkPath } from "@studiodesk/core/rules/content";
import { fillMessage } from "@studiodesk/core/rules/fill-message";
import { withTenant } from "../../db/database";
import { notFoundError } from "../../shared/app-error";
import type { AuthContext, Deps } from "../../shared/deps";
import { newId } from "../../shared/ids";
import {
  contentViewLink,
  createContent,
  removeSharedFile,
} from "../content-uploads/content-uploads.service";
import {
  deleteResource,
  findResource,
  insertResource,
  listResources,
  type ResourceRow,
  setResourceShareLink,
} from "./resources.repo";

const resourceNotFound = () => notFoundError(MESSAGES.resourceNotFound);

function toResource(row: ResourceRow): Resource {
  return {
    resourceId: row.id,
    resourceTitle: row.title,
    resourceDescription: row.description,
    resourceContentType: row.content_type,
    fileName: row.file_name,
    fileSize: row.size,
    timestamp: row.created_at.toISOString(),
    shareLink: row.share_link,
  };
}

export async function listOrganizationResources(
  deps: Deps,
  auth: AuthContext,
): Promise<Resource[]> {
  const rows = await withTenant(deps.db, auth.orgId, (trx) => listResources(trx, auth.orgId));
  return rows.map(toResource);
}

// 001 §7 Resources "add": the file (uploaded beforehand, with progress), a share link of
// the 'resources?&resourceId=' form, and the record.
export async function createResource(
  deps: Deps,
  auth: AuthContext,
  input: CreateResourceRequest,
): Promise<Resource> {
  const id = newId();
  const { row, shareLink } = await createContent(deps, auth, {
    uploadId: input.uploadId,
    purpose: "resource",
    insert: (trx, file) =>
      insertResource(trx, auth.orgId, {
        id,
        title: input.title,
        description: input.description,
        storageKey: file.storageKey,
        fileName: file.fileName,
        contentType: file.contentType,
        size: file.size,
        createdAt: deps.now(),
      }),
    audit: (file) => ({
      action: "resource.created",
      targetType: "resource",
      targetId: id,
      details: { resourceTitle: input.title, contentType: file.contentType },
    }),
    find: (trx) => findResource(trx, auth.orgId, id),
    notFound: resourceNotFound,
    shareLink: {
      urlExtended: resourceShareLinkPath(id),
      title: input.title,
      save: (trx, link) => setResourceShareLink(trx, auth.orgId, id, link),
    },
  });
  return toResource({ ...row, share_link: shareLink });
}

export async function getResourceViewLink(
  deps: Deps,
  auth: AuthContext,
  resourceId: string,
): Promise<FileLink> {
  return contentViewLink(deps, auth, {
    find: (trx) => findResource(trx, auth.orgId, resourceId),
    notFound: resourceNotFound,
  });
}

// 001 §7 Resources "delete (file and document)"; 001 §8 '{title} has been deleted.'.
export async function removeResource(
  deps: Deps,
  auth: AuthContext,
  resourceId: string,
): Promise<{ message: string }> {
  const row = await removeSharedFile(deps, auth, {
    delete: (trx) => deleteResource(trx, auth.orgId, resourceId),
    notFound: resourceNotFound,
    audit: (deleted) => ({
      action: "resource.deleted",
      targetType: "resource",
      targetId: resourceId,
      details: { resourceTitle: deleted.title },
    }),
  });
  return { message: fillMessage(MESSAGES.resourceDeleted, { title: row.title }) };
}

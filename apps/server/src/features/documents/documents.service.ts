import type {
  ContentDocument,
  FileLink,
  ZCreateDocumentRequest,
} from "@studiodesk/core/contracts/content";
import { MESSAGES } from "@studiodesk/core/messages";
import { documentShareLinkPath, htmlHasText } from "@studiodesk/core/rules/content";
import { fillMessage } from "@studiodesk/core/rules/fill-message";
import type { z } from "zod";
import { withTenant } from "../../db/database";
import { notFoundError, validationError } from "../../shared/app-error";
import type { AuthContext, Deps } from "../../shared/deps";
import { newId } from "../../shared/ids";
import {
  contentViewLink,
  createContent,
  removeSharedFile,
} from "../content-uploads/content-uploads.service";
import {
  type DocumentRow,
  deleteDocument,
  findDocument,
  insertDocument,
  listDocuments,
  setDocumentShareLink,
} from "./documents.repo";
import { sanitizeDescription } from "./sanitize-description";

type CreateDocumentInput = z.output<typeof ZCreateDocumentRequest>;

const documentNotFound = () => notFoundError(MESSAGES.documentNotFound);

function toDocument(row: DocumentRow): ContentDocument {
  return {
    fileId: row.id,
    fileTitle: row.title,
    fileSubTitle: row.sub_title,
    fileDescription: row.description,
    fileName: row.file_name,
    fileContentType: "application/pdf",
    fileSize: row.size,
    isActive: row.is_active,
    isRequired: row.is_required,
    isSignable: row.is_signable,
    shareLink: row.share_link,
    uploadTimestamp: row.created_at.toISOString(),
  };
}

export async function listOrganizationDocuments(
  deps: Deps,
  auth: AuthContext,
): Promise<ContentDocument[]> {
  const rows = await withTenant(deps.db, auth.orgId, (trx) => listDocuments(trx, auth.orgId));
  return rows.map(toDocument);
}

// 000 §5 Document and §7 "Add … files/documents": the PDF uploaded beforehand becomes the
// document's file in the same transaction that writes the record.
export async function createDocument(
  deps: Deps,
  auth: AuthContext,
  input: CreateDocumentInput,
): Promise<ContentDocument> {
  const description = sanitizeDescription(input.description);
  // Only markup (an empty editor, or nothing but scripts) is no description at all.
  if (!htmlHasText(description)) {
    throw validationError(MESSAGES.completeAllFields, { description: MESSAGES.completeAllFields });
  }
  const id = newId();
  const { row, shareLink } = await createContent(deps, auth, {
    uploadId: input.uploadId,
    purpose: "document",
    insert: (trx, file) =>
      insertDocument(trx, auth.orgId, {
        id,
        title: input.title,
        subTitle: input.subTitle,
        description,
        storageKey: file.storageKey,
        fileName: file.fileName,
        size: file.size,
        isActive: input.isActive,
        isRequired: input.isRequired,
        shareLink: null,
        createdAt: deps.now(),
      }),
    audit: () => ({
      action: "document.created",
      targetType: "document",
      targetId: id,
      details: { fileTitle: input.title, isActive: input.isActive, isRequired: input.isRequired },
    }),
    find: (trx) => findDocument(trx, auth.orgId, id),
    notFound: documentNotFound,
    // An inactive document is not offered to members, so it gets no public link.
    shareLink: input.isActive
      ? {
          urlExtended: documentShareLinkPath(id),
          title: input.title,
          save: (trx, link) => setDocumentShareLink(trx, auth.orgId, id, link),
        }
      : null,
  });
  return toDocument({ ...row, share_link: shareLink });
}

// 000 §2 Documents "view": the PDF through a link that works for a few minutes.
export async function getDocumentViewLink(
  deps: Deps,
  auth: AuthContext,
  fileId: string,
): Promise<FileLink> {
  return contentViewLink(deps, auth, {
    find: (trx) => findDocument(trx, auth.orgId, fileId),
    notFound: documentNotFound,
  });
}

// 000 §8 "'{title} has been deleted'": the record, then its stored file.
export async function removeDocument(
  deps: Deps,
  auth: AuthContext,
  fileId: string,
): Promise<{ message: string }> {
  const row = await removeSharedFile(deps, auth, {
    delete: (trx) => deleteDocument(trx, auth.orgId, fileId),
    notFound: documentNotFound,
    audit: (deleted) => ({
      action: "document.deleted",
      targetType: "document",
      targetId: fileId,
      details: { fileTitle: deleted.title },
    }),
  });
  return { message: fillMessage(MESSAGES.documentDeleted, { title: row.title }) };
}

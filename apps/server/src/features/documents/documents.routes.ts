import { ZMessageResponse } from "@studiodesk/core/contracts/auth";
import {
  ZCreateDocumentRequest,
  ZDocument,
  ZDocumentList,
  ZDocumentParams,
  ZFileLink,
} from "@studiodesk/core/contracts/content";
import { ZMemberDocumentList } from "@studiodesk/core/contracts/members";
import { z } from "zod";
import { staffRoutes } from "../../shared/staff-routes";
import { routeStagedUpload } from "../content-uploads/content-uploads.service";
import {
  createDocument,
  getDocumentViewLink,
  listOrganizationDocuments,
  removeDocument,
} from "./documents.service";
import { getMemberDocuments } from "./member-documents.service";

// 000 §2 Documents, §7 "Add, get and delete files/documents"; the member profile's tab.
export const documentsRoutes = staffRoutes("documents", (route) => {
  route.get("/documents", { response: ZDocumentList }, async ({ deps, auth }) => ({
    documents: await listOrganizationDocuments(deps, auth),
  }));

  // One PDF.
  routeStagedUpload(route, "/documents/uploads", "document");

  route.post(
    "/documents",
    { body: ZCreateDocumentRequest, response: ZDocument, status: 201 },
    ({ deps, auth, body }) => createDocument(deps, auth, body),
  );

  route.get(
    "/documents/:fileId/view",
    { params: ZDocumentParams, response: ZFileLink },
    ({ deps, auth, params }) => getDocumentViewLink(deps, auth, params.fileId),
  );

  route.delete(
    "/documents/:fileId",
    { params: ZDocumentParams, response: ZMessageResponse },
    ({ deps, auth, params }) => removeDocument(deps, auth, params.fileId),
  );

  route.get(
    "/members/:uid/documents",
    {
      tag: "members",
      params: z.object({ uid: z.string().min(1).max(100) }),
      response: ZMemberDocumentList,
    },
    ({ deps, auth, params }) => getMemberDocuments(deps, auth, params.uid),
  );
});

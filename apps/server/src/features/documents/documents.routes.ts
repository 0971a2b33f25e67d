import { ZMessageResponse } from "@studiodesk/core/contracts/auth";
import {
  ZCreateDocumentRequest,
  ZDocument,
  ZDocumentList,
  ZDocumentParams,
  ZFileLink,
  ZStagedUpload,
} from "@studiodesk/core/contracts/content";
import { ZMemberDocumentList } from "@studiodesk/core/contracts/members";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireAuth } from "../../plugins/auth";
import { stageUpload } from "../content-uploads/content-uploads.service";
import {
  createDocument,
  getDocumentViewLink,
  listOrganizationDocuments,
  removeDocument,
} from "./documents.service";
import { getMemberDocuments } from "./member-documents.service";

// 000 §2 Documents, §7 "Add, get and delete files/documents"; the member profile's tab.
export const documentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const tags = ["documents"];

  app.get(
    "/documents",
    { schema: { tags, response: { 200: ZDocumentList } } },
    async (request) => ({
      documents: await listOrganizationDocuments(deps, requireAuth(request)),
    }),
  );

  // Multipart, one PDF in the field `file`; answered with the id the create call names.
  app.post(
    "/documents/uploads",
    { schema: { tags, response: { 201: ZStagedUpload } } },
    async (request, reply) =>
      reply.status(201).send(await stageUpload(deps, requireAuth(request), "document", request)),
  );

  app.post(
    "/documents",
    { schema: { tags, body: ZCreateDocumentRequest, response: { 201: ZDocument } } },
    async (request, reply) =>
      reply.status(201).send(await createDocument(deps, requireAuth(request), request.body)),
  );

  app.get(
    "/documents/:fileId/view",
    { schema: { tags, params: ZDocumentParams, response: { 200: ZFileLink } } },
    (request) => getDocumentViewLink(deps, requireAuth(request), request.params.fileId),
  );

  app.delete(
    "/documents/:fileId",
    { schema: { tags, params: ZDocumentParams, response: { 200: ZMessageResponse } } },
    (request) => removeDocument(deps, requireAuth(request), request.params.fileId),
  );

  app.get(
    "/members/:uid/documents",
    {
      schema: {
        tags: ["members"],
        params: z.object({ uid: z.string().min(1).max(100) }),
        response: { 200: ZMemberDocumentList },
      },
    },
    (request) => getMemberDocuments(deps, requireAuth(request), request.params.uid),
  );
};

import { ZMessageResponse } from "@studiodesk/core/contracts/auth";
import {
  ZCreateResourceRequest,
  ZFileLink,
  ZResource,
  ZResourceList,
  ZResourceParams,
  ZStagedUpload,
} from "@studiodesk/core/contracts/content";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireAuth } from "../../plugins/auth";
import { stageUpload } from "../content-uploads/content-uploads.service";
import {
  createResource,
  getResourceViewLink,
  listOrganizationResources,
  removeResource,
} from "./resources.service";

// 001 §2 Resources page, §5 Resource upload, §7 Resources.
export const resourcesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const tags = ["resources"];

  app.get(
    "/resources",
    { schema: { tags, response: { 200: ZResourceList } } },
    async (request) => ({
      resources: await listOrganizationResources(deps, requireAuth(request)),
    }),
  );

  // Multipart, one file in the field `file` (pdf, word, excel, powerpoint, mp3, mp4, wav, aac).
  app.post(
    "/resources/uploads",
    { schema: { tags, response: { 201: ZStagedUpload } } },
    async (request, reply) =>
      reply.status(201).send(await stageUpload(deps, requireAuth(request), "resource", request)),
  );

  app.post(
    "/resources",
    { schema: { tags, body: ZCreateResourceRequest, response: { 201: ZResource } } },
    async (request, reply) =>
      reply.status(201).send(await createResource(deps, requireAuth(request), request.body)),
  );

  app.get(
    "/resources/:resourceId/view",
    { schema: { tags, params: ZResourceParams, response: { 200: ZFileLink } } },
    (request) => getResourceViewLink(deps, requireAuth(request), request.params.resourceId),
  );

  app.delete(
    "/resources/:resourceId",
    { schema: { tags, params: ZResourceParams, response: { 200: ZMessageResponse } } },
    (request) => removeResource(deps, requireAuth(request), request.params.resourceId),
  );
};

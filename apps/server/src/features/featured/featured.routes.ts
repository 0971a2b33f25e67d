import { ZMessageResponse } from "@studiodesk/core/contracts/auth";
import {
  ZCreateFeaturedRequest,
  ZFeaturedItem,
  ZFeaturedList,
  ZFeaturedParams,
  ZStagedUpload,
} from "@studiodesk/core/contracts/content";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireAuth } from "../../plugins/auth";
import { stageUpload } from "../content-uploads/content-uploads.service";
import { createFeatured, listFeatured, removeFeatured } from "./featured.service";

// 000 §2 / 001 §2 Dashboard home: the Featured card; 001 §5 Featured, §7 Featured.
export const featuredRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const tags = ["featured"];

  app.get("/featured", { schema: { tags, response: { 200: ZFeaturedList } } }, (request) =>
    listFeatured(deps, requireAuth(request)),
  );

  // Multipart, one image in the field `file`; stored as a public JPEG with a thumbnail.
  app.post(
    "/featured/uploads",
    { schema: { tags, response: { 201: ZStagedUpload } } },
    async (request, reply) =>
      reply.status(201).send(await stageUpload(deps, requireAuth(request), "featured", request)),
  );

  app.post(
    "/featured",
    { schema: { tags, body: ZCreateFeaturedRequest, response: { 201: ZFeaturedItem } } },
    async (request, reply) =>
      reply.status(201).send(await createFeatured(deps, requireAuth(request), request.body)),
  );

  app.delete(
    "/featured/:featuredId",
    { schema: { tags, params: ZFeaturedParams, response: { 200: ZMessageResponse } } },
    (request) => removeFeatured(deps, requireAuth(request), request.params.featuredId),
  );
};

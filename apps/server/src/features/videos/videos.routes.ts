import { ZMessageResponse } from "@studiodesk/core/contracts/auth";
import { ZVideoList, ZVideoParams } from "@studiodesk/core/contracts/content";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireAuth } from "../../plugins/auth";
import { listOrganizationVideos, removeVideo } from "./videos.service";

// 001 §2 Videos, §7 Videos: list newest first and delete. No upload: videos come from the
// video host's sync (the Sync Videos button is present and disabled, as in the spec).
export const videosRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const tags = ["videos"];

  app.get("/videos", { schema: { tags, response: { 200: ZVideoList } } }, async (request) => ({
    videos: await listOrganizationVideos(deps, requireAuth(request)),
  }));

  app.delete(
    "/videos/:videoId",
    { schema: { tags, params: ZVideoParams, response: { 200: ZMessageResponse } } },
    (request) => removeVideo(deps, requireAuth(request), request.params.videoId),
  );
};

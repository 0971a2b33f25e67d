import { ZUploadParams } from "@studiodesk/core/contracts/content";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireAuth } from "../../plugins/auth";
import { discardUpload } from "./content-uploads.service";

// Uploads are made through each feature (POST /documents/uploads …); any of them may be
// dropped again before the form is saved.
export const contentUploadsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  app.delete(
    "/content-uploads/:uploadId",
    { schema: { tags: ["content"], params: ZUploadParams } },
    async (request, reply) => {
      await discardUpload(deps, requireAuth(request), request.params.uploadId);
      return reply.status(204).send();
    },
  );
};

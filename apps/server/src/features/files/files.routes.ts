import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { notFoundError } from "../../shared/app-error";

// Public files (logos and other branding) of the local storage adapter.
export const filesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/files/public/*",
    { schema: { hide: true, params: z.object({ "*": z.string().min(1) }) } },
    async (request, reply) => {
      const key = `public/${request.params["*"]}`;
      if (key.includes("..")) throw notFoundError();
      const file = await app.deps.storage.get(key);
      if (!file) throw notFoundError();
      return reply
        .header("content-type", file.contentType)
        .header("cache-control", "public, max-age=31536000, immutable")
        .header("x-content-type-options", "nosniff")
        .send(file.body);
    },
  );
};

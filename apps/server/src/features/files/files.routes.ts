import { ERROR_CODES } from "@studiodesk/core/contracts/errors";
import { create as contentDisposition } from "content-disposition";
import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { isValidFileSignature } from "../../adapters/storage/local-storage";
import type { StoredStream } from "../../adapters/storage/storage";
import { AppError, notFoundError } from "../../shared/app-error";

// Keys are made by the server (ids and known extensions); anything else is not a file.
const STORAGE_KEY = /^[A-Za-z0-9._-]+(\/[A-Za-z0-9._-]+)*$/;
const isStorageKey = (key: string) => STORAGE_KEY.test(key) && !key.split("/").includes("..");

const LINK_EXPIRED = "This link has expired or is not valid.";

// Files served by the server itself: public branding of either storage adapter, and the
// local adapter's time-limited signed links (an S3 bucket serves its own presigned links).
export const filesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  app.get(
    "/files/public/*",
    { schema: { hide: true, params: z.object({ "*": z.string().min(1) }) } },
    async (request, reply) => {
      const key = `public/${request.params["*"]}`;
      if (!isStorageKey(key)) throw notFoundError();
      const file = await deps.storage.getStream(key);
      return sendStoredFile(reply, file, "public, max-age=31536000, immutable");
    },
  );

  app.get(
    "/files/signed/*",
    {
      schema: {
        hide: true,
        params: z.object({ "*": z.string().min(1) }),
        querystring: z.object({
          expires: z.string().optional(),
          signature: z.string().optional(),
          name: z.string().max(300).optional(),
        }),
      },
    },
    async (request, reply) => {
      const key = request.params["*"];
      const link = {
        key,
        expires: Number(request.query.expires),
        signature: request.query.signature ?? "",
        fileName: request.query.name,
      };
      const isValid =
        isStorageKey(key) && isValidFileSignature(deps.config.sessionSecret, link, deps.now());
      if (!isValid) throw new AppError(ERROR_CODES.forbidden, LINK_EXPIRED, 403);
      const file = await deps.storage.getStream(key);
      // The name the link was made with (an export's title), signed with it.
      if (file && link.fileName)
        reply.header("content-disposition", contentDisposition(link.fileName));
      return sendStoredFile(reply, file, "private, no-store");
    },
  );
};

// Both kinds of link answer the same way; only how long a copy may be kept differs.
function sendStoredFile(
  reply: FastifyReply,
  file: StoredStream | undefined,
  cacheControl: string,
): FastifyReply {
  if (!file) throw notFoundError();
  return reply
    .header("content-type", file.contentType)
    .header("content-length", file.size)
    .header("cache-control", cacheControl)
    .header("x-content-type-options", "nosniff")
    .send(file.body);
}

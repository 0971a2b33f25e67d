import path from "node:path";
import { ERROR_CODES } from "@studiodesk/core/contracts/errors";
import { MESSAGES } from "@studiodesk/core/messages";
import type { FastifyError, FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { AppError } from "../shared/app-error";

// Every failure leaves as `{ error: { code, message, fields? } }`. Bad input is a 4xx with
// the reason; only a real fault is a 500, logged with its stack and shown as 'Unknown Error.'.
export function registerErrorHandling(
  app: FastifyInstance,
  options: { serveWebApp: boolean },
): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.status).send({
        error: { code: error.code, message: error.message, fields: error.fields },
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const key = issue.instancePath.replace(/^\//, "").replaceAll("/", ".") || "body";
        fields[key] ??= issue.message ?? MESSAGES.invalidRequest;
      }
      const first = Object.values(fields)[0];
      return reply.status(400).send({
        error: {
          code: ERROR_CODES.validationFailed,
          message: first ?? MESSAGES.invalidRequest,
          fields,
        },
      });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send({
        error: { code: error.code ?? "bad_request", message: error.message },
      });
    }
    request.log.error({ err: error }, "request failed");
    return reply.status(500).send({
      error: { code: ERROR_CODES.internal, message: MESSAGES.unknownError },
    });
  });

  app.setNotFoundHandler((request, reply) => {
    // Any other GET of a page is the single-page app's to route (its own page shows not found).
    const url = request.url.split("?")[0] ?? "/";
    const isPage = request.method === "GET" && !url.startsWith("/api/") && !path.extname(url);
    if (options.serveWebApp && isPage) return reply.sendFile("index.html");
    return reply.status(404).send({
      error: { code: ERROR_CODES.notFound, message: `No route ${request.method} ${request.url}` },
    });
  });
}

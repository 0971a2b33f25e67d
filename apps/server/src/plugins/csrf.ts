import { ERROR_CODES } from "@studiodesk/core/contracts/errors";
import { MESSAGES } from "@studiodesk/core/messages";
import type { FastifyInstance } from "fastify";
import { isApiRoute } from "./api-route";

export const CSRF_HEADER = "x-studiodesk-csrf";
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

// CSRF defence for every state-changing API call: a custom header that a cross-site form
// cannot send (and cross-site fetch cannot send without a CORS preflight we never grant),
// plus an Origin check when the browser names one.
export function registerCsrfProtection(app: FastifyInstance, publicUrl: string): void {
  const allowedOrigin = new URL(publicUrl).origin;
  app.addHook("onRequest", async (request, reply) => {
    if (SAFE_METHODS.has(request.method) || !isApiRoute(request)) return;
    const origin = request.headers.origin;
    const host = request.headers.host;
    const isSameOrigin =
      !origin || origin === allowedOrigin || (host !== undefined && hostOf(origin) === host);
    if (request.headers[CSRF_HEADER] !== "1" || !isSameOrigin) {
      return reply
        .status(403)
        .send({ error: { code: ERROR_CODES.csrf, message: MESSAGES.csrfRejected } });
    }
  });
}

function hostOf(origin: string): string | undefined {
  try {
    return new URL(origin).host;
  } catch {
    return undefined;
  }
}

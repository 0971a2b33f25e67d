import { createHash } from "node:crypto";
import fastifyHelmet from "@fastify/helmet";
import { COLOR_SCHEME_SCRIPT } from "@studiodesk/core/color-scheme";
import type { FastifyInstance } from "fastify";
import type { Config } from "../config";
import { isApiRoute } from "./api-route";

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

// The one inline script allowed: the color-scheme line a server-drawn page runs before its
// first paint (features/web-app), by the hash of its exact text.
const COLOR_SCHEME_SCRIPT_SOURCE = `'sha256-${createHash("sha256").update(COLOR_SCHEME_SCRIPT).digest("base64")}'`;

// Security headers on every answer. Scripts only from our own origin (the web build and the
// API docs load theirs from files) and the color-scheme line; styles may be inline because Mantine sets
// style attributes; pictures and media may come from the storage's signed https links.
// Nobody may frame the dashboard. HSTS only when the public address is https.
export async function registerSecurityHeaders(app: FastifyInstance, config: Config) {
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", COLOR_SCHEME_SCRIPT_SOURCE],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "blob:", "https:"],
        mediaSrc: ["'self'", "blob:", "https:"],
        fontSrc: ["'self'", "data:"],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    hsts: config.isSecureCookie ? { maxAge: ONE_YEAR_SECONDS, includeSubDomains: true } : false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    // Event and product pictures are public and shown by the member app and link previews.
    crossOriginResourcePolicy: { policy: "cross-origin" },
    crossOriginEmbedderPolicy: false,
  });
  // A signed-in answer is one person's data: no shared or browser cache may keep it.
  app.addHook("onSend", async (request, reply) => {
    if (request.auth && isApiRoute(request) && !reply.hasHeader("cache-control")) {
      reply.header("cache-control", "no-store");
    }
  });
}

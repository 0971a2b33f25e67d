import { createHash } from "node:crypto";
import fastifyHelmet from "@fastify/helmet";
import { COLOR_SCHEME_SCRIPT } from "@studiodesk/core/color-scheme";
import { PAGE_SCRIPTS_LOADER } from "@studiodesk/core/page-scripts";
import type { FastifyInstance } from "fastify";
import type { Config } from "../config";
import { isApiRoute } from "./api-route";

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

// The only inline scripts allowed, each by the hash of its exact text: the two a server-drawn
// page carries (features/web-app), the color-scheme line before its first paint and the loader
// of the app's scripts after it.
const inlineScriptSource = (script: string) =>
  `'sha256-${createHash("sha256").update(script).digest("base64")}'`;

// Security headers on every answer. Scripts only from our own origin (the web build and the
// API docs load theirs from files) and the two inline scripts above; styles may be inline because Mantine sets
// style attributes; pictures and media may come from the storage's signed https links.
// Nobody may frame the dashboard. HSTS only when the public address is https.
export async function registerSecurityHeaders(app: FastifyInstance, config: Config) {
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: [
          "'self'",
          inlineScriptSource(COLOR_SCHEME_SCRIPT),
          inlineScriptSource(PAGE_SCRIPTS_LOADER),
        ],
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

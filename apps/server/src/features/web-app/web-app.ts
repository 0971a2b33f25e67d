import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { negotiate } from "@fastify/accept-negotiator";
import fastifyStatic from "@fastify/static";
import { COLOR_SCHEME_SCRIPT } from "@studiodesk/core/color-scheme";
import {
  PAGE_SCRIPTS_ELEMENT_ID,
  PAGE_SCRIPTS_LOADER,
  type PageScripts,
} from "@studiodesk/core/page-scripts";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { loadPageRenderer, type PageRenderer } from "./server-render";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export type WebApp = {
  // A page of the app (any GET no route claims, see plugins/errors.ts).
  sendPage(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply>;
};

// The built app: its files, and its pages drawn on the server (issue #19: the first paint
// arrives with the HTML). Null when the web app is not built (API-only tests, `npm run dev`).
export async function registerWebApp(
  app: FastifyInstance,
  { distDir, serverRenderEntry }: { distDir: string; serverRenderEntry: string },
): Promise<WebApp | null> {
  const indexPath = path.join(distDir, "index.html");
  if (!existsSync(indexPath)) return null;
  // The build writes .br and .gz copies of every text asset (apps/web/build/precompress.ts);
  // the smallest one the browser accepts is sent. "/" is a page like any other, not a file.
  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: false,
    index: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply, filePath) => {
      reply.header("cache-control", webAssetCacheControl(distDir, filePath));
    },
  });
  await app.register(signInFormPosts);
  const fillPage = pageTemplate(readFileSync(indexPath, "utf8"));
  // Loaded with the first page asked for, not at start-up: the server answers (health checks
  // first) without waiting for React and the app's modules.
  let renderer: Promise<PageRenderer | null> | undefined;
  const pageRenderer = () => {
    renderer ??= loadPageRenderer(app, serverRenderEntry).catch((error: unknown) => {
      app.log.warn({ err: error }, "the server render did not load; the browser draws pages");
      return null;
    });
    return renderer;
  };
  return {
    sendPage: async (request, reply) => {
      const renderPage = await pageRenderer();
      const result = renderPage && (await renderOrNull(renderPage, request));
      if (!result) return reply.sendFile("index.html");
      // Drawn for this visitor, with their data: no cache may keep it.
      reply.header("cache-control", "no-store");
      if (result.kind === "redirect") return reply.redirect(result.location);
      return sendHtml(request, reply, fillPage(result));
    },
  };
}

// The server-drawn sign-in form posts to its own address when Enter is pressed before the app
// has taken the page over (SignInForm: a POST keeps the password out of the address). The
// browser is sent back to the page, its `next` kept, instead of a JSON 'No route POST /login';
// what was typed is read by nobody. Scoped: the rest of the server keeps its body parsers.
async function signInFormPosts(scope: FastifyInstance) {
  scope.removeAllContentTypeParsers();
  scope.addContentTypeParser("*", { parseAs: "buffer" }, (_request, _body, done) => done(null));
  scope.post("/login", { schema: { hide: true } }, (request, reply) =>
    reply.redirect(request.url, 303),
  );
}

// A page the server cannot draw (a bug, a render that would not settle) is still served: the
// app's empty page, which the browser draws itself.
async function renderOrNull(renderPage: PageRenderer, request: FastifyRequest) {
  try {
    return await renderPage(request);
  } catch (error) {
    request.log.warn({ err: error }, "server render failed; the browser draws the page");
    return null;
  }
}

const ROOT_ELEMENT = '<div id="root"></div>';
// The element after the drawn page that the browser's first paint waits for (see below).
const PAGE_DRAWN_ID = "page-drawn";
const ENTRY_SCRIPT = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

// index.html around a drawn page: the color-scheme script first in the <head> (before the
// stylesheet is applied, so a dark page never flashes light), the page inside #root (busy
// until the browser's app takes it over), its state for that app after it, and the app's
// scripts listed for the loader that asks for them after the first paint (core/page-scripts).
// A browser may paint a page whose HTML is still arriving; the sign-in card was once painted
// half-parsed and grew as the rest came (a layout shift of 0.078 in Lighthouse). The head's
// `<link rel="expect" blocking="render">` holds the first paint until the element after the
// page has been parsed, not until the page's state below it.
function pageTemplate(indexHtml: string) {
  const [head, tail] = indexHtml.split(ROOT_ELEMENT);
  if (head === undefined || tail === undefined)
    throw new Error(`index.html has no ${ROOT_ELEMENT}`);
  const entry = ENTRY_SCRIPT.exec(head)?.[1];
  if (entry === undefined) throw new Error("index.html has no entry script");
  const scripts: PageScripts = {
    entry,
    preload: Array.from(head.matchAll(MODULE_PRELOAD), (match) => match[1] ?? ""),
  };
  const headWithoutScripts = head
    .replace(
      "<head>",
      `<head>\n    <script>${COLOR_SCHEME_SCRIPT}</script>\n    <link rel="expect" href="#${PAGE_DRAWN_ID}" blocking="render">`,
    )
    .replace(ENTRY_SCRIPT, "")
    .replaceAll(MODULE_PRELOAD, "");
  // Asset paths only: nothing in them can end the <script> element early.
  const scriptsElement =
    `<script type="application/json" id="${PAGE_SCRIPTS_ELEMENT_ID}">${JSON.stringify(scripts)}</script>` +
    `<script>${PAGE_SCRIPTS_LOADER}</script>`;
  return ({ appHtml, stateElement }: { appHtml: string; stateElement: string }) =>
    `${headWithoutScripts}<div id="root" aria-disabled="true">${appHtml}</div><template id="${PAGE_DRAWN_ID}"></template>${stateElement}${scriptsElement}${tail}`;
}

// Drawn per request, so compressed per request, at a quick brotli level.
async function sendHtml(request: FastifyRequest, reply: FastifyReply, html: string) {
  reply.type("text/html; charset=utf-8").header("vary", "accept-encoding");
  const encoding = negotiate(request.headers["accept-encoding"] ?? "", ["br", "gzip"]);
  if (encoding === "br") {
    const body = await brotli(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
    return reply.header("content-encoding", "br").send(body);
  }
  if (encoding === "gzip")
    return reply.header("content-encoding", "gzip").send(await gzipAsync(html));
  return reply.send(html);
}

// Files under assets/ carry a content hash in their name: a changed file is a new URL, so a
// browser may keep them for a year without asking. Everything else (index.html above all,
// which names the current hashes) is revalidated on every visit.
export function webAssetCacheControl(distDir: string, filePath: string): string {
  const relative = path.relative(distDir, filePath).split(path.sep);
  return relative[0] === "assets" ? "public, max-age=31536000, immutable" : "no-cache";
}

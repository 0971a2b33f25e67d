import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { COLOR_SCHEME_SCRIPT } from "@studiodesk/core/color-scheme";
import { MESSAGES } from "@studiodesk/core/messages";
import { PAGE_SCRIPTS_LOADER } from "@studiodesk/core/page-scripts";
import Fastify, { type FastifyInstance } from "fastify";
import { afterEach, describe, expect, it } from "vitest";
import { registerNotFoundHandler } from "../../plugins/errors";
import { answerFrameworkError } from "../../plugins/framework-errors";
import { escapeBrokenPercentCodes } from "../../plugins/page-address";
import { registerWebApp } from "./web-app";

// The web app's delivery of server-drawn pages, against a stand-in for the web build: an
// index.html and a server-render entry whose behaviour each test picks. The real render is
// covered end to end (e2e/delivery.test.ts); this pins down the server's side of the contract.
const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <title>Studiodesk</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/chunk-def.js">
    <link rel="stylesheet" crossorigin href="/assets/style-ghi.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

// The entry draws the visitor's own answer into the page, asked after a pause that lets
// concurrent renders interleave; "/boom" fails, "/away" redirects, "/write" tries a POST.
const ENTRY = `
let currentFetch = () => undefined;
export function setServerFetch(resolve) { currentFetch = resolve; }
export async function renderPage(address) {
  if (address === "/boom") throw new Error("render failed");
  if (address === "/away") return { kind: "redirect", location: "/login" };
  if (address === "/write") {
    await currentFetch()(new Request("http://server-render.invalid/api/v1/who", { method: "POST" }));
  }
  await new Promise((resolve) => setTimeout(resolve, 20));
  const answer = await currentFetch()(new Request("http://server-render.invalid/api/v1/who?x=1"));
  const who = await answer.text();
  return { kind: "page", appHtml: "<h1>" + who + "</h1>", stateElement: '<script type="application/json" id="s">{}</script>' };
}`;

// What a browser's address bar asks for.
const HTML_ACCEPT = "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8";

const folders: string[] = [];
const apps: FastifyInstance[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

async function webApp({ withEntry = true, entry = ENTRY } = {}) {
  const distDir = mkdtempSync(path.join(tmpdir(), "studiodesk-web-"));
  folders.push(distDir);
  writeFileSync(path.join(distDir, "index.html"), INDEX_HTML);
  const serverRenderEntry = path.join(distDir, "entry-server.mjs");
  if (withEntry) writeFileSync(serverRenderEntry, entry);
  // As app.ts builds it: a page's address with a broken %-code still reaches the web app.
  const app = Fastify({
    rewriteUrl: escapeBrokenPercentCodes,
    frameworkErrors: answerFrameworkError,
  });
  apps.push(app);
  // The API route the stand-in entry asks: who the request came as.
  app.get("/api/v1/who", async (request) => `cookie=${request.headers.cookie ?? "none"}`);
  app.post("/api/v1/who", async () => "written");
  const web = await registerWebApp(app, { distDir, serverRenderEntry });
  registerNotFoundHandler(app, web?.sendPage ?? null);
  return app;
}

describe("server-drawn pages", () => {
  it("sends the drawn page inside index.html, marked busy, with its state and the color-scheme script", async () => {
    const app = await webApp();
    const response = await app.inject({ url: "/dashboard/members", headers: { cookie: "s=1" } });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(response.headers["cache-control"]).toBe("no-store");
    const html = response.body;
    expect(html).toContain('<div id="root" aria-disabled="true"><h1>cookie=s=1</h1></div>');
    // The first paint waits for the whole page (a half-parsed page would shift as it grew),
    // not for its state after it.
    expect(html).toContain('<link rel="expect" href="#page-drawn" blocking="render">');
    expect(html).toMatch(
      /<\/h1><\/div><template id="page-drawn"><\/template><script type="application\/json" id="s">/,
    );
    expect(html).toContain('<script type="application/json" id="s">{}</script>');
    expect(html).toContain(`<script>${COLOR_SCHEME_SCRIPT}</script>`);
    // The page is drawn: the app's scripts are asked for after its first paint, by the loader.
    expect(html).not.toContain('<script type="module"');
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).toContain(
      '<script type="application/json" id="app-scripts">{"entry":"/assets/index-abc.js","preload":["/assets/chunk-def.js"]}</script>',
    );
    expect(html).toContain(`<script>${PAGE_SCRIPTS_LOADER}</script>`);
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/style-ghi.css">');
  });

  it("asks the API as the visitor: concurrent renders each carry their own cookie", async () => {
    const app = await webApp();
    const visitors = ["a=1", "b=2", "c=3", "d=4"];
    const pages = await Promise.all(
      visitors.map((cookie) => app.inject({ url: "/dashboard", headers: { cookie } })),
    );
    pages.forEach((page, index) => {
      expect(page.body).toContain(`<h1>cookie=${visitors[index]}</h1>`);
    });
    const anonymous = await app.inject({ url: "/dashboard" });
    expect(anonymous.body).toContain("<h1>cookie=none</h1>");
  });

  it("answers a guard's redirect with an HTTP redirect", async () => {
    const app = await webApp();
    const response = await app.inject({ url: "/away" });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe("/login");
    expect(response.headers["cache-control"]).toBe("no-store");
  });

  // Enter pressed in the server-drawn sign-in form before the app took it over posted the form
  // to /login, which answered a JSON 404 'No route POST /login'.
  it("sends a sign-in form posted before the app took the page over back to the page", async () => {
    const app = await webApp();
    const response = await app.inject({
      method: "POST",
      url: "/login?next=%2Fdashboard%2Fmembers",
      headers: { "content-type": "application/x-www-form-urlencoded", accept: HTML_ACCEPT },
      payload: "email=admin%40harbor.example&password=secret",
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe("/login?next=%2Fdashboard%2Fmembers");
    expect(response.body).not.toContain("secret");
  });

  it("sends the app's empty page when the render fails, so the browser draws it", async () => {
    const app = await webApp();
    const response = await app.inject({ url: "/boom" });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root"></div>');
    expect(response.body).not.toContain("aria-disabled");
  });

  it("refuses a write from a render, and sends the empty page instead", async () => {
    const app = await webApp();
    const response = await app.inject({ url: "/write" });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root"></div>');
  });

  it("sends the empty page when the web app was built without its server render", async () => {
    const app = await webApp({ withEntry: false });
    const response = await app.inject({ url: "/dashboard" });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root"></div>');
  });

  it("starts without loading the render, and sends the empty page when it cannot load", async () => {
    const app = await webApp({ entry: 'throw new Error("broken build");' });
    const response = await app.inject({ url: "/dashboard" });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root"></div>');
  });

  it("compresses the page for a browser that accepts it", async () => {
    const app = await webApp();
    const brotli = await app.inject({
      url: "/dashboard",
      headers: { "accept-encoding": "br, gzip" },
    });
    expect(brotli.headers["content-encoding"]).toBe("br");
    expect(brotli.headers.vary).toContain("accept-encoding");
    const gzip = await app.inject({ url: "/dashboard", headers: { "accept-encoding": "gzip" } });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
  });

  it("keeps API paths and files out of it: an unknown one is a JSON 404", async () => {
    const app = await webApp();
    const api = await app.inject({ url: "/api/v1/nothing-here" });
    expect(api.statusCode).toBe(404);
    expect(api.json().error.code).toBe("not_found");
    const file = await app.inject({ url: "/assets/missing.js" });
    expect(file.statusCode).toBe(404);
    // Even asked for as HTML: the build's files and the API are never pages.
    for (const url of ["/assets/missing.js", "/api/v1/nothing.json"]) {
      const asHtml = await app.inject({ url, headers: { accept: HTML_ACCEPT } });
      expect(asHtml.statusCode).toBe(404);
      expect(asHtml.json().error.code).toBe("not_found");
    }
    const picture = await app.inject({ url: "/favicon.ico", headers: { accept: "image/*" } });
    expect(picture.statusCode).toBe(404);
    expect(picture.json().error.code).toBe("not_found");
  });

  // 001 §1 "Any unknown path shows a Page Not Found screen": the app's page, drawn by its router.
  it("draws an unknown address with a dot, opened in a browser, as a page of the app", async () => {
    const app = await webApp();
    for (const url of [
      "/dashboard/shop.old",
      "/dashboard/shop/v1.2/",
      "/dashboard/index.html",
      "/login.",
    ]) {
      const response = await app.inject({ url, headers: { accept: HTML_ACCEPT } });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers["content-type"], url).toBe("text/html; charset=utf-8");
      expect(response.body, url).toContain("<h1>cookie=none</h1>");
    }
    const head = await app.inject({
      method: "HEAD",
      url: "/dashboard/shop.old",
      headers: { accept: HTML_ACCEPT },
    });
    expect(head.statusCode).toBe(200);
    expect(head.headers["content-type"]).toBe("text/html; charset=utf-8");
  });

  it("draws a page address with a broken %-code as a page; the API still refuses it", async () => {
    const app = await webApp();
    for (const url of ["/dashboard/%ZZ", "/dashboard/%E0%A4%A", "/dashboard/%C3%28?x=1"]) {
      const response = await app.inject({ url, headers: { accept: HTML_ACCEPT } });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain("<h1>cookie=none</h1>");
    }
    const api = await app.inject({ url: "/api/v1/%ZZ", headers: { accept: HTML_ACCEPT } });
    expect(api.statusCode).toBe(400);
    expect(api.json().error.message).toBe(MESSAGES.addressNotValid);
  });
});

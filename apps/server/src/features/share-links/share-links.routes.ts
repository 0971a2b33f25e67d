import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { renderShareLinkNotFoundPage, renderShareLinkPage } from "./share-links.page";
import { type OpenedShareLink, openShareLink } from "./share-links.service";

// No script runs on these pages; images may come from anywhere the link's image lives.
const PAGE_SECURITY_POLICY = "default-src 'none'; img-src https: http:; base-uri 'none'";

// The link's page (200), its retired page (410) or the page of a link that does not exist (404).
function sendShareLinkPage(reply: FastifyReply, link: OpenedShareLink | undefined) {
  const isLive = link !== undefined && !link.isRetired;
  return reply
    .status(isLive ? 200 : link ? 410 : 404)
    .header("content-type", "text/html; charset=utf-8")
    .header("cache-control", isLive ? "public, max-age=300" : "no-store")
    .header("content-security-policy", PAGE_SECURITY_POLICY)
    .header("referrer-policy", "no-referrer")
    .header("x-content-type-options", "nosniff")
    .send(isLive ? renderShareLinkPage(link) : renderShareLinkNotFoundPage());
}

// Public short links: no session, answered as HTML for people and link-preview crawlers.
export const shareLinksRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/l/:code",
    { schema: { hide: true, params: z.object({ code: z.string() }) } },
    async (request, reply) =>
      sendShareLinkPage(reply, await openShareLink(app.deps, request.params.code)),
  );
  // Any other address under /l/ names no link: a code longer than the router reads (Fastify
  // would answer its own 414 JSON), or one with a slash in it (a mangled paste).
  app.get("/l/*", { schema: { hide: true } }, async (_request, reply) =>
    sendShareLinkPage(reply, undefined),
  );
};

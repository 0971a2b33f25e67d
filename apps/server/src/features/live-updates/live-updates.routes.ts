import type { ServerResponse } from "node:http";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireAuth } from "../../plugins/auth";

const HEARTBEAT_MS = 25_000;

// Server-sent events for the signed-in session's organization.
export const liveUpdatesRoutes: FastifyPluginAsyncZod = async (app) => {
  const openStreams = new Set<ServerResponse>();
  // Open streams would hold the server open forever; end them when it shuts down.
  app.addHook("onClose", async () => {
    for (const stream of openStreams) stream.end();
  });

  app.get("/live-updates", { schema: { tags: ["live updates"] } }, async (request, reply) => {
    const auth = requireAuth(request);
    reply.hijack();
    const stream = reply.raw;
    stream.writeHead(200, {
      "content-type": "text/event-stream",
      "cache-control": "no-cache, no-transform",
      connection: "keep-alive",
      "x-accel-buffering": "no",
    });
    stream.write("retry: 5000\n: connected\n\n");
    openStreams.add(stream);
    const unsubscribe = app.deps.events.subscribe(auth.orgId, (event) => {
      stream.write(`event: change\ndata: ${JSON.stringify(event)}\n\n`);
    });
    // Proxies close idle connections; a comment line every 25 s keeps the stream open.
    const heartbeat = setInterval(() => stream.write(": ping\n\n"), HEARTBEAT_MS);
    // Sign-out, a block or a password reset on any instance ends the stream at once.
    const unwatch = app.deps.sessions.watchSession(auth, () => stream.end());
    request.raw.on("close", () => {
      clearInterval(heartbeat);
      unsubscribe();
      unwatch();
      openStreams.delete(stream);
    });
  });
};

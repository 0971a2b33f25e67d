import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { findTerminalReceipt } from "./terminal-receipt.service";

const ZReceiptParams = z.object({
  orgId: z.string().max(100),
  checkoutId: z.string().max(100),
  signature: z.string().max(100),
});

const NOT_FOUND_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Receipt not found</title></head>
<body><main><h1>Receipt not found</h1><p>This receipt does not exist.</p></main></body></html>
`;

// Public: the printable receipt a terminal sale opens in a new window. No session; the
// signed link is the key. Plain HTML with its own inline style and nothing else.
export const terminalReceiptRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/receipts/terminal/:orgId/:checkoutId/:signature",
    { schema: { hide: true, params: ZReceiptParams } },
    async (request, reply) => {
      const html = await findTerminalReceipt(app.deps, request.params);
      return reply
        .status(html ? 200 : 404)
        .header("content-type", "text/html; charset=utf-8")
        .header("cache-control", "private, no-store")
        .header("content-security-policy", "default-src 'none'; style-src 'unsafe-inline'")
        .header("referrer-policy", "no-referrer")
        .header("x-content-type-options", "nosniff")
        .send(html ?? NOT_FOUND_PAGE);
    },
  );
};

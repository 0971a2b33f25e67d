import { isIP } from "node:net";
import type { FastifyRequest } from "fastify";

// The address the sign-in and reset throttles count by. Behind a trusted proxy Fastify takes
// it from X-Forwarded-For, which the client writes: anything there that is not an address (a
// probe, kilobytes long) falls back to the connection's own, so it never becomes a key.
export function clientAddress(request: FastifyRequest): string {
  if (isIP(request.ip)) return request.ip;
  return request.socket.remoteAddress ?? "unknown";
}

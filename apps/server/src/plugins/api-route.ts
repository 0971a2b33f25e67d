import type { FastifyRequest } from "fastify";

// Whether the request reached an API route. Decided by the route the router matched, not the
// raw URL: the router decodes `/%61pi/v1/…` to `/api/v1/…`, so a test of the raw string
// would let a percent-encoded path past the CSRF and session hooks.
export const isApiRoute = (request: FastifyRequest): boolean =>
  request.routeOptions.url?.startsWith("/api/") ?? false;

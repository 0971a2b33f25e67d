import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Config } from "../config";
import { authenticate } from "../features/auth/auth.service";
import { unauthenticatedError } from "../shared/app-error";
import type { AuthContext, Deps, SessionAuth } from "../shared/deps";
import { requireOrganizationSession } from "../shared/in-organization";
import { isApiRoute } from "./api-route";

declare module "fastify" {
  interface FastifyInstance {
    deps: Deps;
  }
  interface FastifyRequest {
    auth: SessionAuth | null;
  }
}

const SESSION_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

// `__Host-` binds the cookie to this exact origin over https; browsers refuse it on http.
export const sessionCookieName = (config: Pick<Config, "isSecureCookie">) =>
  config.isSecureCookie ? "__Host-studiodesk_session" : "studiodesk_session";

export function setSessionCookie(reply: FastifyReply, config: Config, token: string) {
  reply.setCookie(sessionCookieName(config), token, {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure: config.isSecureCookie,
    maxAge: SESSION_MAX_AGE_SECONDS,
  });
}

export function clearSessionCookie(reply: FastifyReply, config: Config) {
  reply.clearCookie(sessionCookieName(config), {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure: config.isSecureCookie,
  });
}

// Resolves the session cookie of every API request to who is calling (or null).
export function registerAuthentication(app: FastifyInstance): void {
  app.decorateRequest("auth", null);
  app.addHook("onRequest", async (request, reply) => {
    if (!isApiRoute(request)) return;
    const token = request.cookies[sessionCookieName(app.deps.config)];
    request.auth = token ? await authenticate(app.deps, token) : null;
    // The session expires after 30 idle days on the server; the browser's cookie is renewed
    // with it, or it would end 30 days after sign-in however busy the admin. (Sign-in and
    // sign-out set or clear the same cookie later in the request; theirs wins.)
    if (token && request.auth) setSessionCookie(reply, app.deps.config, token);
  });
}

// For the session's own routes (the session answer, the organization list and the choice in
// Select Organization), which a super-admin uses before acting in any organization.
export function requireSession(request: FastifyRequest): SessionAuth {
  if (!request.auth) throw unauthenticatedError();
  return request.auth;
}

// For routes that need a signed-in admin of the session's organization: every organization
// route (staffRoutes, live updates). A super-admin who has not chosen an organization yet acts
// in none (000 §2: the organization is the one chosen at sign-in), so they are refused here.
export function requireAuth(request: FastifyRequest): AuthContext {
  return requireOrganizationSession(requireSession(request));
}

export async function requireSessionHook(request: FastifyRequest): Promise<void> {
  requireAuth(request);
}

import {
  ZChooseOrganizationRequest,
  ZForgotPasswordRequest,
  ZMessageResponse,
  ZResetPasswordRequest,
  ZSession,
  ZSessionAnswer,
  ZSignInRequest,
} from "@studiodesk/core/contracts/auth";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { clearSessionCookie, requireSession, setSessionCookie } from "../../plugins/auth";
import { clientAddress } from "../../shared/client-address";
import { chooseSessionOrganization, describeSession, signIn, signOut } from "./auth.service";
import { requestPasswordReset, resetPassword } from "./password-reset.service";

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  app.post(
    "/auth/sign-in",
    { schema: { tags: ["auth"], body: ZSignInRequest, response: { 200: ZSessionAnswer } } },
    async (request, reply) => {
      const { token, session } = await signIn(deps, {
        ...request.body,
        ip: clientAddress(request),
      });
      setSessionCookie(reply, deps.config, token);
      return session;
    },
  );

  app.post("/auth/sign-out", { schema: { tags: ["auth"] } }, async (request, reply) => {
    if (request.auth) await signOut(deps, request.auth.sessionId);
    clearSessionCookie(reply, deps.config);
    return reply.status(204).send();
  });

  // Signed out is the usual answer for a visitor on the sign-in page, not a failure: null with
  // 200 (a 401 would put an error in every visitor's browser console). Every other route
  // answers 401 without a session. A super-admin who has not chosen an organization yet is
  // told so here (and refused by every organization route).
  app.get(
    "/auth/session",
    { schema: { tags: ["auth"], response: { 200: ZSessionAnswer.nullable() } } },
    async (request) => (request.auth ? describeSession(deps, request.auth) : null),
  );

  app.put(
    "/auth/session/organization",
    {
      schema: { tags: ["auth"], body: ZChooseOrganizationRequest, response: { 200: ZSession } },
    },
    async (request, reply) => {
      const { token, session } = await chooseSessionOrganization(
        deps,
        requireSession(request),
        request.body.organizationId,
      );
      setSessionCookie(reply, deps.config, token);
      return session;
    },
  );

  app.post(
    "/auth/forgot-password",
    {
      schema: { tags: ["auth"], body: ZForgotPasswordRequest, response: { 200: ZMessageResponse } },
    },
    async (request) => ({
      message: await requestPasswordReset(deps, request.body.email, clientAddress(request)),
    }),
  );

  app.post(
    "/auth/reset-password",
    {
      schema: { tags: ["auth"], body: ZResetPasswordRequest, response: { 200: ZMessageResponse } },
    },
    async (request) => ({
      message: await resetPassword(deps, request.body.token, request.body.password),
    }),
  );
};

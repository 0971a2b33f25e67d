import { ZMemberSession, ZMemberSignInRequest } from "@studiodesk/core/contracts/member-app";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { clientAddress } from "../../shared/client-address";
import { signInMember } from "./member-sessions.service";

// The member app's sign-in (public; the same throttle as the dashboard's).
export const memberSessionsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/member/sessions",
    {
      schema: {
        tags: ["member app"],
        body: ZMemberSignInRequest,
        response: { 201: ZMemberSession },
      },
    },
    async (request, reply) => {
      const session = await signInMember(app.deps, { ...request.body, ip: clientAddress(request) });
      return reply.status(201).send(session);
    },
  );
};

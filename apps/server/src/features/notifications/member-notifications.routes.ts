import { ZMemberNotificationList } from "@studiodesk/core/contracts/notifications";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { unauthenticatedError } from "../../shared/app-error";
import { authenticateMember } from "../auth/member-sessions.service";
import { memberNotifications } from "./notification-delivery.service";

// GET /api/v1/member/notifications: the outbox read by the member app (member session).
export const memberNotificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/member/notifications",
    {
      schema: {
        tags: ["member app"],
        security: [{ bearer: [] }],
        response: { 200: ZMemberNotificationList },
      },
    },
    async (request) => {
      const member = await authenticateMember(app.deps, request.headers.authorization);
      if (!member) throw unauthenticatedError();
      return memberNotifications(app.deps, member.orgId, member.userId);
    },
  );
};

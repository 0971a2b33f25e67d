import { ZOrganizationList } from "@studiodesk/core/contracts/auth";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireSession } from "../../plugins/auth";
import { listOrganizationsForSuperAdmin } from "./organizations.service";

// The Select Organization modal's list, for the signed-in super-admin only (issue #20 §10):
// the super-admin signs in first and chooses after.
export const organizationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/auth/organizations",
    { schema: { tags: ["auth"], response: { 200: ZOrganizationList } } },
    async (request) => ({
      organizations: await listOrganizationsForSuperAdmin(app.deps.db, requireSession(request)),
    }),
  );
};

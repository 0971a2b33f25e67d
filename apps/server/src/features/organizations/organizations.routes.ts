import { ZOrganizationList } from "@studiodesk/core/contracts/auth";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { listOrganizations } from "./organizations.repo";

// Public: the super-admin sign-in asks for the organization before credentials (000 §2).
export const organizationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/auth/organizations",
    { schema: { tags: ["auth"], response: { 200: ZOrganizationList } } },
    async () => ({ organizations: await listOrganizations(app.deps.db) }),
  );
};

import { ZKeyFigures } from "@studiodesk/core/contracts/dashboard";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireAuth } from "../../plugins/auth";
import { getKeyFigures } from "./dashboard.service";

export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  app.get(
    "/dashboard/key-figures",
    { schema: { tags: ["dashboard"], response: { 200: ZKeyFigures } } },
    (request) => getKeyFigures(deps, requireAuth(request)),
  );
};

import {
  ZAccount,
  ZUpdateAppInformationRequest,
  ZUpdateBaseInformationRequest,
} from "@studiodesk/core/contracts/account";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireAuth } from "../../plugins/auth";
import { readSingleFile } from "../../shared/uploads";
import {
  getAccount,
  replaceLogo,
  updateAppInformation,
  updateBaseInformation,
} from "./account.service";

export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const schema = { tags: ["account"], response: { 200: ZAccount } };

  app.get("/account", { schema }, async (request) => getAccount(deps, requireAuth(request)));

  app.patch(
    "/account/app-information",
    { schema: { ...schema, body: ZUpdateAppInformationRequest } },
    async (request) => updateAppInformation(deps, requireAuth(request), request.body),
  );

  app.patch(
    "/account/base-information",
    { schema: { ...schema, body: ZUpdateBaseInformationRequest } },
    async (request) => updateBaseInformation(deps, requireAuth(request), request.body),
  );

  app.post("/account/logo", { schema }, async (request) => {
    const auth = requireAuth(request);
    const file = await readSingleFile(request, { maxBytes: 15 * 1024 * 1024, kind: "image" });
    return replaceLogo(deps, auth, file);
  });
};

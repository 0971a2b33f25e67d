import {
  ZAccount,
  ZUpdateAppInformationRequest,
  ZUpdateBaseInformationRequest,
} from "@studiodesk/core/contracts/account";
import { staffRoutes } from "../../shared/staff-routes";
import { readSingleFile } from "../../shared/uploads";
import {
  getAccount,
  replaceLogo,
  updateAppInformation,
  updateBaseInformation,
} from "./account.service";

export const accountRoutes = staffRoutes("account", (route) => {
  const account = { response: ZAccount };

  route.get("/account", account, ({ deps, auth }) => getAccount(deps, auth));

  route.patch(
    "/account/app-information",
    { ...account, body: ZUpdateAppInformationRequest },
    ({ deps, auth, body }) => updateAppInformation(deps, auth, body),
  );

  route.patch(
    "/account/base-information",
    { ...account, body: ZUpdateBaseInformationRequest },
    ({ deps, auth, body }) => updateBaseInformation(deps, auth, body),
  );

  route.post("/account/logo", account, async ({ deps, auth, request }) => {
    const file = await readSingleFile(request, { maxBytes: 15 * 1024 * 1024, kind: "image" });
    return replaceLogo(deps, auth, file);
  });
});

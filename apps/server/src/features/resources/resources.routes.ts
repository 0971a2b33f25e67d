import { ZMessageResponse } from "@studiodesk/core/contracts/auth";
import {
  ZCreateResourceRequest,
  ZFileLink,
  ZResource,
  ZResourceList,
  ZResourceParams,
} from "@studiodesk/core/contracts/content";
import { staffRoutes } from "../../shared/staff-routes";
import { routeStagedUpload } from "../content-uploads/content-uploads.service";
import {
  createResource,
  getResourceViewLink,
  listOrganizationResources,
  removeResource,
} from "./resources.service";

// 001 §2 Resources page, §5 Resource upload, §7 Resources.
export const resourcesRoutes = staffRoutes("resources", (route) => {
  route.get("/resources", { response: ZResourceList }, async ({ deps, auth }) => ({
    resources: await listOrganizationResources(deps, auth),
  }));

  // One file of a resource kind: pdf, word, excel, powerpoint, mp3, mp4, wav, aac.
  routeStagedUpload(route, "/resources/uploads", "resource");

  route.post(
    "/resources",
    { body: ZCreateResourceRequest, response: ZResource, status: 201 },
    ({ deps, auth, body }) => createResource(deps, auth, body),
  );

  route.get(
    "/resources/:resourceId/view",
    { params: ZResourceParams, response: ZFileLink },
    ({ deps, auth, params }) => getResourceViewLink(deps, auth, params.resourceId),
  );

  route.delete(
    "/resources/:resourceId",
    { params: ZResourceParams, response: ZMessageResponse },
    ({ deps, auth, params }) => removeResource(deps, auth, params.resourceId),
  );
});

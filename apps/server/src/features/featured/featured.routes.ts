import { ZMessageResponse } from "@studiodesk/core/contracts/auth";
import {
  ZCreateFeaturedRequest,
  ZFeaturedItem,
  ZFeaturedList,
  ZFeaturedParams,
} from "@studiodesk/core/contracts/content";
import { staffRoutes } from "../../shared/staff-routes";
import { routeStagedUpload } from "../content-uploads/content-uploads.service";
import { createFeatured, listFeatured, removeFeatured } from "./featured.service";

// 000 §2 / 001 §2 Dashboard home: the Featured card; 001 §5 Featured, §7 Featured.
export const featuredRoutes = staffRoutes("featured", (route) => {
  route.get("/featured", { response: ZFeaturedList }, ({ deps, auth }) => listFeatured(deps, auth));

  // One image; stored as a public JPEG with a thumbnail.
  routeStagedUpload(route, "/featured/uploads", "featured");

  route.post(
    "/featured",
    { body: ZCreateFeaturedRequest, response: ZFeaturedItem, status: 201 },
    ({ deps, auth, body }) => createFeatured(deps, auth, body),
  );

  route.delete(
    "/featured/:featuredId",
    { params: ZFeaturedParams, response: ZMessageResponse },
    ({ deps, auth, params }) => removeFeatured(deps, auth, params.featuredId),
  );
});

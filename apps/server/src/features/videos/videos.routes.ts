import { ZMessageResponse } from "@studiodesk/core/contracts/auth";
import { ZVideoList, ZVideoParams } from "@studiodesk/core/contracts/content";
import { staffRoutes } from "../../shared/staff-routes";
import { listOrganizationVideos, removeVideo } from "./videos.service";

// 001 §2 Videos, §7 Videos: list newest first and delete. No upload: videos come from the
// video host's sync (the Sync Videos button is present and disabled, as in the spec).
export const videosRoutes = staffRoutes("videos", (route) => {
  route.get("/videos", { response: ZVideoList }, async ({ deps, auth }) => ({
    videos: await listOrganizationVideos(deps, auth),
  }));

  route.delete(
    "/videos/:videoId",
    { params: ZVideoParams, response: ZMessageResponse },
    ({ deps, auth, params }) => removeVideo(deps, auth, params.videoId),
  );
});

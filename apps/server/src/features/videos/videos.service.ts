import type { Video } from "@studiodesk/core/contracts/content";
import { MESSAGES } from "@studiodesk/core/messages";
import { withTenant } from "../../db/database";
import { notFoundError } from "../../shared/app-error";
import type { AuthContext, Deps } from "../../shared/deps";
import { removeContent } from "../content-uploads/content-uploads.service";
import { deleteVideo, listVideos, type VideoRow } from "./videos.repo";

function toVideo(deps: Deps, row: VideoRow): Video {
  return {
    videoId: row.id,
    videoTitle: row.title,
    videoDescription: row.description,
    uploadTimestamp: row.created_at.toISOString(),
    // A thumbnail we store is public; a synced one is the video host's own picture.
    imageItem: {
      imageUrl: row.thumbnail_key ? deps.storage.publicUrl(row.thumbnail_key) : row.thumbnail_url,
    },
    videoUrl: row.video_url,
  };
}

export async function listOrganizationVideos(deps: Deps, auth: AuthContext): Promise<Video[]> {
  const rows = await withTenant(deps.db, auth.orgId, (trx) => listVideos(trx, auth.orgId));
  return rows.map((row) => toVideo(deps, row));
}

// 001 §2 Videos "Delete"; 001 §8 'Video Deleted.'. The video host keeps its copy.
export async function removeVideo(
  deps: Deps,
  auth: AuthContext,
  videoId: string,
): Promise<{ message: string }> {
  await removeContent(deps, auth, {
    delete: (trx) => deleteVideo(trx, auth.orgId, videoId),
    notFound: () => notFoundError(MESSAGES.videoNotFound),
    audit: (deleted) => ({
      action: "video.deleted",
      targetType: "video",
      targetId: videoId,
      details: { videoTitle: deleted.title },
    }),
    storedFiles: (deleted) => [deleted.thumbnail_key],
  });
  return { message: MESSAGES.videoDeleted };
}

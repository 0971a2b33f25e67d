import type { Video } from "@studiodesk/core/contracts/content";
import { MESSAGES } from "@studiodesk/core/messages";
import { withTenant } from "../../db/database";
import { notFoundError } from "../../shared/app-error";
import type { AuthContext, Deps } from "../../shared/deps";
import { recordAudit } from "../audit/audit.repo";
import { deleteStoredFiles } from "../content-uploads/content-uploads.service";
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
  const row = await withTenant(deps.db, auth.orgId, async (trx) => {
    const deleted = await deleteVideo(trx, auth.orgId, videoId);
    if (!deleted) throw notFoundError(MESSAGES.videoNotFound);
    await recordAudit(trx, auth.orgId, {
      actorId: auth.userId,
      action: "video.deleted",
      targetType: "video",
      targetId: videoId,
      details: { videoTitle: deleted.title },
    });
    return deleted;
  });
  await deleteStoredFiles(deps, [row.thumbnail_key]);
  await deps.events.publish(auth.orgId, { topic: "content" });
  return { message: MESSAGES.videoDeleted };
}

import type { Trx } from "../../db/database";
import { newestFirst } from "../../db/newest-first";
import { ofOrganization } from "../../db/tenant-filters";

export type NewVideo = {
  id: string;
  title: string;
  description: string;
  videoUrl: string | null;
  thumbnailKey: string | null;
  thumbnailUrl: string | null;
  createdAt: Date;
};

const COLUMNS = [
  "id",
  "title",
  "description",
  "video_url",
  "thumbnail_key",
  "thumbnail_url",
  "created_at",
] as const;

export type VideoRow = Awaited<ReturnType<typeof listVideos>>[number];

// Videos arrive through the sync with the video host (001 §2, not built yet) and the demo seed.
export async function insertVideo(trx: Trx, orgId: string, video: NewVideo) {
  await trx
    .insertInto("videos")
    .values({
      org_id: orgId,
      id: video.id,
      title: video.title,
      description: video.description,
      video_url: video.videoUrl,
      thumbnail_key: video.thumbnailKey,
      thumbnail_url: video.thumbnailUrl,
      created_at: video.createdAt,
    })
    .execute();
}

// 001 §7 Videos: "sorted by uploadTimestamp, newest first".
export async function listVideos(trx: Trx, orgId: string) {
  return trx
    .selectFrom("videos")
    .select(COLUMNS)
    .where("org_id", "=", orgId)
    .$call(newestFirst)
    .execute();
}

export async function deleteVideo(trx: Trx, orgId: string, id: string) {
  return trx
    .deleteFrom("videos")
    .where(ofOrganization(orgId, id))
    .returning(COLUMNS)
    .executeTakeFirst();
}

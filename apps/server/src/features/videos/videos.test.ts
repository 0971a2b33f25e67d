import { MESSAGES } from "@studiodesk/core/messages";
import { describe, expect, it } from "vitest";
import {
  auditActions,
  contentStateOf,
  pngBytes,
  storedFiles,
} from "../../../test/support/content-test-support";
import { expectDeleteRefusedUnchanged } from "../../../test/support/refused-unchanged";
import { appWithTwoOrganizations } from "../../../test/support/two-organizations";
import { withTenant } from "../../db/database";
import { newId } from "../../shared/ids";
import { insertVideo } from "./videos.repo";

const { t, orgId, cookie, otherCookie } = await appWithTwoOrganizations("Videos Test");

// Videos arrive through the video host's sync (not built) or the seed: added directly here.
async function addVideo(title: string, createdAt: Date, withThumbnail = false) {
  const id = newId();
  const thumbnailKey = withThumbnail ? `public/${orgId}/video/${id}.jpg` : null;
  if (thumbnailKey) await t.app.deps.storage.put(thumbnailKey, await pngBytes(), "image/jpeg");
  await withTenant(t.db, orgId, (trx) =>
    insertVideo(trx, orgId, {
      id,
      title,
      description: `${title} description`,
      videoUrl: "https://videos.example/watch/1",
      thumbnailKey,
      thumbnailUrl: null,
      createdAt,
    }),
  );
  return id;
}

const listVideos = async (session = cookie) =>
  (await t.request({ method: "GET", url: "/api/v1/videos", cookie: session })).json()
    .videos as Array<{
    videoId: string;
    videoTitle: string;
    imageItem: { imageUrl: string | null };
  }>;

const contentState = contentStateOf(t, orgId);

describe("videos (001 §7: newest first)", () => {
  it("lists the organization's videos by upload time, newest first", async () => {
    await addVideo("Older", new Date("2026-01-01T10:00:00Z"));
    await addVideo("Newest", new Date("2026-03-01T10:00:00Z"), true);
    await addVideo("Middle", new Date("2026-02-01T10:00:00Z"));
    const videos = await listVideos();
    expect(videos.map((video) => video.videoTitle)).toEqual(["Newest", "Middle", "Older"]);
    expect(videos[0]?.imageItem.imageUrl).toMatch(/\/files\/public\//);
    expect(videos[1]?.imageItem.imageUrl).toBeNull();
    expect(await listVideos(otherCookie)).toEqual([]);
  });

  it("deletes a video and its thumbnail: 'Video Deleted.'", async () => {
    const id = await addVideo("Gone", new Date(), true);
    const files = await storedFiles(t);
    const response = await t.request({ method: "DELETE", url: `/api/v1/videos/${id}`, cookie });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(MESSAGES.videoDeleted);
    expect((await storedFiles(t)).length).toBe(files.length - 1);
    expect((await listVideos()).map((video) => video.videoId)).not.toContain(id);
    expect(await auditActions(t, orgId)).toContain("video.deleted");
  });

  it("answers 404 to another organization and changes nothing", async () => {
    const id = await addVideo("Kept", new Date(), true);
    await expectDeleteRefusedUnchanged(t, `/api/v1/videos/${id}`, otherCookie, contentState);
  });
});

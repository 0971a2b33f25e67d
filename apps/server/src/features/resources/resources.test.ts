import { MESSAGES } from "@studiodesk/core/messages";
import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import {
  auditActions,
  contentCounts,
  pathOf,
  pdfBytes,
  stageFile,
  storedFiles,
} from "../../../test/support/content-test-support";
import { appWithTwoOrganizations } from "../../../test/support/two-organizations";
import { withTenant } from "../../db/database";

const { t, orgId, cookie, asAdmin, otherCookie } = await appWithTwoOrganizations("Resources Test");

const post = (payload: object) => asAdmin("POST", "/api/v1/resources", payload);

async function createResource(title = "SpringSchedule.pdf") {
  const uploadId = await stageFile(t, cookie, "resources", pdfBytes(), "Spring Schedule.pdf");
  const response = await post({ uploadId, title, description: "Classes from March to May." });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

const listResources = async (session = cookie) =>
  (await t.request({ method: "GET", url: "/api/v1/resources", cookie: session })).json()
    .resources as Array<{ resourceId: string; resourceTitle: string }>;

describe("new resource (001 §5 Resource upload)", () => {
  it("saves the file with its type and a share link of the 'resources?&resourceId=' form", async () => {
    const resource = await createResource();
    expect(resource).toMatchObject({
      resourceTitle: "SpringSchedule.pdf",
      resourceDescription: "Classes from March to May.",
      resourceContentType: "application/pdf",
      fileName: "Spring Schedule.pdf",
    });
    const code = String(resource.shareLink).split("/l/")[1] ?? "";
    const link = await withTenant(t.db, orgId, async (trx) => {
      const { rows } = await sql<{ target_path: string; title: string }>`
        select target_path, title from share_links where code = ${code}
      `.execute(trx);
      return rows[0];
    });
    expect(link).toEqual({
      target_path: `resources?&resourceId=${resource.resourceId}`,
      title: "SpringSchedule.pdf",
    });
    expect(await auditActions(t, orgId)).toContain("resource.created");
  });

  it("lists the organization's resources newest first, and no one else's", async () => {
    t.clock.now = new Date(Date.now() + 60_000);
    const newest = await createResource("Newest");
    t.clock.now = new Date();
    expect((await listResources())[0]?.resourceId).toBe(newest.resourceId);
    expect(await listResources(otherCookie)).toEqual([]);
  });

  it("asks for the file first: 'Please select a file.' even when the texts are blank too", async () => {
    const before = await contentCounts(t, orgId);
    const response = await post({ title: "", description: "" });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(MESSAGES.selectFile);
    expect(await contentCounts(t, orgId)).toEqual(before);
  });

  it.each([
    ["a blank title", { title: " " }],
    ["no description", { description: undefined }],
  ])("refuses %s with 'Please complete all the necessary fields.'", async (_, change) => {
    const uploadId = await stageFile(t, cookie, "resources", pdfBytes(), "a.pdf");
    const before = await contentCounts(t, orgId);
    const response = await post({ uploadId, title: "Title", description: "Text", ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(MESSAGES.completeAllFields);
    expect(await contentCounts(t, orgId)).toEqual(before);
  });

  it.each([
    ["title", 200, "Please use at most 200 characters."],
    ["description", 2000, "Please use at most 2,000 characters."],
  ])("keeps a %s of %i characters and refuses one more with '%s'", async (field, max, message) => {
    const uploadId = await stageFile(t, cookie, "resources", pdfBytes(), "a.pdf");
    const texts = { title: "Title", description: "Text" };
    const before = await contentCounts(t, orgId);
    const over = await post({ uploadId, ...texts, [field]: "x".repeat(max + 1) });
    expect(over.statusCode).toBe(400);
    expect(over.json().error.message).toBe(message);
    expect(await contentCounts(t, orgId)).toEqual(before);
    const atLimit = await post({ uploadId, ...texts, [field]: "x".repeat(max) });
    expect(atLimit.statusCode, atLimit.body).toBe(201);
  });

  it("refuses a field the form does not send with 400, naming it, and saves nothing", async () => {
    const uploadId = await stageFile(t, cookie, "resources", pdfBytes(), "Notes.pdf");
    const before = await contentCounts(t, orgId);
    const response = await post({ uploadId, title: "Notes", description: "Read.", isPublic: true });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(
      "This request has fields that are not accepted: isPublic.",
    );
    expect(await contentCounts(t, orgId)).toEqual(before);
  });

  it("takes another organization's upload for no file", async () => {
    const uploadId = await stageFile(t, otherCookie, "resources", pdfBytes(), "theirs.pdf");
    const before = await contentCounts(t, orgId);
    const response = await post({ uploadId, title: "Mine", description: "Not mine" });
    expect(response.json().error.message).toBe(MESSAGES.selectFile);
    expect(await contentCounts(t, orgId)).toEqual(before);
  });
});

describe("viewing and deleting a resource", () => {
  it("views the file through a signed link", async () => {
    const resource = await createResource();
    const response = await asAdmin("GET", `/api/v1/resources/${resource.resourceId}/view`);
    expect(response.statusCode).toBe(200);
    const file = await t.app.inject({ method: "GET", url: pathOf(response.json().url) });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(pdfBytes())).toBe(true);
  });

  it("deletes the record and its file: '{title} has been deleted.'", async () => {
    const resource = await createResource("Old Playlist");
    const files = await storedFiles(t);
    const response = await asAdmin("DELETE", `/api/v1/resources/${resource.resourceId}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe("Old Playlist has been deleted.");
    expect((await storedFiles(t)).length).toBe(files.length - 1);
    expect((await listResources()).map((item) => item.resourceId)).not.toContain(
      resource.resourceId,
    );
    expect(await auditActions(t, orgId)).toContain("resource.deleted");
  });

  it("answers 404 to another organization for view and delete, and changes nothing", async () => {
    const resource = await createResource("Kept");
    const before = { files: await storedFiles(t), counts: await contentCounts(t, orgId) };
    for (const request of [
      { method: "GET" as const, url: `/api/v1/resources/${resource.resourceId}/view` },
      { method: "DELETE" as const, url: `/api/v1/resources/${resource.resourceId}` },
    ]) {
      const response = await t.request({ ...request, cookie: otherCookie });
      expect(response.statusCode).toBe(404);
    }
    expect(await storedFiles(t)).toEqual(before.files);
    expect(await contentCounts(t, orgId)).toEqual(before.counts);
  });
});

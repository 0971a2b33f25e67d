import { MESSAGES } from "@studiodesk/core/messages";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import {
  auditActions,
  contentCounts,
  contentStateOf,
  pathOf,
  pdfBytes,
  pngBytes,
  postFile,
  stageFile,
  storedFiles,
} from "../../../test/support/content-test-support";
import { expectDeleteRefusedUnchanged } from "../../../test/support/refused-unchanged";
import { appWithTwoOrganizations } from "../../../test/support/two-organizations";
import { UPLOAD_LIFETIME_MS } from "./content-uploads.service";

const { t, orgId, cookie, asAdmin, otherCookie } = await appWithTwoOrganizations("Uploads Test");

const upload = (url: string, body: Buffer, fileName: string, session = cookie) =>
  postFile(t, url, body, fileName, session);

const contentState = contentStateOf(t, orgId);

describe("staging a file before the form is saved", () => {
  it("stores a document's PDF privately and answers its id, name and size", async () => {
    const body = pdfBytes();
    const response = await upload("/api/v1/documents/uploads", body, "Liability Waiver.pdf");
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      fileName: "Liability Waiver.pdf",
      contentType: "application/pdf",
      size: body.length,
      previewUrl: null,
    });
    expect(await storedFiles(t)).toContainEqual(
      expect.stringMatching(new RegExp(`^private/${orgId}/document/.+\\.pdf$`)),
    );
    expect(await auditActions(t, orgId)).toContain("upload.staged");
  });

  it("stores a featured picture as a public JPEG with a thumbnail preview", async () => {
    const response = await upload("/api/v1/featured/uploads", await pngBytes(320, 180), "a.png");
    expect(response.statusCode).toBe(201);
    const staged = response.json();
    expect(staged.contentType).toBe("image/jpeg");
    const preview = await t.app.inject({ method: "GET", url: pathOf(staged.previewUrl) });
    expect(preview.statusCode).toBe(200);
    expect((await sharp(preview.rawPayload).metadata()).format).toBe("jpeg");
  });

  it("refuses a PNG named .pdf as a document with 'Please select a PDF file.' and stores nothing", async () => {
    const before = await contentState();
    const response = await upload("/api/v1/documents/uploads", await pngBytes(), "contract.pdf");
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe("Please select a PDF file.");
    expect(await contentState()).toEqual(before);
  });

  // 'Please select a file.' read as if none had been chosen.
  it("refuses an empty file as empty: 'This file is empty. Please select another file.'", async () => {
    const before = await storedFiles(t);
    const response = await upload("/api/v1/resources/uploads", Buffer.alloc(0), "empty.pdf");
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(MESSAGES.emptyFile);
    // A picture goes through the image path, which says the same.
    const picture = await upload("/api/v1/featured/uploads", Buffer.alloc(0), "empty.png");
    expect(picture.statusCode).toBe(400);
    expect(picture.json().error.message).toBe(MESSAGES.emptyFile);
    expect(await storedFiles(t)).toEqual(before);
  });

  it("refuses a resource of a type the spec does not list (a PNG)", async () => {
    const before = await storedFiles(t);
    const response = await upload("/api/v1/resources/uploads", await pngBytes(), "photo.mp3");
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(
      "Please select a PDF, Word, Excel, PowerPoint, MP3, MP4, WAV or AAC file.",
    );
    expect(await storedFiles(t)).toEqual(before);
  });

  it("refuses a featured file that is not an image", async () => {
    const before = await storedFiles(t);
    const response = await upload("/api/v1/featured/uploads", pdfBytes(), "flyer.png");
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(
      "Please select an image file (JPEG, PNG, WebP, GIF, HEIC or HEIF).",
    );
    expect(await storedFiles(t)).toEqual(before);
  });

  it("answers a request without a file with 'Please select a file.'", async () => {
    const response = await asAdmin("POST", "/api/v1/documents/uploads", {});
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(MESSAGES.selectFile);
  });

  it("needs a signed-in admin", async () => {
    const response = await postFile(t, "/api/v1/documents/uploads", pdfBytes(), "a.pdf");
    expect(response.statusCode).toBe(401);
  });
});

describe("discarding a staged file", () => {
  it("removes the file and its record", async () => {
    const uploadId = await stageFile(t, cookie, "documents", pdfBytes(), "drop.pdf");
    const before = await storedFiles(t);
    const response = await asAdmin("DELETE", `/api/v1/content-uploads/${uploadId}`);
    expect(response.statusCode).toBe(204);
    expect((await storedFiles(t)).length).toBe(before.length - 1);
    expect(await auditActions(t, orgId)).toContain("upload.discarded");
  });

  it("answers 404 for another organization's upload and keeps it", async () => {
    const uploadId = await stageFile(t, cookie, "documents", pdfBytes(), "mine.pdf");
    await expectDeleteRefusedUnchanged(
      t,
      `/api/v1/content-uploads/${uploadId}`,
      otherCookie,
      contentState,
    );
  });
});

describe("uploads nobody saved", () => {
  it("expire after a day: they can no longer be used and the next upload removes them", async () => {
    const start = new Date();
    t.clock.now = start;
    const uploadId = await stageFile(t, cookie, "resources", pdfBytes(), "late.pdf");
    t.clock.now = new Date(start.getTime() + UPLOAD_LIFETIME_MS + 60_000);
    const create = await asAdmin("POST", "/api/v1/resources", {
      uploadId,
      title: "Late",
      description: "Too late",
    });
    expect(create.json().error.message).toBe(MESSAGES.selectFile);

    const before = (await contentCounts(t, orgId)).uploads ?? 0;
    await stageFile(t, cookie, "documents", pdfBytes(), "fresh.pdf");
    // Every upload of this file's tests is older than a day now: only the fresh one is left.
    expect((await contentCounts(t, orgId)).uploads).toBe(1);
    expect(before).toBeGreaterThan(1);
    const files = (await storedFiles(t)).filter((file) => file.startsWith(`private/${orgId}`));
    expect(files).toHaveLength(1);
    t.clock.now = new Date();
  });
});

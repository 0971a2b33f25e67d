import fastifyMultipart from "@fastify/multipart";
import type { UploadKind } from "@studiodesk/core/rules/uploads";
import Fastify, { type FastifyInstance } from "fastify";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fileForm, storedFiles } from "../../../test/support/content-test-support";
import { createTestApp, type TestApp } from "../../../test/support/test-app";
import { registerErrorHandling } from "../../plugins/errors";
import { storeUpload } from "./files.service";

const MB = 1024 * 1024;
// The tag that points to the GPS block of an EXIF header (little-endian 0x8825).
const GPS_IFD_POINTER = Buffer.from([0x25, 0x88]);

let t: TestApp;
let orgId: string;
let probe: FastifyInstance;

// storeUpload is for later features' routes; this test-only route stands in for them.
beforeAll(async () => {
  t = await createTestApp();
  orgId = await t.createOrganization();
  probe = Fastify();
  await probe.register(fastifyMultipart);
  registerErrorHandling(probe);
  probe.post<{ Params: { kind: UploadKind } }>("/upload/:kind", (request) =>
    storeUpload(t.app.deps, orgId, request.params.kind, request),
  );
  await probe.ready();
});
afterAll(async () => {
  await probe.close();
  await t.close();
});

const upload = (kind: UploadKind, body: Buffer, filename: string, contentType: string) =>
  probe.inject({
    method: "POST",
    url: `/upload/${kind}`,
    ...fileForm(body, filename, contentType),
  });

const pdf = (size = 0) =>
  Buffer.concat([Buffer.from("%PDF-1.4\n1 0 obj\n<<>>\nendobj\n"), Buffer.alloc(size, 32)]);

const png = () =>
  sharp({ create: { width: 40, height: 40, channels: 3, background: "#3366ff" } })
    .png()
    .toBuffer();

describe("documents (PDF only, 25 MB)", () => {
  it("accepts a PDF and stores it under the organization's private folder", async () => {
    const body = pdf(1000);
    const response = await upload("document", body, "Waiver.pdf", "application/pdf");
    expect(response.statusCode).toBe(200);
    const stored = response.json();
    expect(stored).toMatchObject({
      contentType: "application/pdf",
      size: body.length,
      fileName: "Waiver.pdf",
      thumbnailKey: null,
    });
    expect(stored.key).toMatch(new RegExp(`^private/${orgId}/document/[0-9a-f-]+\\.pdf$`));
    expect((await t.app.deps.storage.get(stored.key))?.body.equals(body)).toBe(true);
  });

  it("refuses a PNG renamed .pdf with 'Please select a PDF file.' and stores nothing", async () => {
    const before = await storedFiles(t);
    const response = await upload("document", await png(), "contract.pdf", "application/pdf");
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe("Please select a PDF file.");
    expect(await storedFiles(t)).toEqual(before);
  });

  it("refuses a file over 25 MB with a 413 and leaves nothing behind", async () => {
    const before = await storedFiles(t);
    const response = await upload("document", pdf(25 * MB), "big.pdf", "application/pdf");
    expect(response.statusCode).toBe(413);
    expect(response.json().error.message).toBe("This file is larger than the 25 MB limit.");
    expect(await storedFiles(t)).toEqual(before);
  });

  it("answers a request without a file with 'Please select a file.'", async () => {
    const response = await probe.inject({ method: "POST", url: "/upload/document", payload: {} });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe("Please select a file.");
  });
});

describe("images (re-encoded as JPEG, 15 MB)", () => {
  it("returns a JPEG without the EXIF (GPS) of the original, at most 2400 px, and a thumbnail", async () => {
    const photo = await sharp({
      create: { width: 3000, height: 2000, channels: 3, background: "#cc8844" },
    })
      .jpeg()
      .withExif({ IFD3: { GPSLatitudeRef: "N", GPSLatitude: "51/1 30/1 0/1" } })
      .toBuffer();
    expect((await sharp(photo).metadata()).exif?.includes(GPS_IFD_POINTER)).toBe(true);

    const response = await upload("image", photo, "beach.jpg", "image/jpeg");
    expect(response.statusCode).toBe(200);
    const stored = response.json();
    expect(stored.contentType).toBe("image/jpeg");
    const image = await t.app.deps.storage.get(stored.key);
    const meta = await sharp(image?.body).metadata();
    expect(meta).toMatchObject({ format: "jpeg", width: 2400, height: 1600 });
    expect(meta.exif).toBeUndefined();
    const thumbnail = await t.app.deps.storage.get(stored.thumbnailKey);
    expect(await sharp(thumbnail?.body).metadata()).toMatchObject({ width: 480, height: 320 });
  });

  it("refuses a PDF renamed .jpg, naming the accepted image types", async () => {
    const response = await upload("image", pdf(), "photo.jpg", "image/jpeg");
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(
      "Please select an image file (JPEG, PNG, WebP, GIF, HEIC or HEIF).",
    );
  });

  it("refuses an image over 15 MB with a 413 and stores nothing", async () => {
    const before = await storedFiles(t);
    const oversized = Buffer.concat([await png(), Buffer.alloc(15 * MB)]);
    const response = await upload("image", oversized, "huge.png", "image/png");
    expect(response.statusCode).toBe(413);
    expect(response.json().error.message).toBe("This file is larger than the 15 MB limit.");
    expect(await storedFiles(t)).toEqual(before);
  });
});

describe("resources (documents and media, 500 MB)", () => {
  const mp3 = Buffer.concat([
    Buffer.from("ID3"),
    Buffer.from([4, 0, 0, 0, 0, 0, 0]),
    Buffer.from([0xff, 0xfb, 0x90, 0x64]),
    Buffer.alloc(2000),
  ]);
  // The compound-file container of legacy Word, Excel and PowerPoint files (and others).
  const compoundFile = Buffer.concat([Buffer.from("d0cf11e0a1b11ae1", "hex"), Buffer.alloc(4096)]);

  it("accepts an MP3 by its content, whatever the browser claimed", async () => {
    const response = await upload("resource", mp3, "class.mp3", "application/octet-stream");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ contentType: "audio/mpeg" });
    expect(response.json().key).toMatch(/\.mp3$/);
  });

  it("accepts a legacy Word file and names its type from the extension", async () => {
    const response = await upload("resource", compoundFile, "notes.doc", "application/msword");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ contentType: "application/msword" });
  });

  it("refuses the same container under another name (an installer is not a document)", async () => {
    const response = await upload("resource", compoundFile, "setup.msi", "application/msword");
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(
      "Please select a PDF, Word, Excel, PowerPoint, MP3, MP4, WAV or AAC file.",
    );
  });

  it("refuses an HTML page named .pdf", async () => {
    const html = Buffer.from("<!doctype html><script>alert(1)</script>");
    const response = await upload("resource", html, "notes.pdf", "application/pdf");
    expect(response.statusCode).toBe(400);
  });
});

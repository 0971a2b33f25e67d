import { describe, expect, it } from "vitest";
import {
  acceptedFileType,
  acceptedFileTypeByName,
  acceptMap,
  fileTooLargeMessage,
  UPLOAD_KINDS,
  type UploadKind,
} from "./uploads";

const MB = 1024 * 1024;

describe("size limits per kind", () => {
  it.each([
    ["image", 15 * MB, "This file is larger than the 15 MB limit."],
    ["document", 25 * MB, "This file is larger than the 25 MB limit."],
    ["resource", 500 * MB, "This file is larger than the 500 MB limit."],
  ] as const)("%s: %d bytes, '%s'", (kind, maxBytes, message) => {
    expect(UPLOAD_KINDS[kind].maxBytes).toBe(maxBytes);
    expect(fileTooLargeMessage(UPLOAD_KINDS[kind].maxBytes)).toBe(message);
  });

  it.each([
    [5000, "This file is larger than the 5 KB limit."],
    [7 * MB, "This file is larger than the 7 MB limit."],
  ])("names a limit of %d bytes in the message: '%s'", (maxBytes, message) => {
    expect(fileTooLargeMessage(maxBytes)).toBe(message);
  });
});

describe("accepted types per kind", () => {
  it.each([
    ["image", "image/jpeg", true],
    ["image", "image/png", true],
    ["image", "image/heic", true],
    ["image", "application/pdf", false],
    ["document", "application/pdf", true],
    ["document", "image/png", false],
    ["document", "application/msword", false],
    ["resource", "application/pdf", true],
    ["resource", "application/msword", true],
    ["resource", "application/vnd.openxmlformats-officedocument.wordprocessingml.document", true],
    ["resource", "application/vnd.ms-excel", true],
    ["resource", "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet", true],
    ["resource", "application/vnd.ms-powerpoint", true],
    ["resource", "application/vnd.openxmlformats-officedocument.presentationml.presentation", true],
    ["resource", "audio/mpeg", true],
    ["resource", "video/mp4", true],
    ["resource", "audio/wav", true],
    ["resource", "audio/aac", true],
    ["resource", "image/png", false],
    ["resource", "application/zip", false],
    ["resource", "text/html", false],
  ] as const)("%s accepts %s: %s", (kind, mime, isAccepted) => {
    expect(acceptedFileType(kind, mime) !== undefined).toBe(isAccepted);
  });

  it.each([
    ["image", "Please select an image file (JPEG, PNG, WebP, GIF, HEIC or HEIF)."],
    ["document", "Please select a PDF file."],
    ["resource", "Please select a PDF, Word, Excel, PowerPoint, MP3, MP4, WAV or AAC file."],
  ] as const)("names what %s accepts: '%s'", (kind, message) => {
    expect(UPLOAD_KINDS[kind].wrongTypeMessage).toBe(message);
  });

  // The dropzone lists HEIF and the server takes it; the message left it out.
  it("names every accepted image type in the wrong-type message", () => {
    const message = UPLOAD_KINDS.image.wrongTypeMessage.toLowerCase();
    for (const { mime } of UPLOAD_KINDS.image.accepted) {
      expect(message).toContain(mime.replace("image/", ""));
    }
  });

  it("gives a file picker every accepted mime type with its extensions", () => {
    expect(acceptMap("document")).toEqual({ "application/pdf": [".pdf"] });
    expect(acceptMap("image")["image/jpeg"]).toEqual([".jpg", ".jpeg"]);
    const kinds: UploadKind[] = ["image", "document", "resource"];
    for (const kind of kinds) {
      expect(Object.keys(acceptMap(kind))).toHaveLength(UPLOAD_KINDS[kind].accepted.length);
    }
  });

  it.each([
    ["resource", "Budget.XLS", "application/vnd.ms-excel"],
    ["resource", "notes.doc", "application/msword"],
    ["resource", "slides.ppt", "application/vnd.ms-powerpoint"],
    ["resource", "no-extension", undefined],
    ["document", "notes.doc", undefined],
  ] as const)("%s: the name %s stands for %s", (kind, fileName, mime) => {
    expect(acceptedFileTypeByName(kind, fileName)?.mime).toBe(mime);
  });
});

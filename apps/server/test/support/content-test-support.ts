import { readdir } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { expect } from "vitest";
import { withTenant } from "../../src/db/database";
import { tableRowCounts } from "./schedule-test-support";
import type { TestApp } from "./test-app";

// Shared by the content features' integration tests (documents, resources, featured …).

export const pdfBytes = (text = "Waiver") =>
  Buffer.from(`%PDF-1.4\n1 0 obj\n<< /Title (${text}) >>\nendobj\ntrailer\n<<>>\n%%EOF\n`);

export const pngBytes = (width = 64, height = 36) =>
  sharp({ create: { width, height, channels: 3, background: "#3366ff" } })
    .png()
    .toBuffer();

export function fileForm(body: Buffer, fileName: string, contentType = "application/octet-stream") {
  return filesForm([{ body, fileName, contentType }]);
}

// A multipart body with each of `files` in the field `file` (a second file, as a hand-made
// request may send).
export function filesForm(
  files: ReadonlyArray<{ body: Buffer; fileName: string; contentType: string }>,
) {
  const boundary = "----studiodesk-content";
  return {
    payload: Buffer.concat([
      ...files.flatMap(({ body, fileName, contentType }) => [
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: ${contentType}\r\n\r\n`,
        ),
        body,
        Buffer.from("\r\n"),
      ]),
      Buffer.from(`--${boundary}--\r\n`),
    ]),
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  };
}

// Two pictures in one upload, where a route takes a single file (a photo, a logo).
export async function twoPicturesForm() {
  const png = await pngBytes();
  return filesForm([
    { body: png, fileName: "a.png", contentType: "image/png" },
    { body: png, fileName: "b.png", contentType: "image/png" },
  ]);
}

// One file posted to `url` the way the web's uploads send it (multipart, the field `file`),
// as the session `cookie`, or as nobody without one.
export const postFile = (
  t: TestApp,
  url: string,
  body: Buffer,
  fileName: string,
  cookie?: string,
) => t.request({ method: "POST", url, cookie, ...fileForm(body, fileName) });

// POST /api/v1/{feature}/uploads; answers the staged upload's id.
export async function stageFile(
  t: TestApp,
  cookie: string,
  feature: "documents" | "resources" | "featured",
  body: Buffer,
  fileName: string,
): Promise<string> {
  const response = await postFile(t, `/api/v1/${feature}/uploads`, body, fileName, cookie);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().uploadId as string;
}

// Every file in the storage folder, partial ones included: "nothing stored" checks.
export async function storedFiles(t: TestApp): Promise<string[]> {
  const root = path.join(t.config.dataDir, "files");
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .sort();
}

// Row counts of the content tables for one organization: "nothing changed" checks.
export const contentCounts = (t: TestApp, orgId: string) =>
  tableRowCounts(t, orgId, {
    uploads: "content_uploads",
    documents: "documents",
    resources: "resources",
    videos: "videos",
    featured: "featured_items",
  });

// What a refused request must leave as it was: the stored files and the content rows.
export const contentStateOf = (t: TestApp, orgId: string) => async () => [
  await storedFiles(t),
  await contentCounts(t, orgId),
];

export async function auditActions(t: TestApp, orgId: string): Promise<string[]> {
  return withTenant(t.db, orgId, async (trx) => {
    const rows = await trx
      .selectFrom("audit_log")
      .select("action")
      .where("org_id", "=", orgId)
      .orderBy("created_at")
      .orderBy("id")
      .execute();
    return rows.map((row) => row.action);
  });
}

// The path and query of an absolute link the server made, for app.inject.
export const pathOf = (link: string) => {
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
};

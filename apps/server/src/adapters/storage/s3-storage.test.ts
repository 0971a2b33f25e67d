import { mkdtemp, rm } from "node:fs/promises";
import { createRequire } from "node:module";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { HeadObjectCommand, ListObjectsV2Command, type S3Client } from "@aws-sdk/client-s3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { itBehavesAsStorage } from "../../../test/support/storage-contract";
import { ConfigError, loadConfig, type S3Config } from "../../config";
import { createStorage } from "./create-storage";
import { createS3Client, createS3Storage } from "./s3-storage";
import type { Storage } from "./storage";

// s3rver ships no types; this is the part of it the tests use.
type S3rverServer = { run(): Promise<AddressInfo>; close(): Promise<void> };
const S3rver = createRequire(import.meta.url)("s3rver") as new (
  options: Record<string, unknown>,
) => S3rverServer;

const BUCKET = "studiodesk-test";
const MB = 1024 * 1024;

let server: S3rverServer;
let directory: string;
let s3Config: S3Config;
let client: S3Client;
let storage: Storage;

beforeAll(async () => {
  directory = await mkdtemp(path.join(tmpdir(), "studiodesk-s3rver-"));
  server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: BUCKET }],
  });
  const { port } = await server.run();
  s3Config = {
    bucket: BUCKET,
    region: "us-east-1",
    endpoint: `http://127.0.0.1:${port}`,
    accessKeyId: "S3RVER",
    secretAccessKey: "S3RVER",
    forcePathStyle: true,
  };
  client = createS3Client(s3Config);
  storage = createS3Storage(client, { bucket: BUCKET, publicBaseUrl: "http://studio.test" });
});

afterAll(async () => {
  client?.destroy();
  await server?.close();
  await rm(directory, { recursive: true, force: true });
});

const objectExists = (key: string) =>
  client.send(new HeadObjectCommand({ Bucket: BUCKET, Key: key })).then(
    () => true,
    () => false,
  );

// A stream that delivers `size` bytes in 64 KB chunks, like a multipart upload does.
function streamOf(size: number, fill = 7): Readable {
  const chunk = Buffer.alloc(64 * 1024, fill);
  let left = size;
  return new Readable({
    read() {
      const next = chunk.subarray(0, Math.min(chunk.length, left));
      left -= next.length;
      this.push(next.length > 0 ? next : null);
    },
  });
}

describe("S3 storage against a real S3 API (s3rver)", () => {
  itBehavesAsStorage(() => storage);

  it("streams a body larger than one part up as a multipart upload", async () => {
    const size = 6 * MB + 123;
    const stored = await storage.upload(
      "private/org-1/resource/big.mp4",
      streamOf(size),
      "video/mp4",
      {
        maxBytes: 10 * MB,
      },
    );
    expect(stored.size).toBe(size);
    const file = await storage.getStream("private/org-1/resource/big.mp4");
    expect(file?.size).toBe(size);
    let received = 0;
    for await (const chunk of file?.body ?? []) received += (chunk as Buffer).length;
    expect(received).toBe(size);
  });

  it("refuses a stream over maxBytes with a 413 and leaves no object", async () => {
    const upload = storage.upload(
      "private/org-1/document/too-big.pdf",
      streamOf(4096),
      "application/pdf",
      {
        maxBytes: 1000,
      },
    );
    await expect(upload).rejects.toMatchObject({ status: 413 });
    expect(await objectExists("private/org-1/document/too-big.pdf")).toBe(false);
  });

  it("leaves no object when the limit is hit after the first part went up", async () => {
    const upload = storage.upload(
      "private/org-1/resource/huge.mp4",
      streamOf(9 * MB),
      "video/mp4",
      {
        maxBytes: 7 * MB,
      },
    );
    await expect(upload).rejects.toMatchObject({
      status: 413,
      message: "This file is larger than the 7 MB limit.",
    });
    expect(await objectExists("private/org-1/resource/huge.mp4")).toBe(false);
  });

  it("answers undefined for a missing key and deletes a file", async () => {
    expect(await storage.get("private/org-1/none.pdf")).toBeUndefined();
    await storage.put("private/org-1/gone.pdf", Buffer.from("%PDF"), "application/pdf");
    await storage.delete("private/org-1/gone.pdf");
    expect(await objectExists("private/org-1/gone.pdf")).toBe(false);
  });

  it("deletes a folder's contents and nothing beside it", async () => {
    for (const key of ["private/org-2/a/1.pdf", "private/org-2/b/2.pdf", "private/org-20/3.pdf"]) {
      await storage.put(key, Buffer.from(key), "application/pdf");
    }
    await storage.deletePrefix("private/org-2/");
    const listed = await client.send(
      new ListObjectsV2Command({ Bucket: BUCKET, Prefix: "private/org-2" }),
    );
    expect(listed.Contents?.map((item) => item.Key)).toEqual(["private/org-20/3.pdf"]);
    await expect(storage.deletePrefix("private/org-20")).rejects.toThrow(/prefix/);
  });

  it("gives a presigned link that downloads the file", async () => {
    await storage.put("private/org-3/doc.pdf", Buffer.from("%PDF-1.4 signed"), "application/pdf");
    const url = await storage.downloadUrl("private/org-3/doc.pdf", { expiresInSeconds: 60 });
    expect(url).toContain("X-Amz-Signature=");
    const response = await fetch(url);
    expect(response.status).toBe(200);
    expect(Buffer.from(await response.arrayBuffer()).toString()).toBe("%PDF-1.4 signed");
  });

  it("gives a link that saves the file under its name", async () => {
    await storage.put("private/org-3/report.xlsx", Buffer.from("xlsx"), "application/zip");
    const url = await storage.downloadUrl("private/org-3/report.xlsx", {
      expiresInSeconds: 60,
      fileName: "Users November.xlsx",
    });
    const response = await fetch(url);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-disposition")).toContain('filename="Users November.xlsx"');
  });

  it("gives a link that stops working once it has expired", async () => {
    await storage.put("private/org-3/old.pdf", Buffer.from("%PDF old"), "application/pdf");
    const twoHoursAgo = () => new Date(Date.now() - 2 * 60 * 60 * 1000);
    const pastStorage = createS3Storage(client, {
      bucket: BUCKET,
      publicBaseUrl: "http://studio.test",
      now: twoHoursAgo,
    });
    const url = await pastStorage.downloadUrl("private/org-3/old.pdf", { expiresInSeconds: 60 });
    const response = await fetch(url);
    expect(response.status).toBe(403);
    expect(await response.text()).not.toContain("%PDF old");
  });

  it("links public files through the server's /files/public route", () => {
    expect(storage.publicUrl("public/org-1/logo/x.jpg")).toBe(
      "http://studio.test/files/public/org-1/logo/x.jpg",
    );
  });
});

describe("S3 configuration", () => {
  const base = { DATA_DIR: "/tmp/studiodesk-config-test", S3_BUCKET: BUCKET };

  it.each([
    [{ S3_SECRET_ACCESS_KEY: "secret" }, "S3_ACCESS_KEY_ID"],
    [{ S3_ACCESS_KEY_ID: "key" }, "S3_SECRET_ACCESS_KEY"],
    [{}, "S3_ACCESS_KEY_ID"],
  ])("stops when S3_BUCKET is set without both keys (%o)", (environment, variable) => {
    const load = () => loadConfig({ ...base, ...environment });
    expect(load).toThrow(ConfigError);
    expect(load).toThrow(new RegExp(variable));
  });

  it("stores in the bucket when S3_BUCKET is set, and locally otherwise", async () => {
    const config = loadConfig({
      ...base,
      S3_ENDPOINT: s3Config.endpoint,
      S3_ACCESS_KEY_ID: "S3RVER",
      S3_SECRET_ACCESS_KEY: "S3RVER",
      S3_FORCE_PATH_STYLE: "true",
    });
    expect(config.s3).toEqual(s3Config);
    await createStorage(config).put("private/org-4/x.pdf", Buffer.from("%PDF"), "application/pdf");
    expect(await objectExists("private/org-4/x.pdf")).toBe(true);
    expect(loadConfig({ DATA_DIR: base.DATA_DIR }).s3).toBeUndefined();
  });
});

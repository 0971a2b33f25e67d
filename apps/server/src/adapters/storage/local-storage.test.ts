import { mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { itBehavesAsStorage } from "../../../test/support/storage-contract";
import { createTestApp, type TestApp } from "../../../test/support/test-app";
import { createLocalStorage, removePartialFiles } from "./local-storage";
import type { Storage } from "./storage";

let rootDir: string;
let storage: Storage;

beforeAll(async () => {
  rootDir = await mkdtemp(path.join(tmpdir(), "studiodesk-local-storage-"));
  storage = createLocalStorage({
    rootDir,
    publicBaseUrl: "http://studio.test",
    signingSecret: "s".repeat(32),
  });
});
afterAll(() => rm(rootDir, { recursive: true, force: true }));

const filesUnder = async (folder: string) =>
  (await readdir(folder, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)))
    .sort();

const chunksOf = (count: number, size: number) =>
  Readable.from(Array.from({ length: count }, () => Buffer.alloc(size, 1)));

describe("local storage", () => {
  itBehavesAsStorage(() => storage);

  it("streams a body into place and reads it back as a stream", async () => {
    const stored = await storage.upload(
      "private/org-1/resource/a.mp3",
      chunksOf(20, 4096),
      "audio/mpeg",
      {
        maxBytes: 100_000,
      },
    );
    expect(stored.size).toBe(81_920);
    const file = await storage.getStream("private/org-1/resource/a.mp3");
    expect(file).toMatchObject({ contentType: "audio/mpeg", size: 81_920 });
    file?.body.destroy();
  });

  it("refuses a stream over maxBytes with a 413 and leaves no file, not even a partial one", async () => {
    const before = await filesUnder(rootDir);
    const upload = storage.upload(
      "private/org-1/document/big.pdf",
      chunksOf(10, 1000),
      "application/pdf",
      {
        maxBytes: 5000,
      },
    );
    await expect(upload).rejects.toMatchObject({
      status: 413,
      message: "This file is larger than the 5 KB limit.",
    });
    expect(await filesUnder(rootDir)).toEqual(before);
  });

  it("leaves no partial file when the source fails half way", async () => {
    const before = await filesUnder(rootDir);
    const failing = new Readable({
      read() {
        this.push(Buffer.alloc(1000));
        this.destroy(new Error("connection lost"));
      },
    });
    const upload = storage.upload("private/org-1/document/cut.pdf", failing, "application/pdf", {
      maxBytes: 5000,
    });
    await expect(upload).rejects.toThrow("connection lost");
    expect(await filesUnder(rootDir)).toEqual(before);
  });

  it("leaves no partial file when many uploads fail at once, before their files are open", async () => {
    const before = await filesUnder(rootDir);
    const failAtOnce = () =>
      new Readable({
        read() {
          this.destroy(new Error("connection lost"));
        },
      });
    const uploads = Array.from({ length: 30 }, (_, index) =>
      storage.upload(`private/org-1/document/race-${index}.pdf`, failAtOnce(), "application/pdf", {
        maxBytes: 5000,
      }),
    );
    const results = await Promise.allSettled(uploads);
    expect(results.every((result) => result.status === "rejected")).toBe(true);
    expect(await filesUnder(rootDir)).toEqual(before);
  });

  it("sweeps partial files a crashed process left behind, and nothing else", async () => {
    const sweepRoot = await mkdtemp(path.join(tmpdir(), "studiodesk-sweep-"));
    const sweeping = createLocalStorage({
      rootDir: sweepRoot,
      publicBaseUrl: "http://studio.test",
      signingSecret: "s".repeat(32),
    });
    await sweeping.put("private/org-1/document/kept.pdf", Buffer.from("kept"), "application/pdf");
    await writeFile(path.join(sweepRoot, "private/org-1/document/kept.pdf.0192.partial"), "half");
    await removePartialFiles(sweepRoot);
    expect(await filesUnder(sweepRoot)).toEqual(["private/org-1/document/kept.pdf"]);
    await rm(sweepRoot, { recursive: true, force: true });
  });

  it("deletes a file, and a folder's contents without touching its neighbours", async () => {
    for (const key of ["private/org-2/a/1.pdf", "private/org-2/2.pdf", "private/org-20/3.pdf"]) {
      await storage.put(key, Buffer.from(key), "application/pdf");
    }
    await storage.delete("private/org-2/2.pdf");
    expect(await storage.get("private/org-2/2.pdf")).toBeUndefined();
    await storage.deletePrefix("private/org-2/");
    expect(await filesUnder(path.join(rootDir, "private"))).not.toContain("org-2/a/1.pdf");
    expect(await storage.get("private/org-20/3.pdf")).toBeDefined();
  });

  it("refuses a folder prefix that is not a folder, and keys outside the root", async () => {
    await expect(storage.deletePrefix("private/org-20")).rejects.toThrow(/prefix/);
    await expect(storage.deletePrefix("")).rejects.toThrow(/prefix/);
    await expect(storage.put("../escape.pdf", Buffer.from("x"), "application/pdf")).rejects.toThrow(
      /Invalid storage key/,
    );
  });
});

describe("signed download links of the local adapter", () => {
  let t: TestApp;
  const key = "private/org-9/document/report.pdf";
  const body = Buffer.from("%PDF-1.4 the report");

  beforeAll(async () => {
    t = await createTestApp();
    await t.app.deps.storage.put(key, body, "application/pdf");
  });
  afterAll(() => t.close());

  const fetchLink = (link: string) => {
    const url = new URL(link);
    return t.app.inject({ method: "GET", url: `${url.pathname}${url.search}` });
  };

  it("serves the file through a link signed with the server's secret", async () => {
    const link = await t.app.deps.storage.downloadUrl(key, { expiresInSeconds: 300 });
    expect(link).toMatch(
      /\/files\/signed\/private\/org-9\/document\/report\.pdf\?expires=\d+&signature=[0-9a-f]{64}$/,
    );
    const response = await fetchLink(link);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/pdf");
    expect(response.rawPayload.equals(body)).toBe(true);
  });

  it("refuses a tampered signature, another key and a missing signature with a 403", async () => {
    const link = await t.app.deps.storage.downloadUrl(key, { expiresInSeconds: 300 });
    const tampered = link.replace(
      /signature=(.)/,
      (_, first) => `signature=${first === "a" ? "b" : "a"}`,
    );
    const otherKey = link.replace("report.pdf", "other.pdf");
    const unsigned = link.replace(/&signature=.*/, "");
    for (const bad of [tampered, otherKey, unsigned]) {
      const response = await fetchLink(bad);
      expect(response.statusCode).toBe(403);
      expect(response.json().error.message).toBe("This link has expired or is not valid.");
    }
  });

  it("saves the file under the name the link was made with, which cannot be edited", async () => {
    const link = await t.app.deps.storage.downloadUrl(key, {
      expiresInSeconds: 300,
      fileName: "Harbor Yoga — Users.xlsx",
    });
    const response = await fetchLink(link);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-disposition"]).toBe(
      "attachment; filename=\"Harbor Yoga ? Users.xlsx\"; filename*=UTF-8''Harbor%20Yoga%20%E2%80%94%20Users.xlsx",
    );
    const renamed = new URL(link);
    renamed.searchParams.set("name", "invoice.exe");
    expect((await fetchLink(renamed.toString())).statusCode).toBe(403);
    renamed.searchParams.delete("name");
    expect((await fetchLink(renamed.toString())).statusCode).toBe(403);
  });

  it("refuses a link once it has expired", async () => {
    const link = await t.app.deps.storage.downloadUrl(key, { expiresInSeconds: 60 });
    t.clock.now = new Date(t.clock.now.getTime() + 61_000);
    expect((await fetchLink(link)).statusCode).toBe(403);
  });

  it("still serves public files without a signature", async () => {
    await t.app.deps.storage.put("public/org-9/logo/l.png", Buffer.from("png"), "image/png");
    const url = new URL(t.app.deps.storage.publicUrl("public/org-9/logo/l.png"));
    const response = await t.app.inject({ method: "GET", url: url.pathname });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("image/png");
    expect(response.body).toBe("png");
  });
});

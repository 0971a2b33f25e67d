import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { afterAll, expect, it, vi } from "vitest";
import { createLocalStorage } from "./local-storage";

// A loaded machine, made repeatable: every file takes 100 ms to open, so an oversized upload
// is refused while its temporary file is still being created (issue #20 §12).
vi.mock("node:fs", async (importOriginal) => {
  const real = await importOriginal<typeof import("node:fs")>();
  const slowOpen = (...args: Parameters<typeof real.open>) => {
    setTimeout(() => real.open(...args), 100);
  };
  return {
    ...real,
    createWriteStream: (file: string, options: object) =>
      real.createWriteStream(file, {
        ...options,
        fs: { open: slowOpen, write: real.write, writev: real.writev, close: real.close },
      } as Parameters<typeof real.createWriteStream>[1]),
  };
});

const rootDir = await mkdtemp(path.join(tmpdir(), "studiodesk-slow-disk-"));
afterAll(() => rm(rootDir, { recursive: true, force: true }));

it("leaves no partial file when an upload is refused before its file is open", async () => {
  const storage = createLocalStorage({
    rootDir,
    publicBaseUrl: "http://studio.test",
    signingSecret: "s".repeat(32),
  });
  const tenKilobytes = () => Readable.from(Array.from({ length: 10 }, () => Buffer.alloc(1000)));
  const upload = storage.upload(
    "private/org-1/document/big.pdf",
    tenKilobytes(),
    "application/pdf",
    {
      maxBytes: 5000,
    },
  );
  await expect(upload).rejects.toMatchObject({ status: 413 });
  const files = await readdir(rootDir, { recursive: true, withFileTypes: true });
  expect(files.filter((entry) => entry.isFile()).map((entry) => entry.name)).toEqual([]);
});

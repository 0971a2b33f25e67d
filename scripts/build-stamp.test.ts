import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { buildInputsDigest, isBuildCurrent, recordBuildInputs } from "./lib.mjs";

// `npm start` skips the build only when the last one came from the same inputs and all it
// wrote is still there (issue #19: a quick second start that never serves a stale app).
let root: string;
const write = (relative: string, text: string) => {
  mkdirSync(path.dirname(path.join(root, relative)), { recursive: true });
  writeFileSync(path.join(root, relative), text);
};

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), "build-stamp-"));
  write("apps/web/src/main.tsx", "export {};");
  write("apps/web/dist/index.html", "<!doctype html>");
  write("apps/web/dist-ssr/entry-server.js", "export {};");
  write("apps/server/dist/main.js", "export {};");
  recordBuildInputs(buildInputsDigest(root), root);
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe("the build stamp", () => {
  it("counts a build from unchanged inputs with every output in place as current", () => {
    expect(isBuildCurrent(buildInputsDigest(root), root)).toBe(true);
  });

  it("asks for a build when an input changed", () => {
    const source = path.join(root, "apps/web/src/main.tsx");
    writeFileSync(source, "export const changed = true;");
    utimesSync(source, new Date(), new Date(Date.now() + 60_000));
    expect(isBuildCurrent(buildInputsDigest(root), root)).toBe(false);
  });

  it.each([
    "apps/web/dist/index.html",
    "apps/web/dist-ssr/entry-server.js",
    "apps/server/dist/main.js",
  ])("asks for a build when %s was deleted, though no input changed", (output) => {
    rmSync(path.join(root, output));
    expect(isBuildCurrent(buildInputsDigest(root), root)).toBe(false);
  });
});

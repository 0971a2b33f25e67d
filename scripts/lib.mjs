// Shared by start, build and test: nothing here may need a package that is not installed yet.
import { spawn, spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const INSTALL_STAMP = path.join(ROOT, "node_modules", ".studiodesk-install");

// Installs exactly the locked dependencies when node_modules is missing or older than the lock.
export function ensureInstalled() {
  const lock = readFileSync(path.join(ROOT, "package-lock.json"));
  const digest = createHash("sha256").update(lock).digest("hex");
  if (existsSync(INSTALL_STAMP) && readFileSync(INSTALL_STAMP, "utf8") === digest) return;
  console.log("Installing dependencies (npm ci)…");
  const result = spawnSync("npm", ["ci", "--no-audit", "--no-fund"], {
    cwd: ROOT,
    stdio: "inherit",
  });
  if (result.status !== 0) {
    console.error("npm ci failed.");
    process.exit(result.status ?? 1);
  }
  writeFileSync(INSTALL_STAMP, digest);
}

export const bin = (name) => path.join(ROOT, "node_modules", ".bin", name);

// Runs a command with inherited output; resolves to its exit code.
export function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: "inherit", ...options });
    child.on("exit", (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on("error", () => resolve(1));
  });
}

// What the build reads. A change to any of these files (or to the lock) means a new build.
const BUILD_INPUTS = [
  "package-lock.json",
  "tsconfig.base.json",
  "packages/core/src",
  "apps/server/src",
  "apps/web/src",
  "apps/web/build",
  "apps/web/public",
  "apps/web/index.html",
  "apps/web/vite.config.ts",
  "scripts/build-server.mjs",
];
const BUILD_STAMP = "apps/server/dist/.build-inputs";
// What `npm start` serves: the browser's app, the server's render of its pages, the server.
const BUILD_OUTPUTS = [
  "apps/web/dist/index.html",
  "apps/web/dist-ssr/entry-server.js",
  "apps/server/dist/main.js",
];

// A fingerprint of the build's inputs: every file's path, size and modification time. Cheap
// (no file is read), and any edit, checkout or pull changes it.
export function buildInputsDigest(root = ROOT) {
  const hash = createHash("sha256");
  const visit = (relative) => {
    const full = path.join(root, relative);
    if (!existsSync(full)) return;
    const stats = statSync(full);
    if (stats.isDirectory()) {
      for (const name of readdirSync(full).sort()) visit(path.join(relative, name));
    } else {
      hash.update(`${relative}\0${stats.size}\0${stats.mtimeMs}\n`);
    }
  };
  for (const input of BUILD_INPUTS) visit(input);
  return hash.digest("hex");
}

// True when the last build succeeded from inputs with this digest and all it wrote is still
// there (a deleted output is rebuilt even when no input changed).
export function isBuildCurrent(digest, root = ROOT) {
  const stamp = path.join(root, BUILD_STAMP);
  return (
    existsSync(stamp) &&
    BUILD_OUTPUTS.every((output) => existsSync(path.join(root, output))) &&
    readFileSync(stamp, "utf8") === digest
  );
}

export function recordBuildInputs(digest, root = ROOT) {
  writeFileSync(path.join(root, BUILD_STAMP), digest);
}

// `npm start` on a checkout already built from the same inputs starts at once. The digest is
// taken before building: an edit made during the build is built by the next start.
export async function buildIfChanged() {
  const digest = buildInputsDigest();
  if (isBuildCurrent(digest)) {
    console.log("The build is up to date.");
    return true;
  }
  if (!(await build())) return false;
  recordBuildInputs(digest);
  return true;
}

export async function build() {
  // A stamp is only written after a build that succeeded; a failed one leaves none behind.
  rmSync(path.join(ROOT, BUILD_STAMP), { force: true });
  console.log("Building the web app…");
  if (
    (await run(bin("vite"), ["build", "--logLevel", "warn"], {
      cwd: path.join(ROOT, "apps/web"),
    })) !== 0
  ) {
    return false;
  }
  // The server's render of the pages (apps/web/src/entry-server.tsx), into apps/web/dist-ssr.
  if (
    (await run(
      bin("vite"),
      ["build", "--ssr", "src/entry-server.tsx", "--outDir", "dist-ssr", "--logLevel", "warn"],
      { cwd: path.join(ROOT, "apps/web") },
    )) !== 0
  ) {
    return false;
  }
  console.log("Building the server…");
  return (await run(process.execPath, [path.join(ROOT, "scripts/build-server.mjs")])) === 0;
}

export function findChromium() {
  const candidates = [process.env.CHROMIUM_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"];
  return candidates.find((candidate) => candidate && existsSync(candidate));
}

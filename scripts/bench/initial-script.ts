import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

// Vite's build manifest (build.manifest in apps/web/vite.config.ts): each module's chunk and
// the chunks it imports statically (those load with it) or dynamically (those load later).
type ManifestChunk = {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
};
type Manifest = Record<string, ManifestChunk>;

// A route's first load: what index.html loads (the entry, its static imports, and what the
// entry imports dynamically to start: React and the app, build/preload-app.ts) plus the
// route's chunks (the dashboard's shell and page) and their static imports. Modules as the
// manifest names them.
export const FIRST_LOAD_PAGES: Record<string, string[]> = {
  "/login": ["src/features/auth/pages/SignInPage.tsx"],
  "/dashboard": [
    "src/app/layout/AppLayout.tsx",
    "src/features/dashboard/pages/DashboardHomePage.tsx",
  ],
};

export function readManifest(distDir: string): Manifest {
  return JSON.parse(readFileSync(path.join(distDir, ".vite", "manifest.json"), "utf8"));
}

function staticClosure(manifest: Manifest, key: string, files: Set<string>): void {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`build manifest has no module ${key}`);
  if (files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) staticClosure(manifest, imported, files);
}

// The build writes a .gz copy of every text asset (apps/web/build/precompress.ts): its size is
// what travels; a file without one is gzipped here at the same level.
function gzipBytes(distDir: string, file: string): number {
  const filePath = path.join(distDir, file);
  const compressed = `${filePath}.gz`;
  return existsSync(compressed)
    ? readFileSync(compressed).byteLength
    : gzipSync(readFileSync(filePath), { level: 9 }).byteLength;
}

// Gzip bytes of every script a first visit to the page downloads before it can render.
export function firstLoadScriptBytes(distDir: string, routeModules: string[]): number {
  const manifest = readManifest(distDir);
  const files = new Set<string>();
  for (const [key, chunk] of Object.entries(manifest)) {
    if (!chunk.isEntry) continue;
    staticClosure(manifest, key, files);
    for (const started of chunk.dynamicImports ?? []) staticClosure(manifest, started, files);
  }
  for (const module of routeModules) staticClosure(manifest, module, files);
  return [...files]
    .filter((file) => file.endsWith(".js"))
    .reduce((total, file) => total + gzipBytes(distDir, file), 0);
}

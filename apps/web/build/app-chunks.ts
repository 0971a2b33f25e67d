import path from "node:path";
import { build, type InlineConfig, type Plugin, type Rolldown } from "vite";

// The dynamic imports whose chunks every signed-in page loads on a first visit: React (main.tsx
// imports it first, to evaluate it in a task of its own), the app's start, and the dashboard's
// shell (the header and the side menu).
const REACT_DOM_CLIENT = /node_modules[\\/]react-dom[\\/]client\.js$/;
const APP_START = "src/app/start-app.tsx";
const SHELL = "src/app/layout/AppLayout.tsx";
// The module that imports the dashboard's pages: those load inside the shell.
const DASHBOARD_ROUTES = "src/app/dashboard-routes.ts";

// Most shared first: a group takes the modules its own modules import, so the shell's chunk
// would otherwise take into itself a module it shares with a page drawn without the shell.
const CHUNKS_IN_ORDER = ["react", "app-start", "shell-shared", "shell"] as const;
type ChunkName = (typeof CHUNKS_IN_ORDER)[number];

export type ChunkPlan = Map<string, ChunkName>;

type OutputChunk = Rolldown.OutputChunk;

// Left alone, the bundler makes a chunk for every set of pages that share some modules: a first
// visit to the dashboard asked for about a hundred scripts, most under 1 KB, each compressed on
// its own (some 15 KB more than together), each one more request and one more preload for the
// page's loader (issue #19). The plan gathers the modules that always load together into one
// chunk per step: React, the app's start, the shell, and what the shell shares with what loads
// without it (the sign-in page, the notifications host), placed from where a first build
// without the plan put them. The same modules load at the same step, in four files instead of
// a hundred; the pages' own chunks are left as they were.
export async function planAppChunks(config: InlineConfig): Promise<ChunkPlan> {
  const root = path.resolve(config.root ?? ".");
  let dashboardPages = new Set<string>();
  const readDashboardPages: Plugin = {
    name: "studiodesk-read-dashboard-pages",
    generateBundle() {
      const routes = this.getModuleInfo(path.resolve(root, DASHBOARD_ROUTES));
      dashboardPages = new Set(routes?.dynamicallyImportedIds);
    },
  };
  const output = await build({
    ...config,
    configFile: false,
    logLevel: "silent",
    plugins: [...(config.plugins ?? []), readDashboardPages],
    build: { ...config.build, write: false, manifest: false },
  });
  const outputs = Array.isArray(output) ? output : [output];
  const chunks = outputs.flatMap((result) =>
    "output" in result
      ? result.output.filter((file): file is OutputChunk => file.type === "chunk")
      : [],
  );
  return chunkPlan(chunks, root, dashboardPages);
}

export function chunkPlan(
  chunks: OutputChunk[],
  root: string,
  dashboardPages: Set<string>,
): ChunkPlan {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const isFacadeOf = (file: string) => (chunk: OutputChunk) =>
    chunk.facadeModuleId === path.resolve(root, file);
  // The chunks that load with the roots: their static imports, and with `isLazyFollowed` the
  // chunks they import dynamically too.
  const loadedWith = (
    roots: OutputChunk[],
    isLazyFollowed: (chunk: OutputChunk) => boolean = () => false,
  ) => {
    const files = new Set<string>();
    const visit = (file: string) => {
      const chunk = byFile.get(file);
      if (files.has(file) || !chunk) return;
      files.add(file);
      for (const imported of chunk.imports) visit(imported);
      for (const lazy of chunk.dynamicImports) {
        const lazyChunk = byFile.get(lazy);
        if (lazyChunk && isLazyFollowed(lazyChunk)) visit(lazy);
      }
    };
    for (const chunk of roots) visit(chunk.fileName);
    return files;
  };
  const entry = loadedWith(chunks.filter((chunk) => chunk.isEntry));
  const react = loadedWith(
    chunks.filter((chunk) => REACT_DOM_CLIENT.test(chunk.facadeModuleId ?? "")),
  );
  const appStart = loadedWith(chunks.filter(isFacadeOf(APP_START)));
  const shell = loadedWith(chunks.filter(isFacadeOf(SHELL)));
  if (appStart.size === 0 || shell.size === 0) {
    throw new Error(`No chunk for ${APP_START} or ${SHELL}: review build/app-chunks.ts`);
  }
  // What the app's start imports lazily, other than the shell and its pages, loads without the
  // shell (the signed-out pages, the notifications host), and so does all that imports lazily.
  const isInsideShell = (chunk: OutputChunk) =>
    isFacadeOf(SHELL)(chunk) || dashboardPages.has(chunk.facadeModuleId ?? "");
  const withoutShell = loadedWith(
    [...appStart]
      .flatMap((file) => byFile.get(file)?.dynamicImports ?? [])
      .map((file) => byFile.get(file))
      .filter((chunk): chunk is OutputChunk => chunk !== undefined && !isInsideShell(chunk)),
    (chunk) => !isInsideShell(chunk),
  );
  const chunkName = (file: string): ChunkName | null => {
    if (entry.has(file)) return null;
    if (react.has(file)) return "react";
    if (appStart.has(file)) return "app-start";
    if (!shell.has(file)) return null;
    return withoutShell.has(file) ? "shell-shared" : "shell";
  };
  const plan: ChunkPlan = new Map();
  for (const chunk of chunks) {
    const name = chunkName(chunk.fileName);
    if (name === null) continue;
    // A dynamically imported module keeps its own chunk (the one its import() loads).
    for (const id of chunk.moduleIds) if (id !== chunk.facadeModuleId) plan.set(id, name);
  }
  return plan;
}

// The plan as the bundler's chunk groups (output.codeSplitting.groups).
export function chunkGroups(plan: ChunkPlan): Rolldown.CodeSplittingGroup[] {
  return CHUNKS_IN_ORDER.map((name, index) => ({
    name,
    test: (moduleId: string) => plan.get(moduleId) === name,
    priority: CHUNKS_IN_ORDER.length - index,
  }));
}

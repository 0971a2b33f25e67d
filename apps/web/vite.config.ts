import { readFileSync } from "node:fs";
import react from "@vitejs/plugin-react";
import { defineConfig, type InlineConfig, type UserConfig } from "vite";
import { chunkGroups, planAppChunks } from "./build/app-chunks.ts";
import { appShellScrollClass } from "./build/app-shell-scroll-class.ts";
import { inlineMessages } from "./build/inline-messages.ts";
import { mantineStableIds } from "./build/mantine-stable-ids.ts";
import { precompress } from "./build/precompress.ts";
import { preloadApp } from "./build/preload-app.ts";

// The footer shows the product version, which lives in the workspace root's package.json.
const rootPackage: { version: string } = JSON.parse(
  readFileSync(new URL("../../package.json", import.meta.url), "utf8"),
);

// `npm run dev:web` proxies the API; API_URL points it at a server on another port.
const API_SERVER = process.env.API_URL ?? "http://localhost:3000";

// What decides the module graph and its tree-shaking: the chunk plan's first build
// (build/app-chunks.ts) must place the modules exactly as the real build would.
const moduleGraph = () =>
  ({
    root: import.meta.dirname,
    plugins: [react(), mantineStableIds(), appShellScrollClass(), inlineMessages()],
    define: {
      __APP_VERSION__: JSON.stringify(rootPackage.version),
    },
    build: {
      rolldownOptions: {
        treeshake: {
          // Building a Zod schema changes nothing outside it: a page's chunk need not build (at
          // load, on the page's critical path) the contracts' schemas the web never uses.
          manualPureFunctions: ["z"],
        },
      },
    },
  }) satisfies InlineConfig;

export default defineConfig(async ({ command, isSsrBuild }): Promise<UserConfig> => {
  // The browser's build only: the server's render loads its modules from disk.
  const chunkPlan =
    command === "build" && !isSsrBuild ? await planAppChunks(moduleGraph()) : undefined;
  const { plugins, define, build } = moduleGraph();
  return {
    plugins: [...plugins, preloadApp(), precompress()],
    define,
    server: {
      // Share links (/l/{code}) are served by the API server too. Vite matches plain keys
      // as prefixes, and "/l" alone would swallow /login, hence the anchored patterns.
      proxy: {
        "^/api/": API_SERVER,
        "^/l/": API_SERVER,
        "^/files/": API_SERVER,
      },
    },
    // Bundled up front, so the dev server does not reload the page the first time an editor opens.
    optimizeDeps: {
      include: [
        "@mantine/tiptap",
        "@tiptap/react",
        "@tiptap/starter-kit",
        "@tiptap/extension-link",
      ],
    },
    build: {
      outDir: "dist",
      // dist/.vite/manifest.json: the bench sums each route's first-load script from it.
      manifest: true,
      // One stylesheet, linked from index.html: a server-drawn page is styled at its first paint,
      // whatever page chunks it uses (their few kilobytes of CSS would otherwise come with them).
      cssCodeSplit: false,
      rolldownOptions: {
        ...build.rolldownOptions,
        output: chunkPlan && {
          codeSplitting: { groups: chunkGroups(chunkPlan) },
        },
      },
      modulePreload: {
        resolveDependencies: (_file, dependencies, { hostType }) =>
          hostType === "html" ? dependencies : [],
      },
    },
  };
});

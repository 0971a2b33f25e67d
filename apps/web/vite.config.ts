import { readFileSync } from "node:fs";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { mantineStableIds } from "./build/mantine-stable-ids.ts";
import { precompress } from "./build/precompress.ts";
import { preloadApp } from "./build/preload-app.ts";

// The footer shows the product version, which lives in the workspace root's package.json.
const rootPackage: { version: string } = JSON.parse(
  readFileSync(new URL("../../package.json", import.meta.url), "utf8"),
);

// `npm run dev:web` proxies the API; API_URL points it at a server on another port.
const API_SERVER = process.env.API_URL ?? "http://localhost:3000";

export default defineConfig({
  plugins: [react(), mantineStableIds(), preloadApp(), precompress()],
  define: {
    __APP_VERSION__: JSON.stringify(rootPackage.version),
  },
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
    include: ["@mantine/tiptap", "@tiptap/react", "@tiptap/starter-kit", "@tiptap/extension-link"],
  },
  build: {
    outDir: "dist",
    // dist/.vite/manifest.json: the bench sums each route's first-load script from it.
    manifest: true,
    // One stylesheet, linked from index.html: a server-drawn page is styled at its first paint,
    // whatever page chunks it uses (their few kilobytes of CSS would otherwise come with them).
    cssCodeSplit: false,
    rolldownOptions: {
      treeshake: {
        // Building a Zod schema changes nothing outside it: a page's chunk need not build (at
        // load, on the page's critical path) the contracts' schemas the web never uses.
        manualPureFunctions: ["z"],
      },
    },
    modulePreload: {
      resolveDependencies: (_file, dependencies, { hostType }) =>
        hostType === "html" ? dependencies : [],
    },
  },
});

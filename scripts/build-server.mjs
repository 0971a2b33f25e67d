// Bundles the server (and the shared core it imports as TypeScript) into one ESM file;
// every npm package stays external and is loaded from node_modules at run time.
import path from "node:path";
import { build } from "esbuild";
import { ROOT } from "./lib.mjs";

await build({
  entryPoints: [path.join(ROOT, "apps/server/src/main.ts")],
  outfile: path.join(ROOT, "apps/server/dist/main.js"),
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  sourcemap: true,
  logLevel: "warning",
  plugins: [
    {
      name: "external-packages",
      setup(builder) {
        builder.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith("@studiodesk/") ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
});

// `npm start`: install what is missing, build (unless nothing changed), then run the server, which migrates the
// database and seeds the demo organizations into an empty embedded database.
import path from "node:path";
import { buildIfChanged, ensureInstalled, ROOT, run } from "./lib.mjs";

ensureInstalled();
if (!(await buildIfChanged())) process.exit(1);
const code = await run(
  process.execPath,
  [
    "--enable-source-maps",
    // A larger young generation: fewer scavenges under load, shorter tail latencies (see bench).
    "--max-semi-space-size=32",
    path.join(ROOT, "apps/server/dist/main.js"),
  ],
  { env: { LOG_FORMAT: "pretty", ...process.env } },
);
process.exit(code);

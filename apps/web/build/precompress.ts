import { readdir, readFile, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { Plugin } from "vite";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

// Text a browser downloads; images and fonts are compressed already.
const TEXT_FILE = /\.(js|mjs|css|html|svg|json|txt|webmanifest)$/;
// Below this a compressed copy saves less than the bytes of its own headers.
const MIN_BYTES = 1024;

// Writes a brotli (.br) and a gzip (.gz) copy beside every text asset of the build, at the
// highest levels: they are made once per build, and the server sends the smallest copy the
// browser accepts (@fastify/static preCompressed) without compressing per request.
export function precompress(): Plugin {
  let outDir = "dist";
  return {
    name: "studiodesk-precompress",
    // The server render's build (dist-ssr) is read by the server, never sent to a browser.
    apply: (_config, { command, isSsrBuild }) => command === "build" && !isSsrBuild,
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      for (const file of await textFiles(outDir)) {
        const content = await readFile(file);
        const [br, gz] = await Promise.all([
          brotli(content, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
            },
          }),
          gzipAsync(content, { level: constants.Z_BEST_COMPRESSION }),
        ]);
        await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
      }
    },
  };
}

async function textFiles(dir: string): Promise<string[]> {
  const files: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) files.push(...(await textFiles(full)));
    else if (TEXT_FILE.test(entry.name) && (await stat(full)).size >= MIN_BYTES) files.push(full);
  }
  return files;
}

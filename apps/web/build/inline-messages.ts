import type { Plugin } from "vite";
// By path: the config loader bundles a relative import, but loads a package as Node would (and
// Node cannot run the workspace package's TypeScript).
import { MESSAGES } from "../../../packages/core/src/messages.ts";

// The spec's texts live once, in core's MESSAGES (STYLE.md, habit 5), and the web reads them as
// `MESSAGES.someText`. Bundled as it is, that one object (all 400-odd texts, about 6 KB
// compressed) came with the app's start on every page's first load (issue #19), for a handful
// of texts. Each `MESSAGES.someText` in the app's code is written into it as its string at build
// time: a chunk carries the texts it shows, and the object is left out when nothing else reads
// it. The source keeps reading MESSAGES; only the bundle changes.
const MESSAGES_IMPORT =
  /import\s*\{[^}]*\bMESSAGES\b[^}]*\}\s*from\s*["'](?:@studiodesk\/core\/messages|(?:\.\.?\/)+messages(?:\.ts)?)["']/;
const MESSAGE_READ = /(?<![\w$.])MESSAGES\.([A-Za-z_$][\w$]*)/g;
const SOURCE_FILE = /\.[cm]?[jt]sx?$/;

export function inlineMessageReads(code: string, messages: Record<string, unknown>): string {
  if (!MESSAGES_IMPORT.test(code)) return code;
  return code.replace(MESSAGE_READ, (read, key: string) => {
    const text = Object.hasOwn(messages, key) ? messages[key] : undefined;
    return typeof text === "string" ? JSON.stringify(text) : read;
  });
}

export function inlineMessages(): Plugin {
  return {
    name: "studiodesk-inline-messages",
    // After TypeScript is compiled away: the code is plain JavaScript.
    enforce: "post",
    transform(code, id) {
      if (!SOURCE_FILE.test(id.split("?")[0] ?? "") || id.includes("/node_modules/")) return null;
      const inlined = inlineMessageReads(code, MESSAGES);
      return inlined === code ? null : { code: inlined, map: null };
    },
  };
}

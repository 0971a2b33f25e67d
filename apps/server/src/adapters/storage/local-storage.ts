import { mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { newId } from "../../shared/ids";
import type { Storage } from "./storage";

const CONTENT_TYPES: Record<string, string> = {
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".png": "image/png",
  ".pdf": "application/pdf",
};

// Files under DATA_DIR/files. Writes go to a temporary name first and are renamed into
// place, so a failed upload never leaves half a file behind.
export function createLocalStorage(rootDir: string, publicBaseUrl: string): Storage {
  const resolve = (key: string) => {
    const full = path.resolve(rootDir, key);
    if (!full.startsWith(path.resolve(rootDir) + path.sep)) throw new Error("Invalid storage key");
    return full;
  };
  return {
    async put(key, body, contentType) {
      const target = resolve(key);
      await mkdir(path.dirname(target), { recursive: true });
      const temporary = `${target}.${newId()}.partial`;
      try {
        await writeFile(temporary, body);
        await rename(temporary, target);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
      return { key, contentType, size: body.length };
    },
    async get(key) {
      try {
        const body = await readFile(resolve(key));
        const contentType =
          CONTENT_TYPES[path.extname(key).toLowerCase()] ?? "application/octet-stream";
        return { body, contentType };
      } catch {
        return undefined;
      }
    },
    async delete(key) {
      await rm(resolve(key), { force: true });
    },
    publicUrl(key) {
      return `${publicBaseUrl}/files/${key}`;
    },
  };
}

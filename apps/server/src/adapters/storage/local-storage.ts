import { timingSafeEqual } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import { mkdir, readdir, readFile, rename, rm, stat } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { UPLOAD_KINDS } from "@studiodesk/core/rules/uploads";
import { hmacSha256, newId } from "../../shared/ids";
import { assertFolderPrefix, fileTooLargeError, limitBytes, type Storage } from "./storage";

export type LocalStorageOptions = {
  rootDir: string;
  publicBaseUrl: string;
  // Keys the HMAC of signed download links (the server's SESSION_SECRET).
  signingSecret: string;
  now?: () => Date;
};

// The folder keeps no metadata: the content type follows from the extension, which
// storeUpload always chooses from the detected content.
const CONTENT_TYPES: Record<string, string> = Object.fromEntries(
  Object.values(UPLOAD_KINDS).flatMap((kind) =>
    kind.accepted.flatMap((type) => type.extensions.map((extension) => [extension, type.mime])),
  ),
);

const contentTypeOf = (key: string) =>
  CONTENT_TYPES[path.extname(key).toLowerCase()] ?? "application/octet-stream";

// What a signed link's signature covers; the prefix keeps it apart from other HMACs
// made with the same secret (session ids). The download name is signed too, so a link
// cannot be edited to save a file under another name.
const signedPayload = (key: string, expires: number, fileName: string) =>
  `signed-file\n${key}\n${expires}\n${fileName}`;

export function signFileKey(secret: string, key: string, expires: number, fileName = ""): string {
  return hmacSha256(secret, signedPayload(key, expires, fileName));
}

// True when the link was made by this server for this key (and name) and has not expired.
export function isValidFileSignature(
  secret: string,
  link: { key: string; expires: number; signature: string; fileName?: string | undefined },
  now: Date,
): boolean {
  if (!Number.isSafeInteger(link.expires) || link.expires * 1000 <= now.getTime()) return false;
  const expected = Buffer.from(
    signFileKey(secret, link.key, link.expires, link.fileName ?? ""),
    "hex",
  );
  const given = Buffer.from(link.signature, "hex");
  return given.length === expected.length && timingSafeEqual(given, expected);
}

const encodeKey = (key: string) => key.split("/").map(encodeURIComponent).join("/");

// Files under DATA_DIR/files. Writes go to a temporary name first and are renamed into
// place, so a failed or oversized upload never leaves half a file behind.
export function createLocalStorage(options: LocalStorageOptions): Storage {
  const root = path.resolve(options.rootDir);
  const now = options.now ?? (() => new Date());
  const resolve = (key: string) => {
    const full = path.resolve(root, key);
    if (!full.startsWith(root + path.sep)) throw new Error("Invalid storage key");
    return full;
  };

  const storage: Storage = {
    async upload(key, body, contentType, { maxBytes }) {
      if (Buffer.isBuffer(body) && body.length > maxBytes) throw fileTooLargeError(maxBytes);
      const target = resolve(key);
      await mkdir(path.dirname(target), { recursive: true });
      const temporary = `${target}.${newId()}.partial`;
      const limiter = limitBytes(maxBytes);
      const file = createWriteStream(temporary, { flags: "wx" });
      try {
        const source = Buffer.isBuffer(body) ? Readable.from([body]) : body;
        await pipeline(source, limiter, file);
        await rename(temporary, target);
      } catch (error) {
        // On a slow disk the upload can fail while the file is still being opened; removing
        // it before the stream has closed would let the open create it again afterwards.
        if (!file.closed) await new Promise<void>((resolve) => file.once("close", () => resolve()));
        await rm(temporary, { force: true });
        throw error;
      }
      return { key, contentType, size: limiter.bytes() };
    },
    put: (key, body, contentType) =>
      storage.upload(key, body, contentType, { maxBytes: body.length }),
    async get(key) {
      const body = await readFile(resolve(key)).catch(() => undefined);
      return body && { body, contentType: contentTypeOf(key) };
    },
    async getStream(key) {
      const file = resolve(key);
      const info = await stat(file).catch(() => undefined);
      if (!info?.isFile()) return undefined;
      return { body: createReadStream(file), contentType: contentTypeOf(key), size: info.size };
    },
    async delete(key) {
      await rm(resolve(key), { force: true });
    },
    async deletePrefix(prefix) {
      assertFolderPrefix(prefix);
      await rm(resolve(prefix), { recursive: true, force: true });
    },
    async downloadUrl(key, { expiresInSeconds, fileName }) {
      resolve(key);
      const expires = Math.floor(now().getTime() / 1000) + expiresInSeconds;
      const signature = signFileKey(options.signingSecret, key, expires, fileName);
      const query = new URLSearchParams({ expires: String(expires), signature });
      if (fileName) query.set("name", fileName);
      return `${options.publicBaseUrl}/files/signed/${encodeKey(key)}?${query}`;
    },
    publicUrl(key) {
      return `${options.publicBaseUrl}/files/${encodeKey(key)}`;
    },
  };
  return storage;
}

// A process killed mid-upload leaves its temporary file; nothing else ends in `.partial`
// (stored keys always end in the detected extension), so at start-up every one is stale.
export async function removePartialFiles(rootDir: string): Promise<void> {
  const entries = await readdir(rootDir, { recursive: true, withFileTypes: true }).catch(() => []);
  await Promise.all(
    entries
      .filter((entry) => entry.isFile() && entry.name.endsWith(".partial"))
      .map((entry) => rm(path.join(entry.parentPath, entry.name), { force: true })),
  );
}

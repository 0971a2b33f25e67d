import { type Readable, Transform, type TransformCallback } from "node:stream";
import { fileTooLargeMessage } from "@studiodesk/core/rules/uploads";
import { AppError } from "../../shared/app-error";

// One interface for where files live: the local folder (embedded default) or an
// S3-compatible bucket. Keys are paths such as `private/<orgId>/document/<id>.pdf`;
// keys under `public/` may be linked without expiry (logos and other branding).
export type StoredObject = { key: string; contentType: string; size: number };

export type StoredFile = { body: Buffer; contentType: string };

export type StoredStream = { body: Readable; contentType: string; size: number };

export type UploadOptions = { maxBytes: number };

export type DownloadOptions = { expiresInSeconds: number; fileName?: string | undefined };

export type Storage = {
  // Streams `body` into place. Over `maxBytes` or on any failure nothing stays behind.
  upload(
    key: string,
    body: Readable | Buffer,
    contentType: string,
    options: UploadOptions,
  ): Promise<StoredObject>;
  // A small file already in memory (a re-encoded image).
  put(key: string, body: Buffer, contentType: string): Promise<StoredObject>;
  get(key: string): Promise<StoredFile | undefined>;
  // For large files: read without holding the whole file in memory.
  getStream(key: string): Promise<StoredStream | undefined>;
  delete(key: string): Promise<void>;
  // Removes every file of a folder, e.g. `private/<orgId>/resource/`.
  deletePrefix(prefix: string): Promise<void>;
  // A link that works for a limited time, for files that are not public. With `fileName`
  // the browser saves the file under that name (an export's title, not its storage key).
  downloadUrl(key: string, options: DownloadOptions): Promise<string>;
  // A URL the browser can load. Public keys (under `public/`) never expire.
  publicUrl(key: string): string;
};

export const fileTooLargeError = (maxBytes: number) =>
  new AppError("file_too_large", fileTooLargeMessage(maxBytes), 413);

// A folder prefix must name a folder: an empty or open-ended prefix could delete far
// more than the caller meant (`private/1` would also match `private/10/...`).
export function assertFolderPrefix(prefix: string): void {
  if (!prefix.endsWith("/") || prefix === "/" || prefix.split("/").includes("..")) {
    throw new Error(`Invalid storage folder prefix: ${prefix}`);
  }
}

// Counts the bytes passing through and fails the stream once they exceed `maxBytes`,
// so an upload stops at the limit instead of after the whole body has been read.
export function limitBytes(maxBytes: number): Transform & { bytes: () => number } {
  let bytes = 0;
  const limiter = new Transform({
    transform(chunk: Buffer, _encoding, callback: TransformCallback) {
      bytes += chunk.length;
      if (bytes > maxBytes) return callback(fileTooLargeError(maxBytes));
      callback(null, chunk);
    },
  });
  return Object.assign(limiter, { bytes: () => bytes });
}

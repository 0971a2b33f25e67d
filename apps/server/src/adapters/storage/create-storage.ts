import path from "node:path";
import type { Config } from "../../config";
import { createLocalStorage, removePartialFiles } from "./local-storage";
import { createS3Client, createS3Storage } from "./s3-storage";
import type { Storage } from "./storage";

// S3 when S3_BUCKET is set, otherwise the local folder DATA_DIR/files.
export function createStorage(config: Config, options: { now?: () => Date } = {}): Storage {
  if (config.s3) {
    return createS3Storage(createS3Client(config.s3), {
      bucket: config.s3.bucket,
      publicBaseUrl: config.publicUrl,
      now: options.now,
    });
  }
  return createLocalStorage({
    rootDir: path.join(config.dataDir, "files"),
    publicBaseUrl: config.publicUrl,
    signingSecret: config.sessionSecret,
    now: options.now,
  });
}

// At start-up: uploads cut off by a crash leave temporary files in the local folder (S3
// discards an unfinished multipart upload by its bucket's lifecycle rule).
export async function removeUnfinishedUploads(config: Config): Promise<void> {
  if (!config.s3) await removePartialFiles(path.join(config.dataDir, "files"));
}

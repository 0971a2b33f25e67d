import { Readable } from "node:stream";
import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  S3Client,
} from "@aws-sdk/client-s3";
import { Upload } from "@aws-sdk/lib-storage";
import { getSignedUrl } from "@aws-sdk/s3-request-presigner";
import { create as contentDisposition } from "content-disposition";
import type { S3Config } from "../../config";
import {
  assertFolderPrefix,
  fileTooLargeError,
  limitBytes,
  type Storage,
  type StoredObject,
  type UploadOptions,
} from "./storage";

export type S3StorageOptions = {
  bucket: string;
  publicBaseUrl: string;
  now?: () => Date;
};

export function createS3Client(config: S3Config): S3Client {
  return new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
    // S3-compatible services (MinIO, R2, s3rver …) often reject the SDK's default
    // streaming checksums (aws-chunked bodies); send checksums only where S3 requires them.
    ...(config.endpoint
      ? { requestChecksumCalculation: "WHEN_REQUIRED", responseChecksumValidation: "WHEN_REQUIRED" }
      : {}),
  });
}

// Files in an S3-compatible bucket. The bucket stays private: public files are served
// through /files/public/* like the local adapter's, private ones by presigned links.
export function createS3Storage(client: S3Client, options: S3StorageOptions): Storage {
  const { bucket } = options;
  const now = options.now ?? (() => new Date());
  const storage: Storage = {
    upload: (key, body, contentType, limits) =>
      uploadObject(client, bucket, { key, body, contentType }, limits),
    put: (key, body, contentType) =>
      storage.upload(key, body, contentType, { maxBytes: body.length }),
    async get(key) {
      const object = await getObject(client, bucket, key);
      if (!object?.Body) return undefined;
      const body = Buffer.from(await object.Body.transformToByteArray());
      return { body, contentType: object.ContentType ?? "application/octet-stream" };
    },
    async getStream(key) {
      const object = await getObject(client, bucket, key);
      if (!(object?.Body instanceof Readable)) return undefined;
      return {
        body: object.Body,
        contentType: object.ContentType ?? "application/octet-stream",
        size: object.ContentLength ?? 0,
      };
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
    },
    deletePrefix: (prefix) => deleteFolder(client, bucket, prefix),
    downloadUrl: (key, { expiresInSeconds, fileName }) =>
      getSignedUrl(
        client,
        new GetObjectCommand({
          Bucket: bucket,
          Key: key,
          ...(fileName ? { ResponseContentDisposition: contentDisposition(fileName) } : {}),
        }),
        {
          expiresIn: expiresInSeconds,
          signingDate: now(),
        },
      ),
    publicUrl(key) {
      return `${options.publicBaseUrl}/files/${key.split("/").map(encodeURIComponent).join("/")}`;
    },
  };
  return storage;
}

async function uploadObject(
  client: S3Client,
  bucket: string,
  file: { key: string; body: Readable | Buffer; contentType: string },
  { maxBytes }: UploadOptions,
): Promise<StoredObject> {
  const { key, body, contentType } = file;
  if (Buffer.isBuffer(body) && body.length > maxBytes) throw fileTooLargeError(maxBytes);
  const limiter = limitBytes(maxBytes);
  // Errors of the source reach the upload through the limiter, which the upload reads.
  const source = Buffer.isBuffer(body) ? Readable.from([body]) : body;
  source.on("error", (error) => limiter.destroy(error));
  source.pipe(limiter);
  // Small bodies go up in one PUT; larger ones as a multipart upload, which lib-storage
  // aborts on failure so no parts or half an object stay in the bucket.
  const upload = new Upload({
    client,
    params: { Bucket: bucket, Key: key, Body: limiter, ContentType: contentType },
    leavePartsOnError: false,
  });
  try {
    await upload.done();
  } catch (error) {
    limiter.destroy();
    source.destroy();
    // An abort that fails after the limit was hit would otherwise hide the real reason.
    if (limiter.bytes() > maxBytes) throw fileTooLargeError(maxBytes);
    throw error;
  }
  return { key, contentType, size: limiter.bytes() };
}

async function getObject(client: S3Client, bucket: string, key: string) {
  try {
    return await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
  } catch (error) {
    if (error instanceof NoSuchKey) return undefined;
    throw error;
  }
}

// Lists the folder page by page (1000 keys at most each) and deletes each page at once.
async function deleteFolder(client: S3Client, bucket: string, prefix: string): Promise<void> {
  assertFolderPrefix(prefix);
  let continuationToken: string | undefined;
  do {
    const page = await client.send(
      new ListObjectsV2Command({
        Bucket: bucket,
        Prefix: prefix,
        ContinuationToken: continuationToken,
      }),
    );
    const objects = (page.Contents ?? []).flatMap((item) => (item.Key ? [{ Key: item.Key }] : []));
    if (objects.length > 0) {
      await client.send(
        new DeleteObjectsCommand({ Bucket: bucket, Delete: { Objects: objects, Quiet: true } }),
      );
    }
    continuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (continuationToken);
}

import type { MultipartFile } from "@fastify/multipart";
import { MESSAGES } from "@studiodesk/core/messages";
import {
  type AcceptedFileType,
  UPLOAD_KINDS,
  type UploadKind,
} from "@studiodesk/core/rules/uploads";
import type { FastifyRequest } from "fastify";
import { validationError } from "../../shared/app-error";
import type { Deps } from "../../shared/deps";
import { newId } from "../../shared/ids";
import { deletePublicImage } from "../../shared/image-upload";
import { assertStorableText } from "../../shared/storable-text";
import {
  detectFileType,
  readHead,
  SNIFF_BYTES,
  toJpegWithThumbnail,
} from "../../shared/upload-kinds";
import { emptyFileError, readFilePart, readOnlyFile } from "../../shared/uploads";

export type StoredUpload = {
  key: string;
  contentType: string;
  size: number;
  // The name the user's file had, for display only (the key never uses it).
  fileName: string;
  // Images only: a JPEG of at most 480 px for lists.
  thumbnailKey: string | null;
};

export type StoreUploadOptions = {
  // Public files (`public/…`) may be linked forever; private ones only by signed links.
  isPublic?: boolean;
};

const MAX_FILE_NAME_LENGTH = 255;

const noFileError = () => validationError(MESSAGES.selectFile, { file: MESSAGES.selectFile });

// Stores the one file of a multipart request (field `file`) as `kind` for the organization:
// the content decides the type, the kind's size limit applies (413), a wrong type is a 400
// naming what is accepted, and a failed upload leaves nothing in storage.
export async function storeUpload(
  deps: Deps,
  orgId: string,
  kind: UploadKind,
  request: FastifyRequest,
  options: StoreUploadOptions = {},
): Promise<StoredUpload> {
  const { maxBytes } = UPLOAD_KINDS[kind];
  if (!request.isMultipart()) throw noFileError();
  // One byte over the limit lets the storage's byte count see the overflow and refuse it. A
  // second file refuses the upload, and the first, stored by then, is removed again.
  const stored = await readOnlyFile(
    request,
    maxBytes + 1,
    async (part) => {
      assertStorableText(part.filename, "file");
      const folder = `${options.isPublic ? "public" : "private"}/${orgId}/${kind}/${newId()}`;
      const fileName = part.filename.slice(0, MAX_FILE_NAME_LENGTH);
      if (kind === "image")
        return { ...(await storeImage(deps, folder, part, maxBytes)), fileName };
      return { ...(await storeFile(deps, folder, kind, part, maxBytes)), fileName };
    },
    (upload) => deletePublicImage(deps, upload),
  );
  if (!stored) throw noFileError();
  return stored;
}

type PictureKeys = { key: string | null; thumbnailKey: string | null };

// A record's picture replaced by an uploaded one (an event's, a class's, a product's): the
// upload is stored first; `write` puts it on the record, in a transaction of its own, and
// answers the keys the record had, which are removed once that is committed. A refused or
// failed write removes the new picture and the old one stays.
export async function replacePublicPicture<Result>(
  deps: Deps,
  orgId: string,
  request: FastifyRequest,
  write: (picture: { key: string; thumbnailKey: string }) => Promise<{
    replaced: PictureKeys;
    result: Result;
  }>,
): Promise<Result> {
  const stored = await storeUpload(deps, orgId, "image", request, { isPublic: true });
  const picture = { key: stored.key, thumbnailKey: stored.thumbnailKey ?? stored.key };
  try {
    const { replaced, result } = await write(picture);
    await deletePublicImage(deps, replaced);
    return result;
  } catch (error) {
    await deletePublicImage(deps, picture);
    throw error;
  }
}

async function storeImage(
  deps: Deps,
  folder: string,
  part: MultipartFile,
  maxBytes: number,
): Promise<Omit<StoredUpload, "fileName">> {
  const input = await readFilePart(part, maxBytes);
  if (input.length === 0) throw emptyFileError();
  await detectFileType("image", input, part.filename);
  const { image, thumbnail } = await toJpegWithThumbnail(input);
  const key = `${folder}.jpg`;
  const thumbnailKey = `${folder}-thumbnail.jpg`;
  const stored = await deps.storage.put(key, image, "image/jpeg");
  try {
    await deps.storage.put(thumbnailKey, thumbnail, "image/jpeg");
  } catch (error) {
    await deps.storage.delete(key);
    throw error;
  }
  return { key, contentType: stored.contentType, size: stored.size, thumbnailKey };
}

async function storeFile(
  deps: Deps,
  folder: string,
  kind: UploadKind,
  part: MultipartFile,
  maxBytes: number,
): Promise<Omit<StoredUpload, "fileName">> {
  const { head, body } = await readHead(part.file, SNIFF_BYTES);
  let type: AcceptedFileType;
  try {
    if (head.length === 0) throw emptyFileError();
    type = await detectFileType(kind, head, part.filename);
  } catch (error) {
    // Refused on its first bytes: stop reading the rest of the upload.
    part.file.destroy();
    throw error;
  }
  const key = `${folder}${type.extensions[0] ?? ""}`;
  try {
    const stored = await deps.storage.upload(key, body, type.mime, { maxBytes });
    return { key, contentType: stored.contentType, size: stored.size, thumbnailKey: null };
  } catch (error) {
    part.file.destroy();
    throw error;
  }
}

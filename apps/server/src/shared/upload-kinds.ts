import { Readable } from "node:stream";
import {
  type AcceptedFileType,
  acceptedFileType,
  acceptedFileTypeByName,
  LEGACY_OFFICE_TYPES,
  UPLOAD_KINDS,
  type UploadKind,
} from "@studiodesk/core/rules/uploads";
import { fileTypeFromBuffer } from "file-type";
import sharp from "sharp";
import { validationError } from "./app-error";
import { toJpeg } from "./images";

// How much of a file's start is read to recognise it. Office files are zip archives whose
// type is named in their first entry; 256 KB covers that with room to spare.
export const SNIFF_BYTES = 256 * 1024;

export const MAX_THUMBNAIL_SIDE = 480;

// What file-type reports for the container of legacy Word, Excel and PowerPoint files.
const COMPOUND_FILE_MIME = "application/x-cfb";

// The accepted type of a file, decided by its content (magic bytes), never by its name
// or the browser's claim: a PNG named "contract.pdf" is a PNG.
export async function detectFileType(
  kind: UploadKind,
  head: Buffer,
  fileName: string,
): Promise<AcceptedFileType> {
  const detected = await fileTypeFromBuffer(head);
  const accepted = detected && matchAcceptedType(kind, detected.mime, fileName);
  if (!accepted) {
    const message = UPLOAD_KINDS[kind].wrongTypeMessage;
    throw validationError(message, { file: message });
  }
  return accepted;
}

function matchAcceptedType(
  kind: UploadKind,
  mime: string,
  fileName: string,
): AcceptedFileType | undefined {
  // doc, xls and ppt share one container that the first bytes cannot tell apart: the
  // content proves it is such a container, and only then does the name pick which.
  if (mime === COMPOUND_FILE_MIME) {
    const byName = acceptedFileTypeByName(kind, fileName);
    return byName && LEGACY_OFFICE_TYPES.includes(byName.mime) ? byName : undefined;
  }
  return acceptedFileType(kind, mime);
}

// Every image becomes a JPEG without metadata (see toJpeg) plus a small thumbnail for lists.
export async function toJpegWithThumbnail(
  input: Buffer,
): Promise<{ image: Buffer; thumbnail: Buffer }> {
  const image = await toJpeg(input);
  const thumbnail = await sharp(image)
    .resize({
      width: MAX_THUMBNAIL_SIDE,
      height: MAX_THUMBNAIL_SIDE,
      fit: "inside",
      withoutEnlargement: true,
    })
    .jpeg({ quality: 80, mozjpeg: true })
    .toBuffer();
  return { image, thumbnail };
}

// Reads the first `size` bytes of a stream for inspection and gives back a stream of the
// whole content (those bytes first), so a large upload is checked without buffering it.
export async function readHead(
  source: Readable,
  size: number,
): Promise<{ head: Buffer; body: Readable }> {
  const chunks: AsyncIterator<Buffer> = source[Symbol.asyncIterator]();
  const taken: Buffer[] = [];
  let length = 0;
  let isEnded = false;
  while (length < size && !isEnded) {
    const next = await chunks.next();
    if (next.done) isEnded = true;
    else {
      taken.push(next.value);
      length += next.value.length;
    }
  }
  const head = Buffer.concat(taken);
  async function* replay(): AsyncGenerator<Buffer> {
    try {
      if (head.length > 0) yield head;
      if (isEnded) return;
      for (let next = await chunks.next(); !next.done; next = await chunks.next()) {
        yield next.value;
      }
    } finally {
      // Stopped early (a failed upload): release the source too.
      await chunks.return?.();
    }
  }
  return { head, body: Readable.from(replay(), { objectMode: false }) };
}

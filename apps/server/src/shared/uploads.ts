import type { MultipartFile } from "@fastify/multipart";
import { MESSAGES } from "@studiodesk/core/messages";
import type { FastifyRequest } from "fastify";
import { fileTooLargeError } from "../adapters/storage/storage";
import { AppError, validationError } from "./app-error";

const formatMegabytes = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;

// A file of 0 bytes: chosen, so not 'Please select a file.', but nothing to keep.
export const emptyFileError = () =>
  validationError(MESSAGES.emptyFile, { file: MESSAGES.emptyFile });

// @fastify/multipart's limits on a request's files and fields: the form sent more parts than
// it has (a second file where a route takes one).
const PART_LIMIT_CODES = new Set(["FST_FILES_LIMIT", "FST_FIELDS_LIMIT", "FST_PARTS_LIMIT"]);

export const isPartLimitError = (error: unknown) =>
  PART_LIMIT_CODES.has(String((error as { code?: unknown }).code));

// One answer for every upload with parts its form never sends (the error handler gives it to
// a part limit reached anywhere): 400, like any other upload that cannot be taken.
export const tooManyPartsError = () => validationError(MESSAGES.uploadTooManyParts);

// The one file of a multipart request, read (and stored, when `read` stores it) as it
// arrives; the rest of the request is read too, and a second file refuses the whole upload
// (a part limit, answered by tooManyPartsError): what `read` kept of the first is handed to
// `discard`, so nothing of a refused upload stays. Undefined when the request has no file.
export async function readOnlyFile<Kept>(
  request: FastifyRequest,
  fileSize: number,
  read: (part: MultipartFile) => Promise<Kept>,
  discard: (kept: Kept) => Promise<void>,
): Promise<Kept | undefined> {
  let kept: { value: Kept } | undefined;
  try {
    // `files: 1`: a second file is never handed over, it ends the loop with the limit.
    for await (const part of request.files({ limits: { fileSize, files: 1 } })) {
      kept = { value: await read(part) };
    }
  } catch (error) {
    if (kept) await discard(kept.value);
    throw error;
  }
  return kept?.value;
}

// Reads the one file of a multipart request into memory, refusing anything over the limit and
// a second file (the first is not taken in its place).
export async function readSingleFile(
  request: FastifyRequest,
  options: { maxBytes: number; kind: string },
): Promise<Buffer> {
  if (!request.isMultipart())
    throw validationError(MESSAGES.selectFile, { file: MESSAGES.selectFile });
  const body = await readOnlyFile(
    request,
    options.maxBytes,
    (part) => readPart(part, options),
    async () => {},
  );
  if (!body) throw validationError(MESSAGES.selectFile, { file: MESSAGES.selectFile });
  if (body.length === 0) throw emptyFileError();
  return body;
}

async function readPart(part: MultipartFile, options: { maxBytes: number; kind: string }) {
  return part.toBuffer().catch((error: unknown) => {
    if ((error as { code?: string }).code === "FST_REQ_FILE_TOO_LARGE") {
      throw new AppError(
        "file_too_large",
        `This ${options.kind} is larger than the ${formatMegabytes(options.maxBytes)} limit.`,
        413,
      );
    }
    throw error;
  });
}

// The bytes of one uploaded part of a multipart request whose file limit was set one byte over
// `maxBytes`: a part cut at that limit, or longer than `maxBytes`, is refused with the
// storage's 413.
export async function readFilePart(part: MultipartFile, maxBytes: number): Promise<Buffer> {
  const body = await part.toBuffer().catch((error: unknown) => {
    if ((error as { code?: string }).code === "FST_REQ_FILE_TOO_LARGE") {
      throw fileTooLargeError(maxBytes);
    }
    throw error;
  });
  if (body.length > maxBytes) throw fileTooLargeError(maxBytes);
  return body;
}

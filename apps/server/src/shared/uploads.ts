import type { MultipartFile } from "@fastify/multipart";
import { MESSAGES } from "@studiodesk/core/messages";
import type { FastifyRequest } from "fastify";
import { fileTooLargeError } from "../adapters/storage/storage";
import { AppError, validationError } from "./app-error";

const formatMegabytes = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;

// A file of 0 bytes: chosen, so not 'Please select a file.', but nothing to keep.
export const emptyFileError = () =>
  validationError(MESSAGES.emptyFile, { file: MESSAGES.emptyFile });

// Reads the one file of a multipart request into memory, refusing anything over the limit and
// a second file (the first is not taken in its place).
export async function readSingleFile(
  request: FastifyRequest,
  options: { maxBytes: number; kind: string },
): Promise<Buffer> {
  if (!request.isMultipart())
    throw validationError(MESSAGES.selectFile, { file: MESSAGES.selectFile });
  let body: Buffer | undefined;
  try {
    for await (const part of request.files({
      limits: { fileSize: options.maxBytes, files: 1 },
    })) {
      body ??= await readPart(part, options);
    }
  } catch (error) {
    if ((error as { code?: string }).code === "FST_FILES_LIMIT") {
      throw validationError(MESSAGES.uploadTooManyParts, { file: MESSAGES.uploadTooManyParts });
    }
    throw error;
  }
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

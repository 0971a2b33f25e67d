import type { MultipartFile } from "@fastify/multipart";
import { MESSAGES } from "@studiodesk/core/messages";
import type { FastifyRequest } from "fastify";
import { fileTooLargeError } from "../adapters/storage/storage";
import { AppError, validationError } from "./app-error";

const formatMegabytes = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;

// A file of 0 bytes: chosen, so not 'Please select a file.', but nothing to keep.
export const emptyFileError = () =>
  validationError(MESSAGES.emptyFile, { file: MESSAGES.emptyFile });

// Reads the one file of a multipart request into memory, refusing anything over the limit.
export async function readSingleFile(
  request: FastifyRequest,
  options: { maxBytes: number; kind: string },
): Promise<Buffer> {
  if (!request.isMultipart())
    throw validationError(MESSAGES.selectFile, { file: MESSAGES.selectFile });
  const part = await request.file({ limits: { fileSize: options.maxBytes, files: 1 } });
  if (!part) throw validationError(MESSAGES.selectFile, { file: MESSAGES.selectFile });
  const body = await part.toBuffer().catch((error: unknown) => {
    if ((error as { code?: string }).code === "FST_REQ_FILE_TOO_LARGE") {
      throw new AppError(
        "file_too_large",
        `This ${options.kind} is larger than the ${formatMegabytes(options.maxBytes)} limit.`,
        413,
      );
    }
    throw error;
  });
  if (body.length === 0) throw emptyFileError();
  return body;
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

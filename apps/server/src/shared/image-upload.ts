import { MESSAGES } from "@studiodesk/core/messages";
import { UPLOAD_KINDS } from "@studiodesk/core/rules/uploads";
import type { FastifyRequest } from "fastify";
import type { z } from "zod";
import { validationError } from "./app-error";
import type { Deps } from "./deps";
import { newId } from "./ids";
import { assertStorableText } from "./storable-text";
import { detectFileType, toJpegWithThumbnail } from "./upload-kinds";
import { readFilePart } from "./uploads";
import { zodValidationError } from "./zod-validation-error";

export type PayloadWithImage<Input> = {
  input: Input;
  image: { body: Buffer; fileName: string } | null;
};
export type StoredPublicImage = { key: string; thumbnailKey: string; url: string };

const MAX_PAYLOAD_BYTES = 256 * 1024;
const invalid = () => validationError(MESSAGES.invalidRequest);

// 001 §7 "add (image plus payload)": one multipart request with a JSON `payload` field and
// an `image` file, so a record (event, product …) and its picture are created together or not
// at all. The payload is checked against `schema` once the whole request has been read.
export async function readPayloadWithImage<Schema extends z.ZodType>(
  request: FastifyRequest,
  schema: Schema,
): Promise<PayloadWithImage<z.output<Schema>>> {
  if (!request.isMultipart()) throw invalid();
  const maxBytes = UPLOAD_KINDS.image.maxBytes;
  let payload: unknown;
  let image: PayloadWithImage<unknown>["image"] = null;
  const parts = request.parts({
    limits: { fileSize: maxBytes + 1, files: 1, fields: 4, fieldSize: MAX_PAYLOAD_BYTES },
  });
  for await (const part of parts) {
    if (part.type === "field") {
      if (part.fieldname === "payload") payload = parseJson(part.value);
      continue;
    }
    const body = await readFilePart(part, maxBytes);
    assertStorableText(part.filename, "image");
    if (part.fieldname === "image" && body.length > 0) image = { body, fileName: part.filename };
  }
  if (payload === undefined) throw invalid();
  assertStorableText(payload, "payload");
  const parsed = schema.safeParse(payload);
  if (!parsed.success) throw zodValidationError(parsed.error);
  return { input: parsed.data, image };
}

function parseJson(value: unknown): unknown {
  if (typeof value !== "string") throw invalid();
  try {
    return JSON.parse(value);
  } catch {
    throw invalid();
  }
}

// Event and product pictures are public (the member app and link previews show them): a JPEG without
// metadata and a thumbnail, both removed again if the second write fails.
async function storePublicImage(
  deps: Deps,
  orgId: string,
  image: { body: Buffer; fileName: string },
): Promise<StoredPublicImage> {
  await detectFileType("image", image.body, image.fileName);
  const { image: jpeg, thumbnail } = await toJpegWithThumbnail(image.body);
  const folder = `public/${orgId}/image/${newId()}`;
  const key = `${folder}.jpg`;
  const thumbnailKey = `${folder}-thumbnail.jpg`;
  await deps.storage.put(key, jpeg, "image/jpeg");
  try {
    await deps.storage.put(thumbnailKey, thumbnail, "image/jpeg");
  } catch (error) {
    await deps.storage.delete(key);
    throw error;
  }
  return { key, thumbnailKey, url: deps.storage.publicUrl(key) };
}

export type NewPublicImages = { image: StoredPublicImage; copy: StoredPublicImage | null };

// A record created as featured (an event, a class): its picture, and a copy of its own for the
// featured item, so deleting the featured item never deletes the record's picture. A failed
// copy removes the first picture again.
async function storePublicImageWithCopy(
  deps: Deps,
  orgId: string,
  image: { body: Buffer; fileName: string },
  hasCopy: boolean,
): Promise<NewPublicImages> {
  const stored = await storePublicImage(deps, orgId, image);
  if (!hasCopy) return { image: stored, copy: null };
  try {
    return { image: stored, copy: await storePublicImage(deps, orgId, image) };
  } catch (error) {
    await deletePublicImage(deps, stored);
    throw error;
  }
}

// A record created with its picture (an event, a class, a product): the picture is stored
// first (with a copy for the featured item when `withCopy`), then `write` saves the record;
// a refused or failed write removes the stored pictures again, and its error goes on.
export async function writeWithNewPublicImage<Result>(
  deps: Deps,
  orgId: string,
  uploaded: { body: Buffer; fileName: string },
  options: { withCopy: boolean },
  write: (stored: NewPublicImages) => Promise<Result>,
): Promise<Result> {
  const stored = await storePublicImageWithCopy(deps, orgId, uploaded, options.withCopy);
  try {
    return await write(stored);
  } catch (error) {
    await deletePublicImage(deps, stored.image);
    if (stored.copy) await deletePublicImage(deps, stored.copy);
    throw error;
  }
}

// Removing a picture that is no longer used must not fail the request that replaced it.
export async function deletePublicImage(
  deps: Deps,
  keys: { key: string | null; thumbnailKey: string | null },
): Promise<void> {
  for (const key of [keys.key, keys.thumbnailKey]) {
    if (!key) continue;
    await deps.storage.delete(key).catch((error: unknown) => {
      deps.logger.warn({ err: error, key }, "picture not deleted");
    });
  }
}

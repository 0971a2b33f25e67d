import { UPLOAD_KINDS } from "@studiodesk/core/rules/uploads";
import sharp from "sharp";
import { validationError } from "./app-error";

export const MAX_IMAGE_SIDE = 2400;
// The dropzones' own wrong-type message: what is accepted, named once in core.
export const IMAGE_NOT_READABLE = UPLOAD_KINDS.image.wrongTypeMessage;

// Every uploaded image is decoded and re-encoded as JPEG: the content decides (not the
// name), orientation is applied, metadata such as GPS is dropped, the size is capped.
export async function toJpeg(input: Buffer): Promise<Buffer> {
  try {
    return await sharp(input, { failOn: "error" })
      .rotate()
      .resize({
        width: MAX_IMAGE_SIDE,
        height: MAX_IMAGE_SIDE,
        fit: "inside",
        withoutEnlargement: true,
      })
      .flatten({ background: "#ffffff" })
      .jpeg({ quality: 85, mozjpeg: true })
      .toBuffer();
  } catch {
    throw validationError(IMAGE_NOT_READABLE, { file: IMAGE_NOT_READABLE });
  }
}

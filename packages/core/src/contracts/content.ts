import { z } from "zod";
import { MESSAGES } from "../messages";
import {
  FEATURED_MAX_PLACEMENT,
  FEATURED_MIN_PLACEMENT,
  htmlHasText,
  RESOURCE_TITLE_MAX_LENGTH,
} from "../rules/content";
import { ZId, ZUploadId, ZWebLink } from "./common";
import { tooManyCharacters } from "./readable-errors";

// 000 §3 Document/file; 001 §3 Featured item, Video, Resource; 001 §7 their calls.
// Instants are ISO-8601 UTC strings.

// A required text: blank or missing answers the spec's one message (000 §5, 001 §5); one
// past its limit the dashboard's own words for it (a text of exactly `max` is kept).
const requiredText = (max: number) =>
  z
    .string(MESSAGES.completeAllFields)
    .trim()
    .min(1, MESSAGES.completeAllFields)
    .max(max, tooManyCharacters(max));

// POST /api/v1/{documents|resources|featured}/uploads: the file, checked and stored, waiting
// (24 hours at most) for the create call that names it. previewUrl: images only.
export const ZStagedUpload = z.object({
  uploadId: z.string(),
  fileName: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  previewUrl: z.string().nullable(),
});
export type StagedUpload = z.infer<typeof ZStagedUpload>;

// GET …/:id/view: a signed link that stops working after a few minutes.
export const ZFileLink = z.object({ url: z.string(), expiresAt: z.string() });
export type FileLink = z.infer<typeof ZFileLink>;

export const ZDocument = z.object({
  fileId: z.string(),
  fileTitle: z.string(),
  fileSubTitle: z.string(),
  // Sanitized HTML paragraphs.
  fileDescription: z.string(),
  fileName: z.string(),
  fileContentType: z.literal("application/pdf"),
  fileSize: z.number().int(),
  isActive: z.boolean(),
  isRequired: z.boolean(),
  isSignable: z.boolean(),
  // null when the share link could not be made (the spec's 'nil').
  shareLink: z.string().nullable(),
  uploadTimestamp: z.string(),
});
export type ContentDocument = z.infer<typeof ZDocument>;
export const ZDocumentList = z.object({ documents: z.array(ZDocument) });
export type DocumentList = z.infer<typeof ZDocumentList>;

// POST /api/v1/documents (000 §5 Document: title, sub title and description required;
// active and required default to true).
export const DOCUMENT_TITLE_MAX_LENGTH = 200;
export const DOCUMENT_SUBTITLE_MAX_LENGTH = 300;
export const ZCreateDocumentRequest = z
  .object({
    title: requiredText(DOCUMENT_TITLE_MAX_LENGTH),
    subTitle: requiredText(DOCUMENT_SUBTITLE_MAX_LENGTH),
    description: z
      .string(MESSAGES.completeAllFields)
      .max(100_000, "Please shorten the description.")
      .refine(htmlHasText, MESSAGES.completeAllFields),
    uploadId: ZUploadId,
    isActive: z.boolean().default(true),
    isRequired: z.boolean().default(true),
  })
  .strict();
export type CreateDocumentRequest = z.input<typeof ZCreateDocumentRequest>;
export const ZDocumentParams = z.object({ fileId: ZId });

export const ZResource = z.object({
  resourceId: z.string(),
  resourceTitle: z.string(),
  resourceDescription: z.string(),
  resourceContentType: z.string(),
  fileName: z.string(),
  fileSize: z.number().int(),
  timestamp: z.string(),
  shareLink: z.string().nullable(),
});
export type Resource = z.infer<typeof ZResource>;
export const ZResourceList = z.object({ resources: z.array(ZResource) });
export type ResourceList = z.infer<typeof ZResourceList>;

// POST /api/v1/resources (001 §5 Resource upload: the file first, then title and description).
export const RESOURCE_DESCRIPTION_MAX_LENGTH = 2000;
export const ZCreateResourceRequest = z
  .object({
    uploadId: ZUploadId,
    title: requiredText(RESOURCE_TITLE_MAX_LENGTH),
    description: requiredText(RESOURCE_DESCRIPTION_MAX_LENGTH),
  })
  .strict();
export type CreateResourceRequest = z.infer<typeof ZCreateResourceRequest>;
export const ZResourceParams = z.object({ resourceId: ZId });

export const ZVideo = z.object({
  videoId: z.string(),
  videoTitle: z.string(),
  videoDescription: z.string(),
  uploadTimestamp: z.string(),
  imageItem: z.object({ imageUrl: z.string().nullable() }),
  // Where the video plays; null when it has not been synced yet.
  videoUrl: z.string().nullable(),
});
export type Video = z.infer<typeof ZVideo>;
export const ZVideoList = z.object({ videos: z.array(ZVideo) });
export type VideoList = z.infer<typeof ZVideoList>;
export const ZVideoParams = z.object({ videoId: ZId });

export const FEATURED_ITEM_NAMES = ["eventItem", "productItem", "classItem"] as const;
export type FeaturedItemName = (typeof FEATURED_ITEM_NAMES)[number];

export const ZFeaturedItem = z.object({
  featuredId: z.string(),
  // The featured event, product or class; both null for an image with a plain link.
  featuredItemId: z.string().nullable(),
  featuredItemName: z.enum(FEATURED_ITEM_NAMES).nullable(),
  // That item's title, to name it beside the picture; null for a plain link or once the item
  // is deleted.
  featuredItemTitle: z.string().nullable(),
  // False once members can no longer open its event, product or class (made inactive,
  // cancelled, over or deleted since it was featured); true for a plain link.
  isFeaturedItemAvailable: z.boolean(),
  imageItem: z.object({ imageUrl: z.string(), thumbnailUrl: z.string() }),
  // 0-based (001 §5): placement 1 is index 0.
  index: z.number().int(),
  featuredLink: z.string().nullable(),
  uploadTimestamp: z.string(),
});
export type FeaturedItem = z.infer<typeof ZFeaturedItem>;
export const ZFeaturedList = z.object({
  featuredItems: z.array(ZFeaturedItem),
  total: z.number().int(),
});
export type FeaturedList = z.infer<typeof ZFeaturedList>;

// POST /api/v1/featured (001 §5 Featured): image required, placement 1 to 10 (the form says
// the same for 0 or 11 rather than saving 1 or 10), an optional web link.
export const ZCreateFeaturedRequest = z
  .object({
    uploadId: ZUploadId,
    placement: z
      .number(MESSAGES.featuredPlacementRange)
      .int(MESSAGES.featuredPlacementRange)
      .min(FEATURED_MIN_PLACEMENT, MESSAGES.featuredPlacementRange)
      .max(FEATURED_MAX_PLACEMENT, MESSAGES.featuredPlacementRange)
      .default(1),
    featuredLink: ZWebLink.nullable().default(null),
    featuredItemName: z.enum(FEATURED_ITEM_NAMES).nullable().default(null),
    featuredItemId: ZId.nullable().default(null),
  })
  .strict()
  .refine((value) => (value.featuredItemName === null) === (value.featuredItemId === null), {
    message: MESSAGES.featuredItemNotFound,
    path: ["featuredItemId"],
  });
export type CreateFeaturedRequest = z.input<typeof ZCreateFeaturedRequest>;
export const ZFeaturedParams = z.object({ featuredId: ZId });

export const ZUploadParams = z.object({ uploadId: ZId });

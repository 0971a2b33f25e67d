// Documents, resources, videos and featured items (000 §3 Document/file, 001 §3, §5, §9).

// 001 §9: "advised at most 6, ratio 16:9, placement 1 to 10".
export const FEATURED_ADVISED_MAX = 6;
export const FEATURED_MIN_PLACEMENT = 1;
export const FEATURED_MAX_PLACEMENT = 10;

// 001 §5 Featured: the placement is entered 1-based and stored as index − 1; 0 stays 0.
export const featuredIndexForStorage = (placement: number): number =>
  placement <= 0 ? 0 : placement - 1;
export const featuredPlacementForDisplay = (index: number): number => (index <= 0 ? 1 : index + 1);

const FEATURED_ITEM_KIND_LABELS = {
  eventItem: "Event",
  productItem: "Product",
  classItem: "Class",
};

// What a featured picture opens in the app ("Event: Sunset Flow"), else its link. The picture of
// an event, product or class deleted since stays (staff chose and placed it) and says so, so it
// can be replaced rather than go on taking one of the advised six places unnoticed.
export function featuredTarget(item: {
  featuredItemName: keyof typeof FEATURED_ITEM_KIND_LABELS | null;
  featuredItemTitle: string | null;
  featuredLink: string | null;
}): string | null {
  if (!item.featuredItemName) return item.featuredLink;
  const kind = FEATURED_ITEM_KIND_LABELS[item.featuredItemName];
  return item.featuredItemTitle === null ? `${kind} deleted` : `${kind}: ${item.featuredItemTitle}`;
}

// The same goes for one made inactive, cancelled or over since: it is still there, but the app
// no longer opens it, which the card says apart from its (shortened) target.
export const isFeaturedItemHidden = (item: {
  featuredItemName: string | null;
  featuredItemTitle: string | null;
  isFeaturedItemAvailable: boolean;
}): boolean =>
  item.featuredItemName !== null &&
  item.featuredItemTitle !== null &&
  !item.isFeaturedItemAvailable;

// An event, product or class a featured picture may open: one members can still take part in
// or buy, as the New Featured pickers offer them (running events, active products and
// classes). Not switched off, not cancelled, and its last date (a product has none) not past.
export function isFeaturableItem(
  item: { isActive: boolean; isCancelled: boolean; seriesEnd: Date | null },
  now: Date,
): boolean {
  const isOver = item.seriesEnd !== null && item.seriesEnd.getTime() < now.getTime();
  return item.isActive && !item.isCancelled && !isOver;
}

// The longest title a resource (of the organization or of a class) may have.
export const RESOURCE_TITLE_MAX_LENGTH = 200;
// An extension this short is kept when a long file name is cut (".pdf", ".docx", ".pptx").
const KEPT_EXTENSION_MAX_LENGTH = 10;

// 001 §5 Resource upload: the title is prefilled from the file name with spaces removed. A
// name longer than a title may be is cut to fit, keeping its extension, so the prefilled
// title is one the form can save as it stands.
export function resourceTitleFromFileName(fileName: string): string {
  const title = fileName.replace(/\s+/g, "");
  if (title.length <= RESOURCE_TITLE_MAX_LENGTH) return title;
  const dot = title.lastIndexOf(".");
  const extension =
    dot > 0 && title.length - dot <= KEPT_EXTENSION_MAX_LENGTH ? title.slice(dot) : "";
  const stem = title.slice(0, RESOURCE_TITLE_MAX_LENGTH - extension.length);
  // Never half of a character written as two code units (an emoji): the cut drops it whole.
  const lastCode = stem.charCodeAt(stem.length - 1);
  const isHalfCharacter = lastCode >= 0xd800 && lastCode <= 0xdbff;
  return (isHalfCharacter ? stem.slice(0, -1) : stem) + extension;
}

// 001 §7 Resources: the share link's target inside the client portal.
export const resourceShareLinkPath = (resourceId: string): string =>
  `resources?&resourceId=${encodeURIComponent(resourceId)}`;

// 000 §7 "Links are created per coupon, file, event and product"; the path is not shown,
// so a document's link follows the resources' form.
export const documentShareLinkPath = (fileId: string): string =>
  `documents?&fileId=${encodeURIComponent(fileId)}`;

// True when HTML from the rich text editor holds visible text; an empty editor still
// sends "<p></p>", which must count as a missing description (000 §5 Document).
export function htmlHasText(html: string): boolean {
  const text = html
    .replace(/<[^>]*>/g, " ")
    .replace(/&nbsp;|&#160;/gi, " ")
    .trim();
  return text.length > 0;
}

// What the Resources table's Type column shows for a stored content type.
const TYPE_LABELS: Record<string, string> = {
  "application/pdf": "PDF",
  "application/msword": "Word",
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document": "Word",
  "application/vnd.ms-excel": "Excel",
  "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": "Excel",
  "application/vnd.ms-powerpoint": "PowerPoint",
  "application/vnd.openxmlformats-officedocument.presentationml.presentation": "PowerPoint",
  "audio/mpeg": "MP3 audio",
  "video/mp4": "MP4 video",
  "audio/wav": "WAV audio",
  "audio/aac": "AAC audio",
};

export const resourceTypeLabel = (contentType: string): string =>
  TYPE_LABELS[contentType] ?? contentType;

// What each kind of upload accepts. The server checks the file's content against these
// lists (never its name); the web shows the same lists in its dropzones.
export type UploadKind = "image" | "document" | "resource";

export type AcceptedFileType = {
  mime: string;
  // The first extension names the stored file; the others help the browser's file picker.
  extensions: readonly string[];
};

export type UploadKindRule = {
  maxBytes: number;
  accepted: readonly AcceptedFileType[];
  wrongTypeMessage: string;
};

const MEGABYTE = 1024 * 1024;

const PDF: AcceptedFileType = { mime: "application/pdf", extensions: [".pdf"] };

const IMAGE_TYPES: readonly AcceptedFileType[] = [
  { mime: "image/jpeg", extensions: [".jpg", ".jpeg"] },
  { mime: "image/png", extensions: [".png"] },
  { mime: "image/webp", extensions: [".webp"] },
  { mime: "image/gif", extensions: [".gif"] },
  { mime: "image/heic", extensions: [".heic"] },
  { mime: "image/heif", extensions: [".heif"] },
];

// Legacy Office files (doc, xls, ppt) share one container format; see LEGACY_OFFICE_TYPES.
const RESOURCE_TYPES: readonly AcceptedFileType[] = [
  PDF,
  { mime: "application/msword", extensions: [".doc"] },
  {
    mime: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    extensions: [".docx"],
  },
  { mime: "application/vnd.ms-excel", extensions: [".xls"] },
  {
    mime: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    extensions: [".xlsx"],
  },
  { mime: "application/vnd.ms-powerpoint", extensions: [".ppt"] },
  {
    mime: "application/vnd.openxmlformats-officedocument.presentationml.presentation",
    extensions: [".pptx"],
  },
  { mime: "audio/mpeg", extensions: [".mp3"] },
  { mime: "video/mp4", extensions: [".mp4"] },
  { mime: "audio/wav", extensions: [".wav"] },
  { mime: "audio/aac", extensions: [".aac"] },
];

// The mime types whose content is the Microsoft compound-file container.
export const LEGACY_OFFICE_TYPES: readonly string[] = [
  "application/msword",
  "application/vnd.ms-excel",
  "application/vnd.ms-powerpoint",
];

export const UPLOAD_KINDS: Record<UploadKind, UploadKindRule> = {
  image: {
    maxBytes: 15 * MEGABYTE,
    accepted: IMAGE_TYPES,
    wrongTypeMessage: "Please select an image file (JPEG, PNG, WebP, GIF, HEIC or HEIF).",
  },
  document: {
    maxBytes: 25 * MEGABYTE,
    accepted: [PDF],
    wrongTypeMessage: "Please select a PDF file.",
  },
  resource: {
    maxBytes: 500 * MEGABYTE,
    accepted: RESOURCE_TYPES,
    wrongTypeMessage: "Please select a PDF, Word, Excel, PowerPoint, MP3, MP4, WAV or AAC file.",
  },
};

// Limits are whole megabytes in practice; smaller ones (tests, thumbnails) read as KB.
export const formatFileSize = (bytes: number): string =>
  bytes < MEGABYTE ? `${Math.ceil(bytes / 1024)} KB` : `${Math.round(bytes / MEGABYTE)} MB`;

export const fileTooLargeMessage = (maxBytes: number): string =>
  `This file is larger than the ${formatFileSize(maxBytes)} limit.`;

export function acceptedFileType(kind: UploadKind, mime: string): AcceptedFileType | undefined {
  return UPLOAD_KINDS[kind].accepted.find((type) => type.mime === mime);
}

// The `accept` map of a file picker or dropzone: mime type → extensions.
export function acceptMap(kind: UploadKind): Record<string, string[]> {
  return Object.fromEntries(
    UPLOAD_KINDS[kind].accepted.map((type) => [type.mime, [...type.extensions]]),
  );
}

// The accepted type a file name's extension stands for, if the kind accepts it.
export function acceptedFileTypeByName(
  kind: UploadKind,
  fileName: string,
): AcceptedFileType | undefined {
  const dot = fileName.lastIndexOf(".");
  if (dot < 0) return undefined;
  const extension = fileName.slice(dot).toLowerCase();
  return UPLOAD_KINDS[kind].accepted.find((type) => type.extensions.includes(extension));
}

import { MESSAGES } from "@studiodesk/core/messages";
// The Documents column of the attendee and class member tables: the organization's active
// documents, all signed or not.
export const DOCUMENT_LABELS = {
  notRequired: "Not Required",
  signed: MESSAGES.signed,
  unsigned: "Not Signed",
} as const;

// The Documents column of the attendee and class member tables: the organization's active
// documents, all signed or not.
export const DOCUMENT_LABELS = {
  notRequired: "Not Required",
  signed: "Signed",
  unsigned: "Not Signed",
} as const;

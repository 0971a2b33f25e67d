// The Activity page's words for an audit line's codes: "account.app_information.updated"
// reads "Account app information updated", the kind "featured_item" reads "Featured item".
export function auditCodeLabel(code: string): string {
  const words = code
    .split(/[._-]+/)
    .filter(Boolean)
    .join(" ")
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const DETAILS_PREVIEW_LENGTH = 120;

// A line's details on one row: the changed fields and values, cut short.
export function auditDetailsPreview(details: Record<string, unknown>): string {
  const text = Object.entries(details)
    .map(([key, value]) => `${key}: ${typeof value === "string" ? value : JSON.stringify(value)}`)
    .join(", ");
  return text.length > DETAILS_PREVIEW_LENGTH
    ? `${text.slice(0, DETAILS_PREVIEW_LENGTH - 1)}…`
    : text;
}

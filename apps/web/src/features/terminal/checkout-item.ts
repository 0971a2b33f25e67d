import { type TerminalItem, ZTerminalItem } from "@studiodesk/core/contracts/terminal";
import { occurrenceStartFromQuery } from "@studiodesk/core/rules/events";

// 001 §2 route table: /dashboard/terminal/{readerId}/?eventId&eventStart or ?productId. No
// item in the query, both ids (which one would be sold?), or one the API would refuse to read
// (a malformed start, an over-long id), is no checkout: the page goes back (000 §2).
export function checkoutItemFromQuery(query: URLSearchParams): TerminalItem | null {
  const eventId = query.get("eventId");
  const productId = query.get("productId");
  if (isEventAndProduct(query)) return null;
  const eventStart = occurrenceStartFromQuery(query.get("eventStart"));
  const candidate = eventId
    ? { kind: "event", eventId, ...(eventStart ? { eventStart } : {}) }
    : productId
      ? { kind: "product", productId }
      : null;
  const parsed = ZTerminalItem.safeParse(candidate);
  return parsed.success ? parsed.data : null;
}

export const isEventAndProduct = (query: URLSearchParams): boolean =>
  !!query.get("eventId") && !!query.get("productId");

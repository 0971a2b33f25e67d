import type { TerminalItem } from "@studiodesk/core/contracts/terminal";

// 001 §2 route table: /dashboard/terminal/{readerId}/?eventId&eventStart or ?productId. No
// item in the query is no checkout (the page goes back).
export function checkoutItemFromQuery(query: URLSearchParams): TerminalItem | null {
  const eventId = query.get("eventId");
  if (eventId) {
    const eventStart = query.get("eventStart");
    return eventStart ? { kind: "event", eventId, eventStart } : { kind: "event", eventId };
  }
  const productId = query.get("productId");
  return productId ? { kind: "product", productId } : null;
}

import type { Account } from "@studiodesk/core/contracts/account";
import { isTerminalCheckoutSwitchedOn } from "@studiodesk/core/rules/navigation";

// Collect Payment on the event and product views opens the terminal checkout (001 §2 route
// table: /dashboard/terminal/{readerId}/ with eventId and eventStart, or productId). 000 §9:
// "the terminal view uses the first active reader"; without one, or while the terminal or
// payments are switched off (the checkout's page and its API refuse it then), no entry (null).
export function terminalCheckoutPath(
  account: Account,
  item: { eventId: string; eventStart: string } | { productId: string },
): string | null {
  const readerId = account.paymentInformation.activeTerminals[0];
  if (!readerId || !isTerminalCheckoutSwitchedOn(account)) return null;
  return `/dashboard/terminal/${encodeURIComponent(readerId)}/?${new URLSearchParams(item)}`;
}

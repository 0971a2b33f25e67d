import { withTenant } from "../../db/database";
import type { Deps } from "../../shared/deps";
import { findOrganizationAccount } from "../account/account.service";
import { findCheckout } from "./terminal.repo";
import { isValidReceiptLink, renderTerminalReceipt } from "./terminal-receipt";

// The receipt page of a succeeded sale, or null (a bad signature reads nothing at all).
export async function findTerminalReceipt(
  deps: Deps,
  link: { orgId: string; checkoutId: string; signature: string },
): Promise<string | null> {
  if (!isValidReceiptLink(deps.config, link)) return null;
  return withTenant(deps.db, link.orgId, async (trx) => {
    const checkout = await findCheckout(trx, link.orgId, link.checkoutId);
    if (checkout?.status !== "succeeded") return null;
    const account = await findOrganizationAccount(trx, link.orgId);
    return renderTerminalReceipt(
      checkout,
      account?.publicInformation.appName ?? "",
      account?.publicInformation.timezone ?? "UTC",
    );
  });
}

import type { KeyFigures } from "@studiodesk/core/contracts/dashboard";
import { monthStartIn } from "@studiodesk/core/rules/revenue";
import { ACTIVE_USER_WINDOW_DAYS } from "@studiodesk/core/rules/users";
import { withTenant } from "../../db/database";
import type { AuthContext, Deps } from "../../shared/deps";
import { findOrganizationAccount } from "../account/account.service";
import {
  countFailedSubscriptionChargesSince,
  countMembers,
  sumOutstandingInvoices,
  sumRevenueSince,
} from "./dashboard.repo";

const DAY_MS = 24 * 60 * 60 * 1000;

// The dashboard home's key figures. Active is 000 §4's rule (isActiveUser in core): signed
// in within the last 30 days, counted in the database rather than member by member. Revenue
// is this calendar month's on the organization's clock.
export async function getKeyFigures(deps: Deps, auth: AuthContext): Promise<KeyFigures> {
  const now = deps.now();
  const activeSince = new Date(now.getTime() - ACTIVE_USER_WINDOW_DAYS * DAY_MS);
  return withTenant(deps.db, auth.orgId, async (trx) => {
    const account = await findOrganizationAccount(trx, auth.orgId);
    const monthStart = monthStartIn(now, account?.publicInformation.timezone || "UTC");
    const members = await countMembers(trx, auth.orgId, activeSince);
    const outstanding = await sumOutstandingInvoices(trx, auth.orgId);
    return {
      ...members,
      revenueThisMonthCents: await sumRevenueSince(trx, auth.orgId, monthStart),
      outstandingInvoices: outstanding.count,
      outstandingInvoicesCents: outstanding.totalCents,
      failedSubscriptionCharges: await countFailedSubscriptionChargesSince(
        trx,
        auth.orgId,
        monthStart,
      ),
    };
  });
}

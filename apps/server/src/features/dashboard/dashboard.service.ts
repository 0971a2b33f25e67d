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
  const members = await memberCounts(deps, auth.orgId, now);
  return withTenant(deps.db, auth.orgId, async (trx) => {
    const account = await findOrganizationAccount(trx, auth.orgId);
    const monthStart = monthStartIn(now, account?.publicInformation.timezone || "UTC");
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

// Counting 100,000 members costs tens of milliseconds: the counts live in the members' totals
// cache beside the list's, forgotten when members come, go or change what is counted, and
// renewed after a minute for sign-ins (which make members active).
async function memberCounts(
  deps: Deps,
  orgId: string,
  now: Date,
): Promise<{ members: number; activeMembers: number }> {
  const activeSince = new Date(now.getTime() - ACTIVE_USER_WINDOW_DAYS * DAY_MS);
  const json = await deps.memberTotals.json(
    orgId,
    "key-figures",
    async () =>
      Buffer.from(
        JSON.stringify(
          await withTenant(deps.db, orgId, (trx) => countMembers(trx, orgId, activeSince)),
        ),
      ),
    now,
  );
  return JSON.parse(json.toString());
}

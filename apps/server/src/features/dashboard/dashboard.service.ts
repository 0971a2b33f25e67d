import type { KeyFigures } from "@studiodesk/core/contracts/dashboard";
import { ACTIVE_USER_WINDOW_DAYS } from "@studiodesk/core/rules/users";
import { withTenant } from "../../db/database";
import type { AuthContext, Deps } from "../../shared/deps";
import { countMembers } from "./dashboard.repo";

const DAY_MS = 24 * 60 * 60 * 1000;

// The dashboard home's key figures. Active is 000 §4's rule (isActiveUser in core): signed
// in within the last 30 days, counted in the database rather than member by member.
export async function getKeyFigures(deps: Deps, auth: AuthContext): Promise<KeyFigures> {
  const activeSince = new Date(deps.now().getTime() - ACTIVE_USER_WINDOW_DAYS * DAY_MS);
  return withTenant(deps.db, auth.orgId, (trx) => countMembers(trx, auth.orgId, activeSince));
}

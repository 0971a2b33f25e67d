import {
  AUDIT_PAGE_SIZE,
  type AuditFilters,
  type AuditPage,
  FORMER_ACTOR_NAME,
  type ListAuditQuery,
} from "@studiodesk/core/contracts/audit";
import { MESSAGES } from "@studiodesk/core/messages";
import { withTenant } from "../../db/database";
import { validationError } from "../../shared/app-error";
import { keysetPage } from "../../shared/cursor";
import type { AuthContext, Deps } from "../../shared/deps";
import { hasAuditEntry, listAuditActors, listAuditEntries, listAuditKinds } from "./audit.repo";

// The Activity page (issue #20): the organization's audit log, read-only, newest first.
export async function readAuditPage(
  deps: Deps,
  auth: AuthContext,
  query: ListAuditQuery,
): Promise<AuditPage> {
  const rows = await withTenant(deps.db, auth.orgId, async (trx) => {
    // A link continuing after no entry of this log (mistyped, another organization's) is
    // refused as the other lists' page links are, not answered as an empty last page.
    const cursor = query.starting_after;
    if (cursor && !(await hasAuditEntry(trx, auth.orgId, cursor))) {
      throw validationError(MESSAGES.pageLinkInvalid);
    }
    return listAuditEntries(trx, auth.orgId, {
      actorId: query.actorId,
      kind: query.kind,
      startingAfter: cursor,
      // One more than a page says whether another follows.
      limit: AUDIT_PAGE_SIZE + 1,
    });
  });
  // The log's page links continue after an entry, named by its id.
  const { page, nextCursor } = keysetPage(rows, AUDIT_PAGE_SIZE, (last) => last.id);
  const entries = page.map((row) => ({
    id: row.id,
    createdAt: new Date(row.created_at).toISOString(),
    actor: row.actor_id ? { id: row.actor_id, name: row.actor_name ?? FORMER_ACTOR_NAME } : null,
    action: row.action,
    kind: row.target_type,
    targetId: row.target_id,
    details: row.details,
  }));
  return { entries, nextCursor };
}

export async function readAuditFilters(deps: Deps, auth: AuthContext): Promise<AuditFilters> {
  return withTenant(deps.db, auth.orgId, async (trx) => {
    const actors = await listAuditActors(trx, auth.orgId);
    return {
      actors: actors.flatMap((row) =>
        row.actor_id ? [{ id: row.actor_id, name: row.actor_name ?? FORMER_ACTOR_NAME }] : [],
      ),
      kinds: await listAuditKinds(trx, auth.orgId),
    };
  });
}

import { sql } from "kysely";
import { type Trx, withTenant } from "../db/database";
import type { AuthContext, Deps } from "./deps";
import type { OrgEvent } from "./event-bus";
import { newId } from "./ids";

export type AuditEntry = {
  actorId: string | null;
  action: string;
  targetType: string;
  targetId?: string | null;
  details?: Record<string, unknown>;
};

// One line per staff write, inside the write's own transaction so both land or neither. The
// line is dated now unless `at` says otherwise (the demo seed dates the admin's past work).
export async function recordAudit(
  trx: Trx,
  orgId: string,
  entry: AuditEntry,
  at?: Date,
): Promise<void> {
  await trx
    .insertInto("audit_log")
    .values({
      id: newId(),
      org_id: orgId,
      actor_id: entry.actorId,
      action: entry.action,
      target_type: entry.targetType,
      target_id: entry.targetId ?? null,
      details: JSON.stringify(entry.details ?? {}),
      created_at: at,
    })
    .execute();
}

// Whether a line of this action about this target is there, told apart by one of its details
// (the charge it refunded, the job that gave up): a writer that may run twice (a retry, a job
// after a crash) looks first and writes its line once.
export async function hasAuditLine(
  trx: Trx,
  orgId: string,
  line: { action: string; targetId: string; detail: readonly [key: string, value: string] },
): Promise<boolean> {
  const [key, value] = line.detail;
  const found = await trx
    .selectFrom("audit_log")
    .select("id")
    .where("org_id", "=", orgId)
    .where("action", "=", line.action)
    .where("target_id", "=", line.targetId)
    .where(sql<boolean>`details->>${key} = ${value}`)
    .executeTakeFirst();
  return found !== undefined;
}

export async function listAudit(trx: Trx, orgId: string, limit = 50) {
  return trx
    .selectFrom("audit_log")
    .select(["id", "actor_id", "action", "target_type", "target_id", "details", "created_at"])
    .where("org_id", "=", orgId)
    .orderBy("created_at", "desc")
    .limit(limit)
    .execute();
}

// What a staff write says about itself; the actor is the signed-in admin.
export type StaffAction = Omit<AuditEntry, "actorId">;

// The audit line of a write by the signed-in admin, in the write's own transaction.
export async function recordStaffAction(
  trx: Trx,
  auth: AuthContext,
  action: StaffAction,
): Promise<void> {
  await recordAudit(trx, auth.orgId, { actorId: auth.userId, ...action });
}

// A staff write: `write` runs in one transaction of the signed-in admin's organization and
// names its audit line through `audit`, which lands in that same transaction; once it has
// committed, the organization's open dashboards hear `event` (the web refetches its topic).
export async function staffWrite<T>(
  deps: Deps,
  auth: AuthContext,
  event: OrgEvent,
  write: (trx: Trx, audit: (action: StaffAction) => Promise<void>) => Promise<T>,
): Promise<T> {
  const result = await withTenant(deps.db, auth.orgId, (trx) =>
    write(trx, (action) => recordStaffAction(trx, auth, action)),
  );
  await deps.events.publish(auth.orgId, event);
  return result;
}

import type { Trx } from "../db/database";
import { newId } from "./ids";

export type AuditEntry = {
  actorId: string | null;
  action: string;
  targetType: string;
  targetId?: string | null;
  details?: Record<string, unknown>;
};

// One line per staff write, inside the write's own transaction so both land or neither.
export async function recordAudit(trx: Trx, orgId: string, entry: AuditEntry): Promise<void> {
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
    })
    .execute();
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

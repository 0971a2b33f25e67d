import { sql } from "kysely";
import type { Trx } from "../../db/database";
import { newestFirstOf } from "../../db/newest-first";

// The actor's name: a member of the organization, or platform staff (a super-admin acting in
// it). Null when neither exists any more.
const actorName = sql<string | null>`coalesce(
  u.first_name || ' ' || u.last_name,
  s.first_name || ' ' || s.last_name
)`;

function auditWithActors(trx: Trx, orgId: string) {
  return trx
    .selectFrom("audit_log as a")
    .leftJoin("users as u", (join) =>
      join.onRef("u.id", "=", "a.actor_id").on("u.org_id", "=", orgId),
    )
    .leftJoin("platform_staff as s", "s.id", "a.actor_id")
    .where("a.org_id", "=", orgId);
}

export type AuditPageFilter = {
  actorId?: string | undefined;
  kind?: string | undefined;
  // The id of the last entry already shown: the page continues after it.
  startingAfter?: string | undefined;
  limit: number;
};

// Newest first; entries written in one transaction share a time, so the id breaks the tie.
export async function listAuditEntries(trx: Trx, orgId: string, filter: AuditPageFilter) {
  let query = auditWithActors(trx, orgId)
    .select([
      "a.id",
      "a.created_at",
      "a.actor_id",
      "a.action",
      "a.target_type",
      "a.target_id",
      "a.details",
      actorName.as("actor_name"),
    ])
    .$call(newestFirstOf("a"))
    .limit(filter.limit);
  if (filter.actorId) query = query.where("a.actor_id", "=", filter.actorId);
  if (filter.kind) query = query.where("a.target_type", "=", filter.kind);
  if (filter.startingAfter) {
    query = query.where(
      sql<boolean>`(a.created_at, a.id) < (
        select c.created_at, c.id from audit_log c
        where c.org_id = ${orgId} and c.id = ${filter.startingAfter}
      )`,
    );
  }
  return query.execute();
}

// Whether the organization's log holds the entry a page link continues after.
export async function hasAuditEntry(trx: Trx, orgId: string, id: string): Promise<boolean> {
  const row = await trx
    .selectFrom("audit_log")
    .select("id")
    .where("org_id", "=", orgId)
    .where("id", "=", id)
    .executeTakeFirst();
  return row !== undefined;
}

// Everyone who appears as an actor in the organization's log, by name.
export async function listAuditActors(trx: Trx, orgId: string) {
  return auditWithActors(trx, orgId)
    .select(["a.actor_id", actorName.as("actor_name")])
    .where("a.actor_id", "is not", null)
    .distinct()
    .orderBy("actor_name")
    .execute();
}

export async function listAuditKinds(trx: Trx, orgId: string): Promise<string[]> {
  const rows = await trx
    .selectFrom("audit_log")
    .select("target_type")
    .distinct()
    .where("org_id", "=", orgId)
    .orderBy("target_type")
    .execute();
  return rows.map((row) => row.target_type);
}

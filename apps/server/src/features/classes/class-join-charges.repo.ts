import { sql } from "kysely";
import { KEY_REPLAY_TRUSTED_HOURS } from "../../adapters/payments/payment-provider";
import type { Trx } from "../../db/database";
import type { ClassJoinChargesTable } from "../../db/schema";
import { ofMember, ofOrganization } from "../../db/tenant-filters";

export type JoinChargeStatus = ClassJoinChargesTable["status"];

export type JoinChargeRow = {
  id: string;
  class_id: string;
  user_id: string;
  requested_at: Date;
  attempt: number;
  customer_id: string;
  status: JoinChargeStatus;
  started_at: Date;
  tried_at: Date;
  provider_charge_id: string | null;
};

const JOIN_CHARGE_COLUMNS = [
  "id",
  "class_id",
  "user_id",
  "requested_at",
  "attempt",
  "customer_id",
  "status",
  "started_at",
  "tried_at",
  "provider_charge_id",
] as const;

export type JoinChargeAttempt = {
  classId: string;
  userId: string;
  requestedAt: Date;
  attempt: number;
};

// The attempt's row, locked until the transaction ends: the accept's record and the
// reconciliation's decision queue on it.
// `is_key_forgettable`: first charged so long ago (on the database's clock, near the
// provider's) that the provider may no longer replay the charge key (KEY_REPLAY_TRUSTED_HOURS).
export async function lockJoinChargeByAttempt(
  trx: Trx,
  orgId: string,
  attempt: JoinChargeAttempt,
): Promise<(JoinChargeRow & { is_key_forgettable: boolean }) | undefined> {
  return trx
    .selectFrom("class_join_charges")
    .select(JOIN_CHARGE_COLUMNS)
    .select(
      sql<boolean>`started_at < now() - make_interval(hours => ${KEY_REPLAY_TRUSTED_HOURS})`.as(
        "is_key_forgettable",
      ),
    )
    .where(ofMember(orgId, attempt.userId))
    .where("class_id", "=", attempt.classId)
    .where("requested_at", "=", attempt.requestedAt)
    .where("attempt", "=", attempt.attempt)
    .forUpdate()
    .executeTakeFirst();
}

// The attempt by its id; `forUpdate` holds its row until the transaction ends.
export async function findJoinCharge(
  trx: Trx,
  orgId: string,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<JoinChargeRow | undefined> {
  return trx
    .selectFrom("class_join_charges")
    .select(JOIN_CHARGE_COLUMNS)
    .where(ofOrganization(orgId, id))
    .$if(options.forUpdate === true, (query) => query.forUpdate())
    .executeTakeFirst();
}

// Writes the attempt unless it exists (a retried accept, or a colleague's at the same moment);
// true when this call wrote it.
export async function insertJoinCharge(
  trx: Trx,
  orgId: string,
  row: JoinChargeAttempt & { id: string; customerId: string; triedAt: Date },
): Promise<boolean> {
  const result = await trx
    .insertInto("class_join_charges")
    .values({
      org_id: orgId,
      id: row.id,
      class_id: row.classId,
      user_id: row.userId,
      requested_at: row.requestedAt,
      attempt: row.attempt,
      customer_id: row.customerId,
      status: "charging",
      tried_at: row.triedAt,
    })
    .onConflict((conflict) =>
      conflict.columns(["org_id", "class_id", "user_id", "requested_at", "attempt"]).doNothing(),
    )
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

// Another accept of the same attempt: charging again (a charge the provider never made, found
// so by the reconciliation, may be made now), the reconciliation waiting past this try.
export async function retryJoinCharge(
  trx: Trx,
  orgId: string,
  id: string,
  triedAt: Date,
): Promise<void> {
  await trx
    .updateTable("class_join_charges")
    .set({ status: "charging", tried_at: triedAt })
    .where(ofOrganization(orgId, id))
    .where("status", "in", ["charging", "not_charged"])
    .execute();
}

export async function settleJoinCharge(
  trx: Trx,
  orgId: string,
  id: string,
  change: { status: JoinChargeStatus; providerChargeId?: string; refundId?: string },
): Promise<void> {
  await trx
    .updateTable("class_join_charges")
    .set({
      status: change.status,
      ...(change.providerChargeId ? { provider_charge_id: change.providerChargeId } : {}),
      ...(change.refundId ? { refund_id: change.refundId } : {}),
    })
    .where(ofOrganization(orgId, id))
    .execute();
}

// The member's attempts in this class not settled yet (a decline or remove settles them).
export async function listUnsettledJoinChargesOf(
  trx: Trx,
  orgId: string,
  classId: string,
  userId: string,
): Promise<string[]> {
  const rows = await trx
    .selectFrom("class_join_charges")
    .select("id")
    .where(ofMember(orgId, userId))
    .where("class_id", "=", classId)
    .where("status", "in", ["charging", "refunding"])
    .orderBy("tried_at")
    .execute();
  return rows.map((row) => row.id);
}

// The organization's attempts not settled and last tried before `triedBefore`, oldest first:
// the recurring sweep's, for attempts whose own job could not settle them.
export async function listStaleJoinCharges(
  trx: Trx,
  orgId: string,
  triedBefore: Date,
  limit: number,
): Promise<string[]> {
  const rows = await trx
    .selectFrom("class_join_charges")
    .select("id")
    .where("org_id", "=", orgId)
    .where("status", "in", ["charging", "refunding"])
    .where("tried_at", "<", triedBefore)
    .orderBy("tried_at")
    .orderBy("id")
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}

// The accept's own refund of a charge it could not enrol with: claimed unless the attempt was
// recorded or is being refunded already (the reconciliation, after a decline). True: claimed.
export async function claimJoinChargeRefund(
  trx: Trx,
  orgId: string,
  id: string,
  providerChargeId: string,
): Promise<boolean> {
  const row = await trx
    .updateTable("class_join_charges")
    .set({ status: "refunding", provider_charge_id: providerChargeId })
    .where(ofOrganization(orgId, id))
    .where("status", "in", ["charging", "not_charged"])
    .returning("id")
    .executeTakeFirst();
  return row !== undefined;
}

// The member's request to join, locked: an accept recording a charge waits for the
// reconciliation's decision on it, and the other way round.
export async function lockClassRequest(trx: Trx, orgId: string, classId: string, userId: string) {
  return trx
    .selectFrom("class_members")
    .select(["status", "joined_at", "join_charge_refunds"])
    .where(ofMember(orgId, userId))
    .where("class_id", "=", classId)
    .forUpdate()
    .executeTakeFirst();
}

import { MESSAGES } from "@studiodesk/core/messages";
import type { FoundCharge } from "../../adapters/payments/payment-provider";
import { type Trx, withTenant } from "../../db/database";
import { enqueueJob } from "../../jobs/job-runner";
import { notFoundError } from "../../shared/app-error";
import type { Deps } from "../../shared/deps";
import { newId } from "../../shared/ids";
import {
  type ClassJoinRequest,
  findClassJoinCharge,
  isClassJoinChargeRecorded,
  refundClassJoinCharge,
  type StartedJoinCharge,
} from "../billing/subscriptions/class-billing.service";
import { listRegisteredOrganizations } from "../organizations/organizations.service";
import {
  findJoinCharge,
  insertJoinCharge,
  type JoinChargeRow,
  listStaleJoinCharges,
  listUnsettledJoinChargesOf,
  lockClassRequest,
  lockJoinChargeByAttempt,
  retryJoinCharge,
  settleJoinCharge,
} from "./class-join-charges.repo";
import { countRefundedJoinCharge } from "./class-members.repo";

// A one-time class join charges the saved card between two transactions; a crash in between
// leaves a charge the provider made and Studiodesk never recorded. Each attempt is written
// first, with its reconciliation job; the job (and a nightly sweep) asks the provider for the
// attempt's charge and records or refunds it, like the terminal's reconciliation.
export const CLASS_JOIN_RECONCILE_JOB = "classes.reconcile-join-charge";
export const CLASS_JOIN_RECONCILE_ALL_JOB = "classes.reconcile-join-charges";
// An accept takes seconds (the provider's client gives up within a minute): an attempt still
// charging this long after its last try was cut off.
export const CLASS_JOIN_CHARGE_STALE_MS = 5 * 60_000;

// Before the provider is called, in its own transaction: the attempt (a retried accept finds
// its own) and the job that settles it should this accept never finish.
export async function startJoinCharge(
  deps: Deps,
  orgId: string,
  join: { classId: string; request: ClassJoinRequest; customerId: string },
): Promise<StartedJoinCharge> {
  const now = deps.now();
  const attempt = {
    classId: join.classId,
    userId: join.request.userId,
    requestedAt: join.request.requestedAt,
    attempt: join.request.refundedCharges,
  };
  return withTenant(deps.db, orgId, async (trx) => {
    const isNew = await insertJoinCharge(trx, orgId, {
      ...attempt,
      id: newId(),
      customerId: join.customerId,
      triedAt: now,
    });
    const row = await lockJoinChargeByAttempt(trx, orgId, attempt);
    if (!row) throw new Error("class join charge vanished after its insert");
    if (!isNew) {
      // Recorded or refunded meanwhile: the request this accept read has moved on.
      if (row.status !== "charging" && row.status !== "not_charged") {
        throw notFoundError(MESSAGES.classMemberNotPending);
      }
      await retryJoinCharge(trx, orgId, row.id, now);
    }
    await enqueueJob(trx, {
      type: CLASS_JOIN_RECONCILE_JOB,
      orgId,
      payload: { joinChargeId: row.id },
      runAt: new Date(now.getTime() + CLASS_JOIN_CHARGE_STALE_MS),
      uniqueKey: `${CLASS_JOIN_RECONCILE_JOB}:${row.id}:${now.toISOString()}`,
    });
    return {
      attemptId: row.id,
      startedAt: row.started_at,
      isRetryAfterKeyWindow: !isNew && row.is_key_forgettable,
    };
  });
}

const requestOf = (row: JoinChargeRow): ClassJoinRequest => ({
  userId: row.user_id,
  requestedAt: row.requested_at,
  refundedCharges: row.attempt,
});

// Settles one attempt: its charge recorded by an accept is left alone; a charge the member was
// not enrolled with (the request declined or removed, or still pending past the window) is
// refunded and, for a pending request, counted, so its next accept charges under a new key.
// No charge at the provider past the window: nothing to do. Safe to run again and again.
export async function reconcileJoinCharge(
  deps: Deps,
  orgId: string,
  joinChargeId: string,
): Promise<void> {
  const row = await withTenant(deps.db, orgId, (trx) => findJoinCharge(trx, orgId, joinChargeId));
  if (!row || (row.status !== "charging" && row.status !== "refunding")) return;
  const request = requestOf(row);
  const found =
    row.status === "refunding"
      ? null
      : await findClassJoinCharge(deps, orgId, {
          classId: row.class_id,
          request,
          customerId: row.customer_id,
          startedAt: row.started_at,
        });
  const chargeId = await withTenant(deps.db, orgId, (trx) =>
    decide(trx, orgId, row, { found, now: deps.now() }),
  );
  if (!chargeId) return;
  const refund = await refundClassJoinCharge(deps, orgId, {
    classId: row.class_id,
    request,
    chargeId,
  });
  await withTenant(deps.db, orgId, (trx) =>
    settleJoinCharge(trx, orgId, joinChargeId, { status: "refunded", refundId: refund.id }),
  );
  deps.logger.warn(
    { orgId, classId: row.class_id, userId: row.user_id, chargeId, refundId: refund.id },
    "class join charged but never recorded (the accept was cut off); refunded",
  );
}

// The decision, with the request and the attempt locked in that order (as the accept's record
// takes them), so an accept recording the charge and this refund cannot both win. Answers the
// charge to refund, if any.
async function decide(
  trx: Trx,
  orgId: string,
  attempt: Pick<JoinChargeRow, "id" | "class_id" | "user_id">,
  seen: { found: FoundCharge | null; now: Date },
): Promise<string | null> {
  const request = await lockClassRequest(trx, orgId, attempt.class_id, attempt.user_id);
  const row = await findJoinCharge(trx, orgId, attempt.id, { forUpdate: true });
  if (!row) return null;
  const isCurrentRequest =
    request?.status === "pending" &&
    new Date(request.joined_at).getTime() === row.requested_at.getTime() &&
    request.join_charge_refunds === row.attempt;
  // A refund begun and not finished (the provider failed, or the process died): finished now.
  if (row.status === "refunding") {
    if (isCurrentRequest) await countRefundedJoinCharge(trx, orgId, row.class_id, requestOf(row));
    return row.provider_charge_id;
  }
  if (row.status !== "charging") return null;
  const isStale = row.tried_at.getTime() <= seen.now.getTime() - CLASS_JOIN_CHARGE_STALE_MS;
  const { found } = seen;
  if (!found) {
    // No charge (yet): an accept still running may make it; past the window none will.
    if (isStale) await settleJoinCharge(trx, orgId, row.id, { status: "not_charged" });
    return null;
  }
  if (await isClassJoinChargeRecorded(trx, orgId, found.chargeId)) {
    await settleJoinCharge(trx, orgId, row.id, {
      status: "recorded",
      providerChargeId: found.chargeId,
    });
    return null;
  }
  if (isCurrentRequest) {
    // An accept of this request may still be on its way to recording the charge.
    if (!isStale) return null;
    await countRefundedJoinCharge(trx, orgId, row.class_id, requestOf(row));
  }
  await settleJoinCharge(trx, orgId, row.id, {
    status: "refunding",
    providerChargeId: found.chargeId,
  });
  return found.chargeId;
}

// A declined or removed request: its attempts are settled at once (a charge made for it is
// refunded now). A provider that cannot answer leaves them to their jobs; the decline stands.
export async function reconcileJoinChargesOf(
  deps: Deps,
  orgId: string,
  join: { classId: string; userId: string },
): Promise<void> {
  const ids = await withTenant(deps.db, orgId, (trx) =>
    listUnsettledJoinChargesOf(trx, orgId, join.classId, join.userId),
  );
  for (const id of ids) {
    try {
      await reconcileJoinCharge(deps, orgId, id);
    } catch (error) {
      deps.logger.warn(
        { orgId, ...join, joinChargeId: id, err: error },
        "class join charge not settled now; its reconciliation job will",
      );
    }
  }
}

// The nightly sweep: attempts whose own job could not settle them (the provider was down).
export async function reconcileJoinChargesEverywhere(deps: Deps): Promise<number> {
  let settled = 0;
  const triedBefore = new Date(deps.now().getTime() - CLASS_JOIN_CHARGE_STALE_MS);
  for (const organization of await listRegisteredOrganizations(deps.db)) {
    const orgId = organization.id;
    const ids = await withTenant(deps.db, orgId, (trx) =>
      listStaleJoinCharges(trx, orgId, triedBefore, 200),
    );
    for (const id of ids) {
      try {
        await reconcileJoinCharge(deps, orgId, id);
        settled += 1;
      } catch (error) {
        deps.logger.error(
          { orgId, joinChargeId: id, err: error },
          "class join charge reconciliation failed; the next sweep tries again",
        );
      }
    }
  }
  return settled;
}

import type {
  AddClassMembersRequest,
  ClassMember,
  ClassMemberList,
  MemberClass,
} from "@studiodesk/core/contracts/classes";
import { MESSAGES } from "@studiodesk/core/messages";
import { isPaidClass } from "@studiodesk/core/rules/classes";
import { type Trx, withTenant } from "../../db/database";
import { AppError, notFoundError } from "../../shared/app-error";
import { staffWrite } from "../../shared/audit";
import type { AuthContext, Deps } from "../../shared/deps";
import {
  publishAdminNotifications,
  raiseAdminNotification,
} from "../admin-notifications/admin-notifications.service";
import {
  type ClassJoinRequest,
  type PaidClassJoin,
  payClassJoin,
  recordClassJoinBilling,
  refundUnenrolledClassJoin,
} from "../billing/subscriptions/class-billing.service";
import {
  type MemberDocumentSignatures,
  memberDocumentSignatures,
  memberSummaries,
  requireMembers,
  rosterMember,
} from "../users/users.service";
import { CLASSES_TOPIC, classNotFound, requireClass } from "./class-context";
import {
  claimJoinChargeRefund,
  lockClassRequest,
  settleJoinCharge,
} from "./class-join-charges.repo";
import { reconcileJoinChargesOf, startJoinCharge } from "./class-join-charges.service";
import {
  acceptPendingMember,
  type ClassMemberRow,
  cancelClassSubscriptions,
  countRefundedJoinCharge,
  deleteClassMember,
  findPendingRequest,
  insertClassMembers,
  listClassesOfMember,
  listClassMembers,
  moveEnrolmentCounts,
  subscribePending,
} from "./class-members.repo";
import { type ClassRow, findClass } from "./classes.repo";

const classFull = () => new AppError("class_full", MESSAGES.classFull, 409);
// 001 §4 "isCancelled disables editing": a cancelled class takes no one new.
const classCancelled = () =>
  new AppError("class_cancelled", MESSAGES.classCancelledNotEditable, 409);
const notPending = () => notFoundError(MESSAGES.classMemberNotPending);

// Why the enrolment UPDATE refused: it re-checks "not cancelled" too, so a cancel committed
// after the add's own check refuses it there. Read again (a new snapshot under READ
// COMMITTED) to name that reason rather than `otherwise` (full, or for a pending add, gone).
async function enrolmentRefusal(
  trx: Trx,
  orgId: string,
  classId: string,
  otherwise: () => AppError,
): Promise<AppError> {
  const classRow = await findClass(trx, orgId, classId);
  if (!classRow) return classNotFound();
  return classRow.is_cancelled ? classCancelled() : otherwise();
}

function toClassMember(
  row: ClassMemberRow,
  classRow: Pick<ClassRow, "required_documents">,
  signatures: MemberDocumentSignatures,
): ClassMember {
  return {
    ...rosterMember(row, signatures, classRow.required_documents),
    isPending: row.status === "pending",
    isPendingPayment: row.is_pending_payment,
    hasActiveSubscription: row.has_active_subscription,
    timestamp: new Date(row.joined_at).toISOString(),
  };
}

// 001 §2 Class members: the Pending Members table and the Class Members table.
export async function getClassMembers(
  deps: Deps,
  auth: AuthContext,
  classId: string,
): Promise<ClassMemberList> {
  return withTenant(deps.db, auth.orgId, async (trx) => {
    const classRow = await requireClass(trx, auth.orgId, classId);
    const rows = await listClassMembers(trx, auth.orgId, classId);
    const ids = rows.map((row) => row.user_id);
    const signatures = await memberDocumentSignatures(trx, auth.orgId, ids);
    const list: ClassMemberList = { members: [], pending: [] };
    for (const row of rows) {
      const table = row.status === "pending" ? list.pending : list.members;
      table.push(toClassMember(row, classRow, signatures));
    }
    return list;
  });
}

// 001 §4 Class membership: with a class price an add becomes a pending request flagged
// pending payment; without one it adds directly (and a pending request becomes a class
// user). Members already in the class are left as they are. The places are taken in one
// UPDATE on the class row that re-checks its capacity, so concurrent adds never enrol more
// than max users; a refused add changes nothing (409).
export async function addClassMembers(
  deps: Deps,
  auth: AuthContext,
  classId: string,
  input: AddClassMembersRequest,
): Promise<{ added: string[]; pending: string[] }> {
  const result = await staffWrite(deps, auth, CLASSES_TOPIC, async (trx, audit) => {
    const classRow = await requireClass(trx, auth.orgId, classId);
    if (classRow.is_cancelled) throw classCancelled();
    const userIds = await requireMembers(trx, auth.orgId, input.userIds);
    const joinedAt = deps.now();
    const result = isPaidClass(classRow.price_mode)
      ? { added: [], pending: await addPending(trx, auth.orgId, classId, userIds, joinedAt) }
      : { added: await addDirectly(trx, auth.orgId, classId, userIds, joinedAt), pending: [] };
    await raiseClassRequests(trx, auth.orgId, classRow, result.pending, joinedAt);
    await audit({
      action: "class.members.added",
      targetType: "class",
      targetId: classId,
      details: result,
    });
    return result;
  });
  if (result.pending.length > 0) await publishAdminNotifications(deps, auth.orgId);
  return result;
}

// 000 §2 Admin Notifications, Class tab: each new pending request tells the staff, in the
// request's own transaction. The request's identity (class, member, time) keys it. A request
// made before now (the demo's) is stamped with its own time, `isBackdated`.
export async function raiseClassRequests(
  trx: Trx,
  orgId: string,
  classRow: Pick<ClassRow, "id" | "title">,
  userIds: string[],
  requestedAt: Date,
  isBackdated = false,
) {
  const members = await memberSummaries(trx, orgId, userIds);
  for (const member of members) {
    await raiseAdminNotification(trx, orgId, {
      type: "classItem",
      title: "New Class Request",
      message: `${member.first_name} ${member.last_name} requested to join ${classRow.title}.`,
      userId: member.id,
      refId: classRow.id,
      dedupeKey: `class-request:${classRow.id}:${member.id}:${requestedAt.toISOString()}`,
      ...(isBackdated ? { at: requestedAt } : {}),
    });
  }
}

async function addPending(
  trx: Trx,
  orgId: string,
  classId: string,
  userIds: string[],
  joinedAt: Date,
) {
  const membership = { status: "pending" as const, isPendingPayment: true, joinedAt };
  const pending = await insertClassMembers(trx, orgId, classId, userIds, membership);
  if (pending.length > 0) {
    const moved = await moveEnrolmentCounts(trx, orgId, classId, {
      classUsers: 0,
      pendingUsers: pending.length,
    });
    if (!moved) throw await enrolmentRefusal(trx, orgId, classId, classNotFound);
  }
  return pending;
}

async function addDirectly(
  trx: Trx,
  orgId: string,
  classId: string,
  userIds: string[],
  joinedAt: Date,
) {
  const wasPending = await subscribePending(trx, orgId, classId, userIds);
  const membership = { status: "subscribed" as const, isPendingPayment: false, joinedAt };
  const inserted = await insertClassMembers(trx, orgId, classId, userIds, membership);
  const added = [...wasPending, ...inserted];
  if (added.length === 0) return added;
  const moved = await moveEnrolmentCounts(trx, orgId, classId, {
    classUsers: added.length,
    pendingUsers: -wasPending.length,
  });
  if (!moved) throw await enrolmentRefusal(trx, orgId, classId, classFull);
  return added;
}

// 001 §4: a pending request accepted becomes a subscribed class user, if a place is free.
// A priced class bills the join (issue #15): a one-time price is charged to the member's saved
// card first (a decline refuses the accept, 402), a subscription class starts the member's
// class billing subscription in the accept's transaction. A charge whose enrolment is then
// refused (the class filled, was cancelled, or the request was declined in between) is refunded
// and the accept answers with the refusal.
export async function acceptClassMember(
  deps: Deps,
  auth: AuthContext,
  classId: string,
  userId: string,
): Promise<void> {
  const { classRow, request } = await withTenant(deps.db, auth.orgId, async (trx) => {
    const classRow = await requireClass(trx, auth.orgId, classId);
    const pending = await findPendingRequest(trx, auth.orgId, classId, userId);
    if (!pending) throw notPending();
    // Checked before any charge too, so a cancelled or full class is not paid for.
    if (classRow.is_cancelled) throw classCancelled();
    if (classRow.max_users !== null && classRow.class_users >= classRow.max_users) {
      throw classFull();
    }
    const requestedAt = new Date(pending.joined_at);
    return {
      classRow,
      request: { userId, requestedAt, refundedCharges: pending.join_charge_refunds },
    };
  });
  const paid = await payClassJoin(deps, auth.orgId, classRow, {
    request,
    startCharge: (customerId) =>
      startJoinCharge(deps, auth.orgId, { classId, request, customerId }),
  });
  try {
    await enrolAccepted(deps, auth, classId, { request, paid });
  } catch (error) {
    // A refusal (4xx) gives the money back; an outage (5xx) keeps the charge for the retried
    // accept, which gets the same charge back under its key and records it.
    if (paid && error instanceof AppError && error.status < 500) {
      await refundRefusedJoin(deps, auth.orgId, classId, { request, paid, reason: error.message });
    }
    throw error;
  }
}

// The request's row is locked by the accept's UPDATE before the charge's attempt is settled,
// the order the reconciliation takes them in: one of the two decides the charge's fate.
async function enrolAccepted(
  deps: Deps,
  auth: AuthContext,
  classId: string,
  join: { request: ClassJoinRequest; paid: PaidClassJoin | null },
) {
  const { request, paid } = join;
  const { userId } = request;
  await staffWrite(deps, auth, CLASSES_TOPIC, async (trx, audit) => {
    const classRow = await requireClass(trx, auth.orgId, classId);
    if (classRow.is_cancelled) throw classCancelled();
    const paidRequest = paid ? request : undefined;
    const now = deps.now();
    if (!(await acceptPendingMember(trx, auth.orgId, classId, userId, now, paidRequest))) {
      throw notPending();
    }
    const change = { classUsers: 1, pendingUsers: -1 };
    if (!(await moveEnrolmentCounts(trx, auth.orgId, classId, change))) {
      throw await enrolmentRefusal(trx, auth.orgId, classId, classFull);
    }
    await recordClassJoinBilling(trx, auth.orgId, classRow, { userId, paid, now });
    if (paid) {
      await settleJoinCharge(trx, auth.orgId, paid.attemptId, {
        status: "recorded",
        providerChargeId: paid.chargeId,
      });
    }
    await audit({
      action: "class.member.accepted",
      targetType: "class",
      targetId: classId,
      details: { userId },
    });
  });
}

// The refund is claimed first, with the request's count, in one transaction that locks the
// request and then the attempt (the reconciliation's order): a reconciliation that got there
// first (a decline in between) refunds alone, and a refund the provider refuses here is
// finished by the attempt's job. A request still pending counts the refund: its next accept is
// a new charge.
async function refundRefusedJoin(
  deps: Deps,
  orgId: string,
  classId: string,
  join: { request: ClassJoinRequest; paid: PaidClassJoin; reason: string },
) {
  const { request, paid } = join;
  let isClaimed = false;
  try {
    isClaimed = await withTenant(deps.db, orgId, async (trx) => {
      await lockClassRequest(trx, orgId, classId, request.userId);
      if (!(await claimJoinChargeRefund(trx, orgId, paid.attemptId, paid.chargeId))) return false;
      await countRefundedJoinCharge(trx, orgId, classId, request);
      return true;
    });
  } catch (error) {
    deps.logger.error(
      { orgId, classId, userId: request.userId, chargeId: paid.chargeId, err: error },
      "class join refund not claimed: the attempt's reconciliation job refunds it",
    );
  }
  if (!isClaimed) return;
  if (!(await refundUnenrolledClassJoin(deps, orgId, classId, join))) return;
  try {
    await withTenant(deps.db, orgId, (trx) =>
      settleJoinCharge(trx, orgId, paid.attemptId, { status: "refunded" }),
    );
  } catch (error) {
    // Left refunding: the reconciliation's refund under the same key replays this one.
    deps.logger.warn(
      { orgId, classId, userId: request.userId, chargeId: paid.chargeId, err: error },
      "class join refunded but its attempt not settled; the reconciliation settles it",
    );
  }
}

// 001 §4: a pending request declined is removed.
export async function declineClassMember(
  deps: Deps,
  auth: AuthContext,
  classId: string,
  userId: string,
): Promise<void> {
  await staffWrite(deps, auth, CLASSES_TOPIC, async (trx, audit) => {
    await requireClass(trx, auth.orgId, classId);
    const onlyPending = { onlyPending: true };
    if (!(await deleteClassMember(trx, auth.orgId, classId, userId, onlyPending))) {
      throw notPending();
    }
    await moveEnrolmentCounts(trx, auth.orgId, classId, { classUsers: 0, pendingUsers: -1 });
    await audit({
      action: "class.member.declined",
      targetType: "class",
      targetId: classId,
      details: { userId },
    });
  });
  // A join charge an accept made for this request and never recorded goes back now.
  await reconcileJoinChargesOf(deps, auth.orgId, { classId, userId });
}

// 001 §4 "Removal deletes the class user, or the pending record when flagged; removing users
// cancels their class billing subscription." The member's active class subscription rows
// are cancelled in the same transaction; the nightly billing run charges only active rows
// (the payment provider holds saved cards, not subscriptions), so nothing further is sent
// to it. A class-members join with a price creating that subscription is the billing issue's.
export async function removeClassMember(
  deps: Deps,
  auth: AuthContext,
  classId: string,
  userId: string,
): Promise<{ cancelledSubscriptions: string[] }> {
  const removed = await removeClassMemberRow(deps, auth, classId, userId);
  // A join charge an accept made for a removed request and never recorded goes back now.
  await reconcileJoinChargesOf(deps, auth.orgId, { classId, userId });
  return removed;
}

async function removeClassMemberRow(
  deps: Deps,
  auth: AuthContext,
  classId: string,
  userId: string,
): Promise<{ cancelledSubscriptions: string[] }> {
  return staffWrite(deps, auth, CLASSES_TOPIC, async (trx, audit) => {
    await requireClass(trx, auth.orgId, classId);
    const removed = await deleteClassMember(trx, auth.orgId, classId, userId);
    if (!removed) throw notFoundError(MESSAGES.classMemberNotFound);
    const isPending = removed.status === "pending";
    await moveEnrolmentCounts(trx, auth.orgId, classId, {
      classUsers: isPending ? 0 : -1,
      pendingUsers: isPending ? -1 : 0,
    });
    const cancelledSubscriptions = await cancelClassSubscriptions(
      trx,
      auth.orgId,
      classId,
      userId,
      deps.now(),
    );
    await audit({
      action: "class.member.removed",
      targetType: "class",
      targetId: classId,
      details: { userId, wasPending: isPending, cancelledSubscriptions },
    });
    return { cancelledSubscriptions };
  });
}

// The member profile's Classes tab (000 §2), for members/ (members → classes, one way).
export async function classesOfMember(
  deps: Deps,
  trx: Trx,
  orgId: string,
  userId: string,
): Promise<MemberClass[]> {
  const rows = await listClassesOfMember(trx, orgId, userId);
  return rows.map((row) => ({
    classId: row.id,
    classTitle: row.title,
    imageThumbnail: deps.storage.publicUrl(row.image_thumbnail_key),
    classStart: new Date(row.start_at).toISOString(),
    isPending: row.status === "pending",
    isPendingPayment: row.is_pending_payment,
    timestamp: new Date(row.joined_at).toISOString(),
  }));
}

import { sql } from "kysely";
import type { Trx } from "../../db/database";
import { JOINED_MEMBER_COLUMNS } from "../../db/joined-member";
import { memberUserOf, ofMember, ofOrganization } from "../../db/tenant-filters";

export type ClassMemberRow = {
  user_id: string;
  status: "subscribed" | "pending";
  is_pending_payment: boolean;
  joined_at: Date;
  first_name: string;
  last_name: string;
  profile_photo_url: string | null;
  is_leader: boolean;
  has_active_subscription: boolean;
};

// Both tables of the class members page, oldest first (the order they joined or asked).
export async function listClassMembers(
  trx: Trx,
  orgId: string,
  classId: string,
): Promise<ClassMemberRow[]> {
  return trx
    .selectFrom("class_members as m")
    .innerJoin("users as u", memberUserOf("m"))
    .select([
      "m.user_id",
      "m.status",
      "m.is_pending_payment",
      "m.joined_at",
      ...JOINED_MEMBER_COLUMNS,
      // The members table's subscription status (001 §2 Reusable members table): the member
      // pays for this class by an active class billing subscription.
      (eb) =>
        eb
          .exists(
            eb
              .selectFrom("subscriptions as s")
              .select("s.id")
              .whereRef("s.org_id", "=", "m.org_id")
              .whereRef("s.user_id", "=", "m.user_id")
              .whereRef("s.item_id", "=", "m.class_id")
              .where("s.unique_name", "=", "classItem")
              .where("s.is_active", "=", true),
          )
          .$castTo<boolean>()
          .as("has_active_subscription"),
    ])
    .where("m.org_id", "=", orgId)
    .where("m.class_id", "=", classId)
    .orderBy("m.joined_at")
    .orderBy("m.user_id")
    .execute();
}

// A direct add turns the members' pending requests into class users (001 §4 "a user added
// directly becomes a class user and leaves pending"); answers whose request it was.
export async function subscribePending(
  trx: Trx,
  orgId: string,
  classId: string,
  userIds: string[],
): Promise<string[]> {
  const rows = await trx
    .updateTable("class_members")
    .set({ status: "subscribed", is_pending_payment: false })
    .where("org_id", "=", orgId)
    .where("class_id", "=", classId)
    .where("user_id", "in", userIds)
    .where("status", "=", "pending")
    .returning("user_id")
    .execute();
  return rows.map((row) => row.user_id);
}

// Adds the users who are not in the class yet; answers who was added. A concurrent add of
// the same user waits on the primary key and then adds nothing.
export async function insertClassMembers(
  trx: Trx,
  orgId: string,
  classId: string,
  userIds: string[],
  membership: { status: "subscribed" | "pending"; isPendingPayment: boolean; joinedAt: Date },
): Promise<string[]> {
  if (userIds.length === 0) return [];
  const rows = await trx
    .insertInto("class_members")
    .values(
      userIds.map((userId) => ({
        org_id: orgId,
        class_id: classId,
        user_id: userId,
        status: membership.status,
        is_pending_payment: membership.isPendingPayment,
        joined_at: membership.joinedAt,
      })),
    )
    .onConflict((conflict) => conflict.columns(["org_id", "class_id", "user_id"]).doNothing())
    .returning("user_id")
    .execute();
  return rows.map((row) => row.user_id);
}

// Moves the enrolment counts in one UPDATE on the class's row. Taking places re-checks the
// capacity there: concurrent adds queue on the row lock and each sees the count the one
// before left, so the class never holds more than its max users. False: refused (full,
// cancelled or gone), nothing changed.
export async function moveEnrolmentCounts(
  trx: Trx,
  orgId: string,
  classId: string,
  change: { classUsers: number; pendingUsers: number },
): Promise<boolean> {
  const result = await trx
    .updateTable("classes")
    .set({
      class_users: sql<number>`class_users + ${change.classUsers}`,
      pending_users: sql<number>`pending_users + ${change.pendingUsers}`,
    })
    .where(ofOrganization(orgId, classId))
    // A cancelled class takes no one new; members may still leave it.
    .$if(change.classUsers > 0 || change.pendingUsers > 0, (query) =>
      query.where("is_cancelled", "=", false),
    )
    .$if(change.classUsers > 0, (query) =>
      query.where((eb) =>
        eb.or([
          eb("max_users", "is", null),
          eb(eb("class_users", "+", change.classUsers), "<=", eb.ref("max_users")),
        ]),
      ),
    )
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

// The member's pending request to join, if there is one (billing names a paid join by it).
export async function findPendingRequest(trx: Trx, orgId: string, classId: string, userId: string) {
  return trx
    .selectFrom("class_members")
    .select(["joined_at", "join_charge_refunds"])
    .where(ofMember(orgId, userId))
    .where("class_id", "=", classId)
    .where("status", "=", "pending")
    .executeTakeFirst();
}

// Counts a join charge refunded for this pending request (the same request, asked at the same
// time, not yet counted), so its next accept charges under the next attempt's key.
export async function countRefundedJoinCharge(
  trx: Trx,
  orgId: string,
  classId: string,
  request: { userId: string; requestedAt: Date; refundedCharges: number },
): Promise<void> {
  await trx
    .updateTable("class_members")
    .set({ join_charge_refunds: request.refundedCharges + 1 })
    .where(ofMember(orgId, request.userId))
    .where("class_id", "=", classId)
    .where("status", "=", "pending")
    .where("joined_at", "=", request.requestedAt)
    .where("join_charge_refunds", "=", request.refundedCharges)
    .execute();
}

// A paid join names its request (`paidRequest`: asked then, refunded so many times): a request
// the reconciliation refunded meanwhile (a charge it found unrecorded) is not accepted with it.
export async function acceptPendingMember(
  trx: Trx,
  orgId: string,
  classId: string,
  userId: string,
  joinedAt: Date,
  paidRequest?: { requestedAt: Date; refundedCharges: number },
): Promise<boolean> {
  const row = await trx
    .updateTable("class_members")
    .set({ status: "subscribed", is_pending_payment: false, joined_at: joinedAt })
    .where(ofMember(orgId, userId))
    .where("class_id", "=", classId)
    .where("status", "=", "pending")
    .$if(paidRequest !== undefined, (query) =>
      query
        // Read back into JavaScript, the time lost its microseconds.
        .where(
          sql<Date>`date_trunc('milliseconds', joined_at)`,
          "=",
          paidRequest?.requestedAt ?? joinedAt,
        )
        .where("join_charge_refunds", "=", paidRequest?.refundedCharges ?? 0),
    )
    .returning("user_id")
    .executeTakeFirst();
  return row !== undefined;
}

// Deletes the member's class user or pending record; answers which it was.
export async function deleteClassMember(
  trx: Trx,
  orgId: string,
  classId: string,
  userId: string,
  options: { onlyPending?: boolean } = {},
): Promise<{ status: "subscribed" | "pending"; is_pending_payment: boolean } | undefined> {
  return trx
    .deleteFrom("class_members")
    .where(ofMember(orgId, userId))
    .where("class_id", "=", classId)
    .$if(options.onlyPending === true, (query) => query.where("status", "=", "pending"))
    .returning(["status", "is_pending_payment"])
    .executeTakeFirst();
}

// 001 §2 Class members footer: removing a user cancels their class billing subscription.
// Class subscriptions are rows of `subscriptions` (uniqueName 'classItem', the class as the
// item) that the nightly billing run charges against the member's saved card; cancelling is
// what the member profile's Cancel does: inactive, cancel date now, no next charge. Written
// here rather than through members/ because members calls classes (the Classes tab).
export async function cancelClassSubscriptions(
  trx: Trx,
  orgId: string,
  classId: string,
  userId: string,
  now: Date,
): Promise<string[]> {
  const rows = await trx
    .updateTable("subscriptions")
    .set({ is_active: false, cancel_date: now, next_charge: null })
    .where(ofMember(orgId, userId))
    .where("unique_name", "=", "classItem")
    .where("item_id", "=", classId)
    .where("is_active", "=", true)
    .returning("id")
    .execute();
  return rows.map((row) => row.id);
}

// The member profile's Classes tab: the member's classes, newest membership first.
export async function listClassesOfMember(trx: Trx, orgId: string, userId: string) {
  return trx
    .selectFrom("class_members")
    .innerJoin("classes", (join) =>
      join
        .onRef("classes.org_id", "=", "class_members.org_id")
        .onRef("classes.id", "=", "class_members.class_id"),
    )
    .select([
      "classes.id",
      "classes.title",
      "classes.image_thumbnail_key",
      "classes.start_at",
      "class_members.status",
      "class_members.is_pending_payment",
      "class_members.joined_at",
    ])
    .where("class_members.org_id", "=", orgId)
    .where("class_members.user_id", "=", userId)
    .orderBy("class_members.joined_at", "desc")
    .execute();
}

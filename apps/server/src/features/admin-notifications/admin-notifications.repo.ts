import type { AdminNotificationType } from "@studiodesk/core/contracts/notifications";
import type { Trx } from "../../db/database";

// Newest first, the order of the bell and every tab (index admin_notifications_newest).
export async function listAdminNotificationRows(
  trx: Trx,
  orgId: string,
  types: readonly AdminNotificationType[],
  limit: number,
) {
  return trx
    .selectFrom("admin_notifications")
    .select(["id", "type", "title", "message", "user_id", "ref_id", "created_at"])
    .where("org_id", "=", orgId)
    .where("type", "in", types)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
}

// When the admin last opened the bell; undefined when never.
export async function findAdminNotificationsSeenAt(
  trx: Trx,
  orgId: string,
  userId: string,
): Promise<Date | undefined> {
  const row = await trx
    .selectFrom("admin_notification_reads")
    .select("seen_at")
    .where("org_id", "=", orgId)
    .where("user_id", "=", userId)
    .executeTakeFirst();
  return row?.seen_at;
}

export async function countAdminNotificationsSince(
  trx: Trx,
  orgId: string,
  since: Date | undefined,
): Promise<number> {
  let query = trx
    .selectFrom("admin_notifications")
    .select((eb) => eb.fn.countAll<string>().as("count"))
    .where("org_id", "=", orgId);
  if (since) query = query.where("created_at", ">", since);
  const row = await query.executeTakeFirstOrThrow();
  return Number(row.count);
}

// Everything the admin can see now counts as read: the marker is the newest notification's
// own time (the database's clock, the one created_at is stamped with), not the app's.
export async function markAdminNotificationsSeen(
  trx: Trx,
  orgId: string,
  userId: string,
): Promise<void> {
  const newest = await trx
    .selectFrom("admin_notifications")
    .select((eb) => eb.fn.max("created_at").as("created_at"))
    .where("org_id", "=", orgId)
    .executeTakeFirst();
  if (!newest?.created_at) return;
  const seenAt = newest.created_at;
  await trx
    .insertInto("admin_notification_reads")
    .values({ org_id: orgId, user_id: userId, seen_at: seenAt })
    .onConflict((conflict) =>
      conflict.columns(["org_id", "user_id"]).doUpdateSet({ seen_at: seenAt }),
    )
    .execute();
}

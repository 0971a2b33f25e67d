import type { AdminNotificationType } from "@studiodesk/core/contracts/notifications";
import { sql } from "kysely";
import type { Trx } from "../../db/database";
import { newestFirst } from "../../db/newest-first";
import { ofMember } from "../../db/tenant-filters";

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
    .$call(newestFirst)
    .limit(limit)
    .execute();
}

// Raised after the admin last opened the bell (all when never). Compared inside the database:
// a marker read into a JavaScript Date would lose its microseconds and count the newest again.
export async function countUnreadAdminNotifications(
  trx: Trx,
  orgId: string,
  userId: string,
): Promise<number> {
  const row = await trx
    .selectFrom("admin_notifications")
    .select((eb) => eb.fn.countAll<string>().as("count"))
    .where("org_id", "=", orgId)
    .where((eb) =>
      eb(
        "created_at",
        ">",
        eb.fn.coalesce(
          eb
            .selectFrom("admin_notification_reads")
            .select("seen_at")
            .where(ofMember(orgId, userId)),
          sql<Date>`'-infinity'::timestamptz`,
        ),
      ),
    )
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

// Everything the admin can see now counts as read: the marker is the newest notification's
// own time, copied inside the database (the clock created_at is stamped with, and its
// microseconds, which a JavaScript Date would round away).
export async function markAdminNotificationsSeen(
  trx: Trx,
  orgId: string,
  userId: string,
): Promise<void> {
  await trx
    .insertInto("admin_notification_reads")
    .columns(["org_id", "user_id", "seen_at"])
    .expression((eb) =>
      eb
        .selectFrom("admin_notifications")
        .select((select) => [
          eb.val(orgId).as("org_id"),
          eb.val(userId).as("user_id"),
          select.fn.max("created_at").as("seen_at"),
        ])
        .where("org_id", "=", orgId)
        // None yet: nothing to mark.
        .having((select) => select.fn.countAll(), ">", 0),
    )
    .onConflict((conflict) =>
      conflict
        .columns(["org_id", "user_id"])
        .doUpdateSet((update) => ({ seen_at: update.ref("excluded.seen_at") })),
    )
    .execute();
}

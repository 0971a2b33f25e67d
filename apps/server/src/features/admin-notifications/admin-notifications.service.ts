import type {
  AdminNotificationList,
  ListAdminNotificationsQuery,
} from "@studiodesk/core/contracts/notifications";
import { ADMIN_NOTIFICATION_TABS } from "@studiodesk/core/rules/notifications";
import { type Trx, withTenant } from "../../db/database";
import type { AdminNotificationsTable } from "../../db/schema";
import type { AuthContext, Deps } from "../../shared/deps";
import { newId } from "../../shared/ids";
import {
  countUnreadAdminNotifications,
  listAdminNotificationRows,
  markAdminNotificationsSeen,
} from "./admin-notifications.repo";

export type AdminNotificationType = AdminNotificationsTable["type"];

export type AdminNotificationInput = {
  type: AdminNotificationType;
  title: string;
  message: string;
  userId?: string | null;
  refId?: string | null;
  // The occasion's business identity ("invoice-paid:<invoiceId>", "subscription-charge:<id>:
  // <cycle>"): the same occasion raised twice — a redelivered webhook, a re-run job — is one
  // notification.
  dedupeKey: string;
  // When the occasion happened, where that is not now (the demo's requests of days ago).
  at?: Date;
};

// The live-update topic the bell and the admin notifications page refetch on.
export const ADMIN_NOTIFICATIONS_TOPIC = "admin-notifications";

// Raises a notification for the organization's staff inside the caller's transaction, so it
// lands with the payment or request it reports, or not at all. The caller publishes
// ADMIN_NOTIFICATIONS_TOPIC once it has committed (see publishAdminNotifications).
export async function raiseAdminNotification(
  trx: Trx,
  orgId: string,
  input: AdminNotificationInput,
): Promise<void> {
  await raiseAdminNotifications(trx, orgId, [input]);
}

// Many occasions at once (a billing run's batch), one statement, each deduplicated as above.
export async function raiseAdminNotifications(
  trx: Trx,
  orgId: string,
  inputs: AdminNotificationInput[],
): Promise<void> {
  if (inputs.length === 0) return;
  await trx
    .insertInto("admin_notifications")
    .values(
      inputs.map((input) => ({
        org_id: orgId,
        id: newId(),
        type: input.type,
        title: input.title,
        message: input.message,
        user_id: input.userId ?? null,
        ref_id: input.refId ?? null,
        dedupe_key: input.dedupeKey,
        ...(input.at ? { created_at: input.at } : {}),
      })),
    )
    .onConflict((conflict) => conflict.columns(["org_id", "dedupe_key"]).doNothing())
    .execute();
}

// After the transaction that raised notifications has committed: open dashboards refetch.
export async function publishAdminNotifications(deps: Deps, orgId: string): Promise<void> {
  await deps.events.publish(orgId, { topic: ADMIN_NOTIFICATIONS_TOPIC });
}

// 000 §2 Admin Notifications tabs (fetch 15) and the bell (5 newest), with the count of
// those raised since the admin last opened the bell.
export async function listAdminNotifications(
  deps: Deps,
  auth: AuthContext,
  query: ListAdminNotificationsQuery,
): Promise<AdminNotificationList> {
  return withTenant(deps.db, auth.orgId, async (trx) => {
    const types = ADMIN_NOTIFICATION_TABS[query.tab];
    const rows = await listAdminNotificationRows(trx, auth.orgId, types, query.limit);
    return {
      notifications: rows.map((row) => ({
        id: row.id,
        type: row.type,
        title: row.title,
        message: row.message,
        userId: row.user_id,
        refId: row.ref_id,
        timestamp: new Date(row.created_at).toISOString(),
      })),
      unreadCount: await countUnreadAdminNotifications(trx, auth.orgId, auth.userId),
    };
  });
}

// The bell opened: everything raised until now counts as read for this admin.
export async function markAdminNotificationsRead(deps: Deps, auth: AuthContext): Promise<void> {
  await withTenant(deps.db, auth.orgId, (trx) =>
    markAdminNotificationsSeen(trx, auth.orgId, auth.userId),
  );
}

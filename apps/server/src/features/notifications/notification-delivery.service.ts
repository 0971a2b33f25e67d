import type { MemberNotificationList } from "@studiodesk/core/contracts/notifications";
import {
  classTopic,
  isNotificationDue,
  organizationTopic,
} from "@studiodesk/core/rules/notifications";
import { sendFcmMessage } from "../../adapters/push/fcm-sender";
import { withTenant } from "../../db/database";
import type { Deps } from "../../shared/deps";
import { classesOfMember } from "../classes/class-members.service";
import { NOTIFICATIONS_TOPIC, toNotification } from "./notification-mapping";
import {
  findNotificationForUpdate,
  findPushCredentials,
  listSentNotificationsFor,
  markNotificationSent,
} from "./notifications.repo";

// How many of the newest sent notifications a member's app reads.
const MEMBER_NOTIFICATIONS_LIMIT = 50;

// The delivery job (SEND_NOTIFICATION_JOB) at the notification's time: FCM topic message
// when the organization has push credentials, else the stored outbox (the row itself, read
// by the member app). The row is locked while it is sent and marked, so a delete waits for
// it and a second claim (a worker taken for dead) finds it sent. A deleted notification has
// no row: nothing is sent. A crash between FCM's answer and the commit is the one window in
// which a retry sends twice; FCM has no idempotency key for topic messages.
export async function deliverNotification(
  deps: Deps,
  orgId: string,
  notificationId: string,
  now: Date,
): Promise<void> {
  const isDelivered = await withTenant(deps.db, orgId, async (trx) => {
    const row = await findNotificationForUpdate(trx, orgId, notificationId);
    if (!row || row.sent) return false;
    // A job claimed just before its time was moved later: the moved job sends it.
    if (!isNotificationDue(row.upload_at, now)) throw new Error("Notification is not due yet");
    const credentials = await findPushCredentials(trx, orgId);
    if (credentials) {
      await sendFcmMessage(
        deps.config.fcmApiUrl,
        {
          projectId: credentials.project_id,
          clientEmail: credentials.client_email,
          privateKey: credentials.private_key,
          tokenUri: credentials.token_uri,
        },
        {
          topic: row.class_id ? classTopic(row.class_id) : organizationTopic(orgId),
          title: row.title,
          body: row.message,
          imageUrl: row.image_url,
        },
        now,
      );
    }
    await markNotificationSent(trx, orgId, notificationId, credentials ? "fcm" : "outbox", now);
    return true;
  });
  if (isDelivered) await deps.events.publish(orgId, NOTIFICATIONS_TOPIC);
}

// GET /api/v1/member/notifications: the sent notifications a member's app shows — to every
// member, or to a class the member belongs to (not merely requested).
export async function memberNotifications(
  deps: Deps,
  orgId: string,
  userId: string,
): Promise<MemberNotificationList> {
  const rows = await withTenant(deps.db, orgId, async (trx) => {
    const classes = await classesOfMember(deps, trx, orgId, userId);
    const classIds = classes.filter((item) => !item.isPending).map((item) => item.classId);
    return listSentNotificationsFor(trx, orgId, classIds, MEMBER_NOTIFICATIONS_LIMIT);
  });
  return {
    notifications: rows.map((row) => {
      const { messageId, message, title, imageUrl, classId, uploadTimestamp } = toNotification(row);
      return { messageId, message, title, imageUrl, classId, uploadTimestamp };
    }),
  };
}

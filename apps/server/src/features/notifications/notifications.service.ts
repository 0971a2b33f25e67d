import type {
  ListNotificationsQuery,
  NewNotificationRequest,
  Notification,
  NotificationPage,
  NotificationSettings,
} from "@studiodesk/core/contracts/notifications";
import { MESSAGES } from "@studiodesk/core/messages";
import {
  isNotificationDue,
  newNotificationProblem,
  scheduledDateProblem,
} from "@studiodesk/core/rules/notifications";
import { type Trx, withTenant } from "../../db/database";
import { enqueueJob } from "../../jobs/job-runner";
import { cancelQueuedJob, moveQueuedJob } from "../../jobs/jobs.repo";
import { AppError, notFoundError, validationError } from "../../shared/app-error";
import { staffWrite } from "../../shared/audit";
import { decodeCursor, encodeCursor } from "../../shared/cursor";
import type { AuthContext, Deps } from "../../shared/deps";
import { newId } from "../../shared/ids";
import { findOrganizationAccount } from "../account/account.service";
import { requireClassTitle } from "../classes/classes.service";
import {
  NOTIFICATIONS_TOPIC,
  SEND_NOTIFICATION_JOB,
  sendNotificationJobKey,
  toNotification,
} from "./notification-mapping";
import {
  deleteNotification,
  findNotificationForUpdate,
  findPushCredentials,
  insertNotification,
  listNotificationPage,
  type NotificationRow,
  setNotificationUploadAt,
} from "./notifications.repo";

const notificationNotFound = () => notFoundError(MESSAGES.notificationNotFound);
const alreadySent = () =>
  new AppError("notification_already_sent", MESSAGES.notificationAlreadySent, 409);

// 000 §3 Notification: "An icon and name taken from the organization logo and name". A logo
// we store is linked from our own host; FCM needs an absolute address.
async function sender(deps: Deps, trx: Trx, orgId: string) {
  const account = await findOrganizationAccount(trx, orgId);
  const logo = account?.publicInformation.appLogo ?? null;
  return {
    name: account?.publicInformation.appName ?? "",
    imageUrl: logo?.startsWith("/") ? `${deps.config.publicUrl}${logo}` : logo,
  };
}

export async function notificationSettings(
  deps: Deps,
  auth: AuthContext,
): Promise<NotificationSettings> {
  return withTenant(deps.db, auth.orgId, async (trx) => ({
    ...(await sender(deps, trx, auth.orgId)),
    isDeliveryActive: (await findPushCredentials(trx, auth.orgId)) !== undefined,
  }));
}

// 000 §7 Notifications: a tab's page of 25, with the cursor of the next one.
export async function listNotifications(
  deps: Deps,
  auth: AuthContext,
  query: ListNotificationsQuery,
): Promise<NotificationPage> {
  const cursor = query.cursor ? decodeCursor(query.cursor) : undefined;
  const rows = await withTenant(deps.db, auth.orgId, (trx) =>
    listNotificationPage(trx, auth.orgId, {
      tab: query.tab,
      now: deps.now(),
      cursor,
      limit: query.limit + 1,
    }),
  );
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  const hasMore = rows.length > query.limit;
  return {
    notifications: page.map(toNotification),
    nextCursor: hasMore && last ? encodeCursor({ created_at: last.upload_at, id: last.id }) : null,
  };
}

// 000 §5 Notification message; §7 "Send a notification (message plus optional scheduled
// date)". Written unsent with its delivery job, in one transaction: the job runs at the
// upload time (now, or the scheduled date) and sends it once.
export async function createNotification(
  deps: Deps,
  auth: AuthContext,
  input: NewNotificationRequest,
): Promise<Notification> {
  const now = deps.now();
  const problem = newNotificationProblem(input, now);
  if (problem) throw validationError(problem);
  const uploadAt = input.scheduledDate ? new Date(input.scheduledDate) : now;
  return staffWrite(deps, auth, NOTIFICATIONS_TOPIC, async (trx, audit) => {
    const classId = input.classId ?? null;
    const classTitle = classId ? await requireClassTitle(trx, auth.orgId, classId) : null;
    const { name, imageUrl } = await sender(deps, trx, auth.orgId);
    const row = {
      id: newId(),
      message: input.message,
      title: name,
      image_url: imageUrl,
      class_id: classId,
      class_title: classTitle,
      upload_at: uploadAt,
      created_by: auth.userId,
    };
    await insertNotification(trx, auth.orgId, row);
    await enqueueJob(trx, {
      type: SEND_NOTIFICATION_JOB,
      orgId: auth.orgId,
      payload: { notificationId: row.id },
      runAt: uploadAt,
      uniqueKey: sendNotificationJobKey(row.id),
    });
    await audit({
      action: "notification.created",
      targetType: "notification",
      targetId: row.id,
      details: { classId, scheduledDate: input.scheduledDate ?? null },
    });
    return toNotification({ ...row, sent: false, sent_at: null, delivery: null });
  });
}

async function requireUnsent(trx: Trx, orgId: string, id: string): Promise<NotificationRow> {
  const row = await findNotificationForUpdate(trx, orgId, id);
  if (!row) throw notificationNotFound();
  if (row.sent) throw alreadySent();
  return row;
}

// 000 §2 Notifications delete. Deleting one before its time withdraws its job, so it is
// never sent; the row lock makes a delete and a running delivery take turns. A sent one
// may be deleted too (the list's record), which changes nothing for phones that got it.
export async function removeNotification(
  deps: Deps,
  auth: AuthContext,
  messageId: string,
): Promise<{ message: string }> {
  await staffWrite(deps, auth, NOTIFICATIONS_TOPIC, async (trx, audit) => {
    const row = await findNotificationForUpdate(trx, auth.orgId, messageId);
    if (!row) throw notificationNotFound();
    await deleteNotification(trx, auth.orgId, messageId);
    await cancelQueuedJob(trx, sendNotificationJobKey(messageId));
    await audit({
      action: "notification.deleted",
      targetType: "notification",
      targetId: messageId,
    });
  });
  return { message: MESSAGES.notificationDeleted };
}

// A queued notification's new time: its job moves with it. Only scheduled, unsent ones of
// the whole organization (a class-targeted one is never scheduled).
export async function rescheduleNotification(
  deps: Deps,
  auth: AuthContext,
  messageId: string,
  scheduledDate: string,
): Promise<Notification> {
  const now = deps.now();
  return staffWrite(deps, auth, NOTIFICATIONS_TOPIC, async (trx, audit) => {
    const row = await requireUnsent(trx, auth.orgId, messageId);
    if (row.class_id) throw validationError(MESSAGES.classNotificationNotScheduled);
    if (isNotificationDue(row.upload_at, now)) throw alreadySent();
    const problem = scheduledDateProblem(scheduledDate, now);
    if (problem) throw validationError(problem);
    const uploadAt = new Date(scheduledDate);
    await setNotificationUploadAt(trx, auth.orgId, messageId, uploadAt);
    await moveQueuedJob(trx, sendNotificationJobKey(messageId), uploadAt);
    await audit({
      action: "notification.rescheduled",
      targetType: "notification",
      targetId: messageId,
      details: { scheduledDate: uploadAt.toISOString() },
    });
    return toNotification({ ...row, upload_at: uploadAt });
  });
}

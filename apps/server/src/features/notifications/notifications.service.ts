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
  scheduledInstant,
} from "@studiodesk/core/rules/notifications";
import { type Trx, withTenant } from "../../db/database";
import { enqueueJob } from "../../jobs/job-runner";
import { cancelQueuedJob, moveQueuedJob } from "../../jobs/jobs.repo";
import { AppError, notFoundError, requireRow, validationError } from "../../shared/app-error";
import { staffWrite } from "../../shared/audit";
import { decodeCursor, encodeCursor, keysetPage } from "../../shared/cursor";
import type { AuthContext, Deps } from "../../shared/deps";
import { newId, sha256 } from "../../shared/ids";
import { findOrganizationAccount, getAccount } from "../account/account.service";
import { requireClassTitle } from "../classes/classes.service";
import {
  NOTIFICATIONS_TOPIC,
  SEND_NOTIFICATION_JOB,
  sendNotificationJobKey,
  toNotification,
} from "./notification-mapping";
import {
  deleteNotification,
  findNotificationByKey,
  findNotificationForUpdate,
  findPushCredentials,
  insertNotification,
  listNotificationPage,
  type NotificationRow,
  setNotificationUploadAt,
} from "./notifications.repo";

// A Scheduled Date typed on the studio's clock is read in its zone (000 §3 timezone).
const organizationTimeZone = async (deps: Deps, auth: AuthContext) =>
  (await getAccount(deps, auth)).publicInformation.timezone;

// Called after scheduledDateProblem accepted the date, so it names a moment.
function scheduledInstantOn(scheduledDate: string, timeZone: string): Date {
  const instant = scheduledInstant(scheduledDate, timeZone);
  if (!instant) throw validationError(MESSAGES.scheduledDateInvalid);
  return instant;
}

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
  // Paged along upload time: the cursor is the last row's (upload_at, id).
  const { page, nextCursor } = keysetPage(rows, query.limit, (last) =>
    encodeCursor({ created_at: last.upload_at, id: last.id }),
  );
  return { notifications: page.map(toNotification), nextCursor };
}

// 000 §5 Notification message; §7 "Send a notification (message plus optional scheduled
// date)". Written unsent with its delivery job, in one transaction: the job runs at the
// upload time (now, or the scheduled date) and sends it once. The form's key names the
// notification: the same request again (a double click, a retry) answers the notification the
// first one created, with no second row or job; the same key with another request is 409.
export async function createNotification(
  deps: Deps,
  auth: AuthContext,
  input: NewNotificationRequest,
): Promise<Notification> {
  const now = deps.now();
  const timeZone = await organizationTimeZone(deps, auth);
  const problem = newNotificationProblem(input, now, timeZone);
  if (problem) throw validationError(problem);
  const uploadAt = input.scheduledDate ? scheduledInstantOn(input.scheduledDate, timeZone) : now;
  const creation = { idempotencyKey: input.idempotencyKey, requestDigest: requestDigestOf(input) };
  return staffWrite(deps, auth, NOTIFICATIONS_TOPIC, async (trx, audit) => {
    const earlier = await findNotificationByKey(trx, auth.orgId, input.idempotencyKey);
    if (earlier) return replayOf(earlier, creation.requestDigest);
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
    if (!(await insertNotification(trx, auth.orgId, row, creation))) {
      // A concurrent request under the same key committed first: answer its notification.
      const winner = await findNotificationByKey(trx, auth.orgId, input.idempotencyKey);
      if (!winner) throw new Error("notification vanished under its idempotency key");
      return replayOf(winner, creation.requestDigest);
    }
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
      details: { classId, scheduledDate: input.scheduledDate ? uploadAt.toISOString() : null },
    });
    return toNotification({ ...row, sent: false, sent_at: null, delivery: null });
  });
}

// The request the key stands for, without the key and in a fixed order: the same form sent
// twice gives the same digest.
const requestDigestOf = (input: NewNotificationRequest) =>
  sha256(JSON.stringify([input.message, input.classId ?? null, input.scheduledDate ?? null]));

// A notification already created under the request's key: the same request is answered with
// it; another request under that key is refused rather than answered with the wrong one.
function replayOf(earlier: NotificationRow & { request_digest: string | null }, digest: string) {
  if (earlier.request_digest !== digest) {
    throw new AppError("notification_key_reused", MESSAGES.notificationKeyReused, 409);
  }
  return toNotification(earlier);
}

async function requireUnsent(trx: Trx, orgId: string, id: string): Promise<NotificationRow> {
  const row = await requireRow(findNotificationForUpdate(trx, orgId, id), notificationNotFound);
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
    await requireRow(findNotificationForUpdate(trx, auth.orgId, messageId), notificationNotFound);
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
  const timeZone = await organizationTimeZone(deps, auth);
  return staffWrite(deps, auth, NOTIFICATIONS_TOPIC, async (trx, audit) => {
    const row = await requireUnsent(trx, auth.orgId, messageId);
    if (row.class_id) throw validationError(MESSAGES.classNotificationNotScheduled);
    if (isNotificationDue(row.upload_at, now)) throw alreadySent();
    const problem = scheduledDateProblem(scheduledDate, now, timeZone);
    if (problem) throw validationError(problem);
    const uploadAt = scheduledInstantOn(scheduledDate, timeZone);
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

import { type Selectable, sql } from "kysely";
import type { Trx } from "../../db/database";
import { createdUnderKey, isInserted, skipRepeatedKey } from "../../db/idempotent-insert";
import type { NotificationsTable } from "../../db/schema";
import { ofOrganization } from "../../db/tenant-filters";
import type { Cursor } from "../../shared/cursor";

const NOTIFICATION_COLUMNS = [
  "id",
  "message",
  "title",
  "image_url",
  "class_id",
  "class_title",
  "upload_at",
  "sent",
  "sent_at",
  "delivery",
] as const;

export type NotificationRow = Pick<
  Selectable<NotificationsTable>,
  (typeof NOTIFICATION_COLUMNS)[number]
>;

export type NewNotificationRow = Omit<NotificationRow, "sent" | "sent_at" | "delivery"> & {
  created_by: string;
};

// The New Notification form's key for the notification and the digest of the request.
export type NotificationCreation = { idempotencyKey: string; requestDigest: string };

// Under a key, only once: false when the organization already has a notification under it (a
// concurrent double submit waits on the unique index notifications_idempotency_key, then
// inserts nothing).
export async function insertNotification(
  trx: Trx,
  orgId: string,
  row: NewNotificationRow,
  creation?: NotificationCreation,
): Promise<boolean> {
  const result = await trx
    .insertInto("notifications")
    .values({
      org_id: orgId,
      ...row,
      idempotency_key: creation?.idempotencyKey ?? null,
      request_digest: creation?.requestDigest ?? null,
    })
    .onConflict(skipRepeatedKey)
    .executeTakeFirst();
  return isInserted(result);
}

// The notification a New Notification form created under its key, with its request's digest.
export async function findNotificationByKey(trx: Trx, orgId: string, idempotencyKey: string) {
  return trx
    .selectFrom("notifications")
    .select([...NOTIFICATION_COLUMNS, "request_digest"])
    .where(createdUnderKey(orgId, idempotencyKey))
    .executeTakeFirst();
}

// One tab's page along upload time (000 §7): sent ones at or before now, newest first;
// scheduled ones after now, soonest first. The cursor is the last row's (upload_at, id).
export async function listNotificationPage(
  trx: Trx,
  orgId: string,
  options: { tab: "sent" | "scheduled"; now: Date; cursor?: Cursor; limit: number },
): Promise<NotificationRow[]> {
  const isSent = options.tab === "sent";
  let query = trx
    .selectFrom("notifications")
    .select(NOTIFICATION_COLUMNS)
    .where("org_id", "=", orgId)
    .where("upload_at", isSent ? "<=" : ">", options.now);
  if (options.cursor) {
    const edge = sql`(${options.cursor.createdAt}::timestamptz, ${options.cursor.id}::text)`;
    query = query.where(sql<boolean>`(upload_at, id) ${sql.raw(isSent ? "<" : ">")} ${edge}`);
  }
  const direction = isSent ? "desc" : "asc";
  return query
    .orderBy("upload_at", direction)
    .orderBy("id", direction)
    .limit(options.limit)
    .execute();
}

// Locked for the rest of the transaction: the delivery job and a delete or a new time
// take turns on the row.
export async function findNotificationForUpdate(
  trx: Trx,
  orgId: string,
  id: string,
): Promise<NotificationRow | undefined> {
  return trx
    .selectFrom("notifications")
    .select(NOTIFICATION_COLUMNS)
    .where(ofOrganization(orgId, id))
    .forUpdate()
    .executeTakeFirst();
}

export async function deleteNotification(trx: Trx, orgId: string, id: string): Promise<void> {
  await trx.deleteFrom("notifications").where(ofOrganization(orgId, id)).execute();
}

export async function setNotificationUploadAt(
  trx: Trx,
  orgId: string,
  id: string,
  uploadAt: Date,
): Promise<void> {
  await trx
    .updateTable("notifications")
    .set({ upload_at: uploadAt })
    .where(ofOrganization(orgId, id))
    .execute();
}

export async function markNotificationSent(
  trx: Trx,
  orgId: string,
  id: string,
  delivery: "fcm" | "outbox",
  sentAt: Date,
): Promise<void> {
  await trx
    .updateTable("notifications")
    .set({ sent: true, sent_at: sentAt, delivery })
    .where(ofOrganization(orgId, id))
    .execute();
}

// What a member's app reads: sent notifications to everyone or to one of these classes.
export async function listSentNotificationsFor(
  trx: Trx,
  orgId: string,
  classIds: string[],
  limit: number,
): Promise<NotificationRow[]> {
  return trx
    .selectFrom("notifications")
    .select(NOTIFICATION_COLUMNS)
    .where("org_id", "=", orgId)
    .where("sent", "=", true)
    .where((eb) =>
      classIds.length > 0
        ? eb.or([eb("class_id", "is", null), eb("class_id", "in", classIds)])
        : eb("class_id", "is", null),
    )
    .orderBy("upload_at", "desc")
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
}

export async function findPushCredentials(trx: Trx, orgId: string) {
  return trx
    .selectFrom("push_credentials")
    .select(["project_id", "client_email", "private_key", "token_uri"])
    .where("org_id", "=", orgId)
    .executeTakeFirst();
}

import type { CreateEventRequest } from "@studiodesk/core/contracts/schedule";
import { type RawBuilder, sql } from "kysely";
import sharp from "sharp";
import { withTenant } from "../../src/db/database";
import type { Database } from "../../src/db/schema";
import type { TestApp } from "./test-app";

// A Monday; tests run their clock here so "one year from now" is fixed.
export const TEST_NOW = new Date("2027-01-04T15:00:00Z");

export const testImage = () =>
  sharp({ create: { width: 64, height: 36, channels: 3, background: "#3366ff" } })
    .png()
    .toBuffer();

// A valid new event: every Monday at 6:00 pm New York time from 11 January 2027.
export function eventPayload(changes: Partial<CreateEventRequest> = {}): CreateEventRequest {
  return {
    eventTitle: "Evening Flow",
    eventDescription: "Vinyasa for every level.",
    eventStart: "2027-01-11T23:00:00.000Z",
    eventDuration: 3600,
    location: { title: "Studio A", description: "120 Harbor St" },
    calendarHex: "#AA33CC",
    requiredDocuments: true,
    showOnWebsite: true,
    classId: null,
    recurrence: { recurrenceTime: "everyWeek", recurrenceDays: ["monday"] },
    eventEnd: "2027-03-29T23:00:00.000Z",
    eventMaxUsers: 20,
    price: { amount: 2500, quantity: 10, oneTimePurchase: false },
    isPrepaidOption: true,
    eventButtonLink: null,
    eventButtonTitle: null,
    ageItem: null,
    eventPolicy: "No refunds within 24 hours.",
    eventLeaders: [],
    isFeatured: false,
    isPrivate: false,
    isOnCalendar: true,
    registrationStartDuration: null,
    registrationCloseDuration: 3600,
    ...changes,
  };
}

export function multipart(
  parts: Array<{ name: string; value: string | Buffer; fileName?: string }>,
) {
  const boundary = "----studiodesk-schedule";
  const chunks = parts.map(({ name, value, fileName }) => {
    const disposition = fileName
      ? `form-data; name="${name}"; filename="${fileName}"\r\nContent-Type: application/octet-stream`
      : `form-data; name="${name}"`;
    return Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n\r\n`),
      Buffer.isBuffer(value) ? value : Buffer.from(value),
      Buffer.from("\r\n"),
    ]);
  });
  return {
    payload: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]),
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  };
}

// A JSON payload and an optional picture, as the web posts a new event, class or product.
export function postWithImage(
  t: TestApp,
  request: {
    url: string;
    cookie: string;
    payload: unknown;
    image: Buffer | null;
    imageName: string;
  },
) {
  const parts: Array<{ name: string; value: string | Buffer; fileName?: string }> = [
    { name: "payload", value: JSON.stringify(request.payload) },
  ];
  if (request.image) {
    parts.push({ name: "image", value: request.image, fileName: request.imageName });
  }
  return t.request({
    method: "POST",
    url: request.url,
    cookie: request.cookie,
    ...multipart(parts),
  });
}

export function postEvent(
  t: TestApp,
  cookie: string,
  payload: unknown,
  image: Buffer | null = null,
) {
  return postWithImage(t, {
    url: "/api/v1/events",
    cookie,
    payload,
    image,
    imageName: "event.png",
  });
}

// Row counts for one organization, named by `query` (name, count): "nothing changed" checks.
export async function rowCounts(
  t: TestApp,
  orgId: string,
  query: RawBuilder<{ name: string; count: string }>,
): Promise<Record<string, number>> {
  return withTenant(t.db, orgId, async (trx) => {
    const { rows } = await query.execute(trx);
    return Object.fromEntries(rows.map((row) => [row.name, Number(row.count)]));
  });
}

// The rows of each table for one organization (row-level security keeps the counts to it),
// under the name given to the table: the plain case of rowCounts.
export function tableRowCounts(
  t: TestApp,
  orgId: string,
  tables: Record<string, keyof Database>,
): Promise<Record<string, number>> {
  const counts = Object.entries(tables).map(
    ([name, table]) =>
      sql`select ${sql.lit(name)} as name, count(*) as count from ${sql.table(table)}`,
  );
  return rowCounts(
    t,
    orgId,
    sql<{ name: string; count: string }>`${sql.join(counts, sql` union all `)}`,
  );
}

// Row counts of the schedule's tables for one organization.
export const scheduleCounts = (t: TestApp, orgId: string) =>
  tableRowCounts(t, orgId, {
    events: "events",
    overrides: "event_occurrence_overrides",
    attendees: "event_attendees",
    calendarItems: "calendar_items",
  });

export async function makeLeader(t: TestApp, orgId: string, userId: string) {
  await withTenant(t.db, orgId, (trx) =>
    trx
      .updateTable("users")
      .set({ app_leader: JSON.stringify({ description: "Leader Bio Coming Soon...", order: 0 }) })
      .where("id", "=", userId)
      .execute(),
  );
}

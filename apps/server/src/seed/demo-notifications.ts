import type { Db } from "../db/database";
import { withTenant } from "../db/database";
import type { NewBookingRow } from "../features/bookings/bookings.repo";
import { recordBookings } from "../features/bookings/bookings.service";
import {
  SEND_NOTIFICATION_JOB,
  sendNotificationJobKey,
} from "../features/notifications/notification-mapping";
import {
  insertNotification,
  markNotificationSent,
} from "../features/notifications/notifications.repo";
import { enqueueJob } from "../jobs/job-runner";
import { newId } from "../shared/ids";

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

type Person = { id: string; firstName: string; lastName: string; email: string };

const BOOKING_TYPES = [
  { type: "Private Session", options: ["60 minutes", "90 minutes"] },
  { type: "Studio Rental", options: ["Half day", "Full day"] },
];
const LOCATIONS = [
  { locationId: "main-studio", title: "Main Studio" },
  { locationId: "harbor-room", title: "Harbor Room" },
];
const MESSAGES = [
  "Looking to work on balance and flexibility after a knee injury.",
  "Birthday party for eight friends, mostly beginners.",
  "First time trying yoga, would love a gentle introduction.",
  null,
];

// 000 §2 Bookings: a dozen booking requests from the newest members (the booking types are
// the organization's bookingInformation).
function demoBookings(people: Person[], now: Date): NewBookingRow[] {
  return people.slice(0, 12).map((person, index) => {
    const kind = BOOKING_TYPES[index % BOOKING_TYPES.length] ?? BOOKING_TYPES[0];
    const location = LOCATIONS[index % LOCATIONS.length] ?? null;
    return {
      id: newId(),
      first_name: person.firstName,
      last_name: person.lastName,
      email: person.email,
      phone: `(207) 555-01${String(10 + index).padStart(2, "0")}`,
      booking_date: new Date(now.getTime() + (index + 2) * DAY_MS + 10 * HOUR_MS),
      booking_type: kind?.type ?? "Private Session",
      booking_option: kind?.options[index % 2] ?? null,
      message: MESSAGES[index % MESSAGES.length] ?? null,
      location_id: location?.locationId ?? null,
      location_title: location?.title ?? null,
      text: null,
      created_at: new Date(now.getTime() - (index + 1) * 7 * HOUR_MS),
    };
  });
}

const SENT_NOTIFICATIONS = [
  { message: "Studio closed Monday for the holiday. See you Tuesday!", daysAgo: 6 },
  { message: "New Sunday restorative class starts this weekend. Spots are limited.", daysAgo: 3 },
  { message: "Reminder: bring your own mat to outdoor yoga on the pier.", daysAgo: 1 },
];

// Booking requests, sent notifications (kept in the outbox: the demo has no push
// credentials) and one scheduled with its delivery job. The bell's admin notifications come
// from the demo's own class requests and paid invoice, where those are seeded.
export async function seedDemoNotifications(
  db: Db,
  orgId: string,
  adminId: string,
  people: Person[],
  now: Date,
): Promise<void> {
  await withTenant(db, orgId, async (trx) => {
    await recordBookings(trx, orgId, demoBookings(people, now));
    const sender = { title: "Harbor Yoga", image_url: null, class_id: null, class_title: null };
    for (const item of SENT_NOTIFICATIONS) {
      const id = newId();
      const uploadAt = new Date(now.getTime() - item.daysAgo * DAY_MS);
      const row = { id, message: item.message, upload_at: uploadAt, created_by: adminId };
      await insertNotification(trx, orgId, { ...sender, ...row });
      await markNotificationSent(trx, orgId, id, "outbox", uploadAt);
    }
    const scheduledId = newId();
    const scheduledAt = new Date(now.getTime() + 2 * DAY_MS);
    await insertNotification(trx, orgId, {
      ...sender,
      id: scheduledId,
      message: "Summer schedule goes live next week: check the app for new times.",
      upload_at: scheduledAt,
      created_by: adminId,
    });
    await enqueueJob(trx, {
      type: SEND_NOTIFICATION_JOB,
      orgId,
      payload: { notificationId: scheduledId },
      runAt: scheduledAt,
      uniqueKey: sendNotificationJobKey(scheduledId),
    });
  });
}

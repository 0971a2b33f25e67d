import { type Kysely, sql } from "kysely";
import { enableTenantIsolation } from "../tenant-isolation";
import { createdNow, createTenantIndex, createTenantTable } from "./tenant-tables";

// 000 §2 Admin Notifications, §3 Notification type: what the server tells the organization's
// staff about money and registrations (a payment, a subscription charge, an event purchase,
// a class request). Raised by the features that cause them; read by the bell and its page.
export async function up(db: Kysely<unknown>): Promise<void> {
  await createTenantTable(db, "admin_notifications")
    .addColumn("type", "text", (col) =>
      col
        .notNull()
        .check(sql`type in ('subscriptionItem', 'paymentItem', 'eventItem', 'classItem')`),
    )
    .addColumn("title", "text", (col) => col.notNull())
    .addColumn("message", "text", (col) => col.notNull())
    // The member it is about, when there is one (a walk-in sale has none).
    .addColumn("user_id", "text")
    // What it points at (invoice, charge, event, class), for a link from the list.
    .addColumn("ref_id", "text")
    // The business identity of the occasion ("invoice-paid:<id>"): a redelivered webhook or a
    // re-run job raises the same notification once.
    .addColumn("dedupe_key", "text", (col) => col.notNull())
    .addColumn("created_at", "timestamptz", createdNow)
    .execute();
  await createTenantIndex(db, "admin_notifications_dedupe", "admin_notifications", "dedupe_key", {
    isUnique: true,
  });
  // Newest first, the order of the bell and every tab.
  await createTenantIndex(
    db,
    "admin_notifications_newest",
    "admin_notifications",
    "created_at desc, id desc",
  );
  await enableTenantIsolation(db, ["admin_notifications"]);
}

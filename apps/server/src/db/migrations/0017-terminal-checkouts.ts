import type { Kysely } from "kysely";
import { enableTenantIsolation } from "../tenant-isolation";
import { createdNow, createTenantIndex, createTenantTable } from "./tenant-tables";

// Terminal checkout (issue #16): the checkout itself, and the simulator's card-present
// PaymentIntents and reader actions (what Stripe would hold for a server-driven reader).
export async function up(db: Kysely<unknown>): Promise<void> {
  await createTenantTable(db, "terminal_checkouts")
    // The client's key for this checkout: a double submit finds the row instead of a second.
    .addColumn("idempotency_key", "text", (col) => col.notNull())
    // waiting_for_input | processing | succeeded | failed | canceled
    .addColumn("status", "text", (col) => col.notNull())
    .addColumn("reader_id", "text", (col) => col.notNull())
    .addColumn("item_kind", "text", (col) => col.notNull())
    .addColumn("event_id", "text")
    .addColumn("event_start", "timestamptz")
    .addColumn("product_id", "text")
    .addColumn("title", "text", (col) => col.notNull())
    .addColumn("quantity", "integer", (col) => col.notNull())
    .addColumn("size", "text")
    .addColumn("coupon_code", "text")
    .addColumn("user_id", "text")
    .addColumn("customer_name", "text", (col) => col.notNull())
    .addColumn("customer_email", "text", (col) => col.notNull())
    .addColumn("unit_price_cents", "integer", (col) => col.notNull())
    .addColumn("subtotal_cents", "integer", (col) => col.notNull())
    .addColumn("discount_cents", "integer", (col) => col.notNull())
    .addColumn("fee_cents", "integer", (col) => col.notNull())
    .addColumn("total_cents", "integer", (col) => col.notNull())
    .addColumn("currency", "text", (col) => col.notNull())
    .addColumn("payment_intent_id", "text")
    // Our charges row, once the sale is recorded.
    .addColumn("charge_id", "text")
    .addColumn("receipt_url", "text")
    .addColumn("failure_message", "text")
    .addColumn("created_by", "text")
    .addColumn("created_at", "timestamptz", createdNow)
    .addColumn("updated_at", "timestamptz", createdNow)
    .execute();
  await createTenantIndex(
    db,
    "terminal_checkouts_idempotency_key",
    "terminal_checkouts",
    "idempotency_key",
    { isUnique: true },
  );
  // The reconciliation's scan: checkouts still in flight.
  await createTenantIndex(db, "terminal_checkouts_status", "terminal_checkouts", "status");

  // A product sale paid at the terminal lists once in Purchase History: by its charge.
  await db.schema.alterTable("product_purchases").addColumn("charge_id", "text").execute();

  await createTenantTable(db, "sim_terminal_payments")
    .addColumn("amount", "integer", (col) => col.notNull())
    .addColumn("currency", "text", (col) => col.notNull())
    .addColumn("description", "text", (col) => col.notNull())
    .addColumn("receipt_email", "text")
    .addColumn("metadata", "jsonb", (col) => col.notNull())
    // Stripe's PaymentIntent status.
    .addColumn("status", "text", (col) => col.notNull())
    .addColumn("last_error", "text")
    .addColumn("charge_id", "text")
    .addColumn("created_at", "timestamptz", createdNow)
    .execute();

  // The reader's current action (Stripe's reader.action): the intent it waits a card for.
  await db.schema.alterTable("sim_readers").addColumn("action_payment_intent_id", "text").execute();
  await db.schema.alterTable("sim_readers").addColumn("display", "jsonb").execute();

  await enableTenantIsolation(db, ["terminal_checkouts", "sim_terminal_payments"]);
}

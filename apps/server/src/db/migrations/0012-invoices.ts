import { type Kysely, sql } from "kysely";
import { enableTenantIsolation } from "../tenant-isolation";
import { createdNow, createTenantIndex, createTenantTable } from "./tenant-tables";

// Invoices with a real payment path (issue #15): the tables come from 0005-members; this adds
// what paying, reminding and marking paid need, the webhook's de-duplication, and the
// simulator's hosted checkout sessions.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table invoices
      add column last_reminder_at timestamptz,
      add column paid_method text check (paid_method in ('card', 'cash', 'cheque')),
      add column paid_note text,
      add column checkout_session_id text
  `.execute(db);
  // The Billing page's list: every invoice, newest first, by keyset (created_at, id).
  await createTenantIndex(db, "invoices_org_newest", "invoices", "created_at desc, id desc");
  // The daily past-due job: pending invoices by due date.
  await sql`
    create index invoices_pending_due on invoices (org_id, due_date) where status = 'pending'
  `.execute(db);

  // How money arrived: by card through the provider, or recorded by staff ('manual'). Other
  // payment features may add the column too; IF NOT EXISTS keeps the two migrations apart.
  await sql`
    alter table charges
      add column if not exists kind text not null default 'card',
      add column if not exists invoice_id text
  `.execute(db);
  // One charge per invoice, whatever path paid it: a second payment record cannot be written.
  await sql`
    create unique index charges_one_per_invoice on charges (org_id, invoice_id)
      where invoice_id is not null
  `.execute(db);

  // Provider events already handled (Stripe retries a delivery until it gets a 2xx).
  await createTenantTable(db, "payment_webhook_events", "event_id")
    .addColumn("type", "text", (col) => col.notNull())
    .addColumn("received_at", "timestamptz", createdNow)
    .execute();

  // The simulator's Stripe Checkout sessions (its own test pay page serves them).
  await createTenantTable(db, "sim_checkout_sessions")
    .addColumn("amount_total", "integer", (col) => col.notNull().check(sql`amount_total > 0`))
    .addColumn("currency", "text", (col) => col.notNull())
    .addColumn("description", "text", (col) => col.notNull())
    .addColumn("customer_email", "text")
    .addColumn("metadata", "jsonb", (col) => col.notNull())
    .addColumn("success_url", "text", (col) => col.notNull())
    .addColumn("status", "text", (col) => col.notNull().check(sql`status in ('open', 'complete')`))
    .addColumn("payment_intent_id", "text")
    .addColumn("created_at", "timestamptz", createdNow)
    .execute();

  await enableTenantIsolation(db, ["payment_webhook_events", "sim_checkout_sessions"]);
}

import { type Kysely, sql } from "kysely";

// Issue #15: the simulator's hosted checkout learns what Stripe's does when an invoice is
// paid another way: an open session is expired (no longer payable), and a payment that
// still completed is refunded.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table sim_checkout_sessions
      drop constraint sim_checkout_sessions_status_check,
      add constraint sim_checkout_sessions_status_check
        check (status in ('open', 'complete', 'expired')),
      add column refund_id text
  `.execute(db);
}

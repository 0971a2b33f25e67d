import { type Kysely, sql } from "kysely";

// Issue #16's follow-up: a card payment captured for a sale that can no longer be recorded
// (the last ticket went another way in the moment before the capture) is refunded at once.
// The checkout keeps the refund's id; the simulator's card-present payments learn refunds
// as its hosted checkout did (migration 0020).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table terminal_checkouts add column refund_id text`.execute(db);
  await sql`alter table sim_terminal_payments add column refund_id text`.execute(db);
}

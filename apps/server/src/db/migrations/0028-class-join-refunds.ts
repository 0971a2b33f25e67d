import { type Kysely, sql } from "kysely";

// A paid class join whose enrolment was refused after the card was charged (the class filled
// or was cancelled, the request was declined, in the moment between) is refunded at once.
// The pending request counts the join charges refunded so far: the next accept of the same
// request charges under a new key, instead of Stripe replaying the refunded charge for it.
// The simulator's saved-card charges learn refunds as its terminal payments did (0021).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table class_members add column join_charge_refunds integer not null default 0
  `.execute(db);
  await sql`alter table sim_charges add column refund_id text`.execute(db);
}

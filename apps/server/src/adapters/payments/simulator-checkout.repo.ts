import type { JSONColumnType } from "kysely";
import type { Trx } from "../../db/database";
import type { CreatedAt } from "../../db/schema";

// The simulator's Checkout sessions (migration 0012), private to the adapter like its other
// tables (simulator.repo.ts).
type CheckoutTables = {
  sim_checkout_sessions: {
    org_id: string;
    id: string;
    amount_total: number;
    currency: string;
    description: string;
    customer_email: string | null;
    metadata: JSONColumnType<Record<string, string>>;
    success_url: string;
    status: "open" | "complete" | "expired";
    payment_intent_id: string | null;
    // Migration 0020: set once the collected payment was refunded.
    refund_id: string | null;
    created_at: CreatedAt;
  };
};

const tables = (trx: Trx) => trx.withTables<CheckoutTables>();

export type NewSimulatedSession = {
  id: string;
  amountTotal: number;
  currency: string;
  description: string;
  customerEmail: string | null;
  metadata: Record<string, string>;
  successUrl: string;
};

export async function insertCheckoutSession(trx: Trx, orgId: string, session: NewSimulatedSession) {
  await tables(trx)
    .insertInto("sim_checkout_sessions")
    .values({
      org_id: orgId,
      id: session.id,
      amount_total: session.amountTotal,
      currency: session.currency,
      description: session.description,
      customer_email: session.customerEmail,
      metadata: JSON.stringify(session.metadata),
      success_url: session.successUrl,
      status: "open",
      payment_intent_id: null,
    })
    .execute();
}

export async function findCheckoutSession(trx: Trx, orgId: string, sessionId: string) {
  return tables(trx)
    .selectFrom("sim_checkout_sessions")
    .select([
      "id",
      "amount_total",
      "currency",
      "description",
      "metadata",
      "success_url",
      "status",
      "payment_intent_id",
      "refund_id",
    ])
    .where("org_id", "=", orgId)
    .where("id", "=", sessionId)
    .executeTakeFirst();
}

// Completes an open session once; a second payment of the same session keeps the first
// payment intent (the row lock makes a concurrent double click wait and then see it).
export async function completeCheckoutSession(
  trx: Trx,
  orgId: string,
  sessionId: string,
  paymentIntentId: string,
) {
  await tables(trx)
    .updateTable("sim_checkout_sessions")
    .set({ status: "complete", payment_intent_id: paymentIntentId })
    .where("org_id", "=", orgId)
    .where("id", "=", sessionId)
    .where("status", "=", "open")
    .execute();
  return findCheckoutSession(trx, orgId, sessionId);
}

// Stripe expires only an open session; false when it was not open (paid, or expired already).
export async function expireCheckoutSession(trx: Trx, orgId: string, sessionId: string) {
  const result = await tables(trx)
    .updateTable("sim_checkout_sessions")
    .set({ status: "expired" })
    .where("org_id", "=", orgId)
    .where("id", "=", sessionId)
    .where("status", "=", "open")
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

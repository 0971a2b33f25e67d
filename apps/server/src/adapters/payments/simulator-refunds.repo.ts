import type { Trx } from "../../db/database";

// The simulator's payments, each refunded in its own table (migrations 0020, 0021, 0028): a
// charge and a card-present payment by their id, a Checkout session by the payment intent it
// collected. Only the columns a refund reads and writes are typed here.
type Refundable = { org_id: string; status: string; refund_id: string | null };
type RefundableTables = {
  sim_charges: Refundable & { id: string };
  sim_terminal_payments: Refundable & { id: string };
  sim_checkout_sessions: Refundable & { payment_intent_id: string | null };
};

// Where each kind of payment is named and which status says it was paid.
const PAID = {
  sim_charges: { key: "id", status: "succeeded" },
  sim_terminal_payments: { key: "id", status: "succeeded" },
  sim_checkout_sessions: { key: "payment_intent_id", status: "complete" },
} as const;

// Refunds a paid payment once: the refund already given is kept and answered again (a
// different key cannot refund it twice, as Stripe refuses a refunded charge). Undefined: no
// such payment was paid in this table.
export async function refundOnce(
  trx: Trx,
  orgId: string,
  table: keyof RefundableTables,
  paymentId: string,
  refundId: string,
): Promise<string | undefined> {
  const { key, status } = PAID[table];
  const refunded = await trx
    .withTables<RefundableTables>()
    .updateTable(table)
    .set((eb) => ({ refund_id: eb.fn.coalesce("refund_id", eb.val(refundId)) }))
    .where("org_id", "=", orgId)
    .where(key, "=", paymentId)
    .where("status", "=", status)
    .returning("refund_id")
    .executeTakeFirst();
  return refunded?.refund_id ?? undefined;
}

import type { ColumnType, JSONColumnType } from "kysely";
import type { Trx } from "../../db/database";
import type { CreatedAt } from "../../db/schema";
import type { ReaderDisplay, TerminalPayment } from "./payment-provider";

// The simulator's card-present PaymentIntents and its readers' current action (migration
// 0017), private to the adapter like its other tables (simulator.repo.ts).
type TerminalTables = {
  sim_terminal_payments: {
    org_id: string;
    id: string;
    amount: number;
    currency: string;
    description: string;
    receipt_email: string | null;
    metadata: JSONColumnType<Record<string, string>>;
    status: TerminalPayment["status"];
    last_error: string | null;
    charge_id: string | null;
    // Migration 0021.
    refund_id: string | null;
    created_at: CreatedAt;
  };
  sim_readers: {
    org_id: string;
    id: string;
    status: string;
    action_payment_intent_id: string | null;
    display: ColumnType<ReaderDisplay | null, string | null, string | null>;
  };
};

const tables = (trx: Trx) => trx.withTables<TerminalTables>();

export type SimulatedTerminalPaymentRow = {
  id: string;
  amount: number;
  status: TerminalPayment["status"];
  last_error: string | null;
  charge_id: string | null;
};

export async function insertTerminalPayment(
  trx: Trx,
  orgId: string,
  payment: {
    id: string;
    amount: number;
    currency: string;
    description: string;
    receiptEmail: string | null;
    metadata: Record<string, string>;
  },
): Promise<void> {
  await tables(trx)
    .insertInto("sim_terminal_payments")
    .values({
      org_id: orgId,
      id: payment.id,
      amount: payment.amount,
      currency: payment.currency,
      description: payment.description,
      receipt_email: payment.receiptEmail,
      metadata: JSON.stringify(payment.metadata),
      status: "requires_payment_method",
    })
    .execute();
}

// Locked: a card presented and a capture or cancel of the same intent take turns.
export async function lockTerminalPayment(
  trx: Trx,
  orgId: string,
  id: string,
): Promise<SimulatedTerminalPaymentRow | undefined> {
  return tables(trx)
    .selectFrom("sim_terminal_payments")
    .select(["id", "amount", "status", "last_error", "charge_id"])
    .where("org_id", "=", orgId)
    .where("id", "=", id)
    .forUpdate()
    .executeTakeFirst();
}

export async function updateTerminalPayment(
  trx: Trx,
  orgId: string,
  id: string,
  change: { status: TerminalPayment["status"]; lastError?: string | null; chargeId?: string },
): Promise<void> {
  await tables(trx)
    .updateTable("sim_terminal_payments")
    .set({
      status: change.status,
      ...(change.lastError !== undefined ? { last_error: change.lastError } : {}),
      ...(change.chargeId ? { charge_id: change.chargeId } : {}),
    })
    .where("org_id", "=", orgId)
    .where("id", "=", id)
    .execute();
}

export async function lockReader(trx: Trx, orgId: string, readerId: string) {
  return tables(trx)
    .selectFrom("sim_readers")
    .select(["id", "status", "action_payment_intent_id"])
    .where("org_id", "=", orgId)
    .where("id", "=", readerId)
    .forUpdate()
    .executeTakeFirst();
}

// What the reader is doing: the intent it waits a card for, and what its screen shows.
export async function setReaderState(
  trx: Trx,
  orgId: string,
  readerId: string,
  state: { actionPaymentIntentId?: string | null; display?: ReaderDisplay | null },
): Promise<void> {
  await tables(trx)
    .updateTable("sim_readers")
    .set({
      ...(state.actionPaymentIntentId !== undefined
        ? { action_payment_intent_id: state.actionPaymentIntentId }
        : {}),
      ...(state.display !== undefined
        ? { display: state.display ? JSON.stringify(state.display) : null }
        : {}),
    })
    .where("org_id", "=", orgId)
    .where("id", "=", readerId)
    .execute();
}

// A reader stops waiting for an intent that was captured or canceled elsewhere.
export async function clearReaderActionFor(
  trx: Trx,
  orgId: string,
  paymentIntentId: string,
): Promise<void> {
  await tables(trx)
    .updateTable("sim_readers")
    .set({ action_payment_intent_id: null, display: null })
    .where("org_id", "=", orgId)
    .where("action_payment_intent_id", "=", paymentIntentId)
    .execute();
}

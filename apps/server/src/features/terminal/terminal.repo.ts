import type { Insertable, Selectable } from "kysely";
import type { Trx } from "../../db/database";
import { createdUnderKey, isInserted } from "../../db/idempotent-insert";
import type { TerminalCheckoutsTable } from "../../db/schema";
import { ofOrganization } from "../../db/tenant-filters";

export type TerminalCheckoutRow = Selectable<TerminalCheckoutsTable>;
export type NewTerminalCheckout = Omit<Insertable<TerminalCheckoutsTable>, "org_id">;

// Statuses a checkout leaves no more.
const FINISHED = ["succeeded", "failed", "canceled"];

// Inserts the checkout unless the organization already has one under this key; answers
// whether this call created it. A concurrent double submit waits on the unique index.
export async function insertCheckoutOnce(
  trx: Trx,
  orgId: string,
  checkout: NewTerminalCheckout,
): Promise<boolean> {
  const result = await trx
    .insertInto("terminal_checkouts")
    .values({ ...checkout, org_id: orgId })
    .onConflict((conflict) => conflict.columns(["org_id", "idempotency_key"]).doNothing())
    .executeTakeFirst();
  return isInserted(result);
}

export async function findCheckoutByKey(trx: Trx, orgId: string, idempotencyKey: string) {
  return trx
    .selectFrom("terminal_checkouts")
    .selectAll()
    .where(createdUnderKey(orgId, idempotencyKey))
    .executeTakeFirst();
}

const checkoutById = (trx: Trx, orgId: string, checkoutId: string) =>
  trx.selectFrom("terminal_checkouts").selectAll().where(ofOrganization(orgId, checkoutId));

export async function findCheckout(trx: Trx, orgId: string, checkoutId: string) {
  return checkoutById(trx, orgId, checkoutId).executeTakeFirst();
}

// Locked for the fulfilment: two settlements of one checkout take turns, and the second
// finds it succeeded.
export async function lockCheckout(trx: Trx, orgId: string, checkoutId: string) {
  return checkoutById(trx, orgId, checkoutId).forUpdate().executeTakeFirst();
}

export type CheckoutChange = Partial<
  Pick<
    TerminalCheckoutRow,
    "status" | "payment_intent_id" | "charge_id" | "receipt_url" | "failure_message" | "refund_id"
  >
>;

// Moves an unfinished checkout on; a finished one is never changed again. False when the
// checkout had finished already (another settlement got there first).
export async function updateUnfinishedCheckout(
  trx: Trx,
  orgId: string,
  checkoutId: string,
  change: CheckoutChange,
): Promise<boolean> {
  const result = await trx
    .updateTable("terminal_checkouts")
    .set({ ...change, updated_at: new Date() })
    .where(ofOrganization(orgId, checkoutId))
    .where("status", "not in", FINISHED)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

// Checkouts still in flight, oldest first (the reconciliation's scan).
export async function listUnfinishedCheckoutIds(trx: Trx, orgId: string, limit: number) {
  const rows = await trx
    .selectFrom("terminal_checkouts")
    .select("id")
    .where("org_id", "=", orgId)
    .where("status", "not in", FINISHED)
    .orderBy("created_at")
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}

// The sale's card charge (000 §3 Charge, isTerminalCharge). Its business key is the
// checkout's, so the unique index refuses a second charge for one checkout.
export async function insertTerminalCharge(
  trx: Trx,
  orgId: string,
  charge: {
    id: string;
    userId: string | null;
    description: string;
    currency: string;
    amount: number;
    quantity: number;
    couponId: string | null;
    receiptEmail: string;
    receiptUrl: string;
    providerChargeId: string | null;
    isTestMode: boolean;
    businessKey: string;
    createdAt: Date;
  },
): Promise<void> {
  await trx
    .insertInto("charges")
    .values({
      id: charge.id,
      org_id: orgId,
      user_id: charge.userId,
      description: charge.description,
      currency: charge.currency,
      amount: charge.amount,
      quantity: charge.quantity,
      status: "succeeded",
      receipt_email: charge.receiptEmail,
      receipt_url: charge.receiptUrl,
      coupon_id: charge.couponId,
      is_terminal_charge: true,
      is_test_mode: charge.isTestMode,
      provider_charge_id: charge.providerChargeId,
      business_key: charge.businessKey,
      kind: "card",
      created_at: charge.createdAt,
    })
    .execute();
}

// The sale is recorded: succeeded with its charge and receipt, whatever the checkout showed
// before (a cancel that lost the race to a captured payment still ends as the sale it was).
export async function markCheckoutSucceeded(
  trx: Trx,
  orgId: string,
  checkoutId: string,
  sale: { chargeId: string; receiptUrl: string },
): Promise<void> {
  await trx
    .updateTable("terminal_checkouts")
    .set({
      status: "succeeded",
      charge_id: sale.chargeId,
      receipt_url: sale.receiptUrl,
      failure_message: null,
      updated_at: new Date(),
    })
    .where(ofOrganization(orgId, checkoutId))
    .execute();
}

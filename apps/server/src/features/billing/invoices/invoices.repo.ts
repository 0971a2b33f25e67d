import type { DefaultCard } from "@studiodesk/core/contracts/members";
import { type ExpressionBuilder, sql } from "kysely";
import type { Trx } from "../../../db/database";
import { createdUnderKey, isInserted, skipRepeatedKey } from "../../../db/idempotent-insert";
import { newestFirst, olderThan } from "../../../db/newest-first";
import type { Database, InvoiceItem, InvoicePrice } from "../../../db/schema";
import { ofOrganization } from "../../../db/tenant-filters";
import type { Cursor } from "../../../shared/cursor";

const INVOICE_COLUMNS = [
  "id",
  "user_id",
  "first_name",
  "last_name",
  "email",
  "status",
  "due_date",
  "items",
  "price",
  "memo",
  "footer",
  "receipt_url",
  "last_reminder_at",
  "checkout_session_id",
  "created_at",
] as const;

// What the invoice's one payment recorded (charges_one_per_invoice): the card's total, or a
// Mark Paid's amount without the card fee; null while unpaid.
const paidAmount = (eb: ExpressionBuilder<Database, "invoices">) =>
  eb
    .selectFrom("charges")
    .select("charges.amount")
    .whereRef("charges.org_id", "=", "invoices.org_id")
    .whereRef("charges.invoice_id", "=", "invoices.id")
    .as("paid_amount");

// Every invoice of the organization, newest first, keyset-paged on (created_at, id) through
// invoices_org_newest: page N costs what page 1 does. One row more than asked says whether
// there is a next page. `userId` narrows it to one member (the profile's Invoices tab).
export async function listInvoicePage(
  trx: Trx,
  orgId: string,
  options: { cursor?: Cursor; limit: number; userId?: string; isUnpaidOnly?: boolean },
) {
  let query = trx
    .selectFrom("invoices")
    .select(INVOICE_COLUMNS)
    .select(paidAmount)
    .where("org_id", "=", orgId);
  if (options.userId) query = query.where("user_id", "=", options.userId);
  if (options.isUnpaidOnly) query = query.where("status", "in", ["pending", "outstanding"]);
  if (options.cursor) query = query.where(olderThan(options.cursor));
  return query
    .$call(newestFirst)
    .limit(options.limit + 1)
    .execute();
}

export type InvoiceRow = Awaited<ReturnType<typeof listInvoicePage>>[number];

const invoiceById = (trx: Trx, orgId: string, invoiceId: string) =>
  trx
    .selectFrom("invoices")
    .select(INVOICE_COLUMNS)
    .select(paidAmount)
    .where(ofOrganization(orgId, invoiceId));

// Row-locked: a webhook, a Mark Paid and a delete of one invoice apply one after the other.
export async function findInvoiceForUpdate(trx: Trx, orgId: string, invoiceId: string) {
  return invoiceById(trx, orgId, invoiceId).forUpdate().executeTakeFirst();
}

export async function findInvoice(trx: Trx, orgId: string, invoiceId: string) {
  return invoiceById(trx, orgId, invoiceId).executeTakeFirst();
}

// The invoice a New Invoice form created under its key, with the digest of that request.
export async function findInvoiceByKey(trx: Trx, orgId: string, idempotencyKey: string) {
  return trx
    .selectFrom("invoices")
    .select([...INVOICE_COLUMNS, "request_digest"])
    .select(paidAmount)
    .where(createdUnderKey(orgId, idempotencyKey))
    .executeTakeFirst();
}

// The customer an invoice is for: the organization's member (undefined for any other id), with
// what the invoice copies and the payment customer a saved card is charged through.
export async function findInvoiceCustomer(trx: Trx, orgId: string, userId: string) {
  return trx
    .selectFrom("users")
    .select(["id", "first_name", "last_name", "email", "address", "stripe_id"])
    .where(ofOrganization(orgId, userId))
    .executeTakeFirst();
}

// The members' saved cards by member id (null where none is recorded): each invoice row
// names the card Charge Saved Card would charge.
export async function findSavedCards(trx: Trx, orgId: string, userIds: readonly string[]) {
  const unique = [...new Set(userIds)];
  if (unique.length === 0) return new Map<string, DefaultCard | null>();
  const rows = await trx
    .selectFrom("users")
    .select(["id", "default_card"])
    .where("org_id", "=", orgId)
    .where("id", "in", unique)
    .execute();
  return new Map(rows.map((row) => [row.id, row.default_card]));
}

export type NewInvoiceRow = {
  id: string;
  userId: string;
  firstName: string;
  lastName: string;
  email: string;
  address: string | null;
  dueDate: Date;
  items: InvoiceItem[];
  price: InvoicePrice;
  memo: string | null;
  footer: string | null;
  // The pay link as mailed; null where none was mailed (the demo seed). Lists compute it.
  invoiceUrl: string | null;
};

// The New Invoice form's key for the invoice and the digest of the request that created it.
export type InvoiceCreation = { idempotencyKey: string; requestDigest: string };

// 000 §4: new invoices are created pending. Under a key, only once: false when the
// organization already has an invoice under it (a concurrent double submit waits on the
// unique index invoices_idempotency_key, then inserts nothing).
export async function insertPendingInvoice(
  trx: Trx,
  orgId: string,
  row: NewInvoiceRow,
  creation?: InvoiceCreation,
): Promise<boolean> {
  const result = await trx
    .insertInto("invoices")
    .values({
      id: row.id,
      org_id: orgId,
      user_id: row.userId,
      first_name: row.firstName,
      last_name: row.lastName,
      email: row.email,
      address: row.address,
      status: "pending",
      due_date: row.dueDate,
      items: JSON.stringify(row.items),
      price: JSON.stringify(row.price),
      memo: row.memo,
      footer: row.footer,
      invoice_url: row.invoiceUrl,
      receipt_url: null,
      charge_timestamp: null,
      idempotency_key: creation?.idempotencyKey ?? null,
      request_digest: creation?.requestDigest ?? null,
    })
    .onConflict(skipRepeatedKey)
    .executeTakeFirst();
  return isInserted(result);
}

// 000 §4: only unpaid, pending invoices may be deleted. The condition sits in the DELETE, so a
// payment committing first wins; false when nothing was deleted.
export async function deletePendingInvoice(trx: Trx, orgId: string, invoiceId: string) {
  const result = await trx
    .deleteFrom("invoices")
    .where(ofOrganization(orgId, invoiceId))
    .where("status", "=", "pending")
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function markInvoicePaid(
  trx: Trx,
  orgId: string,
  invoiceId: string,
  payment: {
    method: "card" | "cash" | "cheque";
    note: string | null;
    receiptUrl: string | null;
    at: Date;
  },
) {
  await trx
    .updateTable("invoices")
    .set({
      status: "paid",
      paid_method: payment.method,
      paid_note: payment.note,
      receipt_url: payment.receiptUrl,
      charge_timestamp: payment.at,
    })
    .where(ofOrganization(orgId, invoiceId))
    .execute();
}

// Stamps the reminder only when none went out since `notBefore`: two clicks at once send one.
export async function claimReminder(
  trx: Trx,
  orgId: string,
  invoiceId: string,
  times: { now: Date; notBefore: Date },
): Promise<boolean> {
  const result = await trx
    .updateTable("invoices")
    .set({ last_reminder_at: times.now })
    .where(ofOrganization(orgId, invoiceId))
    .where((eb) =>
      eb.or([eb("last_reminder_at", "is", null), eb("last_reminder_at", "<=", times.notBefore)]),
    )
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

// The daily job: pending invoices due before the start of today become outstanding.
export async function markPastDueInvoices(trx: Trx, orgId: string, startOfToday: Date) {
  const result = await trx
    .updateTable("invoices")
    .set({ status: "outstanding" })
    .where("org_id", "=", orgId)
    .where("status", "=", "pending")
    .where("due_date", "<", startOfToday)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export type InvoiceChargeRow = {
  id: string;
  userId: string;
  invoiceId: string;
  description: string;
  amount: number;
  currency: string;
  kind: "card" | "manual";
  receiptUrl: string | null;
  receiptEmail: string | null;
  providerChargeId: string | null;
  isTestMode: boolean;
};

// The invoice's one charge (charges_one_per_invoice): false when it already has one.
export async function insertInvoiceCharge(trx: Trx, orgId: string, row: InvoiceChargeRow) {
  const result = await trx
    .insertInto("charges")
    .values({
      id: row.id,
      org_id: orgId,
      user_id: row.userId,
      invoice_id: row.invoiceId,
      description: row.description,
      amount: row.amount,
      currency: row.currency,
      status: "succeeded",
      kind: row.kind,
      receipt_url: row.receiptUrl,
      receipt_email: row.receiptEmail,
      provider_charge_id: row.providerChargeId,
      is_test_mode: row.isTestMode,
    })
    .onConflict((conflict) =>
      conflict.columns(["org_id", "invoice_id"]).where("invoice_id", "is not", null).doNothing(),
    )
    .returning("id")
    .executeTakeFirst();
  return result !== undefined;
}

// Remembers a provider event; false when it was handled before (a redelivery).
export async function isWebhookEventRecorded(trx: Trx, orgId: string, eventId: string) {
  const found = await trx
    .selectFrom("payment_webhook_events")
    .select("event_id")
    .where("org_id", "=", orgId)
    .where("event_id", "=", eventId)
    .executeTakeFirst();
  return found !== undefined;
}

// The hosted payment the pay link opened last, so paying another way can expire it. A paid
// invoice keeps what it has: its pay link opens no checkout.
export async function rememberCheckoutSession(
  trx: Trx,
  orgId: string,
  invoiceId: string,
  sessionId: string,
) {
  await trx
    .updateTable("invoices")
    .set({ checkout_session_id: sessionId })
    .where(ofOrganization(orgId, invoiceId))
    .where("status", "!=", "paid")
    .execute();
}

// The provider's id of the payment recorded for the invoice (null for Mark Paid).
export async function findInvoicePaymentId(trx: Trx, orgId: string, invoiceId: string) {
  const charge = await trx
    .selectFrom("charges")
    .select("provider_charge_id")
    .where("org_id", "=", orgId)
    .where("invoice_id", "=", invoiceId)
    .executeTakeFirst();
  return charge?.provider_charge_id ?? null;
}

export async function recordWebhookEvent(
  trx: Trx,
  orgId: string,
  event: { id: string; type: string },
): Promise<boolean> {
  const result = await trx
    .insertInto("payment_webhook_events")
    .values({ org_id: orgId, event_id: event.id, type: event.type })
    .onConflict((conflict) => conflict.columns(["org_id", "event_id"]).doNothing())
    .returning("event_id")
    .executeTakeFirst();
  return result !== undefined;
}

// Whoever refunds a second card charge of an invoice (the click that made it, its retry, the
// job) audits it once: the charge's lock, then whether its line is there.
export async function lockSecondChargeRefund(trx: Trx, orgId: string, chargeId: string) {
  await sql`select pg_advisory_xact_lock(hashtext(${`invoice-second-charge:${orgId}:${chargeId}`}))`.execute(
    trx,
  );
}

import { sql } from "kysely";
import { vi } from "vitest";
import type { PaymentProvider } from "../../src/adapters/payments/payment-provider";
import { type Db, withTenant } from "../../src/db/database";

// The platform sets an organization's payment currency (000 Payment settings: "Taken from
// account payment settings and read-only"). Sets it for the length of `work`, then puts back
// the one it had, so the file's other tests keep their dollars.
export async function withPaymentCurrency<T>(
  db: Db,
  orgId: string,
  currency: string,
  work: () => Promise<T>,
): Promise<T> {
  const before = await setPaymentCurrency(db, orgId, currency);
  try {
    return await work();
  } finally {
    await setPaymentCurrency(db, orgId, before);
  }
}

// Answers the currency it replaced.
export async function setPaymentCurrency(db: Db, orgId: string, currency: string) {
  return withTenant(db, orgId, async (trx) => {
    const { rows } = await sql<{ currency: string }>`
      select payment_information->>'currency' as currency from org_accounts where org_id = ${orgId}
    `.execute(trx);
    await sql`
      update org_accounts
      set payment_information = jsonb_set(payment_information, '{currency}', to_jsonb(${currency}::text))
      where org_id = ${orgId}
    `.execute(trx);
    return rows[0]?.currency ?? "USD";
  });
}

// Runs `work` and answers, with its answer, the saved-card charges the provider was asked for
// while it ran: what a charge path sent, whatever it then stored.
export async function savedCardChargesAskedIn<T>(
  payments: PaymentProvider,
  work: () => Promise<T>,
) {
  const providerCharge = vi.spyOn(payments, "chargeSavedCard");
  try {
    const result = await work();
    const asked = providerCharge.mock.calls.map(([request]) => ({
      amountCents: request.amountCents,
      currency: request.currency,
    }));
    return { result, asked };
  } finally {
    providerCharge.mockRestore();
  }
}

// The organization's recorded charges (amount and currency), of one invoice or member if named.
export const storedCharges = (
  db: Db,
  orgId: string,
  of: { invoiceId?: string; userId?: string } = {},
) =>
  withTenant(db, orgId, (trx) => {
    let query = trx
      .selectFrom("charges")
      .select(["amount", "currency"])
      .where("org_id", "=", orgId);
    if (of.invoiceId) query = query.where("invoice_id", "=", of.invoiceId);
    if (of.userId) query = query.where("user_id", "=", of.userId);
    return query.execute();
  });

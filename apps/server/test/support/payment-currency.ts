import { sql } from "kysely";
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

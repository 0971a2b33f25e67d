import { sql } from "kysely";
import { type Db, withTenant } from "../../apps/server/src/db/database";

export const BENCH_INVOICES = 100_000;

// 100,000 invoices over the bench's members in one set-based statement: invoice n is for
// member n (round the members again when there are fewer), created n minutes ago (the list's newest-first order), a third each pending, paid
// and past due.
export async function seedInvoices(
  db: Db,
  orgId: string,
  members: number,
  count = BENCH_INVOICES,
): Promise<void> {
  await withTenant(db, orgId, (trx) =>
    sql`
      insert into invoices (id, org_id, user_id, first_name, last_name, email, status, due_date,
        items, price, created_at)
      select 'bench-invoice-' || n, ${orgId}, users.id, users.first_name, users.last_name,
        users.email, (array['pending', 'paid', 'outstanding'])[n % 3 + 1],
        now() + ((n % 60) - 30 || ' days')::interval,
        '[{"name":"Private Session","quantity":1,"amount":8000,"index":0}]'::jsonb,
        '{"subAmount":8000,"transactionFee":444,"amount":8444}'::jsonb,
        now() - (n || ' minutes')::interval
      from generate_series(1, ${count}) as n
      join users on users.org_id = ${orgId} and users.id = 'bench-' || ((n - 1) % ${members} + 1)
    `.execute(trx),
  );
}

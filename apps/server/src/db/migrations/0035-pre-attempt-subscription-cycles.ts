import { type Kysely, sql } from "kysely";

// A subscription cycle first charged before migration 0031 has no attempt row, or only one a
// later retry wrote: the run dated its first attempt at that retry, trusted the provider to
// replay the key for twelve hours more and, past them, looked the charge up only from the
// retry on. A cycle charged before 0031 and never recorded (the run died, or its answer was
// lost) and retried once the provider had forgotten the key (Stripe keeps keys 24 hours) was
// charged a second time. Every cycle due now is dated back to the cycle itself, the earliest
// its first charge can be (the run charges a cycle only once it has come): its next run past
// the key window looks the charge up from there and records it, or charges the cycle once when
// there is none. A cycle whose first attempt is already dated earlier keeps it. The table is
// tenant-isolated (FORCE binds its owner too), so each organization's rows are written with it
// set. The key is written as the run writes it; the run's next attempt writes its own again.
export async function up(db: Kysely<unknown>): Promise<void> {
  const organizations = await sql<{ id: string }>`select id from organizations`.execute(db);
  for (const { id: orgId } of organizations.rows) {
    await sql`select set_config('app.org_id', ${orgId}, true)`.execute(db);
    await sql`
      insert into subscription_charge_attempts
        (org_id, subscription_id, cycle, charge_key, attempted_at)
      select org_id, id, next_charge,
        'studiodesk:subscription-charge:' || org_id || ':' || id || ':' ||
          to_char(next_charge at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
        next_charge
      from subscriptions
      where org_id = ${orgId} and is_active and next_charge <= now()
      on conflict (org_id, subscription_id, cycle) do update
        set attempted_at = least(subscription_charge_attempts.attempted_at, excluded.attempted_at)
    `.execute(db);
  }
  await sql`select set_config('app.org_id', '', true)`.execute(db);
}

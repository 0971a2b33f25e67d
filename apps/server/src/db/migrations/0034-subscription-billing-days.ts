import { type Kysely, sql } from "kysely";

// A monthly or yearly subscription keeps the day of month it bills on. Its next charge was one
// period after the charge before, so one billing on the 31st went to 28 February and stayed on
// the 28th, and one on 29 February moved to the 28th for good. Each subscription's billing day
// is the day of its next charge on its own zone (0033); where that is a month's last day and
// the day it started on is later (due 28 February, started 31 January: the clamp hid the
// 31st), the start's; without a next charge (a cancelled one), its start's or creation's day.
// The next charge itself stays as it is: a cycle is named by its charge date, so the cycle due
// is charged once, under the key it always had. The table is tenant-isolated (FORCE binds its
// owner too), so each organization's rows are filled with it set, as in 0033; the column
// becomes NOT NULL once every row has one.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table subscriptions add column billing_day smallint
    constraint subscriptions_billing_day check (billing_day between 1 and 31)`.execute(db);
  const organizations = await sql<{ id: string }>`select id from organizations`.execute(db);
  for (const { id: orgId } of organizations.rows) {
    await sql`select set_config('app.org_id', ${orgId}, true)`.execute(db);
    await sql`
      update subscriptions as s
      set billing_day = extract(day from case
          when zoned.next_charge is null then zoned.started
          when extract(day from zoned.started) > extract(day from zoned.next_charge)
            and extract(day from zoned.next_charge + interval '1 day') = 1
            then zoned.started
          else zoned.next_charge
        end)::smallint
      from (
        select id,
          next_charge at time zone time_zone as next_charge,
          coalesce(subscription_start, created_at) at time zone time_zone as started
        from subscriptions
        where org_id = ${orgId}
      ) as zoned
      where s.org_id = ${orgId} and s.id = zoned.id
    `.execute(db);
  }
  await sql`select set_config('app.org_id', '', true)`.execute(db);
  await sql`alter table subscriptions alter column billing_day set not null`.execute(db);
}

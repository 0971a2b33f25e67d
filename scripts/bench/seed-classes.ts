import { sql } from "kysely";
import type { Db } from "../../apps/server/src/db/database";
import { withTenant } from "../../apps/server/src/db/database";

// The classes' bench (001 §2 Classes list, Class members): 500 classes, a tenth of them
// ended (the Inactive table), and one class with 2,000 members, a tenth of them pending.
export const BENCH_CLASSES = 500;
export const BENCH_CLASS_MEMBERS = 2000;
export const BENCH_FULL_CLASS_ID = "bench-class-1";

// Set-based, like the members; the pictures are not stored (the list only links them).
// Leaders and members are the seeded members `bench-1` …, so MEMBERS must be ≥ 2,000.
export async function seedBenchClasses(db: Db, orgId: string): Promise<void> {
  await withTenant(db, orgId, async (trx) => {
    await sql`insert into classes (org_id, id, title, description, image_key,
          image_thumbnail_key, start_at, duration_seconds, recurrence, time_zone, end_at,
          series_end_at,
          location, price_mode, price_amount, one_time_purchase, max_users, leaders,
          calendar_hex, is_on_calendar, created_at)
        select ${orgId}, 'bench-class-' || n, 'Bench Class ' || n,
          repeat('A steady practice for every level. ', 4),
          'bench/class.jpg', 'bench/class-thumbnail.jpg',
          now() - interval '60 days' + (n % 24 || ' hours')::interval, 3600,
          '{"recurrenceTime":"everyWeek","recurrenceDays":["monday","thursday"]}'::jsonb,
          coalesce((select nullif(public_information->>'timezone', '') from org_accounts
            where org_id = ${orgId}), 'UTC'),
          case when n % 10 = 0 then now() - interval '1 day' else now() + interval '200 days' end,
          case when n % 10 = 0 then now() - interval '1 day' else now() + interval '200 days' end,
          '{"title":"Studio A","description":"120 Harbor St"}'::jsonb,
          case when n % 3 = 0 then 'oneTime' else 'free' end,
          case when n % 3 = 0 then 2500 else 0 end, n % 3 = 0,
          case when n % 2 = 0 then 20 end,
          jsonb_build_array('bench-' || (1 + n % 10), 'bench-' || (11 + n % 10)),
          -- Off the calendar: the calendar case measures its own month of about 2,000
          -- occurrences; 500 twice-weekly classes would add some 8,000 more to it.
          '#3366ff', false, now() - (n || ' minutes')::interval
        from generate_series(1, ${BENCH_CLASSES}) as n`.execute(trx);
    await sql`insert into class_members (org_id, class_id, user_id, status, is_pending_payment,
          joined_at)
        select ${orgId}, ${BENCH_FULL_CLASS_ID}, 'bench-' || n,
          case when n % 10 = 0 then 'pending' else 'subscribed' end, false,
          now() - (n || ' minutes')::interval
        from generate_series(1, ${BENCH_CLASS_MEMBERS}) as n`.execute(trx);
    await sql`update classes set max_users = null,
          class_users = ${(BENCH_CLASS_MEMBERS * 9) / 10},
          pending_users = ${BENCH_CLASS_MEMBERS / 10}
        where org_id = ${orgId} and id = ${BENCH_FULL_CLASS_ID}`.execute(trx);
  });
  await sql`analyze classes`.execute(db);
  await sql`analyze class_members`.execute(db);
}

import { sql } from "kysely";
import { withTenant } from "../../src/db/database";
import { rowCounts } from "./schedule-test-support";
import type { TestApp } from "./test-app";

// What one terminal sale leaves behind in an organization: the "exactly once" checks.
export const terminalSaleCounts = (t: Pick<TestApp, "db">, orgId: string, checkoutId: string) =>
  rowCounts(
    t as TestApp,
    orgId,
    sql`
      select 'charges' as name, count(*) as count from charges
        where business_key = ${`terminal-checkout:${checkoutId}`}
      union all select 'redemptions', count(*) from coupon_redemptions
        where business_key = ${`terminal-checkout:${checkoutId}`}
      union all select 'notifications', count(*) from admin_notifications
        where ref_id = ${checkoutId}
      union all select 'intents', count(*) from sim_terminal_payments
        where metadata->>'checkoutId' = ${checkoutId}
    `,
  );

// A coupon straight into the table (the coupons feature's own tests cover its routes).
export async function insertCoupon(
  t: Pick<TestApp, "db">,
  orgId: string,
  coupon: { id: string; code: string; amountOff?: number; percentOff?: number; userLimit?: number },
) {
  await withTenant(t.db, orgId, (trx) =>
    trx
      .insertInto("coupons")
      .values({
        org_id: orgId,
        id: coupon.id,
        code: coupon.code.toUpperCase(),
        description: "Terminal test coupon",
        amount_off: coupon.amountOff ?? null,
        percent_off: coupon.percentOff ?? null,
        user_limit: coupon.userLimit ?? null,
        share_link: null,
      })
      .execute(),
  );
}

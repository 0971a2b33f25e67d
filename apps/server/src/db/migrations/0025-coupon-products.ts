import { type Kysely, sql } from "kysely";

// 000 §3 Coupon productIds: the products a coupon is limited to; empty is every event and
// product. Ids, not links: a deleted product leaves its id behind, which no sale matches, so
// a coupon limited to it is not quietly widened to everything.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table coupons add column product_ids jsonb not null default '[]'::jsonb
  `.execute(db);
}

import { type Kysely, sql } from "kysely";
import { enableTenantIsolation } from "../tenant-isolation";
import { createdNow, createTenantIndex, createTenantTable } from "./tenant-tables";

// Coupons and subscription billing (issue #15), and the simulator's charges: what Stripe would
// hold for an off-session PaymentIntent on a connected account.
export async function up(db: Kysely<unknown>): Promise<void> {
  await createTenantTable(db, "sim_charges")
    .addColumn("customer_id", "text", (col) => col.notNull())
    .addColumn("payment_method_id", "text")
    .addColumn("amount", "integer", (col) => col.notNull())
    .addColumn("currency", "text", (col) => col.notNull())
    .addColumn("description", "text", (col) => col.notNull())
    .addColumn("metadata", "jsonb", (col) => col.notNull())
    // "succeeded" or "failed", as a Stripe Charge's status.
    .addColumn("status", "text", (col) => col.notNull())
    .addColumn("failure_code", "text")
    .addColumn("created_at", "timestamptz", createdNow)
    .execute();
  await createTenantIndex(db, "sim_charges_customer", "sim_charges", "customer_id, created_at");

  // 000 §3 Coupon. The amount (cents) and the percent exclude each other; the percent is 1-100
  // and the per-user limit 1-99 (000 §9), checked here too so no path can store another.
  await createTenantTable(db, "coupons")
    .addColumn("code", "text", (col) => col.notNull().check(sql`code = upper(code)`))
    .addColumn("description", "text", (col) => col.notNull())
    .addColumn("amount_off", "integer", (col) => col.check(sql`amount_off > 0`))
    .addColumn("percent_off", "integer", (col) => col.check(sql`percent_off between 1 and 100`))
    .addColumn("user_limit", "integer", (col) => col.check(sql`user_limit between 1 and 99`))
    .addColumn("is_valid", "boolean", (col) => col.notNull().defaultTo(true))
    .addColumn("is_archived", "boolean", (col) => col.notNull().defaultTo(false))
    .addColumn("redeemed", "integer", (col) => col.notNull().defaultTo(0).check(sql`redeemed >= 0`))
    .addColumn("share_link", "text")
    .addColumn("created_at", "timestamptz", createdNow)
    .addCheckConstraint("coupons_one_discount", sql`(amount_off is null) <> (percent_off is null)`)
    .execute();
  // A code names one live coupon; an archived one frees its code for a new coupon.
  await sql`
    create unique index coupons_code on coupons (org_id, code) where not is_archived
  `.execute(db);

  // 000 §3 couponRedeemed {uid, chargeId, timestamp}. The business key is the caller's (the
  // checkout's charge), so a retried checkout redeems once.
  await createTenantTable(db, "coupon_redemptions")
    .addColumn("coupon_id", "text", (col) => col.notNull())
    .addColumn("user_id", "text")
    .addColumn("charge_id", "text")
    .addColumn("business_key", "text", (col) => col.notNull())
    .addColumn("discount_cents", "integer", (col) => col.notNull())
    .addColumn("created_at", "timestamptz", createdNow)
    .addForeignKeyConstraint(
      "coupon_redemptions_coupon",
      ["org_id", "coupon_id"],
      "coupons",
      ["org_id", "id"],
      (fk) => fk.onDelete("cascade"),
    )
    .execute();
  await createTenantIndex(
    db,
    "coupon_redemptions_business_key",
    "coupon_redemptions",
    "business_key",
    { isUnique: true },
  );
  await createTenantIndex(
    db,
    "coupon_redemptions_coupon_user",
    "coupon_redemptions",
    "coupon_id, user_id",
  );

  // A charge's business identity ("subscription-charge:<id>:<cycle>", "class-join:…"): the
  // unique index is what makes a subscription cycle's charge recorded once, whoever runs it.
  await sql`alter table charges add column business_key text`.execute(db);
  await sql`alter table charges add column subscription_id text`.execute(db);
  await sql`alter table charges add column failure_reason text`.execute(db);
  await sql`
    create unique index charges_business_key on charges (org_id, business_key)
      where business_key is not null
  `.execute(db);
  // The nightly run's scan: active subscriptions by next charge.
  await sql`
    create index subscriptions_due on subscriptions (org_id, next_charge) where is_active
  `.execute(db);

  await enableTenantIsolation(db, ["sim_charges", "coupons", "coupon_redemptions"]);
}

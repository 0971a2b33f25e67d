import { sql } from "kysely";
import type { Trx } from "../../../db/database";
import { newestFirst, newestFirstOf } from "../../../db/newest-first";
import { setShareLink } from "../../../db/organization-rows";
import { memberUserOf, ofMember, ofOrganization } from "../../../db/tenant-filters";

const COLUMNS = [
  "id",
  "code",
  "description",
  "amount_off",
  "percent_off",
  "user_limit",
  "is_valid",
  "is_archived",
  "redeemed",
  "share_link",
  "product_ids",
  "created_at",
] as const;

export type CouponRow = NonNullable<Awaited<ReturnType<typeof findCoupon>>>;

export type NewCoupon = {
  id: string;
  code: string;
  description: string;
  amountOff: number | null;
  percentOff: number | null;
  userLimit: number | null;
  // 000 §3 productIds; none (the default) is every event and product.
  productIds?: string[];
  createdAt: Date;
};

// False when a live coupon of the organization already has the code (the partial unique index).
export async function insertCoupon(trx: Trx, orgId: string, coupon: NewCoupon): Promise<boolean> {
  const result = await trx
    .insertInto("coupons")
    .values({
      org_id: orgId,
      id: coupon.id,
      code: coupon.code,
      description: coupon.description,
      amount_off: coupon.amountOff,
      percent_off: coupon.percentOff,
      user_limit: coupon.userLimit,
      product_ids: JSON.stringify(coupon.productIds ?? []),
      created_at: coupon.createdAt,
    })
    .onConflict((conflict) =>
      // Written out: PostgreSQL matches a partial index only by its literal predicate.
      conflict.columns(["org_id", "code"]).where(sql<boolean>`not is_archived`).doNothing(),
    )
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

// How many of these ids are the organization's products (a coupon may be limited to them).
export async function countOrganizationProducts(
  trx: Trx,
  orgId: string,
  productIds: readonly string[],
): Promise<number> {
  if (productIds.length === 0) return 0;
  const row = await trx
    .selectFrom("products")
    .select(sql<number>`count(*)::int`.as("count"))
    .where("org_id", "=", orgId)
    .where("id", "in", [...productIds])
    .executeTakeFirstOrThrow();
  return row.count;
}

// Newest first; archived coupons stay listed (their redemptions are history).
export async function listCoupons(trx: Trx, orgId: string) {
  return trx
    .selectFrom("coupons")
    .select(COLUMNS)
    .where("org_id", "=", orgId)
    .$call(newestFirst)
    .execute();
}

const couponById = (trx: Trx, orgId: string, id: string) =>
  trx.selectFrom("coupons").select(COLUMNS).where(ofOrganization(orgId, id));

export async function findCoupon(trx: Trx, orgId: string, id: string) {
  return couponById(trx, orgId, id).executeTakeFirst();
}

// The coupon row locked for the rest of the transaction: a redemption, a delete and a status
// change of one coupon queue behind each other instead of deciding on a stale count.
export async function lockCoupon(trx: Trx, orgId: string, id: string) {
  return couponById(trx, orgId, id).forUpdate().executeTakeFirst();
}

// 000 §4 "A coupon is found by code only if valid": the live coupon with the code, locked.
export async function lockValidCouponByCode(trx: Trx, orgId: string, code: string) {
  return trx
    .selectFrom("coupons")
    .select(COLUMNS)
    .where("org_id", "=", orgId)
    .where("code", "=", code)
    .where("is_valid", "=", true)
    .where("is_archived", "=", false)
    .forUpdate()
    .executeTakeFirst();
}

export async function setCouponValid(trx: Trx, orgId: string, id: string, isValid: boolean) {
  await trx
    .updateTable("coupons")
    .set({ is_valid: isValid })
    .where(ofOrganization(orgId, id))
    .execute();
}

export async function archiveCoupon(trx: Trx, orgId: string, id: string) {
  await trx
    .updateTable("coupons")
    .set({ is_valid: false, is_archived: true })
    .where(ofOrganization(orgId, id))
    .execute();
}

// Only while unredeemed: a redemption that committed first turns the delete into nothing.
export async function deleteUnredeemedCoupon(trx: Trx, orgId: string, id: string) {
  const result = await trx
    .deleteFrom("coupons")
    .where(ofOrganization(orgId, id))
    .where("redeemed", "=", 0)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export const setCouponShareLink = (trx: Trx, orgId: string, id: string, link: string) =>
  setShareLink(trx, "coupons", orgId, id, link);

export async function findRedemption(trx: Trx, orgId: string, businessKey: string) {
  return trx
    .selectFrom("coupon_redemptions")
    .select(["coupon_id", "discount_cents"])
    .where("org_id", "=", orgId)
    .where("business_key", "=", businessKey)
    .executeTakeFirst();
}

export async function countMemberRedemptions(
  trx: Trx,
  orgId: string,
  couponId: string,
  userId: string,
): Promise<number> {
  const row = await trx
    .selectFrom("coupon_redemptions")
    .select(sql<number>`count(*)::int`.as("count"))
    .where(ofMember(orgId, userId))
    .where("coupon_id", "=", couponId)
    .executeTakeFirstOrThrow();
  return row.count;
}

// 000 §4 "Redemption increments the counter and records the redeemer", in one transaction.
export async function insertRedemption(
  trx: Trx,
  orgId: string,
  redemption: {
    id: string;
    couponId: string;
    userId: string | null;
    chargeId: string | null;
    businessKey: string;
    discountCents: number;
    createdAt: Date;
  },
): Promise<void> {
  await trx
    .insertInto("coupon_redemptions")
    .values({
      org_id: orgId,
      id: redemption.id,
      coupon_id: redemption.couponId,
      user_id: redemption.userId,
      charge_id: redemption.chargeId,
      business_key: redemption.businessKey,
      discount_cents: redemption.discountCents,
      created_at: redemption.createdAt,
    })
    .execute();
  await trx
    .updateTable("coupons")
    .set((eb) => ({ redeemed: eb("redeemed", "+", 1) }))
    .where(ofOrganization(orgId, redemption.couponId))
    .execute();
}

// With the redeemer's name (none for a walk-in, or a member since removed: a left join).
export async function listRedemptions(trx: Trx, orgId: string, couponId: string) {
  return trx
    .selectFrom("coupon_redemptions as r")
    .leftJoin("users as u", memberUserOf("r"))
    .select([
      "r.user_id",
      "r.charge_id",
      "r.discount_cents",
      "r.created_at",
      "u.first_name",
      "u.last_name",
    ])
    .where("r.org_id", "=", orgId)
    .where("r.coupon_id", "=", couponId)
    .$call(newestFirstOf("r"))
    .execute();
}

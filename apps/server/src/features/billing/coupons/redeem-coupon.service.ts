import { MESSAGES } from "@studiodesk/core/messages";
import {
  couponAppliesTo,
  couponDiscountCents,
  normalizeCouponCode,
} from "@studiodesk/core/rules/coupons";
import type { Trx } from "../../../db/database";
import { validationError } from "../../../shared/app-error";
import { newId } from "../../../shared/ids";
import {
  countMemberRedemptions,
  findRedemption,
  insertRedemption,
  lockValidCouponByCode,
} from "./coupons.repo";

export type CouponRedemptionRequest = {
  code: string;
  // The member using it; null for a walk-in, who cannot use a per-user-limited coupon.
  userId: string | null;
  priceCents: number;
  // The product bought; null for an event (000 §3 productIds).
  productId: string | null;
  chargeId: string | null;
  // The caller's business identity of the purchase ("terminal-charge:<id>"): the same key
  // again answers the first redemption instead of redeeming twice.
  businessKey: string;
  now: Date;
};

export type RedeemedCoupon = { couponId: string; discountCents: number };

// 000 §5 Coupon apply at checkout and §4 "Redemption increments the counter and records the
// redeemer", in the caller's transaction (the checkout's charge lands with its redemption).
// The coupon row is locked, so concurrent checkouts count a member's uses one after another.
export async function redeemCoupon(
  trx: Trx,
  orgId: string,
  request: CouponRedemptionRequest,
): Promise<RedeemedCoupon> {
  const earlier = await findRedemption(trx, orgId, request.businessKey);
  if (earlier) return { couponId: earlier.coupon_id, discountCents: earlier.discount_cents };
  const coupon = await checkCoupon(trx, orgId, request);
  await insertRedemption(trx, orgId, {
    id: newId(),
    couponId: coupon.couponId,
    userId: request.userId,
    chargeId: request.chargeId,
    businessKey: request.businessKey,
    discountCents: coupon.discountCents,
    createdAt: request.now,
  });
  return coupon;
}

// The coupon a code names and what it takes off this price, without redeeming it (a
// checkout's quote); 'Invalid Coupon' when the code names no valid coupon, and another
// message when it is limited to other products. `userId` undefined: the buyer is not chosen
// yet, so a per-user limit is checked at redemption.
export async function checkCoupon(
  trx: Trx,
  orgId: string,
  request: {
    code: string;
    userId: string | null | undefined;
    priceCents: number;
    productId: string | null;
  },
): Promise<RedeemedCoupon> {
  const coupon = await lockValidCouponByCode(trx, orgId, normalizeCouponCode(request.code));
  if (!coupon) throw validationError(MESSAGES.invalidCoupon);
  if (!couponAppliesTo({ productIds: coupon.product_ids }, request)) {
    throw validationError(MESSAGES.couponNotForItem);
  }
  if (coupon.user_limit !== null && request.userId !== undefined) {
    // 000 §4: the original's lookup skipped user-limited coupons; here they count per member.
    if (!request.userId) throw validationError(MESSAGES.invalidCoupon);
    const used = await countMemberRedemptions(trx, orgId, coupon.id, request.userId);
    if (used >= coupon.user_limit) throw validationError(MESSAGES.couponUserLimitReached);
  }
  const discountCents = couponDiscountCents(
    { amountOff: coupon.amount_off, percentOff: coupon.percent_off },
    request.priceCents,
  );
  return { couponId: coupon.id, discountCents };
}

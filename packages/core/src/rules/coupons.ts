import type { CouponStatus, CreateCouponRequest } from "../contracts/billing";
import { MESSAGES } from "../messages";
import { formatCents } from "./money";

// 000 §9 Coupons: per-user limit 1-99; percent up to 3 digits, max 100.
export const COUPON_USER_LIMIT = { min: 1, max: 99 } as const;
export const COUPON_PERCENT_MAX = 100;

// 000 §3 couponCode "(always upper case)"; spaces around it are never part of a code.
export const normalizeCouponCode = (code: string): string => code.trim().toUpperCase();

// Beyond the spec (docs/spec-deviations.md): a code is one word. 'SUMMER 10' would be read out
// or typed at checkout as 'SUMMER10' and never be found, so whitespace inside it is refused.
export const hasCouponCodeInnerSpace = (code: string): boolean => /\s/.test(code.trim());

type CouponDraft = Pick<
  CreateCouponRequest,
  "couponCode" | "couponDescription" | "amountOff" | "percentOff" | "userLimit"
>;

// A problem with a new coupon: its message, and the field it belongs to when it is one field's
// (shown next to it); without a field it is the form's as a whole.
export type CouponCreateProblem = {
  message: string;
  field?: "couponCode" | "amountOff" | "percentOff" | "userLimit";
};

// 000 §5 Coupon creation: the first problem, in the spec's order, or null when it may be saved.
// The original's percent range check never fired (its mask stopped at 100 but let a blank or 0
// through); here it is enforced (docs/spec-deviations.md). An Amount Off left empty counts as
// 0 (§5 Currency input: NaN becomes 0), which is no discount: 'Please add a discount amount.'
// next to the field, never a $0.00-off coupon. A percent or per-user limit out of range (an
// empty one counts as 0) is said next to its field too.
export function couponCreateProblem(draft: CouponDraft): CouponCreateProblem | null {
  if (!draft.couponCode.trim() || !draft.couponDescription.trim()) {
    return { message: MESSAGES.completeAllFields };
  }
  if (hasCouponCodeInnerSpace(draft.couponCode)) {
    return { message: MESSAGES.couponCodeHasSpaces, field: "couponCode" };
  }
  const { amountOff, percentOff, userLimit } = draft;
  if (amountOff !== null && percentOff !== null) return { message: MESSAGES.couponOneDiscountType };
  if (amountOff === null && percentOff === null) return { message: MESSAGES.addDiscountAmount };
  if (amountOff !== null && amountOff <= 0) {
    return { message: MESSAGES.addDiscountAmount, field: "amountOff" };
  }
  if (percentOff !== null && (percentOff <= 0 || percentOff > COUPON_PERCENT_MAX)) {
    return { message: MESSAGES.couponPercentRange, field: "percentOff" };
  }
  if (
    userLimit !== null &&
    (userLimit < COUPON_USER_LIMIT.min || userLimit > COUPON_USER_LIMIT.max)
  ) {
    return { message: MESSAGES.couponUserLimitRange, field: "userLimit" };
  }
  return null;
}

export const couponCreateIssue = (draft: CouponDraft): string | null =>
  couponCreateProblem(draft)?.message ?? null;

type CouponDiscount = { amountOff: number | null; percentOff: number | null };

// The discount on a price in cents: the fixed amount (never more than the price) or the percent,
// rounded to the cent.
export function couponDiscountCents(coupon: CouponDiscount, priceCents: number): number {
  if (priceCents <= 0) return 0;
  if (coupon.amountOff !== null) return Math.min(coupon.amountOff, priceCents);
  if (coupon.percentOff !== null) return Math.round((priceCents * coupon.percentOff) / 100);
  return 0;
}

// 000 §3 Coupon productIds: a coupon naming products is for those products only (never an
// event); one naming none is for every event and product.
export const couponAppliesTo = (
  coupon: { productIds: readonly string[] },
  item: { productId: string | null },
): boolean =>
  coupon.productIds.length === 0 ||
  (item.productId !== null && coupon.productIds.includes(item.productId));

// 000 §9 "Discount is shown as amount off or percent off", an amount in the organization's
// currency.
export function couponDiscountLabel(coupon: CouponDiscount, currency = "USD"): string {
  if (coupon.amountOff !== null) return `${formatCents(coupon.amountOff, currency)} off`;
  return `${coupon.percentOff ?? 0}% off`;
}

// 000 §3 isUserLimited, under the discount in the Coupons tab: how often one member may use
// the coupon; null when any member may use it again and again.
export const couponUserLimitLabel = (userLimit: number | null): string | null => {
  if (userLimit === null) return null;
  return userLimit === 1 ? "1 use per member" : `${userLimit} uses per member`;
};

// 000 §4 Coupon: a redeemed coupon is archived instead of deleted (its redemption records stay
// with it); an unredeemed one is deleted.
export const couponRemoval = (redeemed: number): "delete" | "archive" =>
  redeemed > 0 ? "archive" : "delete";

export function couponStatus(coupon: { isValid: boolean; isArchived: boolean }): CouponStatus {
  if (coupon.isArchived) return "archived";
  return coupon.isValid ? "active" : "inactive";
}

export const COUPON_STATUS_LABELS: Record<CouponStatus, string> = {
  active: MESSAGES.active,
  inactive: MESSAGES.inactive,
  archived: "Archived",
};

// 000 §7 "Links are created per coupon"; the path follows the other share links' form.
export const couponShareLinkPath = (couponId: string): string =>
  `coupons?&couponId=${encodeURIComponent(couponId)}`;

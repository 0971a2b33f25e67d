import type {
  Coupon,
  CouponRedemption,
  CreateCouponRequest,
} from "@studiodesk/core/contracts/billing";
import { ERROR_CODES } from "@studiodesk/core/contracts/errors";
import { MESSAGES } from "@studiodesk/core/messages";
import {
  couponCreateProblem,
  couponRemoval,
  couponShareLinkPath,
  normalizeCouponCode,
} from "@studiodesk/core/rules/coupons";
import { type Trx, withTenant } from "../../../db/database";
import { AppError, notFoundError, validationError } from "../../../shared/app-error";
import { staffWrite } from "../../../shared/audit";
import type { AuthContext, Deps } from "../../../shared/deps";
import { newId } from "../../../shared/ids";
import { createShareLinkOrNull } from "../../share-links/share-links.service";
import {
  archiveCoupon,
  type CouponRow,
  countOrganizationProducts,
  deleteUnredeemedCoupon,
  findCoupon,
  insertCoupon,
  listCoupons,
  listRedemptions,
  lockCoupon,
  setCouponShareLink,
  setCouponValid,
} from "./coupons.repo";

// The live-update topic of the Coupons tab.
export const COUPONS_TOPIC = { topic: "coupons" } as const;

const couponNotFound = () => notFoundError(MESSAGES.couponNotFound);
const couponArchived = () => new AppError(ERROR_CODES.conflict, MESSAGES.couponArchived, 409);

export function toCoupon(row: CouponRow): Coupon {
  return {
    couponId: row.id,
    couponCode: row.code,
    couponDescription: row.description,
    amountOff: row.amount_off,
    percentOff: row.percent_off,
    userLimit: row.user_limit,
    isValid: row.is_valid,
    isArchived: row.is_archived,
    redeemed: row.redeemed,
    uploadTimestamp: row.created_at.toISOString(),
    shareLink: row.share_link,
    productIds: row.product_ids,
  };
}

export async function listOrganizationCoupons(deps: Deps, auth: AuthContext): Promise<Coupon[]> {
  const rows = await withTenant(deps.db, auth.orgId, (trx) => listCoupons(trx, auth.orgId));
  return rows.map(toCoupon);
}

// 000 §5 Coupon creation → 'New Coupon has been added.'; then its share link (000 §7), which
// the coupon goes without when it cannot be made, as the spec's 'nil'.
export async function createCoupon(
  deps: Deps,
  auth: AuthContext,
  input: CreateCouponRequest,
): Promise<{ coupon: Coupon; message: string }> {
  const problem = couponCreateProblem(input);
  if (problem) {
    const fields = problem.field ? { [problem.field]: problem.message } : undefined;
    throw validationError(problem.message, fields);
  }
  const id = newId();
  const code = normalizeCouponCode(input.couponCode);
  const productIds = [...new Set(input.productIds)];
  const row = await staffWrite(deps, auth, COUPONS_TOPIC, async (trx, audit) => {
    const known = await countOrganizationProducts(trx, auth.orgId, productIds);
    if (known !== productIds.length) {
      throw validationError(MESSAGES.couponUnknownProducts, {
        productIds: MESSAGES.couponUnknownProducts,
      });
    }
    const isInserted = await insertCoupon(trx, auth.orgId, {
      id,
      code,
      description: input.couponDescription,
      amountOff: input.amountOff,
      percentOff: input.percentOff,
      userLimit: input.userLimit,
      productIds,
      createdAt: deps.now(),
    });
    if (!isInserted) throw new AppError(ERROR_CODES.conflict, MESSAGES.couponCodeTaken, 409);
    await audit({
      action: "coupon.created",
      targetType: "coupon",
      targetId: id,
      details: { code, productIds },
    });
    return findCoupon(trx, auth.orgId, id);
  });
  if (!row) throw couponNotFound();
  const shareLink = await createShareLinkOrNull(
    deps,
    { orgId: auth.orgId, urlExtended: couponShareLinkPath(id), title: code },
    (trx, link) => setCouponShareLink(trx, auth.orgId, id, link),
  );
  return { coupon: toCoupon({ ...row, share_link: shareLink }), message: MESSAGES.newCouponAdded };
}

// The coupon locked for the rest of the write (a concurrent redemption decides first or
// after); an archived one stays as it is and is refused.
async function lockChangeableCoupon(trx: Trx, orgId: string, couponId: string) {
  const coupon = await lockCoupon(trx, orgId, couponId);
  if (!coupon) throw couponNotFound();
  if (coupon.is_archived) throw couponArchived();
  return coupon;
}

// 000 §4 "Active or inactive by toggling isValid". An archived coupon stays as it is.
export async function setCouponActive(
  deps: Deps,
  auth: AuthContext,
  couponId: string,
  isActive: boolean,
): Promise<{ message: string }> {
  await staffWrite(deps, auth, COUPONS_TOPIC, async (trx, audit) => {
    const coupon = await lockChangeableCoupon(trx, auth.orgId, couponId);
    await setCouponValid(trx, auth.orgId, couponId, isActive);
    await audit({
      action: isActive ? "coupon.activated" : "coupon.deactivated",
      targetType: "coupon",
      targetId: couponId,
      details: { code: coupon.code },
    });
  });
  return { message: isActive ? MESSAGES.couponActivated : MESSAGES.couponDeactivated };
}

// 000 §4: a redeemed coupon is archived instead (its redemptions keep pointing at it); an
// unredeemed one is deleted. The row lock makes a concurrent redemption decide first or after.
// An archived coupon is refused as by activate and deactivate: a repeated archive (a second
// tab, a retried request) changes nothing and writes no second audit line.
export async function removeCoupon(
  deps: Deps,
  auth: AuthContext,
  couponId: string,
): Promise<{ message: string }> {
  const removal = await staffWrite(deps, auth, COUPONS_TOPIC, async (trx, audit) => {
    const coupon = await lockChangeableCoupon(trx, auth.orgId, couponId);
    const removal = couponRemoval(coupon.redeemed);
    if (removal === "archive") await archiveCoupon(trx, auth.orgId, couponId);
    else await deleteUnredeemedCoupon(trx, auth.orgId, couponId);
    await audit({
      action: removal === "archive" ? "coupon.archived" : "coupon.deleted",
      targetType: "coupon",
      targetId: couponId,
      details: { code: coupon.code, redeemed: coupon.redeemed },
    });
    return removal;
  });
  // An archived coupon stays in the list, inactive: saying it was deleted would be untrue.
  return { message: removal === "archive" ? MESSAGES.couponDeactivated : MESSAGES.couponDeleted };
}

export async function listCouponRedemptions(
  deps: Deps,
  auth: AuthContext,
  couponId: string,
): Promise<CouponRedemption[]> {
  const rows = await withTenant(deps.db, auth.orgId, async (trx) => {
    if (!(await findCoupon(trx, auth.orgId, couponId))) throw couponNotFound();
    return listRedemptions(trx, auth.orgId, couponId);
  });
  return rows.map((row) => ({
    uid: row.user_id,
    name: row.first_name === null ? null : `${row.first_name} ${row.last_name ?? ""}`.trim(),
    chargeId: row.charge_id,
    discountCents: row.discount_cents,
    timestamp: row.created_at.toISOString(),
  }));
}

import { couponShareLinkPath } from "@studiodesk/core/rules/coupons";
import { type Db, withTenant } from "../db/database";
import {
  insertCoupon,
  insertRedemption,
  setCouponShareLink,
  setCouponValid,
} from "../features/billing/coupons/coupons.repo";
import { newId } from "../shared/ids";
import { demoShareLink } from "./demo-content";

type DemoCoupon = {
  code: string;
  description: string;
  amountOff?: number;
  percentOff?: number;
  userLimit?: number;
  isValid?: boolean;
  // How many of the newest members have used it.
  redemptions?: number;
};

// One coupon of each kind the Coupons tab shows: redeemed (so it archives instead of
// deleting), unredeemed, fixed amount, per-user limited and inactive.
export const DEMO_COUPONS: DemoCoupon[] = [
  { code: "WELCOME10", description: "New member welcome offer", percentOff: 10, redemptions: 3 },
  { code: "FRIEND5", description: "Bring-a-friend referral", amountOff: 500, userLimit: 1 },
  { code: "SUMMER20", description: "Last summer's promotion", percentOff: 20, isValid: false },
];

export async function seedDemoCoupons(
  db: Db,
  orgId: string,
  publicUrl: string,
  members: ReadonlyArray<{ id: string }>,
  now: Date,
): Promise<void> {
  for (const coupon of DEMO_COUPONS) {
    const id = newId();
    await withTenant(db, orgId, async (trx) => {
      await insertCoupon(trx, orgId, {
        id,
        code: coupon.code,
        description: coupon.description,
        amountOff: coupon.amountOff ?? null,
        percentOff: coupon.percentOff ?? null,
        userLimit: coupon.userLimit ?? null,
        createdAt: now,
      });
      if (coupon.isValid === false) await setCouponValid(trx, orgId, id, false);
      const link = await demoShareLink(trx, orgId, publicUrl, {
        targetPath: couponShareLinkPath(id),
        title: coupon.code,
      });
      await setCouponShareLink(trx, orgId, id, link);
      for (const member of members.slice(0, coupon.redemptions ?? 0)) {
        await insertRedemption(trx, orgId, {
          id: newId(),
          couponId: id,
          userId: member.id,
          chargeId: null,
          businessKey: `demo:${id}:${member.id}`,
          discountCents: 250,
          createdAt: now,
        });
      }
    });
  }
}

import { couponCreateProblem } from "@studiodesk/core/rules/coupons";
import { describe, expect, it } from "vitest";
import { DEMO_COUPONS } from "./demo-coupons";

// The seed writes coupons through the repo, past the creation rule: its codes must still be
// codes an admin could have typed (upper case, no spaces inside).
describe("demo coupons", () => {
  it.each(DEMO_COUPONS.map((coupon) => [coupon.code, coupon] as const))(
    "seeds %s as a coupon the New Coupon rules accept",
    (code, coupon) => {
      const problem = couponCreateProblem({
        couponCode: code,
        couponDescription: coupon.description,
        amountOff: coupon.amountOff ?? null,
        percentOff: coupon.percentOff ?? null,
        userLimit: coupon.userLimit ?? null,
      });
      expect(problem).toBeNull();
      expect(code).toBe(code.trim().toUpperCase());
    },
  );
});

import { ZMessageResponse } from "@studiodesk/core/contracts/auth";
import {
  ZCouponList,
  ZCouponParams,
  ZCouponRedemptionList,
  ZCreateCouponRequest,
  ZCreateCouponResponse,
} from "@studiodesk/core/contracts/billing";
import { staffRoutes } from "../../../shared/staff-routes";
import { requireFeatureSwitchedOn } from "../../account/account.service";
import {
  createCoupon,
  listCouponRedemptions,
  listOrganizationCoupons,
  removeCoupon,
  setCouponActive,
} from "./coupons.service";

// 000 §2 Billing Coupons tab, §7 "Add, deactivate and delete coupons".
export const couponsRoutes = staffRoutes(
  "coupons",
  (route) => {
    route.get("/coupons", { response: ZCouponList }, async ({ deps, auth }) => ({
      coupons: await listOrganizationCoupons(deps, auth),
    }));

    route.post(
      "/coupons",
      { body: ZCreateCouponRequest, response: ZCreateCouponResponse, status: 201 },
      ({ deps, auth, body }) => createCoupon(deps, auth, body),
    );

    route.post(
      "/coupons/:couponId/activate",
      { params: ZCouponParams, response: ZMessageResponse },
      ({ deps, auth, params }) => setCouponActive(deps, auth, params.couponId, true),
    );

    route.post(
      "/coupons/:couponId/deactivate",
      { params: ZCouponParams, response: ZMessageResponse },
      ({ deps, auth, params }) => setCouponActive(deps, auth, params.couponId, false),
    );

    route.delete(
      "/coupons/:couponId",
      { params: ZCouponParams, response: ZMessageResponse },
      ({ deps, auth, params }) => removeCoupon(deps, auth, params.couponId),
    );

    route.get(
      "/coupons/:couponId/redemptions",
      { params: ZCouponParams, response: ZCouponRedemptionList },
      async ({ deps, auth, params }) => ({
        redemptions: await listCouponRedemptions(deps, auth, params.couponId),
      }),
    );
  },
  // Billing is switched off with payments (000 §2 menu switches, issue #19).
  { beforeWrite: requireFeatureSwitchedOn("billing") },
);

import type { CreateCouponRequest } from "@studiodesk/core/contracts/billing";
import { queryOptions } from "@tanstack/react-query";
import { api, unwrap } from "../../../shared/api-client";
import { useInvalidatingMutation } from "../../../shared/mutations";

// Under ["coupons"]: the live-update topic "coupons" refreshes them.
export const couponKeys = {
  all: ["coupons"] as const,
  list: () => [...couponKeys.all, "list"] as const,
  redemptions: (couponId: string) => [...couponKeys.all, "redemptions", couponId] as const,
  // Under ["shop"]: the shop's live updates refresh the products a coupon may be limited to.
  products: () => ["shop", "coupon-products"] as const,
};

export function couponsQueryOptions() {
  return queryOptions({
    queryKey: couponKeys.list(),
    queryFn: async () => (await unwrap(api.GET("/api/v1/coupons"))).coupons,
  });
}

// 000 §3 Coupon productIds: the shop's products, for the New Coupon picker (the active ones)
// and the Coupons tab's Applies To column (any, by title).
export function couponProductsQueryOptions() {
  return queryOptions({
    queryKey: couponKeys.products(),
    queryFn: async () => (await unwrap(api.GET("/api/v1/products"))).products,
  });
}

// 000 §3 couponRedeemed: who used a coupon, newest first.
export function couponRedemptionsQueryOptions(couponId: string) {
  return queryOptions({
    queryKey: couponKeys.redemptions(couponId),
    queryFn: async () =>
      (
        await unwrap(
          api.GET("/api/v1/coupons/{couponId}/redemptions", {
            params: { path: { couponId } },
          }),
        )
      ).redemptions,
  });
}

export function useCreateCoupon() {
  return useInvalidatingMutation(couponKeys.all, (request: CreateCouponRequest) =>
    unwrap(api.POST("/api/v1/coupons", { body: request })),
  );
}

const couponPath = (couponId: string) => ({ params: { path: { couponId } } });

// Activate or deactivate: 000 §4 "Active or inactive by toggling isValid".
export function useSetCouponActive() {
  return useInvalidatingMutation(
    couponKeys.all,
    ({ couponId, isActive }: { couponId: string; isActive: boolean }) =>
      unwrap(
        isActive
          ? api.POST("/api/v1/coupons/{couponId}/activate", couponPath(couponId))
          : api.POST("/api/v1/coupons/{couponId}/deactivate", couponPath(couponId)),
      ),
  );
}

export function useDeleteCoupon() {
  return useInvalidatingMutation(couponKeys.all, (couponId: string) =>
    unwrap(api.DELETE("/api/v1/coupons/{couponId}", couponPath(couponId))),
  );
}

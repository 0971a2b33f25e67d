import type { CreateCouponRequest } from "@studiodesk/core/contracts/billing";
import { queryOptions } from "@tanstack/react-query";
import { api, unwrap } from "../../../shared/api-client";
import { useInvalidatingMutation } from "../../../shared/mutations";

// Under ["coupons"]: the live-update topic "coupons" refreshes them.
export const couponKeys = {
  all: ["coupons"] as const,
  list: () => [...couponKeys.all, "list"] as const,
};

export function couponsQueryOptions() {
  return queryOptions({
    queryKey: couponKeys.list(),
    queryFn: async () => (await unwrap(api.GET("/api/v1/coupons"))).coupons,
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

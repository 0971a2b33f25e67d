import type { CreateFeaturedRequest } from "@studiodesk/core/contracts/content";
import { queryOptions } from "@tanstack/react-query";
import { api, unwrap } from "../../shared/api-client";
import { useInvalidatingMutation } from "../../shared/mutations";

export const dashboardKeys = {
  // Under ["members"]: the figures count members, so the members' live updates (and their
  // own invalidations) refresh them.
  keyFigures: () => ["members", "key-figures"] as const,
  // Under ["schedule"]: a schedule change (an attendee added, an event moved) refreshes it.
  today: () => ["schedule", "front-desk-today"] as const,
  // Under ["content"]: the live-update topic "content" refreshes it.
  featured: () => ["content", "featured"] as const,
  // Under ["shop"]: the shop's live updates refresh the products the picker offers.
  featurableProducts: () => ["shop", "featurable-products"] as const,
};

export function keyFiguresQueryOptions() {
  return queryOptions({
    queryKey: dashboardKeys.keyFigures(),
    queryFn: () => unwrap(api.GET("/api/v1/dashboard/key-figures")),
  });
}

export function frontDeskTodayQueryOptions() {
  return queryOptions({
    queryKey: dashboardKeys.today(),
    queryFn: () => unwrap(api.GET("/api/v1/dashboard/today")),
  });
}

export function featuredQueryOptions() {
  return queryOptions({
    queryKey: dashboardKeys.featured(),
    queryFn: () => unwrap(api.GET("/api/v1/featured")),
  });
}

// The products the featured picker offers: the shop's active ones.
export function featurableProductsQueryOptions() {
  return queryOptions({
    queryKey: dashboardKeys.featurableProducts(),
    queryFn: async () =>
      (await unwrap(api.GET("/api/v1/products", { params: { query: { isActive: "true" } } })))
        .products,
  });
}

export function useCreateFeatured() {
  return useInvalidatingMutation(dashboardKeys.featured(), (request: CreateFeaturedRequest) =>
    unwrap(api.POST("/api/v1/featured", { body: request })),
  );
}

export function useDeleteFeatured() {
  return useInvalidatingMutation(dashboardKeys.featured(), (featuredId: string) =>
    unwrap(api.DELETE("/api/v1/featured/{featuredId}", { params: { path: { featuredId } } })),
  );
}

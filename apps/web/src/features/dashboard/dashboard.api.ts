import type {
  CreateFeaturedRequest,
  FeaturedItem,
  FeaturedList,
} from "@studiodesk/core/contracts/content";
import type { KeyFigures } from "@studiodesk/core/contracts/dashboard";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { apiDelete, apiGet, apiPost } from "../../shared/api-client";

export const dashboardKeys = {
  // Under ["members"]: the figures count members, so the members' live updates (and their
  // own invalidations) refresh them.
  keyFigures: () => ["members", "key-figures"] as const,
  // Under ["content"]: the live-update topic "content" refreshes it.
  featured: () => ["content", "featured"] as const,
};

export function keyFiguresQueryOptions() {
  return queryOptions({
    queryKey: dashboardKeys.keyFigures(),
    queryFn: () => apiGet<KeyFigures>("/dashboard/key-figures"),
  });
}

export function featuredQueryOptions() {
  return queryOptions({
    queryKey: dashboardKeys.featured(),
    queryFn: () => apiGet<FeaturedList>("/featured"),
  });
}

export function useCreateFeatured() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: CreateFeaturedRequest) => apiPost<FeaturedItem>("/featured", request),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dashboardKeys.featured() }),
  });
}

export function useDeleteFeatured() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (featuredId: string) =>
      apiDelete<{ message: string }>(`/featured/${encodeURIComponent(featuredId)}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dashboardKeys.featured() }),
  });
}

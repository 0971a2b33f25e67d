import type { CreateResourceRequest } from "@studiodesk/core/contracts/content";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "../../shared/api-client";

// Under ["content"]: the live-update topic "content" refreshes every content list.
export const resourceKeys = {
  all: ["content", "resources"] as const,
  list: () => [...resourceKeys.all, "list"] as const,
};

export function resourcesQueryOptions() {
  return queryOptions({
    queryKey: resourceKeys.list(),
    queryFn: async () => (await unwrap(api.GET("/api/v1/resources"))).resources,
  });
}

export const fetchResourceLink = (resourceId: string) =>
  unwrap(api.GET("/api/v1/resources/{resourceId}/view", { params: { path: { resourceId } } }));

export function useCreateResource() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: CreateResourceRequest) =>
      unwrap(api.POST("/api/v1/resources", { body: request })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: resourceKeys.all }),
  });
}

export function useDeleteResource() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (resourceId: string) =>
      unwrap(api.DELETE("/api/v1/resources/{resourceId}", { params: { path: { resourceId } } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: resourceKeys.all }),
  });
}

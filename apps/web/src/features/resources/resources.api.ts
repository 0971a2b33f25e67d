import type { CreateResourceRequest } from "@studiodesk/core/contracts/content";
import { queryOptions } from "@tanstack/react-query";
import { api, unwrap } from "../../shared/api-client";
import { useInvalidatingMutation } from "../../shared/mutations";

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
  return useInvalidatingMutation(resourceKeys.all, (request: CreateResourceRequest) =>
    unwrap(api.POST("/api/v1/resources", { body: request })),
  );
}

export function useDeleteResource() {
  return useInvalidatingMutation(resourceKeys.all, (resourceId: string) =>
    unwrap(api.DELETE("/api/v1/resources/{resourceId}", { params: { path: { resourceId } } })),
  );
}

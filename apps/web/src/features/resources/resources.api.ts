import type {
  CreateResourceRequest,
  FileLink,
  Resource,
  ResourceList,
} from "@studiodesk/core/contracts/content";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { apiDelete, apiGet, apiPost } from "../../shared/api-client";

// Under ["content"]: the live-update topic "content" refreshes every content list.
export const resourceKeys = {
  all: ["content", "resources"] as const,
  list: () => [...resourceKeys.all, "list"] as const,
};

const resourcePath = (resourceId: string) => `/resources/${encodeURIComponent(resourceId)}`;

export function resourcesQueryOptions() {
  return queryOptions({
    queryKey: resourceKeys.list(),
    queryFn: async () => (await apiGet<ResourceList>("/resources")).resources,
  });
}

export const fetchResourceLink = (resourceId: string) =>
  apiGet<FileLink>(`${resourcePath(resourceId)}/view`);

export function useCreateResource() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: CreateResourceRequest) => apiPost<Resource>("/resources", request),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: resourceKeys.all }),
  });
}

export function useDeleteResource() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (resourceId: string) => apiDelete<{ message: string }>(resourcePath(resourceId)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: resourceKeys.all }),
  });
}

import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "../../shared/api-client";

// Under ["content"]: the live-update topic "content" refreshes every content list.
export const videoKeys = {
  all: ["content", "videos"] as const,
  list: () => [...videoKeys.all, "list"] as const,
};

export function videosQueryOptions() {
  return queryOptions({
    queryKey: videoKeys.list(),
    queryFn: async () => (await unwrap(api.GET("/api/v1/videos"))).videos,
  });
}

export function useDeleteVideo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (videoId: string) =>
      unwrap(api.DELETE("/api/v1/videos/{videoId}", { params: { path: { videoId } } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: videoKeys.all }),
  });
}

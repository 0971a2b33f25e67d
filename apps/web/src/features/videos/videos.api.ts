import type { VideoList } from "@studiodesk/core/contracts/content";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { apiDelete, apiGet } from "../../shared/api-client";

// Under ["content"]: the live-update topic "content" refreshes every content list.
export const videoKeys = {
  all: ["content", "videos"] as const,
  list: () => [...videoKeys.all, "list"] as const,
};

export function videosQueryOptions() {
  return queryOptions({
    queryKey: videoKeys.list(),
    queryFn: async () => (await apiGet<VideoList>("/videos")).videos,
  });
}

export function useDeleteVideo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (videoId: string) =>
      apiDelete<{ message: string }>(`/videos/${encodeURIComponent(videoId)}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: videoKeys.all }),
  });
}

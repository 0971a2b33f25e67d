import { queryOptions } from "@tanstack/react-query";
import { api, unwrap } from "../../shared/api-client";
import { useInvalidatingMutation } from "../../shared/mutations";

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
  return useInvalidatingMutation(videoKeys.all, (videoId: string) =>
    unwrap(api.DELETE("/api/v1/videos/{videoId}", { params: { path: { videoId } } })),
  );
}

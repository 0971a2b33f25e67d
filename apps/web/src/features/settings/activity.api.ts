import { infiniteQueryOptions, queryOptions } from "@tanstack/react-query";
import { api, unwrap } from "../../shared/api-client";

export type ActivityFilter = { actorId: string | null; kind: string | null };

export const activityKeys = {
  all: ["activity"] as const,
  list: (filter: ActivityFilter) =>
    [...activityKeys.all, "list", filter.actorId ?? "anyone", filter.kind ?? "any"] as const,
  filters: () => [...activityKeys.all, "filters"] as const,
};

// The organization's audit log, newest first, a page of 25 at a time (Load More).
export function activityQueryOptions(filter: ActivityFilter) {
  return infiniteQueryOptions({
    queryKey: activityKeys.list(filter),
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam }) =>
      unwrap(
        api.GET("/api/v1/audit", {
          params: {
            query: {
              ...(filter.actorId ? { actorId: filter.actorId } : {}),
              ...(filter.kind ? { kind: filter.kind } : {}),
              ...(pageParam ? { starting_after: pageParam } : {}),
            },
          },
        }),
      ),
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
}

// Who appears in the log and which kinds of record: the two filters' choices.
export function activityFiltersQueryOptions() {
  return queryOptions({
    queryKey: activityKeys.filters(),
    queryFn: () => unwrap(api.GET("/api/v1/audit/filters")),
  });
}

import type { ClassList } from "@studiodesk/core/contracts/classes";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, unwrap } from "./api-client";

// Under ["classes"] (classKeys.list): the classes' own saves, deletes and live updates
// refresh it.
export const CLASS_LIST_KEY = ["classes", "list"] as const;

// The classes list (active and inactive), one cache entry for the Classes page and the
// pickers that offer a class: one request, and a class change refreshes them all.
export function classListQueryOptions() {
  return queryOptions({
    queryKey: CLASS_LIST_KEY,
    queryFn: () => unwrap(api.GET("/api/v1/classes")),
  });
}

const activeClassesOf = (list: ClassList) => list.active;

// The active classes from that entry: what the featured picker (Add Featured) and a
// notification's audience offer.
export function activeClassesQueryOptions() {
  return queryOptions({ ...classListQueryOptions(), select: activeClassesOf });
}

export function useActiveClasses({ isEnabled = true }: { isEnabled?: boolean } = {}) {
  return useQuery({ ...activeClassesQueryOptions(), enabled: isEnabled });
}

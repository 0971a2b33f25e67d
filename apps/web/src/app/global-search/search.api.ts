import { queryOptions } from "@tanstack/react-query";
import { api, unwrap } from "../../shared/api-client";

export const searchKeys = {
  all: ["search"] as const,
  term: (term: string) => [...searchKeys.all, term] as const,
};

export function searchQueryOptions(term: string) {
  return queryOptions({
    queryKey: searchKeys.term(term),
    queryFn: () => unwrap(api.GET("/api/v1/search", { params: { query: { q: term } } })),
    enabled: term.length > 0,
    // Typing back to an earlier term shows its hits at once while they refresh.
    staleTime: 30_000,
  });
}

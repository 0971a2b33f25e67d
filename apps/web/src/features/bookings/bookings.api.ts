import { queryOptions } from "@tanstack/react-query";
import { api, unwrap } from "../../shared/api-client";

export const bookingKeys = {
  all: ["bookings"] as const,
  list: (search: string) => [...bookingKeys.all, "list", search] as const,
};

export function bookingsQueryOptions(search: string) {
  return queryOptions({
    queryKey: bookingKeys.list(search),
    queryFn: () =>
      unwrap(api.GET("/api/v1/bookings", { params: { query: search ? { search } : {} } })),
  });
}

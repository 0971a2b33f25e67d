import { monthOf } from "@studiodesk/core/rules/calendar";
import { type QueryClient, queryOptions } from "@tanstack/react-query";
import { api, unwrap } from "../../shared/api-client";
import { cachedSession } from "../../shared/session";
import { scheduleKeys } from "./schedule-keys";

// The schedule's month query, apart from the rest of its API code: the schedule route's loader
// imports this small module with the startup code and starts the request as Schedule is
// clicked, so the month travels while the page's code is still loading, not after it (the
// bench's render budget).

export function calendarMonthQueryOptions(month: string) {
  return queryOptions({
    queryKey: scheduleKeys.month(month),
    queryFn: () => unwrap(api.GET("/api/v1/calendar", { params: { query: { month } } })),
  });
}

// Starts loading the organization's current month.
export function prefetchCurrentCalendarMonth(queryClient: QueryClient): void {
  const session = cachedSession(queryClient);
  if (!session) return;
  const month = monthOf(new Date(), session.account.publicInformation.timezone);
  void queryClient.prefetchQuery(calendarMonthQueryOptions(month));
}

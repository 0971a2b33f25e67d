import { type QueryClient, type QueryKey, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { classKeys } from "../features/schedule/classes/class-keys";
import { scheduleKeys } from "../features/schedule/schedule-keys";
import { accountKeys } from "../features/settings/account-keys";
import { categoryKeys, shopKeys } from "../features/shop/shop-keys";
import { sessionKeys } from "../shared/session";

// A server event names a topic; these are the cached queries it makes stale. A topic not
// listed refetches the queries under its own name (the feature's key factory root).
const TOPIC_QUERIES: Record<string, readonly QueryKey[]> = {
  account: [accountKeys.all, sessionKeys.all],
  shop: [shopKeys.all],
  // A deleted category leaves the products that carried it.
  categories: [categoryKeys.all, shopKeys.all],
  // A class's occurrences are on the calendar: the server clears its month cache on the
  // same topic.
  classes: [classKeys.all, scheduleKeys.months()],
};

// What the hook needs of the browser's EventSource (a fake one in the tests).
export type LiveUpdateSource = Pick<EventSource, "addEventListener" | "close" | "readyState">;

// EventSource.CLOSED: the browser has given the stream up and will not reconnect.
const CLOSED = 2;

// Listens to the organization's changes on `source`. EventSource reconnects by itself after a
// dropped connection (5 s later, the server's `retry`); a change made in that gap has no event
// of its own, so each reopening makes the data fetched before it stale, and the page's queries
// refetch. The first opening does not: the page's data came with it (drawn by the server, or
// fetched just before), and refetching it would ask for every drawn page twice.
export function listenToLiveUpdates(
  queryClient: QueryClient,
  source: LiveUpdateSource,
  now: () => number = Date.now,
): () => void {
  let hasOpened = false;
  source.addEventListener("open", () => {
    if (!hasOpened) {
      hasOpened = true;
      return;
    }
    const reopenedAt = now();
    void queryClient.invalidateQueries({
      predicate: (query) => query.state.dataUpdatedAt > 0 && query.state.dataUpdatedAt < reopenedAt,
    });
  });
  // A reconnection refused (401: the session ended, say another device reset the password;
  // or the server failing) closes the stream for good, and the page went on showing what it
  // had with no live updates and no word. Its queries are asked again: a 401 then takes the
  // user to sign-in with 'Your session has ended.' (query-client), a server back answers them.
  source.addEventListener("error", () => {
    if (source.readyState !== CLOSED) return;
    // Not the session's own query: answered null it would end the session without that word.
    void queryClient.invalidateQueries({
      predicate: (query) =>
        query.state.dataUpdatedAt > 0 && query.queryKey[0] !== sessionKeys.all[0],
    });
  });
  source.addEventListener("change", (message) => {
    try {
      const { topic } = JSON.parse((message as MessageEvent<string>).data) as { topic: string };
      for (const queryKey of TOPIC_QUERIES[topic] ?? [[topic]]) {
        void queryClient.invalidateQueries({ queryKey });
      }
    } catch {
      // A malformed event is ignored; the next one or a reload brings the data.
    }
  });
  return () => source.close();
}

// Keeps an open dashboard current: another admin's change (or a background job's) arrives
// over server-sent events and the affected queries refetch.
export function useLiveUpdates(isEnabled: boolean): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!isEnabled || typeof EventSource === "undefined") return;
    return listenToLiveUpdates(queryClient, new EventSource("/api/v1/live-updates"));
  }, [isEnabled, queryClient]);
}

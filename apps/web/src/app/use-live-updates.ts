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

// What listening to one stream is told besides the query client.
export type LiveUpdateListening = {
  now?: () => number;
  // A stream opened again after one was given up: its first opening is a reopening.
  isReopening?: boolean;
  // The browser gave this stream up (it will not reconnect by itself).
  onGivenUp?: () => void;
  onOpen?: () => void;
};

// Listens to the organization's changes on `source`. EventSource reconnects by itself after a
// dropped connection (5 s later, the server's `retry`); a change made in that gap has no event
// of its own, so each reopening makes the data fetched before it stale, and the page's queries
// refetch. The first opening does not: the page's data came with it (drawn by the server, or
// fetched just before), and refetching it would ask for every drawn page twice.
export function listenToLiveUpdates(
  queryClient: QueryClient,
  source: LiveUpdateSource,
  { now = Date.now, isReopening = false, onGivenUp, onOpen }: LiveUpdateListening = {},
): () => void {
  let hasOpened = isReopening;
  source.addEventListener("open", () => {
    onOpen?.();
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
    onGivenUp?.();
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

// What keeping the stream open needs of the browser (fakes in the tests).
export type LiveUpdatesBrowser = {
  openSource: () => LiveUpdateSource;
  // The status the stream answers a fresh request with, or null when the server is not reached.
  streamStatus: () => Promise<number | null>;
  // Calls `then` after `milliseconds`; answers a function that cancels it.
  wait: (milliseconds: number, then: () => void) => () => void;
};

// The waits before each new try after the browser gave the stream up, the last one repeated.
export const LIVE_UPDATES_RETRY_DELAYS_MS = [2_000, 5_000, 10_000, 30_000, 60_000] as const;

// The session ended (or lost its access): no stream will be granted again, and the page's
// queries, asked again, take the user to sign-in.
const isSessionEnded = (status: number | null) => status === 401 || status === 403;

// Keeps the organization's stream open for as long as the dashboard is. A stream the browser
// gave up after a server failure (a 5xx on reconnecting, a deploy's restart) was never opened
// again: the page stayed silently no longer live. Now it is tried again, waiting longer each
// time, until the stream answers; only an ended session stops it.
export function keepLiveUpdatesOpen(
  queryClient: QueryClient,
  browser: LiveUpdatesBrowser,
  now: () => number = Date.now,
): () => void {
  let isStopped = false;
  let failures = 0;
  let closeSource: (() => void) | null = null;
  let cancelWait: (() => void) | null = null;
  const open = (isReopening: boolean) => {
    closeSource = listenToLiveUpdates(queryClient, browser.openSource(), {
      now,
      isReopening,
      onOpen: () => {
        failures = 0;
      },
      onGivenUp: () => {
        closeSource?.();
        closeSource = null;
        retryLater();
      },
    });
  };
  const retryLater = () => {
    const delays = LIVE_UPDATES_RETRY_DELAYS_MS;
    const delay = delays[Math.min(failures, delays.length - 1)] ?? delays[0];
    failures += 1;
    cancelWait = browser.wait(delay, () => {
      cancelWait = null;
      void browser.streamStatus().then((status) => {
        if (isStopped || isSessionEnded(status)) return;
        if (status !== null && status >= 200 && status < 300) open(true);
        else retryLater();
      });
    });
  };
  open(false);
  return () => {
    isStopped = true;
    cancelWait?.();
    closeSource?.();
  };
}

const LIVE_UPDATES_PATH = "/api/v1/live-updates";

// Asks the stream once for its status only, and hangs up at once.
async function liveUpdatesStatus(): Promise<number | null> {
  const controller = new AbortController();
  try {
    const response = await fetch(LIVE_UPDATES_PATH, {
      headers: { accept: "text/event-stream" },
      signal: controller.signal,
    });
    return response.status;
  } catch {
    return null;
  } finally {
    controller.abort();
  }
}

const BROWSER: LiveUpdatesBrowser = {
  openSource: () => new EventSource(LIVE_UPDATES_PATH),
  streamStatus: liveUpdatesStatus,
  wait: (milliseconds, then) => {
    const timer = setTimeout(then, milliseconds);
    return () => clearTimeout(timer);
  },
};

// Keeps an open dashboard current: another admin's change (or a background job's) arrives
// over server-sent events and the affected queries refetch.
export function useLiveUpdates(isEnabled: boolean): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!isEnabled || typeof EventSource === "undefined") return;
    return keepLiveUpdatesOpen(queryClient, BROWSER);
  }, [isEnabled, queryClient]);
}

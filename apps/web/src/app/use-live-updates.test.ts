import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import {
  keepLiveUpdatesOpen,
  LIVE_UPDATES_RETRY_DELAYS_MS,
  type LiveUpdateSource,
  listenToLiveUpdates,
} from "./use-live-updates";

// A stand-in for the browser's EventSource: the test fires its events.
function fakeSource() {
  const listeners = new Map<string, (event: Event) => void>();
  let isClosed = false;
  const source = {
    readyState: 1,
    addEventListener: (type: string, listener: (event: Event) => void) => {
      listeners.set(type, listener);
    },
    close: () => {
      isClosed = true;
    },
  };
  return {
    source: source as LiveUpdateSource,
    fire: (type: string, data?: string) => listeners.get(type)?.({ data } as MessageEvent),
    isClosed: () => isClosed,
    // The browser's state after an error: 0 reconnecting, 2 given up.
    setReadyState: (state: number) => {
      source.readyState = state;
    },
  };
}

function cachedAt(queryClient: QueryClient, queryKey: string[], updatedAt: number) {
  queryClient.setQueryData(queryKey, { loaded: true }, { updatedAt });
}

const isStale = (queryClient: QueryClient, queryKey: string[]) =>
  queryClient.getQueryState(queryKey)?.isInvalidated ?? false;

// A query client listening from the time `now` to a fake stream the test fires: the client,
// the fake's controls and the listener's stop.
function listeningAt(now: number) {
  const queryClient = new QueryClient();
  const fake = fakeSource();
  const stop = listenToLiveUpdates(queryClient, fake.source, { now: () => now });
  return { queryClient, stop, ...fake };
}

describe("listenToLiveUpdates", () => {
  it("makes a changed topic's queries stale, and only those", () => {
    const { queryClient, fire } = listeningAt(1_000);
    cachedAt(queryClient, ["documents"], 2_000);
    cachedAt(queryClient, ["videos"], 2_000);

    fire("change", JSON.stringify({ topic: "documents" }));

    expect(isStale(queryClient, ["documents"])).toBe(true);
    expect(isStale(queryClient, ["videos"])).toBe(false);
  });

  it("asks again, on reconnecting, for what was fetched while no stream listened, not what came after", () => {
    const { queryClient, fire } = listeningAt(5_000);
    fire("open");
    // Loaded before the stream dropped, or during the retry gap.
    cachedAt(queryClient, ["members"], 4_000);
    // Loaded after it reconnected: it already includes every change since.
    cachedAt(queryClient, ["shop"], 6_000);

    fire("open");

    expect(isStale(queryClient, ["members"])).toBe(true);
    expect(isStale(queryClient, ["shop"])).toBe(false);
  });

  it("asks for nothing again when the stream first opens: the page's data came with it", () => {
    const { queryClient, fire } = listeningAt(5_000);
    cachedAt(queryClient, ["session"], 4_000);

    fire("open");

    expect(isStale(queryClient, ["session"])).toBe(false);
  });

  it("ignores a malformed event and closes the stream when the dashboard leaves", () => {
    const { queryClient, stop, fire, isClosed } = listeningAt(1_000);
    cachedAt(queryClient, ["documents"], 2_000);

    fire("change", "not json");
    stop();

    expect(isStale(queryClient, ["documents"])).toBe(false);
    expect(isClosed()).toBe(true);
  });

  // A reconnection answered 401 (the session ended elsewhere) closes the stream for good: the
  // page stayed as it was, silently no longer live.
  it("asks the page's queries again when the browser gives the stream up", () => {
    const { queryClient, fire, setReadyState } = listeningAt(5_000);
    fire("open");
    cachedAt(queryClient, ["members"], 4_000);

    setReadyState(0);
    fire("error");
    expect(isStale(queryClient, ["members"])).toBe(false);

    setReadyState(2);
    fire("error");
    expect(isStale(queryClient, ["members"])).toBe(true);
  });
});

// A browser whose streams, waits and status requests the test drives: each opened stream is
// a fake source; `answer` settles the status request a retry is waiting for.
function fakeBrowser() {
  const sources: ReturnType<typeof fakeSource>[] = [];
  const waits: { milliseconds: number; then: () => void; isCancelled: boolean }[] = [];
  const statusRequests: ((status: number | null) => void)[] = [];
  const browser = {
    openSource: () => {
      const fake = fakeSource();
      sources.push(fake);
      return fake.source;
    },
    streamStatus: () =>
      new Promise<number | null>((resolve) => {
        statusRequests.push(resolve);
      }),
    wait: (milliseconds: number, then: () => void) => {
      const wait = { milliseconds, then, isCancelled: false };
      waits.push(wait);
      return () => {
        wait.isCancelled = true;
      };
    },
  };
  return {
    browser,
    sources,
    waits,
    latest: () => sources[sources.length - 1],
    // The browser gives the latest stream up (readyState CLOSED).
    giveUp: () => {
      const fake = sources[sources.length - 1];
      fake?.setReadyState(2);
      fake?.fire("error");
    },
    // The pending wait ends; the retry asks the stream's status, answered `status`.
    endWaitAndAnswer: async (status: number | null) => {
      waits[waits.length - 1]?.then();
      statusRequests.shift()?.(status);
      await Promise.resolve();
      await Promise.resolve();
    },
  };
}

describe("keepLiveUpdatesOpen", () => {
  // A 5xx on reconnecting closed the stream for good: the page reloaded its data once and
  // was never live again.
  it("opens the stream again after a server failure, waiting longer after each failed try", async () => {
    const fake = fakeBrowser();
    keepLiveUpdatesOpen(new QueryClient(), fake.browser, () => 5_000);
    fake.latest()?.fire("open");

    fake.giveUp();
    expect(fake.waits.map((wait) => wait.milliseconds)).toEqual([LIVE_UPDATES_RETRY_DELAYS_MS[0]]);
    await fake.endWaitAndAnswer(503);
    await fake.endWaitAndAnswer(null);
    expect(fake.sources).toHaveLength(1);
    await fake.endWaitAndAnswer(200);

    expect(fake.waits.map((wait) => wait.milliseconds)).toEqual(
      LIVE_UPDATES_RETRY_DELAYS_MS.slice(0, 3),
    );
    expect(fake.sources).toHaveLength(2);
    expect(fake.sources[0]?.isClosed()).toBe(true);
  });

  it("makes the data fetched while no stream listened stale when the new stream opens", async () => {
    const queryClient = new QueryClient();
    const fake = fakeBrowser();
    keepLiveUpdatesOpen(queryClient, fake.browser, () => 5_000);
    fake.latest()?.fire("open");
    fake.giveUp();
    await fake.endWaitAndAnswer(200);
    cachedAt(queryClient, ["members"], 4_000);

    fake.latest()?.fire("open");

    expect(isStale(queryClient, ["members"])).toBe(true);
  });

  it("starts again from the shortest wait once a stream opened", async () => {
    const fake = fakeBrowser();
    keepLiveUpdatesOpen(new QueryClient(), fake.browser);
    fake.giveUp();
    await fake.endWaitAndAnswer(500);
    await fake.endWaitAndAnswer(200);
    fake.latest()?.fire("open");

    fake.giveUp();

    expect(fake.waits.at(-1)?.milliseconds).toBe(LIVE_UPDATES_RETRY_DELAYS_MS[0]);
  });

  it.each([401, 403])(
    "gives up for good when the stream answers %i: the session ended",
    async (status) => {
      const fake = fakeBrowser();
      keepLiveUpdatesOpen(new QueryClient(), fake.browser);
      fake.giveUp();

      await fake.endWaitAndAnswer(status);

      expect(fake.sources).toHaveLength(1);
      expect(fake.waits).toHaveLength(1);
    },
  );

  it("stops retrying and closes the stream when the dashboard leaves", async () => {
    const fake = fakeBrowser();
    const stop = keepLiveUpdatesOpen(new QueryClient(), fake.browser);
    fake.giveUp();
    stop();
    expect(fake.waits[0]?.isCancelled).toBe(true);

    await fake.endWaitAndAnswer(200);
    expect(fake.sources).toHaveLength(1);
  });
});

import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { type LiveUpdateSource, listenToLiveUpdates } from "./use-live-updates";

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

describe("listenToLiveUpdates", () => {
  it("makes a changed topic's queries stale, and only those", () => {
    const queryClient = new QueryClient();
    const { source, fire } = fakeSource();
    listenToLiveUpdates(queryClient, source, () => 1_000);
    cachedAt(queryClient, ["documents"], 2_000);
    cachedAt(queryClient, ["videos"], 2_000);

    fire("change", JSON.stringify({ topic: "documents" }));

    expect(isStale(queryClient, ["documents"])).toBe(true);
    expect(isStale(queryClient, ["videos"])).toBe(false);
  });

  it("asks again, on reconnecting, for what was fetched while no stream listened, not what came after", () => {
    const queryClient = new QueryClient();
    const { source, fire } = fakeSource();
    listenToLiveUpdates(queryClient, source, () => 5_000);
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
    const queryClient = new QueryClient();
    const { source, fire } = fakeSource();
    listenToLiveUpdates(queryClient, source, () => 5_000);
    cachedAt(queryClient, ["session"], 4_000);

    fire("open");

    expect(isStale(queryClient, ["session"])).toBe(false);
  });

  it("ignores a malformed event and closes the stream when the dashboard leaves", () => {
    const queryClient = new QueryClient();
    const { source, fire, isClosed } = fakeSource();
    const stop = listenToLiveUpdates(queryClient, source, () => 1_000);
    cachedAt(queryClient, ["documents"], 2_000);

    fire("change", "not json");
    stop();

    expect(isStale(queryClient, ["documents"])).toBe(false);
    expect(isClosed()).toBe(true);
  });

  // A reconnection answered 401 (the session ended elsewhere) closes the stream for good: the
  // page stayed as it was, silently no longer live.
  it("asks the page's queries again when the browser gives the stream up", () => {
    const queryClient = new QueryClient();
    const { source, fire, setReadyState } = fakeSource();
    listenToLiveUpdates(queryClient, source, () => 5_000);
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

import { QueryClient, QueryObserver } from "@tanstack/react-query";
import { afterEach, describe, expect, it } from "vitest";
import { setServerFetch } from "../../../shared/api-client";
import { activeClassesQueryOptions, classListQueryOptions } from "../../../shared/class-list";
import { classKeys } from "./class-keys";

// A stand-in for the server's GET /api/v1/classes: counts the requests, answers `list`.
function fakeClassesServer(list: { active: { classId: string }[]; inactive: [] }) {
  const server = { requests: 0, list };
  setServerFetch(() => async (request) => {
    if (new URL(request.url).pathname !== "/api/v1/classes") throw new Error(request.url);
    server.requests += 1;
    return Response.json(server.list);
  });
  return server;
}

// The Classes page, the dashboard's Add Featured and the New Notification audience, open at once.
function openClassReaders(queryClient: QueryClient) {
  const readers = [
    new QueryObserver(queryClient, classListQueryOptions()),
    new QueryObserver(queryClient, activeClassesQueryOptions()),
    new QueryObserver(queryClient, activeClassesQueryOptions()),
  ];
  const stops = readers.map((reader) => reader.subscribe(() => {}));
  return {
    pickers: readers.slice(1),
    stop: () => {
      for (const stop of stops) stop();
    },
  };
}

const settled = (queryClient: QueryClient) => expect.poll(() => queryClient.isFetching()).toBe(0);

afterEach(() => setServerFetch(() => undefined));

describe("the classes list's one cache entry", () => {
  it("answers the Classes page, the featured picker and the notification audience with one request", async () => {
    const server = fakeClassesServer({ active: [{ classId: "yoga" }], inactive: [] });
    const queryClient = new QueryClient();
    const { pickers, stop } = openClassReaders(queryClient);

    await settled(queryClient);

    expect(server.requests).toBe(1);
    for (const picker of pickers)
      expect(picker.getCurrentResult().data).toEqual([{ classId: "yoga" }]);
    stop();
  });

  it("refreshes both pickers when a class is saved (its mutations invalidate ['classes'])", async () => {
    const server = fakeClassesServer({ active: [{ classId: "yoga" }], inactive: [] });
    const queryClient = new QueryClient();
    const { pickers, stop } = openClassReaders(queryClient);
    await settled(queryClient);
    server.list = { active: [{ classId: "yoga" }, { classId: "pilates" }], inactive: [] };

    await queryClient.invalidateQueries({ queryKey: classKeys.all });
    await settled(queryClient);

    expect(server.requests).toBe(2);
    for (const picker of pickers) {
      expect(picker.getCurrentResult().data).toEqual([{ classId: "yoga" }, { classId: "pilates" }]);
    }
    stop();
  });
});

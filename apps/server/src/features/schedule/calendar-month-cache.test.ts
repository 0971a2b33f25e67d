import { describe, expect, it } from "vitest";
import { CalendarMonthCache } from "./calendar-month-cache";

function deferred() {
  let resolve: (value: Buffer) => void = () => {};
  const promise = new Promise<Buffer>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

describe("calendar month cache", () => {
  it("renders a month once for concurrent and later requests", async () => {
    const cache = new CalendarMonthCache();
    let renders = 0;
    const render = async () => Buffer.from(`{"render":${++renders}}`);
    const [first, second] = await Promise.all([
      cache.month("org", "2026-11", render),
      cache.month("org", "2026-11", render),
    ]);
    const third = await cache.month("org", "2026-11", render);
    expect([first, second, third].map(String)).toEqual([
      '{"render":1}',
      '{"render":1}',
      '{"render":1}',
    ]);
  });

  it("forgets an organization on a schedule or account change, not on others", async () => {
    const cache = new CalendarMonthCache();
    let renders = 0;
    const render = async () => Buffer.from(String(++renders));
    await cache.month("org", "m", render);
    cache.hear("org", { topic: "members" });
    cache.hear("other-org", { topic: "schedule" });
    expect(String(await cache.month("org", "m", render))).toBe("1");
    cache.hear("org", { topic: "schedule" });
    expect(String(await cache.month("org", "m", render))).toBe("2");
    cache.hear("org", { topic: "account" });
    expect(String(await cache.month("org", "m", render))).toBe("3");
  });

  it("never keeps a month that was being rendered when its organization changed", async () => {
    const cache = new CalendarMonthCache();
    const stale = deferred();
    const pending = cache.month("org", "m", () => stale.promise);
    cache.forget("org");
    stale.resolve(Buffer.from("stale"));
    expect(String(await pending)).toBe("stale");
    expect(String(await cache.month("org", "m", async () => Buffer.from("fresh")))).toBe("fresh");
  });

  it("does not keep a failed render", async () => {
    const cache = new CalendarMonthCache();
    await expect(
      cache.month("org", "m", async () => {
        throw new Error("database down");
      }),
    ).rejects.toThrow("database down");
    expect(String(await cache.month("org", "m", async () => Buffer.from("ok")))).toBe("ok");
  });
});

import { describe, expect, it } from "vitest";
import { OrgJsonCache } from "./org-json-cache";

const counter = () => {
  let renders = 0;
  return async () => Buffer.from(String(++renders));
};
const at = (seconds: number) => new Date(Date.UTC(2027, 0, 11, 12, 0, seconds));

describe("organization JSON cache", () => {
  it("forgets an organization on any event when it names no topics, and only that organization", async () => {
    const cache = new OrgJsonCache({ maxBytes: 1024 });
    const render = counter();
    await cache.json("org", "list", render);
    cache.hear("other-org", { topic: "members" });
    expect(String(await cache.json("org", "list", render))).toBe("1");
    cache.hear("org", { topic: "members" });
    expect(String(await cache.json("org", "list", render))).toBe("2");
  });

  it("keeps totals through a write that changed only a record's fields, when asked to", async () => {
    const totals = new OrgJsonCache({
      maxBytes: 1024,
      topics: new Set(["members"]),
      keepOnFieldsOnly: true,
    });
    const pages = new OrgJsonCache({ maxBytes: 1024, topics: new Set(["members"]) });
    const renderTotal = counter();
    const renderPage = counter();
    await totals.json("org", "all", renderTotal);
    await pages.json("org", "first", renderPage);
    const noteEdited = { topic: "members", id: "member-1", fieldsOnly: true };
    totals.hear("org", noteEdited);
    pages.hear("org", noteEdited);
    expect(String(await totals.json("org", "all", renderTotal))).toBe("1");
    expect(String(await pages.json("org", "first", renderPage))).toBe("2");
    totals.hear("org", { topic: "members", id: "member-2" });
    expect(String(await totals.json("org", "all", renderTotal))).toBe("2");
  });

  it("serves an entry past its age limit once more while its replacement renders", async () => {
    const cache = new OrgJsonCache({ maxBytes: 1024, maxAgeMs: 5_000 });
    const render = counter();
    await cache.json("org", "list", render, at(0));
    expect(String(await cache.json("org", "list", render, at(4)))).toBe("1");
    expect(String(await cache.json("org", "list", render, at(5)))).toBe("1");
    expect(String(await cache.json("org", "list", render, at(6)))).toBe("2");
    // A clock set back (a test's) counts as too old: no entry is served from its future.
    await cache.json("org", "list", render, at(1));
    expect(String(await cache.json("org", "list", render, at(1)))).toBe("3");
  });

  it("never keeps a replacement rendered while its organization changed", async () => {
    const cache = new OrgJsonCache({ maxBytes: 1024, maxAgeMs: 5_000 });
    await cache.json("org", "list", async () => Buffer.from("old"), at(0));
    let finish: (json: Buffer) => void = () => {};
    const late = new Promise<Buffer>((resolve) => {
      finish = resolve;
    });
    expect(String(await cache.json("org", "list", () => late, at(6)))).toBe("old");
    cache.hear("org", { topic: "classes" });
    finish(Buffer.from("stale"));
    await late;
    expect(String(await cache.json("org", "list", async () => Buffer.from("fresh"), at(7)))).toBe(
      "fresh",
    );
  });

  it("lets the least recently used entries go past its byte budget", async () => {
    const cache = new OrgJsonCache({ maxBytes: 10 });
    const render = counter();
    await cache.json("org", "a", async () => Buffer.from("aaaaaa"));
    await cache.json("org", "b", async () => Buffer.from("bbbbbb"));
    expect(String(await cache.json("org", "a", render))).toBe("1");
  });
});

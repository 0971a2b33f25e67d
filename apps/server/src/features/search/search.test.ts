import type { SearchHit } from "@studiodesk/core/contracts/search";
import { describe, expect, it } from "vitest";
import {
  eventPayload,
  postEvent,
  TEST_NOW,
  testImage,
} from "../../../test/support/schedule-test-support";
import { appWithTwoOrganizations } from "../../../test/support/two-organizations";
import { withTenant } from "../../db/database";
import { newId } from "../../shared/ids";

const { t, orgId, otherOrgId, cookie, otherCookie } = await appWithTwoOrganizations("Search Test", {
  now: TEST_NOW,
});

const search = (q: string, session = cookie) =>
  t.request({ method: "GET", url: `/api/v1/search?q=${encodeURIComponent(q)}`, cookie: session });
const hitsFor = async (q: string, session = cookie) =>
  (await search(q, session)).json().hits as SearchHit[];

// Videos arrive through the video host's sync (not built) or the seed: added directly here.
async function addVideo(title: string, inOrgId = orgId) {
  await withTenant(t.db, inOrgId, (trx) =>
    trx
      .insertInto("videos")
      .values({ org_id: inOrgId, id: newId(), title, created_at: TEST_NOW })
      .execute(),
  );
}

const member = await t.createUser(orgId, { firstName: "Quillon", email: "quillon@search.test" });
await t.createUser(otherOrgId, { firstName: "Quillon", email: "quillon@elsewhere.test" });
const event = (
  await postEvent(
    t,
    cookie,
    eventPayload({ eventTitle: "Quillon Sunrise Flow" }),
    await testImage(),
  )
).json();
await addVideo("Quillon stretching");
await addVideo("Quillon elsewhere", otherOrgId);

describe("global search (000 §2 top-bar Search)", () => {
  it("finds members by name and email, and events and videos by title, grouped by kind", async () => {
    const hits = await hitsFor("quillon");
    expect(hits.map((hit) => hit.kind)).toEqual(["member", "event", "video"]);
    expect(hits[0]).toMatchObject({ id: member.id, detail: "quillon@search.test" });
    expect(hits[1]).toMatchObject({
      id: event.eventId,
      title: "Quillon Sunrise Flow",
      startsAt: event.eventStart,
    });
    expect(hits[2]).toMatchObject({ title: "Quillon stretching" });
    expect(await hitsFor("search.test")).toMatchObject([{ kind: "member", id: member.id }]);
  });

  it("shows another organization's admin only that organization's rows", async () => {
    const hits = await hitsFor("quillon", otherCookie);
    expect(hits.map((hit) => [hit.kind, hit.detail ?? hit.title])).toEqual([
      ["member", "quillon@elsewhere.test"],
      ["video", "Quillon elsewhere"],
    ]);
  });

  it("finds what was added since the same search a moment ago at once", async () => {
    expect(await hitsFor("zephyrine")).toEqual([]);
    await postEvent(t, cookie, eventPayload({ eventTitle: "Zephyrine Flow" }), await testImage());
    expect((await hitsFor("zephyrine")).map((hit) => hit.title)).toEqual(["Zephyrine Flow"]);
  });

  it("takes LIKE's wildcards literally", async () => {
    expect(await hitsFor("%")).toEqual([]);
    expect(await hitsFor("_")).toEqual([]);
  });

  it("refuses an empty or overlong term and a signed-out request", async () => {
    expect((await search("  ")).statusCode).toBe(400);
    expect((await search("x".repeat(201))).statusCode).toBe(400);
    expect((await search("quillon", "")).statusCode).toBe(401);
  });
});

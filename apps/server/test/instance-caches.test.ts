import { afterAll, describe, expect, it } from "vitest";
import { createClass } from "./support/classes-test-support";
import { testImage } from "./support/schedule-test-support";
import { buildSecondInstance } from "./support/second-instance";
import { createTestApp } from "./support/test-app";

// The in-process caches (verified sessions, expanded calendar months, class pages) must never outlive a
// change, whichever instance made it. Two servers share one database, as behind a load
// balancer; the second never hears of a change except through the database.
const t = await createTestApp();
const second = await buildSecondInstance(t, { now: () => t.clock.now });
afterAll(async () => {
  await second.close();
  await t.close();
});
await second.ready();
const orgId = await t.createOrganization();
const cookie = await t.signIn((await t.createUser(orgId)).email);

const onSecond = (url: string, sessionCookie = cookie) =>
  second.inject({ url, headers: { cookie: `studiodesk_session=${sessionCookie}` } });

// Well below the session cache's 15 s lifetime: only a notification can explain a change.
async function eventually(check: () => Promise<boolean>, timeoutMs = 3_000): Promise<boolean> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return false;
}

const thisMonth = () => t.clock.now.toISOString().slice(0, 7);

function newItem(title: string) {
  return t.request({
    method: "POST",
    url: "/api/v1/calendar-items",
    cookie,
    payload: {
      calendarTitle: title,
      calendarDescription: "Cache probe.",
      calendarStart: new Date(t.clock.now.getTime() + 2 * 3_600_000).toISOString(),
      calendarDuration: 3600,
      calendarHex: "#AA3366",
      recurrence: null,
      calendarEnd: null,
    },
  });
}

describe("caches shared by nothing but the database", () => {
  it("refuses a session on every instance once it is signed out on one", async () => {
    const other = await t.signIn((await t.createUser(orgId)).email);
    expect((await onSecond("/api/v1/members", other)).statusCode).toBe(200);
    const signOut = await t.request({
      method: "POST",
      url: "/api/v1/auth/sign-out",
      cookie: other,
    });
    expect(signOut.statusCode).toBeLessThan(300);
    expect((await t.request({ url: "/api/v1/members", cookie: other })).statusCode).toBe(401);
    const refused = await eventually(
      async () => (await onSecond("/api/v1/members", other)).statusCode === 401,
    );
    expect(refused).toBe(true);
  });

  it("refuses a blocked staff member's session on every instance", async () => {
    const staff = await t.createUser(orgId);
    const staffCookie = await t.signIn(staff.email);
    expect((await onSecond("/api/v1/members", staffCookie)).statusCode).toBe(200);
    const block = await t.request({
      method: "PUT",
      url: `/api/v1/members/${staff.id}/block`,
      cookie,
    });
    expect(block.statusCode).toBe(200);
    const refused = await eventually(
      async () => (await onSecond("/api/v1/members", staffCookie)).statusCode === 401,
    );
    expect(refused).toBe(true);
  });

  it("shows a calendar change at once on its own instance and soon on the other", async () => {
    const url = `/api/v1/calendar?month=${thisMonth()}`;
    const titles = (body: string) =>
      (JSON.parse(body) as { calendarItems: { calendarTitle: string }[] }).calendarItems.map(
        (item) => item.calendarTitle,
      );
    expect(titles((await t.request({ url, cookie })).body)).not.toContain("Probe one");
    expect(titles((await onSecond(url)).body)).not.toContain("Probe one");

    expect((await newItem("Probe one")).statusCode).toBe(200);
    expect(titles((await t.request({ url, cookie })).body)).toContain("Probe one");
    const seen = await eventually(async () =>
      titles((await onSecond(url)).body).includes("Probe one"),
    );
    expect(seen).toBe(true);
  });

  it("reloads the month in the new time zone after the account's zone changes", async () => {
    const url = `/api/v1/calendar?month=${thisMonth()}`;
    const before = JSON.parse((await t.request({ url, cookie })).body) as { from: string };
    const change = await t.request({
      method: "PATCH",
      url: "/api/v1/account/base-information",
      cookie,
      payload: { appName: "Cache Studio", appAddress: "", timezone: "Asia/Tokyo" },
    });
    expect(change.statusCode).toBe(200);
    const after = JSON.parse((await t.request({ url, cookie })).body) as { from: string };
    expect(after.from).not.toBe(before.from);
  });

  it("shows a class member added on one instance at once there and soon on the other", async () => {
    const created = await createClass(t, cookie, await testImage());
    const url = `/api/v1/classes/${created.classId}/members`;
    const uids = (body: string) =>
      (JSON.parse(body) as { members: { uid: string }[] }).members.map((row) => row.uid);
    expect(uids((await onSecond(url)).body)).toEqual([]);
    const member = await t.createUser(orgId, { admin: false });
    const add = await t.request({
      method: "POST",
      url,
      cookie,
      payload: { userIds: [member.id] },
    });
    expect(add.statusCode).toBe(200);
    expect(uids((await t.request({ url, cookie })).body)).toEqual([member.id]);
    const seen = await eventually(async () => uids((await onSecond(url)).body).includes(member.id));
    expect(seen).toBe(true);
  });
});

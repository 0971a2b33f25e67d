import type { ClassList, ClassListItem } from "@studiodesk/core/contracts/classes";
import { weekdayOf } from "@studiodesk/core/rules/recurrence";
import { describe, expect, it } from "vitest";
import { makeLeader } from "../../../test/support/schedule-test-support";
import { appForDemoSeed } from "../../../test/support/two-organizations";
import { seedDemoClasses } from "../../seed/demo-classes";
import { seedDemoShop } from "../../seed/demo-shop";

const { t, orgId, cookie, members, contentOptions } = await appForDemoSeed(24);
const leader = await t.createUser(orgId, { admin: false, firstName: "Maya" });
await makeLeader(t, orgId, leader.id);
await seedDemoShop(t.db, orgId, contentOptions, members, t.clock.now);
await seedDemoClasses(t.db, orgId, contentOptions, members, t.clock.now);
const classes: ClassList = (
  await t.request({ method: "GET", url: "/api/v1/classes", cookie })
).json();

const byTitle = (title: string) =>
  classes.active.find((row) => row.classTitle === title) as ClassListItem;

describe("Harbor Yoga's demo classes", () => {
  it("has a free, a one-time, a subscription-billed and a private class, all active", () => {
    expect(classes.active).toHaveLength(4);
    expect(byTitle("Sunrise Vinyasa Club").priceMode).toBe("free");
    expect(byTitle("Yin & Restore Series").price?.amount).toBe(12_000);
    expect(byTitle("Monthly Unlimited Flow").price?.subscription?.amount).toBe(4_000);
    expect(byTitle("Teacher Training Circle")).toMatchObject({ isPrivate: true, pendingUsers: 3 });
    expect(byTitle("Sunrise Vinyasa Club").leaders[0]?.firstName).toBe("Maya");
  });

  it("gives the classes members whose counts match, resources and subscriptions", async () => {
    const flow = byTitle("Monthly Unlimited Flow");
    const url = `/api/v1/classes/${flow.classId}`;
    const tables = (await t.request({ method: "GET", url: `${url}/members`, cookie })).json();
    expect([tables.members.length, tables.pending.length]).toEqual([
      flow.classUsers,
      flow.pendingUsers,
    ]);
    expect(tables.pending[0].isPendingPayment).toBe(true);
    const resources = (await t.request({ method: "GET", url: `${url}/resources`, cookie })).json();
    expect(resources.resources[0].fileTitle).toBe("Member Handbook");
    const member = tables.members[0].uid;
    const subscriptions = (
      await t.request({ method: "GET", url: `/api/v1/members/${member}/subscriptions`, cookie })
    ).json().subscriptions;
    expect(
      subscriptions.some(
        (row: { subscriptionDescription: string }) =>
          row.subscriptionDescription === "Monthly Unlimited Flow",
      ),
    ).toBe(true);
  });

  it("starts every class on one of its own days, as a class created in the wizard does", async () => {
    const session = (
      await t.request({ method: "GET", url: "/api/v1/auth/session", cookie })
    ).json();
    const timeZone: string = session.account.publicInformation.timezone;
    for (const row of classes.active) {
      const studioClass = (
        await t.request({ method: "GET", url: `/api/v1/classes/${row.classId}`, cookie })
      ).json();
      expect(
        studioClass.recurrence.recurrenceDays,
        `${row.classTitle} starts ${studioClass.classStart}`,
      ).toContain(weekdayOf(new Date(studioClass.classStart), timeZone));
    }
  });
});

describe("Harbor Yoga's demo class requests in the bell", () => {
  it("tells the staff of every pending request, as the app does, at the time it was made", async () => {
    const list = (
      await t.request({ method: "GET", url: "/api/v1/admin-notifications?limit=15", cookie })
    ).json();
    const requests: Array<{ type: string; title: string; message: string; timestamp: string }> =
      list.notifications;
    const pending = classes.active.reduce((sum, row) => sum + row.pendingUsers, 0);
    expect(pending).toBeGreaterThan(0);
    expect(requests).toHaveLength(pending);
    for (const request of requests) {
      expect(request).toMatchObject({ type: "classItem", title: "New Class Request" });
      expect(request.message).toMatch(/^Member\d+ \S+ requested to join .+\.$/);
      expect(Date.parse(request.timestamp)).toBeLessThan(t.clock.now.getTime());
    }
    // Each class's requests were made at their own time, the newest first.
    const times = requests.map((request) => request.timestamp);
    expect(new Set(times).size).toBe(classes.active.filter((row) => row.pendingUsers > 0).length);
    expect(times).toEqual([...times].sort().reverse());
    for (const row of classes.active.filter((row) => row.pendingUsers > 0)) {
      const named = requests.filter((request) =>
        request.message.endsWith(`join ${row.classTitle}.`),
      );
      expect(named).toHaveLength(row.pendingUsers);
    }
  });
});

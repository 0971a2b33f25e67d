import { describe, expect, it } from "vitest";
import { appWithTwoOrganizations } from "../../../test/support/two-organizations";
import { withTenant } from "../../db/database";
import { type AdminNotificationInput, raiseAdminNotification } from "./admin-notifications.service";

const { t, orgId, cookie, otherCookie } = await appWithTwoOrganizations("Harbor Test");

const raise = (id: string, input: Omit<AdminNotificationInput, "message" | "dedupeKey">) =>
  withTenant(t.db, id, (trx) =>
    raiseAdminNotification(trx, id, {
      ...input,
      message: `${input.title}.`,
      dedupeKey: input.title,
    }),
  );

const list = async (query: string, session = cookie) => {
  const response = await t.request({
    method: "GET",
    url: `/api/v1/admin-notifications?${query}`,
    cookie: session,
  });
  expect(response.statusCode).toBe(200);
  return response.json() as { notifications: Array<{ title: string }>; unreadCount: number };
};

const titles = async (query: string) => (await list(query)).notifications.map((item) => item.title);

describe("000 §2 Admin Notifications", () => {
  it("shows each tab's types, newest first, and fetches at most 15", async () => {
    await raise(orgId, { type: "subscriptionItem", title: "Subscription charged" });
    await raise(orgId, { type: "paymentItem", title: "Invoice paid" });
    await raise(orgId, { type: "eventItem", title: "Event ticket bought" });
    await raise(orgId, { type: "classItem", title: "Class request" });
    expect(await titles("tab=billing")).toEqual(["Invoice paid", "Subscription charged"]);
    expect(await titles("tab=event")).toEqual(["Event ticket bought"]);
    expect(await titles("tab=class")).toEqual(["Class request"]);
    for (let index = 0; index < 14; index++) {
      await raise(orgId, { type: "paymentItem", title: `Payment ${index}` });
    }
    expect(await titles("tab=all")).toHaveLength(15);
    expect((await titles("limit=5"))[0]).toBe("Payment 13");
  });

  it("refuses a limit beyond 15 and an unknown tab with 400", async () => {
    for (const query of ["limit=16", "tab=other"]) {
      const response = await t.request({
        method: "GET",
        url: `/api/v1/admin-notifications?${query}`,
        cookie,
      });
      expect(response.statusCode).toBe(400);
    }
  });

  it("counts the unread ones until the admin opens the bell", async () => {
    expect((await list("limit=5")).unreadCount).toBe(18);
    const read = await t.request({
      method: "POST",
      url: "/api/v1/admin-notifications/read",
      cookie,
    });
    expect(read.statusCode).toBe(204);
    expect((await list("limit=5")).unreadCount).toBe(0);
    t.clock.now = new Date(t.clock.now.getTime() + 1000);
    await raise(orgId, { type: "classItem", title: "Another class request" });
    expect((await list("limit=5")).unreadCount).toBe(1);
  });

  it("keeps each organization's admin notifications to itself", async () => {
    expect(await list("tab=all", otherCookie)).toEqual({ notifications: [], unreadCount: 0 });
  });
});

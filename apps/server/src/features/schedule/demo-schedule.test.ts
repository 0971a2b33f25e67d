import { monthOf } from "@studiodesk/core/rules/calendar";
import { eventStatus } from "@studiodesk/core/rules/events";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeLeader, scheduleCounts } from "../../../test/support/schedule-test-support";
import { createTestApp, type TestApp } from "../../../test/support/test-app";
import { withTenant } from "../../db/database";
import { seedDemoSchedule } from "../../seed/demo-schedule";

let t: TestApp;
let orgId: string;
let cookie: string;
const ZONE = "America/New_York";

beforeAll(async () => {
  t = await createTestApp();
  t.clock.now = new Date("2027-01-06T15:00:00Z");
  orgId = await t.createOrganization({ name: "Harbor Demo" });
  cookie = await t.signIn((await t.createUser(orgId, { firstName: "Avery" })).email);
  await t.createUser(orgId, { admin: false });
  await t.createUser(orgId, { admin: false });
  for (let index = 0; index < 45; index++) {
    const { id } = await t.createUser(orgId, { admin: false, firstName: `Member${index}` });
    if (index < 3) await makeLeader(t, orgId, id);
  }
  await seedDemoSchedule(t.db, orgId, t.clock.now, t.config.publicUrl);
});
afterAll(() => t.close());

const calendar = async (month: string) =>
  (await t.request({ method: "GET", url: `/api/v1/calendar?month=${month}`, cookie })).json();

describe("Harbor Yoga's demo month", () => {
  it("has weekly classes, workshops, a cancelled and a re-titled occurrence, and calendar items", async () => {
    const month = await calendar(monthOf(t.clock.now, ZONE));
    const titles = new Set(month.events.map((entry: { eventTitle: string }) => entry.eventTitle));
    for (const title of [
      "Morning Vinyasa",
      "Evening Flow",
      "Weekend Yin",
      "Intro to Handstands",
      "Yoga for Runners",
    ]) {
      expect(titles).toContain(title);
    }
    expect(titles).toContain("Morning Vinyasa with Guest Teacher Maya");
    expect(month.events.some((entry: { isCancelled: boolean }) => entry.isCancelled)).toBe(true);
    expect(month.calendarItems.length).toBeGreaterThanOrEqual(2);
  });

  it("has a sold-out workshop and attendees with attendance", async () => {
    const month = await calendar(monthOf(t.clock.now, ZONE));
    const runners = month.events.find(
      (entry: { eventTitle: string }) => entry.eventTitle === "Yoga for Runners",
    );
    const event = (
      await t.request({ method: "GET", url: `/api/v1/events/${runners.eventId}`, cookie })
    ).json();
    expect(eventStatus({ isCancelled: event.isCancelled, quantity: event.price.quantity })).toBe(
      "Sold Out",
    );
    const evening = month.events.find(
      (entry: { eventTitle: string }) => entry.eventTitle === "Evening Flow",
    );
    const list = (
      await t.request({ method: "GET", url: `/api/v1/events/${evening.eventId}/attendees`, cookie })
    ).json();
    expect(list.attendees).toHaveLength(8);
    expect(
      list.attendees.filter(
        (row: { eventData: { attendance: unknown } }) => row.eventData.attendance,
      ),
    ).toHaveLength(8);
  });

  it("gives every demo event its share link, as a created event gets one (001 §7)", async () => {
    const { events } = (
      await t.request({ method: "GET", url: "/api/v1/events", cookie })
    ).json() as { events: Array<{ eventId: string }> };
    const [first] = events;
    const event = (
      await t.request({ method: "GET", url: `/api/v1/events/${first?.eventId}`, cookie })
    ).json();
    const stored = await withTenant(t.db, orgId, (trx) =>
      trx.selectFrom("events").select("share_link").where("org_id", "=", orgId).execute(),
    );
    expect(stored.every((row) => row.share_link?.includes("/l/"))).toBe(true);
    expect(stored.map((row) => row.share_link)).toContain(event.shareLink);
  });

  it("adds nothing when run again", async () => {
    const before = await scheduleCounts(t, orgId);
    await seedDemoSchedule(t.db, orgId, t.clock.now);
    expect(await scheduleCounts(t, orgId)).toEqual(before);
  });
});

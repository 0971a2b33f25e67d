import { describe, expect, it } from "vitest";
import { appWithTwoOrganizations } from "../../../test/support/two-organizations";
import { jobHandlers } from "../../jobs/job-handlers";
import { JobRunner } from "../../jobs/job-runner";
import { seedDemoNotifications } from "../../seed/demo-notifications";

const { t, orgId, adminId, asAdmin } = await appWithTwoOrganizations("Harbor Yoga");
const people = await Promise.all(
  Array.from({ length: 14 }, async (_, index) => {
    const user = await t.createUser(orgId, { admin: false, firstName: `Member${index}` });
    return { id: user.id, firstName: `Member${index}`, lastName: "Demo", email: user.email };
  }),
);
await seedDemoNotifications(t.db, orgId, adminId, people, t.clock.now);

describe("Harbor Yoga's demo notifications and bookings", () => {
  it("has a dozen booking requests of the organization's booking types", async () => {
    const { bookings } = (await asAdmin("GET", "/api/v1/bookings")).json();
    expect(bookings).toHaveLength(12);
    const types = new Set(bookings.map((booking: { bookingType: string }) => booking.bookingType));
    expect(types).toEqual(new Set(["Private Session", "Studio Rental"]));
  });

  it("has sent notifications, and a scheduled one its job sends at its time", async () => {
    const sent = (await asAdmin("GET", "/api/v1/notifications?tab=sent")).json();
    expect(sent.notifications).toHaveLength(3);
    const scheduled = (await asAdmin("GET", "/api/v1/notifications?tab=scheduled")).json();
    expect(scheduled.notifications).toHaveLength(1);
    const runner = new JobRunner({
      db: t.db,
      handlers: jobHandlers(t.app.deps),
      logger: t.app.log,
      now: () => new Date(scheduled.notifications[0].uploadTimestamp),
    });
    expect(await runner.runDueJobs()).toBe(1);
  });

  it("makes up no admin notification: the bell's come from the demo's requests and payments", async () => {
    const list = (await asAdmin("GET", "/api/v1/admin-notifications?limit=15")).json();
    expect(list.notifications).toEqual([]);
  });
});

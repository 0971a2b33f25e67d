import { describe, expect, it } from "vitest";
import { eventPayload, postEvent, testImage } from "../../../test/support/schedule-test-support";
import { appWithTwoOrganizations } from "../../../test/support/two-organizations";

// Monday 11 January 2027, 10:00 am in New York: the weekly 6:00 pm event's first day.
const MONDAY_MORNING = new Date("2027-01-11T15:00:00Z");
const { t, cookie, orgId, otherCookie } = await appWithTwoOrganizations("Front Desk Test", {
  now: MONDAY_MORNING,
});
const image = await testImage();
const member = (await t.createUser(orgId, { admin: false, firstName: "Dana" })).id;

const today = (session = cookie) =>
  t.request({ method: "GET", url: "/api/v1/dashboard/today", cookie: session });

describe("the dashboard's Today panel (issue #21)", () => {
  it("lists today's occurrences on the studio's clock with booked / capacity, and counts the next seven days", async () => {
    const created = await postEvent(t, cookie, eventPayload({ eventTitle: "Desk Flow" }), image);
    expect(created.statusCode, created.body).toBe(201);
    const eventId: string = created.json().eventId;
    await t.request({
      method: "POST",
      url: `/api/v1/events/${eventId}/attendees`,
      cookie,
      payload: { userIds: [member] },
    });

    const response = await today();

    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.timeZone).toBe("America/New_York");
    expect(body.today).toEqual([
      expect.objectContaining({
        kind: "event",
        eventId,
        title: "Desk Flow",
        start: "2027-01-11T23:00:00.000Z",
        booked: 1,
        capacity: 20,
        isCancelled: false,
      }),
    ]);
    // Next Monday, 18 January, is within the seven days after today.
    expect(body.nextSevenDaysCount).toBe(1);
  });

  it("counts a new booking at once (the cached panel is forgotten on a schedule change)", async () => {
    const eventId: string = (await today()).json().today[0].eventId;
    const second = (await t.createUser(orgId, { admin: false })).id;
    await t.request({
      method: "POST",
      url: `/api/v1/events/${eventId}/attendees`,
      cookie,
      payload: { userIds: [second] },
    });
    expect((await today()).json().today[0].booked).toBe(2);
  });

  it("shows another organization none of them", async () => {
    const response = await today(otherCookie);
    expect(response.json()).toMatchObject({ today: [], nextSevenDaysCount: 0 });
  });

  it("needs a signed-in admin", async () => {
    const response = await t.request({ method: "GET", url: "/api/v1/dashboard/today" });
    expect(response.statusCode).toBe(401);
  });
});

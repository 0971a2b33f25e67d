import type { CalendarMonth } from "@studiodesk/core/contracts/schedule";
import { describe, expect, it } from "vitest";
import { classPayload, createClass } from "../../../test/support/classes-test-support";
import {
  eventPayload,
  postEvent,
  TEST_NOW,
  testImage,
} from "../../../test/support/schedule-test-support";
import { appWithMembers } from "../../../test/support/two-organizations";

// Times are instants; the organization's zone shows them and, until migration 0032, also
// expanded every series. A studio changing its zone then moved its series' later dates to
// other instants, and the dates kept by instant (a cancelled one, a moved one, a date's
// attendance) matched no date any more. A series now keeps the zone it was scheduled on.
const { t, cookie, asAdmin, members } = await appWithMembers("Harbor Test", {
  otherName: "Other Test",
  now: TEST_NOW,
  memberCount: 1,
});
const image = await testImage();

const NEW_YORK = "America/New_York";
// No daylight saving at all; London changes its clocks two weeks after New York (28 March).
const OTHER_ZONES = ["America/Phoenix", "Europe/London"];

const setTimeZone = async (timezone: string) => {
  const response = await asAdmin("PATCH", "/api/v1/account/base-information", {
    appName: "Harbor Test",
    appAddress: "120 Harbor St",
    timezone,
  });
  expect(response.statusCode, response.body).toBe(200);
};

const loadMonth = async (month: string): Promise<CalendarMonth> => {
  const response = await asAdmin("GET", `/api/v1/calendar?month=${month}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

// Every entry of one series in March and April 2027 (New York changes its clocks on 14 March),
// once each, as the calendar answers them.
async function springEntries(eventId: string) {
  const entries = [...(await loadMonth("2027-03")).events, ...(await loadMonth("2027-04")).events];
  const byDate = new Map(
    entries
      .filter((entry) => entry.eventId === eventId)
      .map((entry) => [
        entry.occurrenceStart,
        {
          occurrenceStart: entry.occurrenceStart,
          eventStart: entry.eventStart,
          isCancelled: entry.isCancelled,
        },
      ]),
  );
  return [...byDate.values()].sort((a, b) => a.eventStart.localeCompare(b.eventStart));
}

// Mondays at 6:00 pm New York time: 23:00 UTC in winter, 22:00 UTC from 15 March.
const CANCELLED = "2027-03-22T22:00:00.000Z";
const MOVED = "2027-04-05T22:00:00.000Z";
const MOVED_TO = "2027-04-06T22:00:00.000Z";
const ATTENDED = "2027-04-12T22:00:00.000Z";

async function weeklyEventWithSavedDates() {
  const created = await postEvent(
    t,
    cookie,
    eventPayload({
      eventEnd: "2027-04-26T22:00:00.000Z",
      price: { amount: 2500, quantity: null, oneTimePurchase: false },
    }),
    image,
  );
  expect(created.statusCode, created.body).toBe(201);
  const { eventId } = created.json();
  const cancel = await asAdmin("POST", `/api/v1/events/${eventId}/cancel`, {
    occurrenceStart: CANCELLED,
  });
  expect(cancel.statusCode, cancel.body).toBe(200);
  const move = await asAdmin("PATCH", `/api/v1/events/${eventId}`, {
    occurrenceStart: MOVED,
    changes: { eventStart: MOVED_TO },
  });
  expect(move.statusCode, move.body).toBe(200);
  const member = members[0] as string;
  await asAdmin("POST", `/api/v1/events/${eventId}/attendees`, { userIds: [member] });
  const attendance = await asAdmin(
    "PATCH",
    `/api/v1/events/${eventId}/attendance?eventStart=${encodeURIComponent(ATTENDED)}`,
    { attendance: [{ uid: member, quantity: 1 }] },
  );
  expect(attendance.statusCode, attendance.body).toBe(200);
  return eventId as string;
}

// Mondays at 9:00 am New York time from 1 March: 14:00 UTC, 13:00 UTC from 15 March.
const ITEM = {
  calendarTitle: "Studio closed",
  calendarDescription: "Floor refinishing",
  calendarStart: "2027-03-01T14:00:00.000Z",
  calendarDuration: 3600,
  calendarHex: "#FF8800",
  recurrence: { recurrenceTime: "everyWeek", recurrenceDays: ["monday"] },
  calendarEnd: "2027-04-26T23:59:59.000Z",
};

async function createWeeklyItem(): Promise<string> {
  const item = await asAdmin("POST", "/api/v1/calendar-items", ITEM);
  expect(item.statusCode, item.body).toBe(200);
  return item.json().calendarId;
}

async function itemStarts(calendarId: string) {
  const months = [await loadMonth("2027-03"), await loadMonth("2027-04")];
  const found = months.flatMap((month) =>
    month.calendarItems.filter((entry) => entry.calendarId === calendarId),
  );
  return [...new Set(found.map((entry) => entry.calendarStart))].sort();
}

describe.each(OTHER_ZONES)("a weekly series made in New York, the studio then on %s", (zone) => {
  it("keeps every date's instant, the cancelled date cancelled and the moved date moved", async () => {
    await setTimeZone(NEW_YORK);
    const eventId = await weeklyEventWithSavedDates();
    const before = await springEntries(eventId);
    expect(before).toContainEqual({
      occurrenceStart: CANCELLED,
      eventStart: CANCELLED,
      isCancelled: true,
    });
    expect(before).toContainEqual({
      occurrenceStart: MOVED,
      eventStart: MOVED_TO,
      isCancelled: false,
    });

    await setTimeZone(zone);

    expect(await springEntries(eventId)).toEqual(before);
  });

  it("keeps a date's attendance and its neighbouring dates", async () => {
    await setTimeZone(NEW_YORK);
    const eventId = await weeklyEventWithSavedDates();
    const attendeesAt = `/api/v1/events/${eventId}/attendees?eventStart=${encodeURIComponent(ATTENDED)}`;

    await setTimeZone(zone);

    const response = await asAdmin("GET", attendeesAt);
    expect(response.statusCode, response.body).toBe(200);
    const list = response.json();
    expect(list.attendees[0].eventData.attendance).toMatchObject({ quantity: 1 });
    expect(list.date).toEqual({
      occurrenceStart: ATTENDED,
      previous: MOVED,
      next: "2027-04-19T22:00:00.000Z",
    });
  });

  it("keeps a class's own dates at their instants, and its next class date", async () => {
    await setTimeZone(NEW_YORK);
    const created = await createClass(t, cookie, image, classPayload());
    const before = await springEntries(created.classId);
    expect(before.map((entry) => entry.eventStart)).toContain("2027-03-15T22:00:00.000Z");

    await setTimeZone(zone);

    expect(await springEntries(created.classId)).toEqual(before);
    const view = (await asAdmin("GET", `/api/v1/classes/${created.classId}`)).json();
    expect(view.nextClassDate).toBe(created.nextClassDate);
  });

  it("keeps a recurring calendar item's dates at their instants", async () => {
    await setTimeZone(NEW_YORK);
    const calendarId = await createWeeklyItem();
    const before = await itemStarts(calendarId);
    expect(before).toContain("2027-03-15T13:00:00.000Z");

    await setTimeZone(zone);

    expect(await itemStarts(calendarId)).toEqual(before);
  });
});

describe("an edit after the studio changed its zone", () => {
  const classEntries = async (classId: string) =>
    (await springEntries(classId)).map((entry) => entry.eventStart);

  it("keeps a class's dates when only its end date changes", async () => {
    await setTimeZone(NEW_YORK);
    const created = await createClass(t, cookie, image, classPayload());
    const before = await classEntries(created.classId);
    await setTimeZone("America/Phoenix");

    const response = await asAdmin("PATCH", `/api/v1/classes/${created.classId}`, {
      classEnd: "2027-05-31T22:00:00.000Z",
    });

    expect(response.statusCode, response.body).toBe(200);
    expect(await classEntries(created.classId)).toEqual(before);
  });

  it("reads a new start of a class on the studio's current clock", async () => {
    await setTimeZone(NEW_YORK);
    const created = await createClass(t, cookie, image, classPayload());
    await setTimeZone("America/Phoenix");

    // Mondays at 5:00 pm in Phoenix (UTC-7 all year), from 1 March.
    const response = await asAdmin("PATCH", `/api/v1/classes/${created.classId}`, {
      classStart: "2027-03-02T00:00:00.000Z",
    });

    expect(response.statusCode, response.body).toBe(200);
    const after = await classEntries(created.classId);
    expect(after.slice(0, 4)).toEqual([
      "2027-03-02T00:00:00.000Z",
      "2027-03-09T00:00:00.000Z",
      "2027-03-16T00:00:00.000Z",
      "2027-03-23T00:00:00.000Z",
    ]);
  });

  it("keeps a calendar item's dates when it is saved with its start and recurrence", async () => {
    await setTimeZone(NEW_YORK);
    const calendarId = await createWeeklyItem();
    const before = await itemStarts(calendarId);
    await setTimeZone("America/Phoenix");

    const response = await asAdmin("PUT", `/api/v1/calendar-items/${calendarId}`, {
      ...ITEM,
      calendarTitle: "Studio closed for floors",
    });

    expect(response.statusCode, response.body).toBe(200);
    expect(await itemStarts(calendarId)).toEqual(before);
  });

  it("reads a calendar item's new start on the studio's current clock", async () => {
    await setTimeZone(NEW_YORK);
    const calendarId = await createWeeklyItem();
    await setTimeZone("America/Phoenix");

    // Mondays at 8:00 am in Phoenix, from 1 March: 15:00 UTC all year.
    const response = await asAdmin("PUT", `/api/v1/calendar-items/${calendarId}`, {
      ...ITEM,
      calendarStart: "2027-03-01T15:00:00.000Z",
    });

    expect(response.statusCode, response.body).toBe(200);
    const starts = await itemStarts(calendarId);
    expect(starts).toContain("2027-03-15T15:00:00.000Z");
    expect(starts).toContain("2027-04-19T15:00:00.000Z");
  });
});

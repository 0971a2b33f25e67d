import type { CalendarMonth, CreateCalendarItemRequest } from "@studiodesk/core/contracts/schedule";
import { MESSAGES } from "@studiodesk/core/messages";
import { describe, expect, it } from "vitest";
import {
  eventPayload,
  postEvent,
  scheduleCounts,
  TEST_NOW,
  testImage,
} from "../../../test/support/schedule-test-support";
import { appWithTwoOrganizations } from "../../../test/support/two-organizations";

const { t, orgId, cookie, asAdmin, otherCookie } = await appWithTwoOrganizations("Harbor Test", {
  otherName: "Other Test",
  now: TEST_NOW,
});
const image = await testImage();

const loadMonth = async (month: string, session = cookie): Promise<CalendarMonth> => {
  const response = await t.request({
    method: "GET",
    url: `/api/v1/calendar?month=${month}`,
    cookie: session,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

const itemPayload = (
  changes: Partial<CreateCalendarItemRequest> = {},
): CreateCalendarItemRequest => ({
  calendarTitle: "Studio closed",
  calendarDescription: "Floor refinishing",
  calendarStart: "2027-02-15T14:00:00.000Z",
  calendarDuration: 7200,
  calendarHex: "#FF8800",
  recurrence: null,
  calendarEnd: null,
  ...changes,
});

const postItem = (payload: object, session = cookie) =>
  t.request({ method: "POST", url: "/api/v1/calendar-items", cookie: session, payload });

// A weekly event (eventPayload with `changes`) with one date cancelled and another date edited
// by `edit` (an occurrence's changes), the create answered 201 and each change 200: the event.
async function weeklyEventWithDatesChanged(
  changes: Parameters<typeof eventPayload>[0],
  cancelled: string,
  edited: { occurrenceStart: string; changes: object },
) {
  const created = await postEvent(t, cookie, eventPayload(changes), image);
  expect(created.statusCode, created.body).toBe(201);
  const event = created.json();
  const url = `/api/v1/events/${event.eventId}`;
  const cancel = await asAdmin("POST", `${url}/cancel`, { occurrenceStart: cancelled });
  expect(cancel.statusCode, cancel.body).toBe(200);
  const edit = await asAdmin("PATCH", url, edited);
  expect(edit.statusCode, edit.body).toBe(200);
  return event;
}

describe("calendar month (001 §2 Schedule)", () => {
  it("expands a weekly event through day 24 of the next month, with cancelled and moved occurrences", async () => {
    const event = await weeklyEventWithDatesChanged(
      { eventEnd: "2027-06-28T23:00:00.000Z" },
      "2027-02-08T23:00:00.000Z",
      {
        occurrenceStart: "2027-02-15T23:00:00.000Z",
        changes: { eventStart: "2027-02-16T23:00:00.000Z" },
      },
    );
    const february = await loadMonth("2027-02");
    const mine = february.events.filter((entry) => entry.eventId === event.eventId);
    // The week before 1 February (from 25 January) through 24 March; Mondays at 6:00 pm EST.
    expect(mine.map((entry) => entry.eventStart.slice(0, 10))).toEqual([
      "2027-01-25",
      "2027-02-01",
      "2027-02-08",
      "2027-02-16",
      "2027-02-22",
      "2027-03-01",
      "2027-03-08",
      "2027-03-15",
      "2027-03-22",
    ]);
    expect(
      mine.find((entry) => entry.occurrenceStart === "2027-02-08T23:00:00.000Z")?.isCancelled,
    ).toBe(true);
    // After 14 March (daylight saving) the class is still at 6:00 pm: 22:00 UTC.
    expect(mine.at(-1)).toMatchObject({
      eventStart: "2027-03-22T22:00:00.000Z",
      eventEnd: "2027-03-22T23:00:00.000Z",
      calendarHex: "#aa33cc",
    });
  });

  // New York springs forward on 14 March 2027: 9:00 am is 14:00 UTC before, 13:00 UTC after.
  it("keeps a 9:00 am weekly event at 9:00 am after the spring change, and edits and cancels the dates after it", async () => {
    const event = await weeklyEventWithDatesChanged(
      {
        eventTitle: "Morning Spring Flow",
        eventStart: "2027-03-01T14:00:00.000Z",
        eventEnd: "2027-03-30T03:59:59.000Z",
      },
      "2027-03-15T13:00:00.000Z",
      {
        occurrenceStart: "2027-03-22T13:00:00.000Z",
        changes: { eventTitle: "Morning Spring Flow (guest)" },
      },
    );
    const mine = (await loadMonth("2027-03")).events.filter(
      (entry) => entry.eventId === event.eventId,
    );
    expect(mine.map((entry) => [entry.eventStart, entry.isCancelled, entry.eventTitle])).toEqual([
      ["2027-03-01T14:00:00.000Z", false, "Morning Spring Flow"],
      ["2027-03-08T14:00:00.000Z", false, "Morning Spring Flow"],
      ["2027-03-15T13:00:00.000Z", true, "Morning Spring Flow"],
      ["2027-03-22T13:00:00.000Z", false, "Morning Spring Flow (guest)"],
      ["2027-03-29T13:00:00.000Z", false, "Morning Spring Flow"],
    ]);
  });

  it("shows nothing more than one year ahead", async () => {
    const month = await loadMonth("2028-03");
    expect(month.events).toEqual([]);
    expect(month.calendarItems).toEqual([]);
  });

  it("refuses a month that is not a month", async () => {
    const response = await asAdmin("GET", "/api/v1/calendar?month=2027-13");
    expect(response.statusCode).toBe(400);
  });

  it("never shows another organization's events or items", async () => {
    await postItem(itemPayload({ calendarTitle: "Private item" }));
    const theirs = await loadMonth("2027-02", otherCookie);
    expect(theirs.events).toEqual([]);
    expect(theirs.calendarItems).toEqual([]);
  });
});

describe("calendar items (001 §5 Calendar item)", () => {
  it("adds a one-time item ending where it starts, colour stored lowercase", async () => {
    const response = await postItem(itemPayload());
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      calendarStart: "2027-02-15T14:00:00.000Z",
      calendarEnd: "2027-02-15T14:00:00.000Z",
      calendarDuration: 7200,
      calendarHex: "#ff8800",
      recurrence: null,
    });
  });

  it("expands a recurring item on the calendar", async () => {
    const response = await postItem(
      itemPayload({
        calendarTitle: "Staff meeting",
        calendarStart: "2027-03-03T14:00:00.000Z",
        recurrence: { recurrenceTime: "everyWeek", recurrenceDays: [] },
        calendarEnd: "2027-03-24T14:00:00.000Z",
      }),
    );
    const item = response.json();
    expect(item.recurrence).toEqual({ recurrenceTime: "everyWeek", recurrenceDays: ["wednesday"] });
    const march = await loadMonth("2027-03");
    const starts = march.calendarItems.filter((entry) => entry.calendarId === item.calendarId);
    expect(starts.map((entry) => entry.calendarStart)).toEqual([
      "2027-03-03T14:00:00.000Z",
      "2027-03-10T14:00:00.000Z",
      "2027-03-17T13:00:00.000Z",
      "2027-03-24T13:00:00.000Z",
    ]);
  });

  it.each([
    ["a blank title", { calendarTitle: " " }, MESSAGES.completeAllFields],
    ["no duration", { calendarDuration: 0 }, null],
    [
      "an end before the start",
      {
        recurrence: { recurrenceTime: "everyDay", recurrenceDays: [] },
        calendarEnd: "2027-02-14T14:00:00.000Z",
      },
      MESSAGES.endAfterStart,
    ],
    ["a colour with alpha", { calendarHex: "#ff880080" }, null],
    [
      "a start more than a year away",
      { calendarStart: "2028-02-15T14:00:00.000Z" },
      MESSAGES.eventDateTooFar,
    ],
  ] satisfies Array<[string, Partial<CreateCalendarItemRequest>, string | null]>)(
    "refuses an item with %s and stores nothing",
    async (_, changes, message) => {
      const before = await scheduleCounts(t, orgId);
      const response = await postItem(itemPayload(changes));
      expect(response.statusCode).toBe(400);
      if (message) expect(response.json().error.message).toBe(message);
      expect(await scheduleCounts(t, orgId)).toEqual(before);
    },
  );

  it("refuses an item whose recurrence has a field the form does not send with 400, naming it, and stores nothing", async () => {
    const before = await scheduleCounts(t, orgId);
    const response = await postItem({
      ...itemPayload({ calendarEnd: "2027-03-24T14:00:00.000Z" }),
      recurrence: { recurrenceTime: "everyWeek", recurrenceDays: [], isAdmin: true },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(
      "This request has fields that are not accepted: isAdmin.",
    );
    expect(await scheduleCounts(t, orgId)).toEqual(before);
  });

  it("deletes an item; another organization cannot", async () => {
    const item = (await postItem(itemPayload({ calendarTitle: "Delete me" }))).json();
    const url = `/api/v1/calendar-items/${item.calendarId}`;
    const before = await scheduleCounts(t, orgId);
    expect((await t.request({ method: "DELETE", url, cookie: otherCookie })).statusCode).toBe(404);
    expect(await scheduleCounts(t, orgId)).toEqual(before);
    expect((await t.request({ method: "DELETE", url, cookie })).statusCode).toBe(204);
    expect((await t.request({ method: "DELETE", url, cookie })).statusCode).toBe(404);
    const february = await loadMonth("2027-02");
    expect(february.calendarItems.some((entry) => entry.calendarId === item.calendarId)).toBe(
      false,
    );
  });

  it("opens an item's details and edits it by the new item's rules (issue #21); another organization cannot", async () => {
    const item = (await postItem(itemPayload({ calendarTitle: "Open me" }))).json();
    const url = `/api/v1/calendar-items/${item.calendarId}`;
    expect((await t.request({ method: "GET", url, cookie })).json()).toEqual(item);
    const edited = itemPayload({ calendarTitle: "Studio closed early", calendarDuration: 3600 });
    const put = (payload: object, session = cookie) =>
      t.request({ method: "PUT", url, cookie: session, payload });

    expect((await put(edited, otherCookie)).statusCode).toBe(404);
    expect((await t.request({ method: "GET", url, cookie: otherCookie })).statusCode).toBe(404);
    expect((await put({ ...edited, calendarTitle: " " })).statusCode).toBe(400);
    const response = await put(edited);

    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      calendarTitle: "Studio closed early",
      calendarDuration: 3600,
    });
    const february = await loadMonth("2027-02");
    expect(
      february.calendarItems.find((entry) => entry.calendarId === item.calendarId)?.calendarTitle,
    ).toBe("Studio closed early");
  });
});

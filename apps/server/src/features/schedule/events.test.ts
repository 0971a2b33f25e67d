import type { CreateEventRequest, ScheduleEvent } from "@studiodesk/core/contracts/schedule";
import { MESSAGES } from "@studiodesk/core/messages";
import { registrationCardIssues } from "@studiodesk/core/rules/events";
import { describe, expect, it } from "vitest";
import { createClass } from "../../../test/support/classes-test-support";
import { storedFiles } from "../../../test/support/content-test-support";
import {
  eventPayload,
  makeLeader,
  multipart,
  postEvent,
  scheduleCounts,
  TEST_NOW,
  testImage,
} from "../../../test/support/schedule-test-support";
import { appWithTwoOrganizations } from "../../../test/support/two-organizations";
import { withTenant } from "../../db/database";
import { listAudit } from "../../shared/audit";

const { t, orgId, adminId, cookie, asAdmin, otherCookie } = await appWithTwoOrganizations(
  "Harbor Test",
  {
    otherName: "Other Test",
    now: TEST_NOW,
  },
);
const leaderId = (await t.createUser(orgId, { admin: false, firstName: "Lee" })).id;
await makeLeader(t, orgId, leaderId);
const image = await testImage();

async function createEvent(
  changes: Parameters<typeof eventPayload>[0] = {},
): Promise<ScheduleEvent> {
  const response = await postEvent(t, cookie, eventPayload(changes), image);
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

const getEvent = (eventId: string, eventStart?: string, session = cookie) =>
  t.request({
    method: "GET",
    url: `/api/v1/events/${eventId}${eventStart ? `?eventStart=${encodeURIComponent(eventStart)}` : ""}`,
    cookie: session,
  });

const patchEvent = (eventId: string, payload: object, session = cookie) =>
  t.request({ method: "PATCH", url: `/api/v1/events/${eventId}`, cookie: session, payload });

describe("new event (001 §2 New event wizard, §7 New event payload)", () => {
  it("creates a recurring event with 201 and its picture, share link and the account's transaction fee", async () => {
    const event = await createEvent({ eventLeaders: [leaderId] });
    expect(event).toMatchObject({
      eventTitle: "Evening Flow",
      eventStart: "2027-01-11T23:00:00.000Z",
      occurrenceStart: "2027-01-11T23:00:00.000Z",
      eventEnd: "2027-03-29T23:00:00.000Z",
      recurrence: { recurrenceTime: "everyWeek", recurrenceDays: ["monday"] },
      price: { amount: 2500, quantity: 10, oneTimePurchase: false, purchased: 0 },
      calendarHex: "#aa33cc",
      eventLeaders: [leaderId],
      transactionFee: 0,
      isCancelled: false,
    });
    expect(event.shareLink).toMatch(/\/l\/[0-9A-Za-z]{10}$/);
    const picture = await t.app.inject({
      method: "GET",
      url: new URL(event.image as string).pathname,
    });
    expect(picture.headers["content-type"]).toBe("image/jpeg");
  });

  it("preselects the start's weekday for a weekly event without days, and sends no days for every month", async () => {
    const weekly = await createEvent({
      recurrence: { recurrenceTime: "biWeekly", recurrenceDays: [] },
    });
    const monthly = await createEvent({
      recurrence: { recurrenceTime: "everyMonth", recurrenceDays: ["friday"] },
    });
    expect(weekly.recurrence?.recurrenceDays).toEqual(["monday"]);
    expect(monthly.recurrence?.recurrenceDays).toEqual([]);
  });

  it("starts a weekly event on its first chosen day: a Monday start on Wednesdays opens on the Wednesday", async () => {
    const event = await createEvent({
      eventTitle: "Midweek Flow",
      recurrence: { recurrenceTime: "everyWeek", recurrenceDays: ["wednesday"] },
    });
    // Monday 11 January 2027, 18:00 in the studio's zone, repeating on Wednesdays.
    expect(event.eventStart).toBe("2027-01-13T23:00:00.000Z");
    expect(event.occurrenceStart).toBe("2027-01-13T23:00:00.000Z");
    const opened = await getEvent(event.eventId);
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json().eventStart).toBe("2027-01-13T23:00:00.000Z");
    const listed = (await t.request({ method: "GET", url: "/api/v1/events", cookie })).json();
    expect(listed.events).toContainEqual({
      eventId: event.eventId,
      eventTitle: "Midweek Flow",
      eventStart: "2027-01-13T23:00:00.000Z",
    });
  });

  it("refuses a weekly event none of whose days comes before its end date, storing nothing", async () => {
    const before = await scheduleCounts(t, orgId);
    const payload = eventPayload({
      recurrence: { recurrenceTime: "everyWeek", recurrenceDays: ["wednesday"] },
      eventEnd: "2027-01-12T23:00:00.000Z",
    });
    const response = await postEvent(t, cookie, payload, image);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(MESSAGES.noChosenDayBeforeEnd);
    expect(await scheduleCounts(t, orgId)).toEqual(before);
  });

  it("records the creation in the audit log", async () => {
    const event = await createEvent();
    const [latest] = await withTenant(t.db, orgId, (trx) => listAudit(trx, orgId, 1));
    expect(latest).toMatchObject({
      actor_id: adminId,
      action: "event.created",
      target_id: event.eventId,
    });
  });

  it.each([
    ["without a picture", {}, false, MESSAGES.selectEventImage],
    ["with a blank title", { eventTitle: "  " }, true, MESSAGES.completeAllFields],
    [
      "paid below $1.00",
      { price: { amount: 99, quantity: null, oneTimePurchase: false } },
      true,
      MESSAGES.eventPriceMinimum,
    ],
    ["recurring without an end date", { eventEnd: null }, true, MESSAGES.selectEventStartAndEnd],
    [
      "ending before it starts",
      { eventEnd: "2027-01-10T23:00:00.000Z" },
      true,
      MESSAGES.eventEndAfterStart,
    ],
    [
      "starting more than a year from now",
      { eventStart: "2028-01-10T23:00:00.000Z", recurrence: null, eventEnd: null },
      true,
      MESSAGES.eventDateTooFar,
    ],
    [
      "with 101 tickets",
      { price: { amount: 2500, quantity: 101, oneTimePurchase: false } },
      true,
      MESSAGES.ticketQuantityRange,
    ],
    [
      "paid with a custom button link",
      { eventButtonLink: "https://example.com/buy" },
      true,
      MESSAGES.paidEventButtonLink,
    ],
    [
      "with an end age below the start age",
      { ageItem: { startAge: 12, endAge: 5, enforced: true } },
      true,
      MESSAGES.endAgeBelowStartAge,
    ],
    [
      "with a start age over 150",
      { ageItem: { startAge: 200, endAge: null, enforced: true } },
      true,
      MESSAGES.ageMaximum,
    ],
    [
      "with an end age of 0",
      { ageItem: { startAge: 1, endAge: 0, enforced: true } },
      true,
      MESSAGES.endAgeBelowStartAge,
    ],
    [
      "with a leader who is not an app leader",
      { eventLeaders: ["someone-else"] },
      true,
      MESSAGES.unknownLeader,
    ],
    ["with a zero duration", { eventDuration: 0 }, true, null],
    // Values no form sends (001 §5 hours and minutes of 2 digits each, 0 is not set; the
    // weekday checkboxes): a direct call is told which field and what range.
    [
      "repeating on the same day twice",
      { recurrence: { recurrenceTime: "everyWeek", recurrenceDays: ["monday", "monday"] } },
      true,
      MESSAGES.recurrenceDayRepeated,
    ],
    [
      "lasting more than 366 days",
      { eventDuration: 366 * 86_400 + 1 },
      true,
      MESSAGES.durationRange,
    ],
    ["lasting a fraction of a second", { eventDuration: 3600.5 }, true, MESSAGES.durationRange],
    [
      "whose registration opens 0 seconds before",
      { registrationStartDuration: 0 },
      true,
      MESSAGES.registrationOpensRange,
    ],
    [
      "whose registration closes more than 366 days before",
      { registrationCloseDuration: 366 * 86_400 + 1 },
      true,
      MESSAGES.registrationClosesRange,
    ],
    ["for 2.5 Max Users", { eventMaxUsers: 2.5 }, true, MESSAGES.maxUsersWholeNumber],
    [
      "whose registration closes before it opens",
      { registrationStartDuration: 3600, registrationCloseDuration: 7200 },
      true,
      MESSAGES.registrationOpensBeforeCloses,
    ],
  ] satisfies Array<[string, Partial<CreateEventRequest>, boolean, string | null]>)(
    "refuses an event %s and stores nothing",
    async (_, changes, withImage, message) => {
      const before = await scheduleCounts(t, orgId);
      const response = await postEvent(t, cookie, eventPayload(changes), withImage ? image : null);
      expect(response.statusCode).toBe(400);
      if (message) expect(response.json().error.message).toBe(message);
      expect(await scheduleCounts(t, orgId)).toEqual(before);
    },
  );

  it("creates an event of the organization's own class with its classId", async () => {
    const studioClass = await createClass(t, cookie, image);
    const event = await createEvent({ classId: studioClass.classId });
    expect(event.classId).toBe(studioClass.classId);
  });

  it("refuses an unknown classId with 404 'This class was not found.' and stores nothing", async () => {
    const before = { counts: await scheduleCounts(t, orgId), files: await storedFiles(t) };
    const response = await postEvent(t, cookie, eventPayload({ classId: "no-such-class" }), image);
    expect(response.statusCode).toBe(404);
    expect(response.json().error.message).toBe(MESSAGES.classNotFound);
    expect({ counts: await scheduleCounts(t, orgId), files: await storedFiles(t) }).toEqual(before);
  });

  // 001 §4 "isCancelled disables editing": a cancelled class gets no new events, as it takes
  // no new members.
  it("refuses an event of a cancelled class with 409 'A cancelled class cannot be edited.' and stores nothing", async () => {
    const studioClass = await createClass(t, cookie, image);
    const cancel = await t.request({
      method: "POST",
      url: `/api/v1/classes/${studioClass.classId}/cancel`,
      cookie,
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const before = { counts: await scheduleCounts(t, orgId), files: await storedFiles(t) };
    const payload = eventPayload({ classId: studioClass.classId });
    const response = await postEvent(t, cookie, payload, image);
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe(MESSAGES.classCancelledNotEditable);
    expect({ counts: await scheduleCounts(t, orgId), files: await storedFiles(t) }).toEqual(before);
  });

  it("refuses a file that is not an image", async () => {
    const before = await scheduleCounts(t, orgId);
    const response = await postEvent(
      t,
      cookie,
      eventPayload(),
      Buffer.from("%PDF-1.4 not an image"),
    );
    expect(response.statusCode).toBe(400);
    expect(await scheduleCounts(t, orgId)).toEqual(before);
  });

  it("refuses a request without a payload and one without a session", async () => {
    const noPayload = await t.request({
      method: "POST",
      url: "/api/v1/events",
      cookie,
      ...multipart([{ name: "image", value: image, fileName: "a.png" }]),
    });
    expect(noPayload.statusCode).toBe(400);
    const signedOut = await postEvent(t, "", eventPayload(), image);
    expect(signedOut.statusCode).toBe(401);
  });
});

describe("event view (001 §2 Event view)", () => {
  it("shows the occurrence at eventStart", async () => {
    const event = await createEvent();
    const response = await getEvent(event.eventId, "2027-02-01T23:00:00.000Z");
    expect(response.json()).toMatchObject({
      eventStart: "2027-02-01T23:00:00.000Z",
      eventTitle: "Evening Flow",
    });
  });

  it("answers 404 for a time that is not an occurrence and for an unknown event", async () => {
    const event = await createEvent();
    expect((await getEvent(event.eventId, "2027-02-02T23:00:00.000Z")).statusCode).toBe(404);
    expect((await getEvent("no-such-event")).json().error.message).toBe(MESSAGES.eventNotFound);
  });
});

describe("recurring event update (001 §4)", () => {
  it("changes one occurrence's title and time, and the series' location, quantity, max users and leaders", async () => {
    const event = await createEvent();
    const occurrence = "2027-01-18T23:00:00.000Z";
    const response = await patchEvent(event.eventId, {
      occurrenceStart: occurrence,
      changes: {
        eventTitle: "Guest Teacher Flow",
        eventStart: "2027-01-19T23:30:00.000Z",
        location: { title: "Studio B", description: "Upstairs" },
        price: { quantity: 4 },
        eventMaxUsers: 8,
        eventLeaders: [leaderId],
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      occurrenceStart: occurrence,
      eventStart: "2027-01-19T23:30:00.000Z",
      eventTitle: "Guest Teacher Flow",
    });
    const other = (await getEvent(event.eventId, "2027-01-25T23:00:00.000Z")).json();
    expect(other).toMatchObject({
      eventTitle: "Evening Flow",
      eventStart: "2027-01-25T23:00:00.000Z",
      location: { title: "Studio B" },
      price: { quantity: 4 },
      eventMaxUsers: 8,
      eventLeaders: [leaderId],
    });
  });

  it("changes a one-time event itself, including its start", async () => {
    const event = await createEvent({ recurrence: null, eventEnd: null });
    const response = await patchEvent(event.eventId, {
      changes: { eventTitle: "Workshop", eventStart: "2027-01-20T15:00:00.000Z" },
    });
    expect(response.json()).toMatchObject({
      eventTitle: "Workshop",
      eventStart: "2027-01-20T15:00:00.000Z",
    });
    expect((await getEvent(event.eventId)).json().eventTitle).toBe("Workshop");
  });

  it.each([
    ["a blank title", { eventTitle: "" }],
    ["a start more than a year away", { eventStart: "2028-06-01T15:00:00.000Z" }],
    ["a negative quantity", { price: { quantity: -1 } }],
    ["max users of 0", { eventMaxUsers: 0 }],
    ["a field the update does not take", { eventEnd: "2027-02-01T00:00:00.000Z" }],
    ["a button link on a paid event", { eventButtonLink: "https://example.com" }],
  ])("refuses %s and changes nothing", async (_, changes) => {
    const event = await createEvent();
    const before = (await getEvent(event.eventId)).json();
    const response = await patchEvent(event.eventId, { changes });
    expect(response.statusCode).toBe(400);
    expect((await getEvent(event.eventId)).json()).toEqual(before);
  });

  it("refuses a javascript: or data: button link on create and edit: http and https only", async () => {
    const free = { price: { amount: 0, quantity: 10, oneTimePurchase: false } };
    const dataLink = "data:text/html,<script>alert(1)</script>";
    const created = await postEvent(
      t,
      cookie,
      eventPayload({ ...free, eventButtonLink: dataLink }),
      image,
    );
    expect(created.statusCode).toBe(400);
    expect(created.json().error.message).toBe(MESSAGES.invalidFeaturedLink);
    const event = await createEvent({ ...free, eventButtonLink: "https://example.com/book" });
    const edited = await patchEvent(event.eventId, {
      changes: { eventButtonLink: "javascript:alert(1)" },
    });
    expect(edited.statusCode).toBe(400);
    expect((await getEvent(event.eventId)).json().eventButtonLink).toBe("https://example.com/book");
  });

  it("refuses a duration of 0 with the spec's words and keeps the event (001 §5)", async () => {
    const event = await createEvent();
    const before = (await getEvent(event.eventId)).json().eventDuration;
    const response = await patchEvent(event.eventId, { changes: { eventDuration: 0 } });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(MESSAGES.selectStartAndDuration);
    expect((await getEvent(event.eventId)).json().eventDuration).toBe(before);
  });

  it.each([-1, 101])(
    "refuses %s tickets left on edit with 'Please enter from 0 to 100 tickets.', changing nothing",
    async (quantity) => {
      const event = await createEvent();
      const before = (await getEvent(event.eventId)).json();
      const response = await patchEvent(event.eventId, { changes: { price: { quantity } } });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toBe(MESSAGES.ticketQuantityRangeEdit);
      expect((await getEvent(event.eventId)).json()).toEqual(before);
    },
  );

  it("refuses, on edit, a duration over 366 days, a registration opening 0 seconds before and 2.5 Max Users, naming each field, changing nothing", async () => {
    const event = await createEvent({ eventMaxUsers: 8 });
    const before = (await getEvent(event.eventId)).json();
    for (const [changes, field, message] of [
      [{ eventDuration: 366 * 86_400 + 1 }, "eventDuration", MESSAGES.durationRange],
      [
        { registrationStartDuration: 0 },
        "registrationStartDuration",
        MESSAGES.registrationOpensRange,
      ],
      [{ eventMaxUsers: 2.5 }, "eventMaxUsers", MESSAGES.maxUsersWholeNumber],
    ] as const) {
      const response = await patchEvent(event.eventId, { changes });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatchObject({
        message,
        fields: { [`changes.${field}`]: message },
      });
    }
    expect((await getEvent(event.eventId)).json()).toEqual(before);
  });

  it("refuses a registration that would close before it opens, on the series and on one date", async () => {
    const event = await createEvent({
      registrationStartDuration: 7200,
      registrationCloseDuration: 3600,
    });
    const before = (await getEvent(event.eventId)).json();
    const closesEarlier = await patchEvent(event.eventId, {
      changes: { registrationCloseDuration: 10_800 },
    });
    expect(closesEarlier.statusCode).toBe(400);
    expect(closesEarlier.json().error.message).toBe(MESSAGES.registrationOpensBeforeCloses);
    const second = "2027-01-18T23:00:00.000Z";
    const opensLater = await patchEvent(event.eventId, {
      occurrenceStart: second,
      changes: { registrationStartDuration: 1800 },
    });
    expect(opensLater.json().error.message).toBe(MESSAGES.registrationOpensBeforeCloses);
    expect((await getEvent(event.eventId)).json()).toEqual(before);
  });

  it("answers an edited Registration card the core rule refuses with the rule's first message, the one the wizard's To publish list shows first", async () => {
    const event = await createEvent();
    const before = (await getEvent(event.eventId)).json();
    // Opens an hour before the start and closes two hours before: never open; and an end age
    // below the start age.
    const card = {
      registrationStartDuration: 3600,
      registrationCloseDuration: 7200,
      ageItem: { startAge: 20, endAge: 10, enforced: true },
    };
    const [ruleIssue] = registrationCardIssues(card, "eventMaxUsers", null);

    const response = await patchEvent(event.eventId, { changes: card });

    expect(response.statusCode).toBe(400);
    expect(ruleIssue?.message).toBe(MESSAGES.registrationOpensBeforeCloses);
    expect(response.json().error).toMatchObject({
      message: ruleIssue?.message,
      fields: { [ruleIssue?.field ?? ""]: ruleIssue?.message },
    });
    expect((await getEvent(event.eventId)).json()).toEqual(before);
  });

  it("refuses Max Users of 0 with 'Max Users must be at least 1.' on create and edit, changing nothing", async () => {
    const before = await scheduleCounts(t, orgId);
    const created = await postEvent(t, cookie, eventPayload({ eventMaxUsers: 0 }), image);
    expect(created.statusCode).toBe(400);
    expect(created.json().error.message).toBe(MESSAGES.maxUsersMinimum);
    expect(await scheduleCounts(t, orgId)).toEqual(before);
    const event = await createEvent({ eventMaxUsers: 8 });
    const edited = await patchEvent(event.eventId, { changes: { eventMaxUsers: 0 } });
    expect(edited.statusCode).toBe(400);
    expect(edited.json().error).toMatchObject({
      message: MESSAGES.maxUsersMinimum,
      fields: { "changes.eventMaxUsers": MESSAGES.maxUsersMinimum },
    });
    const tooMany = await patchEvent(event.eventId, { changes: { eventMaxUsers: 100_001 } });
    expect(tooMany.json().error.message).toBe(MESSAGES.maxUsersMaximum);
    expect((await getEvent(event.eventId)).json().eventMaxUsers).toBe(8);
  });

  it("refuses a cleared start with 'Please select a start and end date.' and keeps the event (001 §8)", async () => {
    const event = await createEvent();
    const before = (await getEvent(event.eventId)).json().eventStart;
    const response = await patchEvent(event.eventId, { changes: { eventStart: "" } });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(MESSAGES.selectEventStartAndEnd);
    expect((await getEvent(event.eventId)).json().eventStart).toBe(before);
  });

  it("allows a ticket quantity of 0 on edit (001 §5) and shows the event as sold out", async () => {
    const event = await createEvent();
    const response = await patchEvent(event.eventId, { changes: { price: { quantity: 0 } } });
    expect(response.json().price.quantity).toBe(0);
  });
});

describe("cancel and delete (001 §4 Event)", () => {
  it("cancels one occurrence of a recurring event and leaves the others", async () => {
    const event = await createEvent();
    const response = await asAdmin("POST", `/api/v1/events/${event.eventId}/cancel`, {
      occurrenceStart: "2027-01-18T23:00:00.000Z",
    });
    expect(response.json().isCancelled).toBe(true);
    expect((await getEvent(event.eventId, "2027-01-25T23:00:00.000Z")).json().isCancelled).toBe(
      false,
    );
  });

  // Without a date, a series cancelled one date at a time lost its first date, perhaps long
  // past, while the date the caller meant stayed on.
  it("refuses to cancel a series' date without naming it (occurrenceStart), changing nothing", async () => {
    const event = await createEvent();
    const response = await asAdmin("POST", `/api/v1/events/${event.eventId}/cancel`, {});
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(MESSAGES.cancelDateRequired);
    expect(response.json().error.fields).toEqual({ occurrenceStart: MESSAGES.cancelDateRequired });
    expect((await getEvent(event.eventId)).json().isCancelled).toBe(false);
  });

  it("cancels a one-time event, or a series cancelled as a whole, without a date", async () => {
    const oneTime = await createEvent({ recurrence: null, eventEnd: null });
    const series = await createEvent({
      price: { amount: 5000, quantity: 10, oneTimePurchase: true },
    });
    for (const { eventId } of [oneTime, series]) {
      const response = await asAdmin("POST", `/api/v1/events/${eventId}/cancel`, {});
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().isCancelled).toBe(true);
    }
  });

  it("cancels the whole event when one purchase covers every date", async () => {
    const event = await createEvent({
      price: { amount: 5000, quantity: 10, oneTimePurchase: true },
    });
    await asAdmin("POST", `/api/v1/events/${event.eventId}/cancel`, {
      occurrenceStart: "2027-01-18T23:00:00.000Z",
    });
    expect((await getEvent(event.eventId, "2027-01-25T23:00:00.000Z")).json().isCancelled).toBe(
      true,
    );
  });

  it("deletes a series as a whole, with its picture", async () => {
    const event = await createEvent();
    const response = await asAdmin("DELETE", `/api/v1/events/${event.eventId}`);
    expect(response.statusCode).toBe(204);
    expect((await getEvent(event.eventId, "2027-01-18T23:00:00.000Z")).statusCode).toBe(404);
    const picture = await t.app.inject({
      method: "GET",
      url: new URL(event.image as string).pathname,
    });
    expect(picture.statusCode).toBe(404);
  });

  it("retires a deleted event's share link: its page answers 410", async () => {
    const event = await createEvent();
    await asAdmin("DELETE", `/api/v1/events/${event.eventId}`);
    const page = await t.app.inject({
      method: "GET",
      url: new URL(event.shareLink as string).pathname,
    });
    expect(page.statusCode).toBe(410);
  });

  it("changes the picture and removes the old one", async () => {
    const event = await createEvent();
    const upload = multipart([{ name: "file", value: await testImage(), fileName: "new.png" }]);
    const response = await t.request({
      method: "POST",
      url: `/api/v1/events/${event.eventId}/image`,
      cookie,
      ...upload,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().image).not.toBe(event.image);
    const old = await t.app.inject({ method: "GET", url: new URL(event.image as string).pathname });
    expect(old.statusCode).toBe(404);
  });

  it("refuses to edit a cancelled date or a cancelled event with 409, changing nothing", async () => {
    const cancelledDate = "2027-01-18T23:00:00.000Z";
    const series = await createEvent();
    await asAdmin("POST", `/api/v1/events/${series.eventId}/cancel`, {
      occurrenceStart: cancelledDate,
    });
    const onCancelledDate = await patchEvent(series.eventId, {
      occurrenceStart: cancelledDate,
      changes: { eventTitle: "Renamed" },
    });
    expect(onCancelledDate.statusCode).toBe(409);
    expect(onCancelledDate.json().error.message).toBe(MESSAGES.eventCancelledNotEditable);
    expect((await getEvent(series.eventId, cancelledDate)).json().eventTitle).toBe(
      series.eventTitle,
    );
    // The other dates of the series are still edited.
    const nextDate = await patchEvent(series.eventId, {
      occurrenceStart: "2027-01-25T23:00:00.000Z",
      changes: { eventTitle: "Renamed" },
    });
    expect(nextDate.statusCode, nextDate.body).toBe(200);

    const oneTime = await createEvent({ recurrence: null, eventEnd: null });
    await asAdmin("POST", `/api/v1/events/${oneTime.eventId}/cancel`, {});
    const before = { event: (await getEvent(oneTime.eventId)).json(), files: await storedFiles(t) };
    expect((await patchEvent(oneTime.eventId, { changes: { eventTitle: "X" } })).statusCode).toBe(
      409,
    );
    const upload = multipart([{ name: "file", value: await testImage(), fileName: "new.png" }]);
    const image = await t.request({
      method: "POST",
      url: `/api/v1/events/${oneTime.eventId}/image`,
      cookie,
      ...upload,
    });
    expect(image.statusCode).toBe(409);
    expect({
      event: (await getEvent(oneTime.eventId)).json(),
      files: await storedFiles(t),
    }).toEqual(before);
  });
});

describe("tenant isolation", () => {
  it("answers 404 to another organization for every event endpoint and changes nothing", async () => {
    const event = await createEvent();
    const before = (await getEvent(event.eventId)).json();
    const counts = await scheduleCounts(t, orgId);
    const base = `/api/v1/events/${event.eventId}`;
    const attempts = [
      { method: "GET" as const, url: base },
      { method: "PATCH" as const, url: base, payload: { changes: { eventTitle: "Mine now" } } },
      { method: "POST" as const, url: `${base}/cancel`, payload: {} },
      { method: "DELETE" as const, url: base },
      {
        method: "POST" as const,
        url: `${base}/image`,
        ...multipart([{ name: "file", value: image, fileName: "x.png" }]),
      },
    ];
    for (const attempt of attempts) {
      const response = await t.request({ ...attempt, cookie: otherCookie });
      expect(response.statusCode, `${attempt.method} ${attempt.url}`).toBe(404);
      expect(response.json().error.message).toBe(MESSAGES.eventNotFound);
    }
    expect((await getEvent(event.eventId)).json()).toEqual(before);
    expect(await scheduleCounts(t, orgId)).toEqual(counts);
  });

  it("refuses a new event tied to another organization's class with the class's 404", async () => {
    const theirClass = await createClass(t, otherCookie, image, { classTitle: "Their Class" });
    const before = { counts: await scheduleCounts(t, orgId), files: await storedFiles(t) };
    const payload = eventPayload({ classId: theirClass.classId });
    const response = await postEvent(t, cookie, payload, image);
    expect(response.statusCode).toBe(404);
    expect(response.json().error.message).toBe(MESSAGES.classNotFound);
    expect(response.body).not.toContain(theirClass.classTitle);
    expect({ counts: await scheduleCounts(t, orgId), files: await storedFiles(t) }).toEqual(before);
  });
});

describe("event list for pickers", () => {
  it("lists the organization's running events and never another organization's", async () => {
    const event = await createEvent({ eventTitle: "Picker Workshop" });
    const mine = (await t.request({ method: "GET", url: "/api/v1/events", cookie })).json();
    expect(mine.events).toContainEqual({
      eventId: event.eventId,
      eventTitle: "Picker Workshop",
      eventStart: event.eventStart,
    });
    const theirs = (
      await t.request({ method: "GET", url: "/api/v1/events", cookie: otherCookie })
    ).json();
    expect(theirs.events.map((e: { eventId: string }) => e.eventId)).not.toContain(event.eventId);
  });

  it("leaves out a cancelled one-time event", async () => {
    const event = await createEvent({
      eventTitle: "Cancelled Picker",
      recurrence: null,
      eventEnd: null,
    });
    await asAdmin("POST", `/api/v1/events/${event.eventId}/cancel`, {});
    const list = (await t.request({ method: "GET", url: "/api/v1/events", cookie })).json();
    expect(list.events.map((e: { eventId: string }) => e.eventId)).not.toContain(event.eventId);
  });
});

describe("featured events (001 §2 New event wizard: the featured flag)", () => {
  it("gives an event created as featured a featured item with its own copy of the picture", async () => {
    const event = await createEvent({ eventTitle: "Featured Retreat", isFeatured: true });
    const featured = (await t.request({ method: "GET", url: "/api/v1/featured", cookie })).json();
    const item = featured.featuredItems.find(
      (entry: { featuredItemId: string | null }) => entry.featuredItemId === event.eventId,
    );
    expect(item).toMatchObject({ featuredItemName: "eventItem" });
    expect(item.imageItem.imageUrl).not.toBe(event.image);

    // Deleting the featured item leaves the event's own picture in place.
    await t.request({ method: "DELETE", url: `/api/v1/featured/${item.featuredId}`, cookie });
    const picture = await t.app.inject({
      method: "GET",
      url: new URL(event.image as string).pathname,
    });
    expect(picture.statusCode).toBe(200);
  });

  it("refuses a featured event of an unknown class and keeps neither its picture nor the copy", async () => {
    const before = { counts: await scheduleCounts(t, orgId), files: await storedFiles(t) };
    const payload = eventPayload({ classId: "no-such-class", isFeatured: true });
    const response = await postEvent(t, cookie, payload, image);
    expect(response.statusCode).toBe(404);
    expect(response.json().error.message).toBe(MESSAGES.classNotFound);
    expect({ counts: await scheduleCounts(t, orgId), files: await storedFiles(t) }).toEqual(before);
  });

  it("creates no featured item for an event that is not featured", async () => {
    const event = await createEvent({ eventTitle: "Quiet Class", isFeatured: false });
    const featured = (await t.request({ method: "GET", url: "/api/v1/featured", cookie })).json();
    expect(
      featured.featuredItems.some(
        (entry: { featuredItemId: string | null }) => entry.featuredItemId === event.eventId,
      ),
    ).toBe(false);
  });
});

describe("share link on demand (001 §7, issue #19: Share Event never lacks a link)", () => {
  it("creates the missing share link of an event when it is opened, and keeps it", async () => {
    const event = await createEvent();
    await withTenant(t.db, orgId, (trx) =>
      trx
        .updateTable("events")
        .set({ share_link: null })
        .where("org_id", "=", orgId)
        .where("id", "=", event.eventId)
        .execute(),
    );

    const opened = (await getEvent(event.eventId)).json();
    const reopened = (await getEvent(event.eventId)).json();

    expect(opened.shareLink).toMatch(/\/l\/[0-9A-Za-z]{10}$/);
    expect(reopened.shareLink).toBe(opened.shareLink);
  });
});

import type { EventAttendee, ScheduleEvent } from "@studiodesk/core/contracts/schedule";
import { MESSAGES } from "@studiodesk/core/messages";
import { describe, expect, it } from "vitest";
import { createClass } from "../../../test/support/classes-test-support";
import {
  eventPayload,
  makeLeader,
  postEvent,
  scheduleCounts,
  TEST_NOW,
  testImage,
} from "../../../test/support/schedule-test-support";
import { appWithMembers } from "../../../test/support/two-organizations";
import { withTenant } from "../../db/database";
import { newId } from "../../shared/ids";

const { t, orgId, otherOrgId, cookie, asAdmin, otherCookie, secondCookie, members, foreignMember } =
  await appWithMembers("Harbor Test", {
    otherName: "Other Test",
    now: TEST_NOW,
    memberCount: 6,
  });
const image = await testImage();

async function createEvent(quantity: number | null): Promise<ScheduleEvent> {
  const payload = eventPayload({ price: { amount: 2500, quantity, oneTimePurchase: false } });
  const response = await postEvent(t, cookie, payload, image);
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

// A one-time event: cancelling it cancels the whole event (a series cancels one date).
async function createOneTimeEvent(quantity: number): Promise<ScheduleEvent> {
  const payload = eventPayload({
    recurrence: null,
    eventEnd: null,
    price: { amount: 2500, quantity, oneTimePurchase: false },
  });
  const response = await postEvent(t, cookie, payload, image);
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

const addAttendees = (eventId: string, userIds: string[], session = cookie) =>
  t.request({
    method: "POST",
    url: `/api/v1/events/${eventId}/attendees`,
    cookie: session,
    payload: { userIds },
  });

const eventCounts = async (eventId: string) => {
  const event = (
    await t.request({ method: "GET", url: `/api/v1/events/${eventId}`, cookie })
  ).json();
  return {
    quantity: event.price.quantity,
    purchased: event.price.purchased,
    eventUsers: event.eventUsers,
  };
};

describe("adding and removing attendees (001 §4 Event attendance)", () => {
  it("adds members with names, takes a ticket each and counts them as purchased and attended", async () => {
    const event = await createEvent(5);
    const response = await addAttendees(event.eventId, [
      members[0] as string,
      members[1] as string,
    ]);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().attendees).toHaveLength(2);
    expect(response.json().attendees[0]).toMatchObject({
      // Nothing to sign yet (the organization has no documents): signed.
      userData: { firstName: "Member0", lastName: "User", documentStatus: "signed" },
      eventData: { quantity: 1, attendance: null },
    });
    expect(await eventCounts(event.eventId)).toEqual({ quantity: 3, purchased: 2, eventUsers: 2 });
  });

  it("does not count a member twice", async () => {
    const event = await createEvent(5);
    await addAttendees(event.eventId, [members[0] as string]);
    await addAttendees(event.eventId, [members[0] as string, members[0] as string]);
    expect(await eventCounts(event.eventId)).toEqual({ quantity: 4, purchased: 1, eventUsers: 1 });
  });

  it("removes an attendee and gives the ticket back", async () => {
    const event = await createEvent(5);
    await addAttendees(event.eventId, [members[0] as string, members[1] as string]);
    const response = await asAdmin(
      "DELETE",
      `/api/v1/events/${event.eventId}/attendees/${members[0]}`,
    );
    expect(response.json().attendees).toHaveLength(1);
    expect(await eventCounts(event.eventId)).toEqual({ quantity: 4, purchased: 1, eventUsers: 1 });
  });

  it("keeps an Unlimited quantity unlimited", async () => {
    const event = await createEvent(null);
    await addAttendees(event.eventId, [members[0] as string]);
    expect(await eventCounts(event.eventId)).toEqual({
      quantity: null,
      purchased: 1,
      eventUsers: 1,
    });
  });

  it("refuses to add more attendees than tickets left, adding none of them", async () => {
    const event = await createEvent(1);
    const response = await addAttendees(event.eventId, [
      members[0] as string,
      members[1] as string,
    ]);
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe(MESSAGES.notEnoughTickets);
    expect(await eventCounts(event.eventId)).toEqual({ quantity: 1, purchased: 0, eventUsers: 0 });
  });

  it("sells exactly the last tickets when staff add at the same time, never going below zero", async () => {
    const event = await createEvent(3);
    const sessions = [cookie, secondCookie];
    const responses = await Promise.all(
      members.map((member, index) => addAttendees(event.eventId, [member], sessions[index % 2])),
    );
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([200, 200, 200, 409, 409, 409]);
    expect(await eventCounts(event.eventId)).toEqual({ quantity: 0, purchased: 3, eventUsers: 3 });
    const list = await asAdmin("GET", `/api/v1/events/${event.eventId}/attendees`);
    expect(list.json().attendees).toHaveLength(3);
  });

  it("refuses an unknown member and one of another organization alike with 404 'This member could not be found.', adding no one", async () => {
    const event = await createEvent(5);
    const before = await scheduleCounts(t, orgId);
    const theirsBefore = await scheduleCounts(t, otherOrgId);
    const foreign = await addAttendees(event.eventId, [members[0] as string, foreignMember]);
    const unknown = await addAttendees(event.eventId, [newId()]);
    for (const response of [foreign, unknown]) {
      expect(response.statusCode, response.body).toBe(404);
      expect(response.json().error.message).toBe(MESSAGES.memberNotFound);
    }
    // Another organization's member is answered as an id no one has: nothing says they exist.
    expect(foreign.json()).toEqual(unknown.json());
    expect(await scheduleCounts(t, orgId)).toEqual(before);
    expect(await scheduleCounts(t, otherOrgId)).toEqual(theirsBefore);
    expect(await eventCounts(event.eventId)).toEqual({ quantity: 5, purchased: 0, eventUsers: 0 });
  });

  it("refuses an empty list and one of over 100 members with 400 and what to change, changing nothing", async () => {
    const event = await createEvent(5);
    const before = await scheduleCounts(t, orgId);
    const refusals = [
      { userIds: [], message: MESSAGES.noMemberSelected },
      {
        userIds: Array.from({ length: 101 }, () => newId()),
        message: MESSAGES.tooManyMembersAtOnce,
      },
    ];
    for (const { userIds, message } of refusals) {
      const response = await addAttendees(event.eventId, userIds);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().error.message).toBe(message);
    }
    expect(await scheduleCounts(t, orgId)).toEqual(before);
  });

  // 001 §4 "cancelled (irreversible)": a cancelled event is locked, as a cancelled class takes
  // no one new; the tickets and purchases of an event that will not happen must not grow.
  it("refuses to add attendees to a cancelled event with 'A cancelled event cannot be edited.', changing nothing", async () => {
    const event = await createOneTimeEvent(5);
    await addAttendees(event.eventId, [members[0] as string]);
    expect((await asAdmin("POST", `/api/v1/events/${event.eventId}/cancel`, {})).statusCode).toBe(
      200,
    );
    const response = await addAttendees(event.eventId, [members[1] as string]);
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe(MESSAGES.eventCancelledNotEditable);
    expect(await eventCounts(event.eventId)).toEqual({ quantity: 4, purchased: 1, eventUsers: 1 });
  });

  it("still removes an attendee from a cancelled event, giving the ticket back", async () => {
    const event = await createOneTimeEvent(5);
    await addAttendees(event.eventId, [members[0] as string]);
    await asAdmin("POST", `/api/v1/events/${event.eventId}/cancel`, {});
    const response = await asAdmin(
      "DELETE",
      `/api/v1/events/${event.eventId}/attendees/${members[0]}`,
    );
    expect(response.statusCode).toBe(200);
    expect(await eventCounts(event.eventId)).toEqual({ quantity: 5, purchased: 0, eventUsers: 0 });
  });

  it("still adds attendees to a series one of whose dates is cancelled: they attend the others", async () => {
    const event = await createEvent(5);
    await asAdmin("POST", `/api/v1/events/${event.eventId}/cancel`, {
      occurrenceStart: event.occurrenceStart,
    });
    const response = await addAttendees(event.eventId, [members[0] as string]);
    expect(response.statusCode, response.body).toBe(200);
    expect(await eventCounts(event.eventId)).toEqual({ quantity: 4, purchased: 1, eventUsers: 1 });
  });
});

// 001 §4 "isCancelled disables editing": a cancelled class takes no one new, and its own
// events take no new attendees either; what they had stays, and can still be given back.
describe("an event of a cancelled class", () => {
  async function createEventOfCancelledClass(): Promise<ScheduleEvent> {
    const studioClass = await createClass(t, cookie, image);
    const payload = eventPayload({
      classId: studioClass.classId,
      price: { amount: 2500, quantity: 5, oneTimePurchase: false },
    });
    const created = await postEvent(t, cookie, payload, image);
    expect(created.statusCode, created.body).toBe(201);
    const event: ScheduleEvent = created.json();
    expect((await addAttendees(event.eventId, [members[0] as string])).statusCode).toBe(200);
    const cancel = await asAdmin("POST", `/api/v1/classes/${studioClass.classId}/cancel`);
    expect(cancel.statusCode, cancel.body).toBe(200);
    return event;
  }

  it("refuses new attendees with 409 'This event's class is cancelled: it takes no new attendees.', changing nothing", async () => {
    const event = await createEventOfCancelledClass();
    const before = await scheduleCounts(t, orgId);
    const response = await addAttendees(event.eventId, [
      members[1] as string,
      members[2] as string,
    ]);
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe(MESSAGES.eventClassCancelled);
    expect(await scheduleCounts(t, orgId)).toEqual(before);
    expect(await eventCounts(event.eventId)).toEqual({ quantity: 4, purchased: 1, eventUsers: 1 });
  });

  it("still removes an attendee, giving the ticket back", async () => {
    const event = await createEventOfCancelledClass();
    const response = await asAdmin(
      "DELETE",
      `/api/v1/events/${event.eventId}/attendees/${members[0]}`,
    );
    expect(response.statusCode).toBe(200);
    expect(await eventCounts(event.eventId)).toEqual({ quantity: 5, purchased: 0, eventUsers: 0 });
  });

  it("leaves the events of the organization's other classes taking attendees", async () => {
    await createEventOfCancelledClass();
    const openClass = await createClass(t, cookie, image);
    const payload = eventPayload({ classId: openClass.classId });
    const event: ScheduleEvent = (await postEvent(t, cookie, payload, image)).json();
    const response = await addAttendees(event.eventId, [members[1] as string]);
    expect(response.statusCode, response.body).toBe(200);
  });
});

describe("the attendee limit (001 §3 eventMaxUsers, the Registration card's Limit Attendees)", () => {
  async function createLimitedEvent(eventMaxUsers: number): Promise<ScheduleEvent> {
    const payload = eventPayload({
      eventMaxUsers,
      price: { amount: 2500, quantity: null, oneTimePurchase: false },
    });
    const response = await postEvent(t, cookie, payload, image);
    expect(response.statusCode, response.body).toBe(201);
    return response.json();
  }

  it("refuses to add more attendees than the limit allows, adding none of them", async () => {
    const event = await createLimitedEvent(2);
    expect((await addAttendees(event.eventId, [members[0] as string])).statusCode).toBe(200);
    const response = await addAttendees(event.eventId, [
      members[1] as string,
      members[2] as string,
    ]);
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe(MESSAGES.eventFull);
    expect(await eventCounts(event.eventId)).toEqual({
      quantity: null,
      purchased: 1,
      eventUsers: 1,
    });
  });

  it("adds attendees up to the limit exactly", async () => {
    const event = await createLimitedEvent(2);
    const response = await addAttendees(event.eventId, [
      members[0] as string,
      members[1] as string,
    ]);
    expect(response.statusCode, response.body).toBe(200);
    expect(await eventCounts(event.eventId)).toEqual({
      quantity: null,
      purchased: 2,
      eventUsers: 2,
    });
  });

  it("refuses a limit below the attendees already there with its reason, changing nothing", async () => {
    const event = await createLimitedEvent(5);
    await addAttendees(event.eventId, [members[0] as string, members[1] as string]);
    const response = await asAdmin("PATCH", `/api/v1/events/${event.eventId}`, {
      occurrenceStart: event.occurrenceStart,
      changes: { eventMaxUsers: 1 },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      message: MESSAGES.maxUsersBelowAttendees,
      fields: { eventMaxUsers: MESSAGES.maxUsersBelowAttendees },
    });
    const after = await asAdmin("GET", `/api/v1/events/${event.eventId}`);
    expect(after.json().eventMaxUsers).toBe(5);
    const atCount = await asAdmin("PATCH", `/api/v1/events/${event.eventId}`, {
      occurrenceStart: event.occurrenceStart,
      changes: { eventMaxUsers: 2 },
    });
    expect(atCount.statusCode, atCount.body).toBe(200);
  });
});

describe("documents column (001 §2 Event attendees)", () => {
  it("shows who signed the organization's documents, and 'not required' when the event needs none", async () => {
    const [signer, nonSigner] = [members[4] as string, members[5] as string];
    await withTenant(t.db, orgId, async (trx) => {
      await trx
        .insertInto("documents")
        .values({
          org_id: orgId,
          id: "waiver-1",
          title: "Liability Waiver",
          sub_title: "",
          description: "",
          storage_key: "private/x/document/waiver.pdf",
          file_name: "waiver.pdf",
          size: 10,
          created_at: new Date(),
        })
        .execute();
      await trx
        .insertInto("user_files")
        .values({
          id: "uf-1",
          org_id: orgId,
          user_id: signer,
          file_id: "waiver-1",
          file_title: "Liability Waiver",
          file_signed_link: null,
        })
        .execute();
    });
    const event = await createEvent(5);
    const list = (await addAttendees(event.eventId, [signer, nonSigner])).json().attendees;
    const statusOf = (uid: string) =>
      list.find((row: { userData: { uid: string } }) => row.userData.uid === uid).userData
        .documentStatus;
    expect([statusOf(signer), statusOf(nonSigner)]).toEqual(["signed", "unsigned"]);
    const payload = eventPayload({ requiredDocuments: false });
    const relaxed = (await postEvent(t, cookie, payload, image)).json();
    const relaxedList = (await addAttendees(relaxed.eventId, [nonSigner])).json().attendees;
    expect(relaxedList[0].userData.documentStatus).toBe("notRequired");
  });
});

describe("name column (001 §2 Reusable members table: photo, name with the leader star)", () => {
  it("carries each attendee's photo and marks app leaders with isLeader", async () => {
    const [leader, member] = [members[4] as string, members[5] as string];
    await makeLeader(t, orgId, leader);
    await withTenant(t.db, orgId, (trx) =>
      trx
        .updateTable("users")
        .set({ profile_photo_url: "https://cdn.example/leader.png" })
        .where("id", "=", leader)
        .execute(),
    );
    const event = await createEvent(5);
    await addAttendees(event.eventId, [leader, member]);
    const response = await t.request({
      method: "GET",
      url: `/api/v1/events/${event.eventId}/attendees`,
      cookie,
    });
    const userDataOf = (uid: string) =>
      response
        .json()
        .attendees.find((row: { userData: { uid: string } }) => row.userData.uid === uid).userData;
    expect(userDataOf(leader)).toMatchObject({
      isLeader: true,
      profilePhotoURL: "https://cdn.example/leader.png",
    });
    expect(userDataOf(member)).toMatchObject({ isLeader: false, profilePhotoURL: null });
  });
});

describe("attendance (001 §2 Event attendees, §3 attendee row)", () => {
  const putAttendance = (eventId: string, attendance: unknown, session = cookie) =>
    t.request({
      method: "PATCH",
      url: `/api/v1/events/${eventId}/attendance`,
      cookie: session,
      payload: { attendance },
    });

  it("stores attendance as {quantity, type 'manual', timestamp}", async () => {
    const event = await createEvent(5);
    await addAttendees(event.eventId, [members[0] as string]);
    const response = await putAttendance(event.eventId, [{ uid: members[0], quantity: 1 }]);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().attendees[0].eventData.attendance).toEqual({
      quantity: 1,
      type: "manual",
      timestamp: TEST_NOW.toISOString(),
    });
  });

  it("takes a check-in back with a null quantity: the attendance is not taken yet (issue #21)", async () => {
    const event = await createEvent(5);
    await addAttendees(event.eventId, [members[0] as string]);
    await putAttendance(event.eventId, [{ uid: members[0], quantity: 1 }]);
    const response = await putAttendance(event.eventId, [{ uid: members[0], quantity: null }]);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().attendees[0].eventData.attendance).toBeNull();
  });

  it.each([
    ["more than the attendee's tickets", 2],
    ["a negative number", -1],
  ])("refuses %s and changes nothing", async (_, quantity) => {
    const event = await createEvent(5);
    await addAttendees(event.eventId, [members[0] as string]);
    const response = await putAttendance(event.eventId, [{ uid: members[0], quantity }]);
    expect(response.statusCode).toBe(400);
    const list = await asAdmin("GET", `/api/v1/events/${event.eventId}/attendees`);
    expect(list.json().attendees[0].eventData.attendance).toBeNull();
  });

  it("refuses attendance for someone who is not an attendee", async () => {
    const event = await createEvent(5);
    const response = await putAttendance(event.eventId, [{ uid: members[3], quantity: 1 }]);
    expect(response.statusCode).toBe(404);
  });

  // Two at the desk: one removes a member while the other checks everyone in. The refusal
  // names what happened, as removing them a second time does, not 'Please select members of
  // this organization.' (they are one), and checks no one in.
  it("refuses a check-in of an attendee a colleague removed with 'This member could not be found.', changing nothing", async () => {
    const event = await createEvent(5);
    await addAttendees(event.eventId, [members[0] as string, members[1] as string]);
    await asAdmin("DELETE", `/api/v1/events/${event.eventId}/attendees/${members[1]}`);
    const response = await putAttendance(event.eventId, [
      { uid: members[0], quantity: 1 },
      { uid: members[1], quantity: 1 },
    ]);
    expect(response.statusCode).toBe(404);
    expect(response.json().error.message).toBe(MESSAGES.memberNotFound);
    const list = await asAdmin("GET", `/api/v1/events/${event.eventId}/attendees`);
    expect(list.json().attendees[0].eventData.attendance).toBeNull();
  });
});

describe("attendance per date (a series' check-ins belong to the date they were taken at)", () => {
  const firstMonday = "2027-01-11T23:00:00.000Z";
  const nextMonday = "2027-01-18T23:00:00.000Z";
  const withDate = (path: string, eventStart?: string) =>
    eventStart ? `${path}?${new URLSearchParams({ eventStart })}` : path;
  const attendeesAt = (eventId: string, eventStart?: string) =>
    withDate(`/api/v1/events/${eventId}/attendees`, eventStart);
  const attendanceAt = (eventId: string, eventStart?: string) =>
    withDate(`/api/v1/events/${eventId}/attendance`, eventStart);
  const attendanceOf = async (eventId: string, eventStart?: string) =>
    (await asAdmin("GET", attendeesAt(eventId, eventStart)))
      .json()
      .attendees.map((row: EventAttendee) => row.eventData.attendance?.quantity ?? "not taken");

  it("checks a member in on one Monday and leaves the next Monday not taken", async () => {
    const event = await createEvent(5);
    await addAttendees(event.eventId, [members[0] as string]);
    const response = await asAdmin("PATCH", attendanceAt(event.eventId, firstMonday), {
      attendance: [{ uid: members[0], quantity: 1 }],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(await attendanceOf(event.eventId, firstMonday)).toEqual([1]);
    expect(await attendanceOf(event.eventId, nextMonday)).toEqual(["not taken"]);
    // No date given: the series' first, as the event view opens it.
    expect(await attendanceOf(event.eventId)).toEqual([1]);
  });

  it("answers the series' dates on either side of the one listed, for stepping through them", async () => {
    const event = await createEvent(5);
    const dateOf = async (eventStart?: string) =>
      (await asAdmin("GET", attendeesAt(event.eventId, eventStart))).json().date;
    expect(await dateOf(nextMonday)).toEqual({
      occurrenceStart: nextMonday,
      previous: firstMonday,
      next: "2027-01-25T23:00:00.000Z",
    });
    expect(await dateOf()).toEqual({
      occurrenceStart: firstMonday,
      previous: null,
      next: nextMonday,
    });
    // The series ends on 29 March (6 pm is 22:00 UTC after the clocks went forward): its last
    // date has no next.
    expect(await dateOf("2027-03-29T22:00:00.000Z")).toEqual({
      occurrenceStart: "2027-03-29T22:00:00.000Z",
      previous: "2027-03-22T22:00:00.000Z",
      next: null,
    });
  });

  it("lists the same attendees and tickets on every date", async () => {
    const event = await createEvent(5);
    await addAttendees(event.eventId, [members[0] as string, members[1] as string]);
    const uidsAt = async (eventStart: string) =>
      (await asAdmin("GET", attendeesAt(event.eventId, eventStart)))
        .json()
        .attendees.map((row: EventAttendee) => [row.userData.uid, row.eventData.quantity]);
    expect(await uidsAt(nextMonday)).toEqual(await uidsAt(firstMonday));
    expect(await uidsAt(nextMonday)).toHaveLength(2);
  });

  it("refuses a date that is not one of the event's with 'Event not found.', changing nothing", async () => {
    const event = await createEvent(5);
    await addAttendees(event.eventId, [members[0] as string]);
    const tuesday = "2027-01-12T23:00:00.000Z";
    const response = await asAdmin("PATCH", attendanceAt(event.eventId, tuesday), {
      attendance: [{ uid: members[0], quantity: 1 }],
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.message).toBe(MESSAGES.eventNotFound);
    expect((await asAdmin("GET", attendeesAt(event.eventId, tuesday))).statusCode).toBe(404);
    expect(await attendanceOf(event.eventId, firstMonday)).toEqual(["not taken"]);
  });

  // 001 §4 "cancelled (irreversible)": a cancelled date took place for no one.
  it("refuses attendance on a cancelled date of a series with 'Attendance cannot be taken on a cancelled date.', and takes it on the next date", async () => {
    const event = await createEvent(5);
    await addAttendees(event.eventId, [members[0] as string]);
    const cancelled = await asAdmin("POST", `/api/v1/events/${event.eventId}/cancel`, {
      occurrenceStart: firstMonday,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const checkIn = { attendance: [{ uid: members[0], quantity: 1 }] };
    const response = await asAdmin("PATCH", attendanceAt(event.eventId, firstMonday), checkIn);
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe(MESSAGES.attendanceOnCancelledDate);
    expect(await attendanceOf(event.eventId, firstMonday)).toEqual(["not taken"]);
    const next = await asAdmin("PATCH", attendanceAt(event.eventId, nextMonday), checkIn);
    expect(next.statusCode, next.body).toBe(200);
  });

  it("refuses attendance on a cancelled one-time event, changing nothing", async () => {
    const event = await createOneTimeEvent(5);
    await addAttendees(event.eventId, [members[0] as string]);
    await asAdmin("POST", `/api/v1/events/${event.eventId}/cancel`, {});
    const response = await asAdmin("PATCH", attendanceAt(event.eventId), {
      attendance: [{ uid: members[0], quantity: 1 }],
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe(MESSAGES.attendanceOnCancelledDate);
    expect(await attendanceOf(event.eventId)).toEqual(["not taken"]);
  });

  it("removes an attendee's attendance at every date with them", async () => {
    const event = await createEvent(5);
    await addAttendees(event.eventId, [members[0] as string]);
    for (const eventStart of [firstMonday, nextMonday]) {
      await asAdmin("PATCH", attendanceAt(event.eventId, eventStart), {
        attendance: [{ uid: members[0], quantity: 1 }],
      });
    }
    await asAdmin("DELETE", `${attendeesAt(event.eventId)}/${members[0]}`);
    await addAttendees(event.eventId, [members[0] as string]);
    expect(await attendanceOf(event.eventId, firstMonday)).toEqual(["not taken"]);
    expect(await attendanceOf(event.eventId, nextMonday)).toEqual(["not taken"]);
  });

  it("keeps a one-time event's attendance when its start moves", async () => {
    const payload = eventPayload({ recurrence: null, eventEnd: null });
    const event = (await postEvent(t, cookie, payload, image)).json() as ScheduleEvent;
    await addAttendees(event.eventId, [members[0] as string]);
    await asAdmin("PATCH", attendanceAt(event.eventId), {
      attendance: [{ uid: members[0], quantity: 1 }],
    });
    const moved = await asAdmin("PATCH", `/api/v1/events/${event.eventId}`, {
      changes: { eventStart: "2027-01-13T18:00:00.000Z" },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await attendanceOf(event.eventId)).toEqual([1]);
  });
});

describe("tenant isolation", () => {
  it("answers 404 to another organization for every attendee endpoint and changes nothing", async () => {
    const event = await createEvent(5);
    await addAttendees(event.eventId, [members[0] as string]);
    const before = await scheduleCounts(t, orgId);
    const base = `/api/v1/events/${event.eventId}`;
    const attempts = [
      { method: "GET" as const, url: `${base}/attendees` },
      {
        method: "GET" as const,
        url: `${base}/attendees?${new URLSearchParams({ eventStart: event.occurrenceStart })}`,
      },
      { method: "POST" as const, url: `${base}/attendees`, payload: { userIds: [foreignMember] } },
      { method: "DELETE" as const, url: `${base}/attendees/${members[0]}` },
      {
        method: "PATCH" as const,
        url: `${base}/attendance`,
        payload: { attendance: [{ uid: members[0], quantity: 1 }] },
      },
    ];
    for (const attempt of attempts) {
      const response = await t.request({ ...attempt, cookie: otherCookie });
      expect(response.statusCode, `${attempt.method} ${attempt.url}`).toBe(404);
    }
    expect(await scheduleCounts(t, orgId)).toEqual(before);
    expect(await eventCounts(event.eventId)).toEqual({ quantity: 4, purchased: 1, eventUsers: 1 });
  });
});

import { MESSAGES } from "@studiodesk/core/messages";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { createClass } from "../../../test/support/classes-test-support";
import { pngBytes } from "../../../test/support/content-test-support";
import { startFakeFcm } from "../../../test/support/fake-fcm";
import {
  auditLinesAbout,
  rowsUnderKeyReader,
  sameRowFromRequestsAtOnce,
} from "../../../test/support/idempotency-test-support";
import { createTestApp } from "../../../test/support/test-app";
import { withTenant } from "../../db/database";
import { jobHandlers } from "../../jobs/job-handlers";
import { JobRunner } from "../../jobs/job-runner";
import { listJobsByType } from "../../jobs/jobs.repo";
import { SEND_NOTIFICATION_JOB } from "./notification-mapping";

const fcm = await startFakeFcm();
const t = await createTestApp({ environment: { FCM_API_URL: fcm.url } });
afterAll(async () => {
  await t.close();
  await fcm.close();
});

const HOUR_MS = 3_600_000;
const start = new Date("2026-06-01T12:00:00.000Z");
t.clock.now = start;
// Harbor keeps notifications in the outbox; Pier has push credentials; Elsewhere is a stranger.
const orgId = await t.createOrganization({ name: "Harbor Test" });
const pierId = await t.createOrganization({ name: "Pier Studio" });
const otherOrgId = await t.createOrganization({ name: "Elsewhere" });
const cookie = await t.signIn((await t.createUser(orgId)).email);
const pierCookie = await t.signIn((await t.createUser(pierId)).email);
const otherCookie = await t.signIn((await t.createUser(otherOrgId)).email);
await withTenant(t.db, pierId, (trx) =>
  trx
    .insertInto("push_credentials")
    .values({
      org_id: pierId,
      project_id: fcm.credentials.projectId,
      client_email: fcm.credentials.clientEmail,
      private_key: fcm.credentials.privateKey,
      token_uri: fcm.credentials.tokenUri,
    })
    .execute(),
);

const runner = () =>
  new JobRunner({
    db: t.db,
    handlers: jobHandlers(t.app.deps),
    logger: t.app.log,
    now: () => t.clock.now,
  });

// Each New Notification form names its notification once; each send here is another form's,
// unless the payload names its key.
let formCount = 0;
const newFormKey = () => `test-notification-form-${++formCount}`;
const send = (payload: object, session = cookie) =>
  t.request({
    method: "POST",
    url: "/api/v1/notifications",
    cookie: session,
    payload: { idempotencyKey: newFormKey(), ...payload },
  });

const tab = async (name: "sent" | "scheduled", session = cookie, cursor?: string) => {
  const query = `tab=${name}${cursor ? `&cursor=${cursor}` : ""}`;
  const response = await t.request({
    method: "GET",
    url: `/api/v1/notifications?${query}`,
    cookie: session,
  });
  expect(response.statusCode).toBe(200);
  return response.json() as {
    notifications: Array<{ messageId: string; message: string; sent: boolean; delivery: string }>;
    nextCursor: string | null;
  };
};

const written = async (id = orgId) => ({
  notifications: await withTenant(t.db, id, (trx) =>
    trx.selectFrom("notifications").select(["id"]).execute(),
  ),
  jobs: await listJobsByType(t.db, SEND_NOTIFICATION_JOB),
});

beforeEach(async () => {
  t.clock.now = start;
  fcm.messages.length = 0;
  for (const id of [orgId, pierId, otherOrgId]) {
    await withTenant(t.db, id, (trx) => trx.deleteFrom("notifications").execute());
  }
  await t.db.deleteFrom("jobs").execute();
});

describe("000 §5 Notification message: bad input is refused and nothing is written", () => {
  it.each([
    [{ message: "Too short" }, MESSAGES.notificationMessageInvalid],
    [{ message: "x".repeat(501) }, MESSAGES.notificationMessageInvalid],
    // Past the request's own size guard too: the spec's message, not a generic length one.
    [{ message: "x".repeat(10_000) }, MESSAGES.notificationMessageInvalid],
    [{ message: "Class at six", scheduledDate: "" }, MESSAGES.scheduledDateInvalid],
    [{ message: "Class at six", scheduledDate: "tomorrow" }, MESSAGES.scheduledDateInvalid],
    [
      { message: "Class at six", scheduledDate: "2026-06-01T10:00:00.000Z" },
      MESSAGES.scheduledDateInvalid,
    ],
  ])("refuses %o with %s", async (payload, message) => {
    const before = await written();
    const response = await send(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(message);
    expect(await written()).toEqual(before);
  });

  it("refuses a field the form does not send with 400, naming it, and writes nothing", async () => {
    const before = await written();
    const response = await send({ message: "Studio opens late today.", isAdmin: true });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(
      "This request has fields that are not accepted: isAdmin.",
    );
    expect(await written()).toEqual(before);
  });

  it("refuses to schedule a class-targeted notification", async () => {
    const studioClass = await createClass(t, cookie, await pngBytes());
    const response = await send({
      message: "Bring a mat tonight",
      classId: studioClass.classId,
      scheduledDate: new Date(start.getTime() + HOUR_MS).toISOString(),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(MESSAGES.classNotificationNotScheduled);
    expect((await written()).notifications).toEqual([]);
  });

  it("answers another organization's class with 404 and writes nothing", async () => {
    const studioClass = await createClass(t, otherCookie, await pngBytes());
    const response = await send({ message: "Bring a mat tonight", classId: studioClass.classId });
    expect(response.statusCode).toBe(404);
    expect((await written()).notifications).toEqual([]);
  });
});

describe("sending now", () => {
  it("sends the message without the spaces typed around it", async () => {
    const response = await send({ message: "  Studio opens late today.\n " });
    expect(response.statusCode).toBe(201);
    expect(response.json().message).toBe("Studio opens late today.");
    expect((await tab("sent")).notifications.map((row) => row.message)).toEqual([
      "Studio opens late today.",
    ]);
  });

  it("keeps the notification in the outbox when the organization has no push credentials", async () => {
    const response = await send({ message: "Studio opens late today." });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ title: "Harbor Test", sent: false });
    expect(await runner().runDueJobs()).toBe(1);
    const [sent] = (await tab("sent")).notifications;
    expect(sent).toMatchObject({
      message: "Studio opens late today.",
      sent: true,
      delivery: "outbox",
    });
    expect(fcm.messages).toEqual([]);
  });

  it("sends an FCM topic message titled with the organization's name", async () => {
    await send({ message: "Pier yoga is on at sunrise." }, pierCookie);
    await runner().runDueJobs();
    expect(fcm.messages).toEqual([
      {
        projectId: "harbor-yoga-app",
        message: {
          topic: `org-${pierId}`,
          notification: { title: "Pier Studio", body: "Pier yoga is on at sunrise." },
        },
      },
    ]);
    expect((await tab("sent", pierCookie)).notifications[0]?.delivery).toBe("fcm");
  });

  it("sends the organization's logo as the image", async () => {
    const logo = "https://cdn.example/pier-logo.png";
    await withTenant(t.db, pierId, (trx) =>
      trx
        .updateTable("org_accounts")
        .set((eb) => ({
          public_information: eb.fn("jsonb_set", [
            eb.ref("public_information"),
            eb.val("{appLogo}"),
            eb.val(JSON.stringify(logo)),
          ]),
        }))
        .where("org_id", "=", pierId)
        .execute(),
    );
    await send({ message: "New logo, same studio." }, pierCookie);
    await runner().runDueJobs();
    expect(fcm.messages[0]?.message.notification.image).toBe(logo);
  });

  it("sends a class notification to the class's topic", async () => {
    const studioClass = await createClass(t, pierCookie, await pngBytes());
    const response = await send(
      { message: "Bring a mat tonight", classId: studioClass.classId },
      pierCookie,
    );
    expect(response.json().classTitle).toBe(studioClass.classTitle);
    await runner().runDueJobs();
    expect(fcm.messages.map((item) => item.message.topic)).toEqual([
      `class-${studioClass.classId}`,
    ]);
  });
});

describe("scheduled notifications (000 §4: after now counts as scheduled)", () => {
  const inAnHour = new Date(start.getTime() + HOUR_MS).toISOString();

  it("is sent once at its time, across restarts and two instances", async () => {
    const created = (
      await send({ message: "Workshop starts in an hour!", scheduledDate: inAnHour }, pierCookie)
    ).json();
    expect(
      (await tab("scheduled", pierCookie)).notifications.map((item) => item.messageId),
    ).toEqual([created.messageId]);
    expect(await runner().runDueJobs()).toBe(0);

    t.clock.now = new Date(start.getTime() + HOUR_MS);
    const [ranFirst, ranSecond] = await Promise.all([runner().runDueJobs(), runner().runDueJobs()]);
    expect(ranFirst + ranSecond).toBe(1);
    expect(await runner().runDueJobs()).toBe(0);
    expect(fcm.messages).toHaveLength(1);
    expect((await tab("scheduled", pierCookie)).notifications).toEqual([]);
    expect((await tab("sent", pierCookie)).notifications[0]).toMatchObject({ sent: true });
  });

  it("is never sent when deleted before its time", async () => {
    const created = (
      await send({ message: "Workshop starts in an hour!", scheduledDate: inAnHour }, pierCookie)
    ).json();
    const response = await t.request({
      method: "DELETE",
      url: `/api/v1/notifications/${created.messageId}`,
      cookie: pierCookie,
    });
    expect(response.json()).toEqual({ message: MESSAGES.notificationDeleted });
    t.clock.now = new Date(start.getTime() + 2 * HOUR_MS);
    expect(await runner().runDueJobs()).toBe(0);
    expect(fcm.messages).toEqual([]);
  });

  it("moves its job when its time is edited", async () => {
    const created = (
      await send({ message: "Workshop starts in an hour!", scheduledDate: inAnHour }, pierCookie)
    ).json();
    const later = new Date(start.getTime() + 3 * HOUR_MS).toISOString();
    const moved = await t.request({
      method: "PATCH",
      url: `/api/v1/notifications/${created.messageId}`,
      cookie: pierCookie,
      payload: { scheduledDate: later },
    });
    expect(moved.json().uploadTimestamp).toBe(later);
    t.clock.now = new Date(start.getTime() + HOUR_MS);
    expect(await runner().runDueJobs()).toBe(0);
    t.clock.now = new Date(start.getTime() + 3 * HOUR_MS);
    expect(await runner().runDueJobs()).toBe(1);
    expect(fcm.messages).toHaveLength(1);
  });

  it("refuses a move with a field the form does not send with 400, naming it, and keeps its time and job", async () => {
    const created = (
      await send({ message: "Workshop starts in an hour!", scheduledDate: inAnHour })
    ).json();
    const moved = await t.request({
      method: "PATCH",
      url: `/api/v1/notifications/${created.messageId}`,
      cookie,
      payload: {
        scheduledDate: new Date(start.getTime() + 3 * HOUR_MS).toISOString(),
        isAdmin: true,
      },
    });
    expect(moved.statusCode).toBe(400);
    expect(moved.json().error.message).toBe(
      "This request has fields that are not accepted: isAdmin.",
    );
    expect((await tab("scheduled")).notifications).toMatchObject([
      { messageId: created.messageId, uploadTimestamp: inAnHour },
    ]);
    const [job] = await listJobsByType(t.db, SEND_NOTIFICATION_JOB);
    expect(job?.run_at.toISOString()).toBe(inAnHour);
  });

  it("lists scheduled ones soonest first and sent ones newest first, in pages of 25", async () => {
    for (let index = 0; index < 27; index++) {
      await send({ message: `Announcement number ${index}` });
      t.clock.now = new Date(t.clock.now.getTime() + 1000);
    }
    const first = await tab("sent");
    expect(first.notifications).toHaveLength(25);
    expect(first.notifications[0]?.message).toBe("Announcement number 26");
    const second = await tab("sent", cookie, first.nextCursor ?? "");
    expect(second.notifications.map((item) => item.message)).toEqual([
      "Announcement number 1",
      "Announcement number 0",
    ]);
    expect(second.nextCursor).toBeNull();

    const base = t.clock.now.getTime();
    await send({
      message: "Later announcement",
      scheduledDate: new Date(base + 2 * HOUR_MS).toISOString(),
    });
    await send({
      message: "Sooner announcement",
      scheduledDate: new Date(base + HOUR_MS).toISOString(),
    });
    expect((await tab("scheduled")).notifications.map((item) => item.message)).toEqual([
      "Sooner announcement",
      "Later announcement",
    ]);
  });
});

// The studios' zone is New York, where 14 March 2027 goes from 2:00 am to 3:00 am.
describe("a Scheduled Date on the studio's clock", () => {
  it("reads a date and time without a zone in the studio's zone", async () => {
    const response = await send({
      message: "Winter open house reminder",
      scheduledDate: "2027-01-10T22:30",
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().uploadTimestamp).toBe("2027-01-11T03:30:00.000Z");
  });

  it.each(["2027-03-14T02:30", "2027-03-14T02:00"])(
    "refuses %s, in the hour the clocks skip, with the skipped-time message and writes nothing",
    async (scheduledDate) => {
      const before = await written();
      const response = await send({ message: "Early bird class is on", scheduledDate });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toBe(MESSAGES.startTimeSkipped);
      expect(await written()).toEqual(before);
    },
  );

  it("refuses moving a notification into the skipped hour and keeps its time and job", async () => {
    const created = (
      await send({ message: "Early bird class is on", scheduledDate: "2027-03-14T01:30" })
    ).json();
    expect(created.uploadTimestamp).toBe("2027-03-14T06:30:00.000Z");
    const moved = await t.request({
      method: "PATCH",
      url: `/api/v1/notifications/${created.messageId}`,
      cookie,
      payload: { scheduledDate: "2027-03-14T02:30" },
    });
    expect(moved.statusCode).toBe(400);
    expect(moved.json().error.message).toBe(MESSAGES.startTimeSkipped);
    expect((await tab("scheduled")).notifications).toMatchObject([
      { messageId: created.messageId, uploadTimestamp: created.uploadTimestamp },
    ]);
    const [job] = await listJobsByType(t.db, SEND_NOTIFICATION_JOB);
    expect(job?.run_at.toISOString()).toBe(created.uploadTimestamp);
  });
});

describe("other organizations' notifications", () => {
  it("answers 404 to deleting or moving another organization's notification, changing nothing", async () => {
    const scheduledDate = new Date(start.getTime() + HOUR_MS).toISOString();
    const created = (await send({ message: "Only for Harbor members", scheduledDate })).json();
    const before = await written();
    const url = `/api/v1/notifications/${created.messageId}`;
    const removed = await t.request({ method: "DELETE", url, cookie: otherCookie });
    const moved = await t.request({
      method: "PATCH",
      url,
      cookie: otherCookie,
      payload: { scheduledDate },
    });
    expect([removed.statusCode, moved.statusCode]).toEqual([404, 404]);
    expect([removed.json().error.message, moved.json().error.message]).toEqual([
      MESSAGES.notificationNotFound,
      MESSAGES.notificationNotFound,
    ]);
    expect(await written()).toEqual(before);
    expect((await tab("scheduled", otherCookie)).notifications).toEqual([]);
  });
});

// A double-clicked Send: the New Notification form's key names the notification it creates.
describe("sending a notification under the New Notification form's key", () => {
  const sendUnder = (idempotencyKey: string, change: object = {}, session = cookie) =>
    send({ message: "Studio opens late today.", ...change, idempotencyKey }, session);
  const rowsUnderKey = rowsUnderKeyReader(t, "notifications", "message", [orgId, otherOrgId]);

  it("sent twice one after the other, creates one notification with one delivery job", async () => {
    const first = await sendUnder("send-twice-in-a-row");
    const second = await sendUnder("send-twice-in-a-row");
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    expect(second.json()).toEqual(first.json());
    expect(await rowsUnderKey("send-twice-in-a-row")).toHaveLength(1);
    expect((await written()).jobs).toHaveLength(1);
  });

  it("sent three times at once, creates one notification, one job and one audit line", async () => {
    const id = await sameRowFromRequestsAtOnce(() => sendUnder("send-three-at-once"), {
      times: 3,
      status: 201,
      idOf: (answer) => answer.json().messageId,
    });
    expect((await rowsUnderKey("send-three-at-once")).map((row) => row.id)).toEqual([id]);
    expect((await written()).jobs).toHaveLength(1);
    expect(await auditLinesAbout(t, orgId, "notification.created", [id])).toHaveLength(1);
    // Delivered once.
    expect(await runner().runDueJobs()).toBe(1);
    expect((await tab("sent")).notifications).toHaveLength(1);
  });

  it("refuses the same key with another message with 409 and changes nothing", async () => {
    const first = (await sendUnder("send-then-change")).json();
    const before = await written();
    const response = await sendUnder("send-then-change", { message: "Studio closed all day." });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe(MESSAGES.notificationKeyReused);
    expect(await written()).toEqual(before);
    expect(await rowsUnderKey("send-then-change")).toEqual([
      { id: first.messageId, org_id: orgId, message: "Studio opens late today." },
    ]);
  });

  it("gives another organization using the same key its own notification, never the first one's", async () => {
    const ours = (await sendUnder("send-shared-key")).json();
    const response = await sendUnder("send-shared-key", {}, otherCookie);
    expect(response.statusCode).toBe(201);
    expect(response.json().messageId).not.toBe(ours.messageId);
    expect(response.json().title).toBe("Elsewhere");
    const rows = await rowsUnderKey("send-shared-key");
    expect(rows.map((row) => row.org_id).sort()).toEqual([orgId, otherOrgId].sort());
    expect((await sendUnder("send-shared-key")).json().messageId).toBe(ours.messageId);
  });

  it("refuses a request without a key with 400 and writes nothing", async () => {
    const response = await t.request({
      method: "POST",
      url: "/api/v1/notifications",
      cookie,
      payload: { message: "Studio opens late today." },
    });
    expect(response.statusCode).toBe(400);
    expect(await written()).toEqual({ notifications: [], jobs: [] });
  });
});

import type { StudioClass } from "@studiodesk/core/contracts/classes";
import { MESSAGES } from "@studiodesk/core/messages";
import { describe, expect, it } from "vitest";
import {
  classCounts,
  classPayload,
  createClass,
  postClass,
  SUBSCRIPTION_PRICE,
} from "../../../test/support/classes-test-support";
import {
  auditActions,
  pathOf,
  pdfBytes,
  pngBytes,
  postFile,
  storedFiles,
} from "../../../test/support/content-test-support";
import {
  eventPayload,
  makeLeader,
  postEvent,
  scheduleCounts,
  TEST_NOW,
  testImage,
} from "../../../test/support/schedule-test-support";
import { createCategory } from "../../../test/support/shop-test-support";
import { adminRequests, appWithTwoOrganizations } from "../../../test/support/two-organizations";

const { t, orgId, cookie, otherCookie } = await appWithTwoOrganizations("Classes Test", {
  now: TEST_NOW,
});
const leaderId = (await t.createUser(orgId, { admin: false, firstName: "Maya" })).id;
await makeLeader(t, orgId, leaderId);
const image = await testImage();
// 001 §8 keeps "Please complete all the necessary fields." for blank fields; a long one says its limit.
const AT_MOST_200 = "Please use at most 200 characters.";
const classCategoryId = await createCategory(t, cookie, "Vinyasa", "class");
const shopCategoryId = await createCategory(t, cookie, "Apparel", "shop");

const { get, send } = adminRequests(t, cookie);
const classOf = async (classId: string): Promise<StudioClass> =>
  (await get(`/api/v1/classes/${classId}`)).json();

// What must stay as it was after a refused request: rows and stored files.
const snapshot = async () => ({ counts: await classCounts(t, orgId), files: await storedFiles(t) });

// A PDF uploaded and added to the class's resources, as the Resources tab does: the resource.
async function addClassResource(classId: string, title: string) {
  const base = `/api/v1/classes/${classId}/resources`;
  const staged = await postFile(t, `${base}/uploads`, pdfBytes(title), `${title}.pdf`, cookie);
  return (await send("POST", base, { uploadId: staged.json().uploadId, title })).json();
}

describe("new class (001 §2 New class wizard, §5 New class, §9)", () => {
  it("creates a class with 201 and its picture, share link, leaders, category and the account's class colour", async () => {
    const created = await createClass(t, cookie, image, {
      classLeaders: [leaderId],
      categoryId: classCategoryId,
    });
    expect(created).toMatchObject({
      classTitle: "Evening Flow",
      classUsers: 0,
      pendingUsers: 0,
      classMaxUsers: 10,
      priceMode: "free",
      price: { amount: 0, oneTimePurchase: false, subscription: null },
      calendarHex: "#00ff00",
      isOnCalendar: true,
      isCancelled: false,
      categoryId: classCategoryId,
      classLeaders: [leaderId],
      nextClassDate: "2027-01-11T23:00:00.000Z",
    });
    expect(created.leaders[0]?.firstName).toBe("Maya");
    expect(created.image).toMatch(/\/files\/public\//);
    expect(created.shareLink).toMatch(/\/l\/[0-9A-Za-z]{10}$/);
    expect((await classOf(created.classId)).shareLink).toBe(created.shareLink);
    expect(await auditActions(t, orgId)).toContain("class.created");
  });

  it("stores a subscription-billed class with its billing recurrence and dates", async () => {
    const created = await createClass(t, cookie, image, { price: SUBSCRIPTION_PRICE });
    expect(created.priceMode).toBe("subscription");
    expect(created.price?.subscription).toEqual({
      amount: 4000,
      recurrence: { recurrenceTime: "everyMonth" },
      subscriptionStart: "2027-01-11T00:00:00.000Z",
      subscriptionEnd: "2027-12-11T00:00:00.000Z",
    });
  });

  it("creates the featured item of a class created as featured", async () => {
    const created = await createClass(t, cookie, image, { isFeatured: true });
    const featured = (await get("/api/v1/featured")).json();
    const items = featured.featuredItems ?? featured.items ?? featured;
    expect(JSON.stringify(items)).toContain(created.classId);
  });

  it.each([
    ["a blank title", { classTitle: " " }, MESSAGES.completeAllFields],
    ["a title over 200 characters", { classTitle: "x".repeat(201) }, AT_MOST_200],
    ["no recurrence", { recurrence: null }, MESSAGES.selectReoccuringType],
    ["a duration of 0", { classDuration: 0 }, MESSAGES.selectStartAndDuration],
    // Values no form sends: a direct call is told which field and what range.
    ["a duration over 366 days", { classDuration: 366 * 86_400 + 1 }, MESSAGES.durationRange],
    [
      "the same day twice",
      {
        recurrence: {
          recurrenceTime: "everyWeek" as const,
          recurrenceDays: ["monday" as const, "monday" as const],
        },
      },
      MESSAGES.recurrenceDayRepeated,
    ],
    [
      "a registration opening 0 seconds before",
      { registrationStartDuration: 0 },
      MESSAGES.registrationOpensRange,
    ],
    ["2.5 Max Users", { classMaxUsers: 2.5 }, MESSAGES.maxUsersWholeNumber],
    [
      "an end before the start",
      { classEnd: "2027-01-10T23:00:00.000Z" },
      MESSAGES.classEndAfterStart,
    ],
    [
      "a one-time purchase under $1.00",
      { price: { amount: 50, oneTimePurchase: true, subscription: null } },
      MESSAGES.classPriceMinimum,
    ],
    [
      "a subscription without dates",
      {
        price: {
          amount: 0,
          oneTimePurchase: false,
          subscription: {
            amount: 4000,
            recurrence: { recurrenceTime: "everyMonth" as const },
            subscriptionStart: null,
            subscriptionEnd: null,
          },
        },
      },
      MESSAGES.selectSubscriptionDates,
    ],
    [
      "a paid class with a custom button link",
      {
        price: { amount: 2500, oneTimePurchase: true, subscription: null },
        customButtonLink: "https://harbor.example/book",
      },
      MESSAGES.paidClassButtonLink,
    ],
    ["an unknown category", { categoryId: "unknown" }, MESSAGES.unknownClassCategory],
    ["a leader who is not an app leader", { classLeaders: ["nobody"] }, MESSAGES.unknownLeader],
  ])(
    "refuses %s with the spec's message, writing and storing nothing",
    async (_name, changes, message) => {
      const before = await snapshot();
      const response = await postClass(t, cookie, classPayload(changes), image);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toBe(message);
      expect(await snapshot()).toEqual(before);
    },
  );

  it("refuses a featured class with a leader who is not an app leader, keeping neither its picture nor the copy", async () => {
    const before = await snapshot();
    const payload = classPayload({ classLeaders: ["nobody"], isFeatured: true });
    const response = await postClass(t, cookie, payload, image);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(MESSAGES.unknownLeader);
    expect(await snapshot()).toEqual(before);
  });

  it("refuses a shop category and a missing picture", async () => {
    const before = await snapshot();
    const shop = await postClass(t, cookie, classPayload({ categoryId: shopCategoryId }), image);
    expect(shop.json().error.message).toBe(MESSAGES.unknownClassCategory);
    const noImage = await postClass(t, cookie, classPayload(), null);
    expect(noImage.statusCode).toBe(400);
    expect(noImage.json().error.message).toBe(MESSAGES.selectClassImage);
    expect(await snapshot()).toEqual(before);
  });
});

describe("classes list and class view (001 §2 Classes list, Class view)", () => {
  it("lists active classes and puts cancelled ones in the Inactive table", async () => {
    const active = await createClass(t, cookie, image, { classTitle: "Stays" });
    const cancelled = await createClass(t, cookie, image, { classTitle: "Goes" });
    expect((await send("POST", `/api/v1/classes/${cancelled.classId}/cancel`)).statusCode).toBe(
      200,
    );
    const list = (await get("/api/v1/classes")).json();
    expect(list.active.map((row: StudioClass) => row.classId)).toContain(active.classId);
    expect(list.inactive.map((row: StudioClass) => row.classId)).toEqual([cancelled.classId]);
    expect(list.active[0]).toHaveProperty("imageThumbnail");
  });

  it("answers 404 for a missing, malformed or other organization's class", async () => {
    const theirs = await createClass(t, otherCookie, image);
    for (const id of ["0000", "not a class id", theirs.classId]) {
      const response = await get(`/api/v1/classes/${encodeURIComponent(id)}`);
      expect(response.statusCode).toBe(404);
      expect(response.json().error.message).toBe(MESSAGES.classNotFound);
    }
  });
});

describe("update class (001 §2 Class view, §4 Class, §7 Update class payload)", () => {
  it("saves every tab's changes as one update", async () => {
    const created = await createClass(t, cookie, image);
    const response = await send("PATCH", `/api/v1/classes/${created.classId}`, {
      classTitle: "Morning Flow",
      classMaxUsers: 12,
      isPrivate: true,
      ageItem: { startAge: 16, endAge: null, enforced: true },
      classLeaders: [leaderId],
      calendarHex: "#123ABC",
      recurrence: { recurrenceTime: "everyWeek", recurrenceDays: ["wednesday", "monday"] },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      classTitle: "Morning Flow",
      classMaxUsers: 12,
      isPrivate: true,
      ageItem: { startAge: 16, endAge: null, enforced: true },
      classLeaders: [leaderId],
      calendarHex: "#123abc",
      recurrence: { recurrenceTime: "everyWeek", recurrenceDays: ["monday", "wednesday"] },
    });
    expect(await auditActions(t, orgId)).toContain("class.updated");
  });

  it("refuses bad changes, a cancelled class and another organization's class, changing nothing", async () => {
    const created = await createClass(t, cookie, image);
    const url = `/api/v1/classes/${created.classId}`;
    const endBeforeStart = await send("PATCH", url, { classEnd: "2027-01-01T00:00:00.000Z" });
    expect(endBeforeStart.json().error.message).toBe(MESSAGES.classEndAfterStart);
    expect((await send("PATCH", url, { classMaxUsers: 0 })).statusCode).toBe(400);
    expect((await send("PATCH", url, { price: { amount: 1 } })).statusCode).toBe(400);
    const foreign = await send("PATCH", url, { classTitle: "Theirs" }, otherCookie);
    expect(foreign.statusCode).toBe(404);
    await send("POST", `${url}/cancel`);
    const cancelled = await send("PATCH", url, { classTitle: "Too late" });
    expect(cancelled.statusCode).toBe(409);
    expect(cancelled.json().error.message).toBe(MESSAGES.classCancelledNotEditable);
    expect((await classOf(created.classId)).classTitle).toBe("Evening Flow");
  });

  it("refuses a registration that would close before it opens on create and edit, changing nothing", async () => {
    const before = await snapshot();
    const window = { registrationStartDuration: 3600, registrationCloseDuration: 7200 };
    const created = await postClass(t, cookie, classPayload(window), image);
    expect(created.json().error.message).toBe(MESSAGES.registrationOpensBeforeCloses);
    expect(await snapshot()).toEqual(before);
    const existing = await createClass(t, cookie, image, {
      registrationStartDuration: 7200,
      registrationCloseDuration: 3600,
    });
    const url = `/api/v1/classes/${existing.classId}`;
    const edited = await send("PATCH", url, { registrationStartDuration: 1800 });
    expect(edited.statusCode).toBe(400);
    expect(edited.json().error.message).toBe(MESSAGES.registrationOpensBeforeCloses);
    expect((await classOf(existing.classId)).registrationStartDuration).toBe(7200);
  });

  it("refuses Max Users of 0 with 'Max Users must be at least 1.' on create and edit, changing nothing", async () => {
    const before = await snapshot();
    const created = await postClass(t, cookie, classPayload({ classMaxUsers: 0 }), image);
    expect(created.statusCode).toBe(400);
    expect(created.json().error.message).toBe(MESSAGES.maxUsersMinimum);
    expect(await snapshot()).toEqual(before);
    const existing = await createClass(t, cookie, image, { classMaxUsers: 12 });
    const url = `/api/v1/classes/${existing.classId}`;
    const edited = await send("PATCH", url, { classMaxUsers: 0 });
    expect(edited.statusCode).toBe(400);
    expect(edited.json().error.message).toBe(MESSAGES.maxUsersMinimum);
    const tooMany = await send("PATCH", url, { classMaxUsers: 100_001 });
    expect(tooMany.json().error.message).toBe(MESSAGES.maxUsersMaximum);
    expect((await classOf(existing.classId)).classMaxUsers).toBe(12);
  });

  // The class view let any age through, and the answer over 150 named no field.
  it("refuses an age over 150 with 'Please enter ages of at most 150.' on edit, changing nothing", async () => {
    const existing = await createClass(t, cookie, image);
    const url = `/api/v1/classes/${existing.classId}`;
    for (const ageItem of [
      { startAge: 200, endAge: null, enforced: true },
      { startAge: 12, endAge: 300, enforced: false },
    ]) {
      const edited = await send("PATCH", url, { ageItem });
      expect(edited.statusCode).toBe(400);
      expect(edited.json().error.message).toBe(MESSAGES.ageMaximum);
    }
    expect((await classOf(existing.classId)).ageItem).toEqual(existing.ageItem);
  });

  it("refuses a title over 200 characters with 'Please use at most 200 characters.'", async () => {
    const created = await createClass(t, cookie, image);
    const url = `/api/v1/classes/${created.classId}`;
    const response = await send("PATCH", url, { classTitle: "x".repeat(201) });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ classTitle: AT_MOST_200 });
    expect((await classOf(created.classId)).classTitle).toBe("Evening Flow");
  });
});

describe("update the schedule and category from the class view's tabs (001 §7 Update class payload)", () => {
  it("saves a new recurrence end date, recurrence, category and post lock, moving the next class date", async () => {
    const created = await createClass(t, cookie, image);
    const response = await send("PATCH", `/api/v1/classes/${created.classId}`, {
      classEnd: "2027-03-02T04:59:59.000Z",
      recurrence: { recurrenceTime: "everyDay", recurrenceDays: [] },
      categoryId: classCategoryId,
      isLocked: true,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      classEnd: "2027-03-02T04:59:59.000Z",
      recurrence: { recurrenceTime: "everyDay", recurrenceDays: [] },
      categoryId: classCategoryId,
      isLocked: true,
    });
    // TEST_NOW is before the first class: the next one is still the first.
    expect(response.json().nextClassDate).toBe(created.classStart);
  });

  it("refuses a shop category, another organization's category and an end more than a year after the start, changing nothing", async () => {
    const created = await createClass(t, cookie, image);
    const url = `/api/v1/classes/${created.classId}`;
    const theirCategory = await t.request({
      method: "POST",
      url: "/api/v1/categories",
      cookie: otherCookie,
      payload: { categoryName: "Theirs", type: "class" },
    });
    const before = await classOf(created.classId);
    for (const categoryId of [shopCategoryId, theirCategory.json().categoryId]) {
      const refused = await send("PATCH", url, { categoryId, classTitle: "Renamed" });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error.message).toBe(MESSAGES.unknownClassCategory);
    }
    const tooFar = await send("PATCH", url, { classEnd: "2028-06-01T00:00:00.000Z" });
    expect(tooFar.statusCode).toBe(400);
    expect(tooFar.json().error.message).toBe(MESSAGES.recurrenceEndTooFar);
    expect(await classOf(created.classId)).toEqual(before);
  });
});

describe("the recurrence end date (001 §5 Common limits: at most one year after start)", () => {
  it("accepts the start's own date a year later, sent as the end of that day", async () => {
    // The class starts at 6:00 pm on Monday 11 January 2027 in New York.
    const created = await createClass(t, cookie, image);
    const url = `/api/v1/classes/${created.classId}`;
    const lastDay = await send("PATCH", url, { classEnd: "2028-01-12T04:59:59.000Z" });
    expect(lastDay.statusCode, lastDay.body).toBe(200);
    const dayAfter = await send("PATCH", url, { classEnd: "2028-01-13T04:59:59.000Z" });
    expect(dayAfter.json().error.message).toBe(MESSAGES.recurrenceEndTooFar);
  });
});

describe("update rules that depend on the class (001 §4 Price modes, §5)", () => {
  it("refuses a custom button link on a paid class and a max below the enrolled members", async () => {
    const paid = await createClass(t, cookie, image, { price: SUBSCRIPTION_PRICE });
    const link = await send("PATCH", `/api/v1/classes/${paid.classId}`, {
      customButtonLink: "https://harbor.example/book",
    });
    expect(link.json().error.message).toBe(MESSAGES.paidClassButtonLink);
    const free = await createClass(t, cookie, image);
    const member = await t.createUser(orgId, { admin: false });
    const other = await t.createUser(orgId, { admin: false });
    await send("POST", `/api/v1/classes/${free.classId}/members`, {
      userIds: [member.id, other.id],
    });
    const below = await send("PATCH", `/api/v1/classes/${free.classId}`, { classMaxUsers: 1 });
    expect(below.statusCode).toBe(400);
    expect(below.json().error.message).toBe(MESSAGES.maxUsersBelowEnrolled);
    expect((await classOf(free.classId)).classMaxUsers).toBe(10);
  });
});

describe("change image (001 §7 Classes: change image; §2 Class view: image header card)", () => {
  const postImage = (classId: string, body: Buffer, fileName: string, session = cookie) =>
    postFile(t, `/api/v1/classes/${classId}/image`, body, fileName, session);

  it("replaces the picture as a JPEG, removes the old one and records it", async () => {
    const created = await createClass(t, cookie, image);
    const files = await storedFiles(t);
    const response = await postImage(created.classId, await pngBytes(80, 45), "new.png");
    expect(response.statusCode, response.body).toBe(200);
    const changed: StudioClass = response.json();
    expect(changed.image).toMatch(/\/files\/public\/.+\.jpg$/);
    expect(changed.image).not.toBe(created.image);
    expect((await classOf(created.classId)).image).toBe(changed.image);
    const picture = await t.app.inject({ method: "GET", url: pathOf(changed.image) });
    expect(picture.headers["content-type"]).toBe("image/jpeg");
    const old = await t.app.inject({ method: "GET", url: pathOf(created.image) });
    expect(old.statusCode).toBe(404);
    const after = await storedFiles(t);
    expect(after.length).toBe(files.length);
    expect(after).not.toEqual(files);
    expect(await auditActions(t, orgId)).toContain("class.image.replaced");
  });

  it.each([
    ["a file that is not an image", 400, () => pdfBytes(), "a.pdf"],
    ["an empty file", 400, () => Buffer.alloc(0), "empty.png"],
    [
      "an image over the 15 MB limit",
      413,
      async () => Buffer.concat([await pngBytes(), Buffer.alloc(15 * 1024 * 1024)]),
      "huge.png",
    ],
  ])(
    "refuses %s with %i, keeping the picture and storing nothing",
    async (_name, status, body, fileName) => {
      const created = await createClass(t, cookie, image);
      const [before, classBefore] = [await snapshot(), await classOf(created.classId)];
      const response = await postImage(created.classId, await body(), fileName);
      expect(response.statusCode).toBe(status);
      expect(await snapshot()).toEqual(before);
      expect(await classOf(created.classId)).toEqual(classBefore);
    },
  );

  it("refuses a cancelled class with 'A cancelled class cannot be edited.'", async () => {
    const created = await createClass(t, cookie, image);
    const cancelled = (await send("POST", `/api/v1/classes/${created.classId}/cancel`)).json();
    const before = await snapshot();
    const response = await postImage(created.classId, image, "new.png");
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe(MESSAGES.classCancelledNotEditable);
    expect(await snapshot()).toEqual(before);
    expect((await classOf(created.classId)).image).toBe(cancelled.image);
  });

  it("answers 404 for a missing or another organization's class, changing and storing nothing", async () => {
    const theirs = await createClass(t, otherCookie, image);
    const theirsBefore = (await get(`/api/v1/classes/${theirs.classId}`, otherCookie)).json();
    const before = await snapshot();
    for (const id of [theirs.classId, "no-such-class"]) {
      const response = await postImage(id, image, "x.png");
      expect(response.statusCode).toBe(404);
      expect(response.json().error.message).toBe(MESSAGES.classNotFound);
    }
    expect(await snapshot()).toEqual(before);
    expect((await get(`/api/v1/classes/${theirs.classId}`, otherCookie)).json()).toEqual(
      theirsBefore,
    );
  });
});

describe("delete class (001 §4 Class, §5 Other, §8)", () => {
  it("deletes a class and its picture → 'Class Deleted'", async () => {
    const created = await createClass(t, cookie, image);
    const filesWithClass = await storedFiles(t);
    const response = await send("DELETE", `/api/v1/classes/${created.classId}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().message).toBe(MESSAGES.classDeleted);
    expect((await get(`/api/v1/classes/${created.classId}`)).statusCode).toBe(404);
    expect((await storedFiles(t)).length).toBe(filesWithClass.length - 2);
  });

  it("blocks deleting a priced class with members, and deletes it once they are removed", async () => {
    const created = await createClass(t, cookie, image, { price: SUBSCRIPTION_PRICE });
    const member = await t.createUser(orgId, { admin: false });
    const url = `/api/v1/classes/${created.classId}`;
    await send("POST", `${url}/members`, { userIds: [member.id] });
    const before = await snapshot();
    const blocked = await send("DELETE", url);
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json().error.message).toBe(MESSAGES.removeUsersBeforeDeletingClass);
    expect(await snapshot()).toEqual(before);
    await send("DELETE", `${url}/members/${member.id}`);
    expect((await send("DELETE", url)).statusCode).toBe(200);
  });

  // 001 §7 createShareLink; as a deleted event's or resource's (issue #20): the class's public
  // page and its resources' pages go with it.
  it("retires the share links of a deleted class and of its resources (410)", async () => {
    const created = await createClass(t, cookie, image, { classTitle: "Retired Flow" });
    const resource = await addClassResource(created.classId, "Retired Notes");
    const classLink = (await get(`/api/v1/classes/${created.classId}`)).json().shareLink;
    const pages = () =>
      Promise.all(
        [classLink, resource.shareLink].map((link: string) =>
          t.app.inject({ method: "GET", url: new URL(link).pathname }),
        ),
      );
    expect((await pages()).map((page) => page.statusCode)).toEqual([200, 200]);
    expect((await send("DELETE", `/api/v1/classes/${created.classId}`)).statusCode).toBe(200);
    const retired = await pages();
    expect(retired.map((page) => page.statusCode)).toEqual([410, 410]);
    expect(retired.map((page) => page.body).join()).not.toMatch(/Retired (Flow|Notes)/);
  });

  // 001 §3 "Event (stored as events, or under a class)": a class's events (its Events tab's
  // New Event) are the class's. Left behind, they stayed on the schedule pointing at no class.
  it("deletes the class's events with it: their attendees, pictures and share links, not other events", async () => {
    const created = await createClass(t, cookie, image, { classTitle: "Going With Events" });
    const classEvent = await postEvent(
      t,
      cookie,
      eventPayload({ eventTitle: "Class Extra", classId: created.classId }),
      image,
    );
    expect(classEvent.statusCode, classEvent.body).toBe(201);
    const { eventId, shareLink } = classEvent.json();
    const otherEvent = (await postEvent(t, cookie, eventPayload(), image)).json();
    const member = await t.createUser(orgId, { admin: false });
    const added = await send("POST", `/api/v1/events/${eventId}/attendees`, {
      userIds: [member.id],
    });
    expect(added.statusCode, added.body).toBe(200);
    const countsBefore = await scheduleCounts(t, orgId);
    const filesBefore = await storedFiles(t);

    expect((await send("DELETE", `/api/v1/classes/${created.classId}`)).statusCode).toBe(200);

    expect((await get(`/api/v1/events/${eventId}`)).statusCode).toBe(404);
    expect((await get(`/api/v1/events/${otherEvent.eventId}`)).statusCode).toBe(200);
    const countsAfter = await scheduleCounts(t, orgId);
    expect(countsAfter.events).toBe(Number(countsBefore.events) - 1);
    expect(countsAfter.attendees).toBe(Number(countsBefore.attendees) - 1);
    // The class's picture and the event's, each with its thumbnail.
    expect((await storedFiles(t)).length).toBe(filesBefore.length - 4);
    const month = (await get("/api/v1/calendar?month=2027-01")).json();
    expect(month.events.map((entry: { eventId: string }) => entry.eventId)).not.toContain(eventId);
    const page = await t.app.inject({ method: "GET", url: new URL(shareLink).pathname });
    expect(page.statusCode).toBe(410);
  });

  it("answers 404 for another organization's class, deleting nothing", async () => {
    const theirs = await createClass(t, otherCookie, image);
    expect((await send("DELETE", `/api/v1/classes/${theirs.classId}`)).statusCode).toBe(404);
    expect((await get(`/api/v1/classes/${theirs.classId}`, otherCookie)).statusCode).toBe(200);
  });
});

describe("class resources (001 §2 Class view Resources tab, §7 Classes resources)", () => {
  it("uploads, lists, links and deletes a class resource", async () => {
    const created = await createClass(t, cookie, image);
    const base = `/api/v1/classes/${created.classId}/resources`;
    const staged = await postFile(
      t,
      `${base}/uploads`,
      pdfBytes("Syllabus"),
      "syllabus.pdf",
      cookie,
    );
    expect(staged.statusCode, staged.body).toBe(201);
    const added = await send("POST", base, { uploadId: staged.json().uploadId, title: "Syllabus" });
    expect(added.statusCode, added.body).toBe(201);
    const resource = added.json();
    expect(resource).toMatchObject({ fileTitle: "Syllabus", contentType: "application/pdf" });
    expect(resource.shareLink).toMatch(/\/l\//);
    expect((await get(base)).json().resources).toHaveLength(1);
    expect((await get(`${base}/${resource.fileId}/view`)).json().url).toBeTruthy();
    const deleted = await send("DELETE", `${base}/${resource.fileId}`);
    expect(deleted.json().message).toBe("Syllabus has been deleted.");
    expect((await get(base)).json().resources).toHaveLength(0);
  });

  // As a deleted resource's or document's (001 §7 createShareLink; issue #20): a public page
  // must not outlive what it shows.
  it("retires a deleted class resource's share link: its page answers 410 without the title", async () => {
    const created = await createClass(t, cookie, image);
    const resource = await addClassResource(created.classId, "Retired Handout");
    const page = () => t.app.inject({ method: "GET", url: new URL(resource.shareLink).pathname });
    expect((await page()).statusCode).toBe(200);
    await send("DELETE", `/api/v1/classes/${created.classId}/resources/${resource.fileId}`);
    const retired = await page();
    expect(retired.statusCode).toBe(410);
    expect(retired.body).not.toContain("Retired Handout");
  });

  it("refuses a missing file or title and another organization's class, writing nothing", async () => {
    const created = await createClass(t, cookie, image);
    const theirs = await createClass(t, otherCookie, image);
    const before = await snapshot();
    const base = `/api/v1/classes/${created.classId}/resources`;
    const noFile = await send("POST", base, { uploadId: "missing", title: "Syllabus" });
    expect(noFile.json().error.message).toBe(MESSAGES.selectFile);
    expect((await send("POST", base, { uploadId: "missing", title: " " })).statusCode).toBe(400);
    expect((await get(`/api/v1/classes/${theirs.classId}/resources`)).statusCode).toBe(404);
    expect(await snapshot()).toEqual(before);
  });
});

describe("calendar (001 §2 Schedule: class events in the class colour)", () => {
  it("shows a class's occurrences in its colour, marked as class occurrences", async () => {
    const created = await createClass(t, cookie, image, { calendarHex: "#FF8800" });
    const month = (await get("/api/v1/calendar?month=2027-01")).json();
    const ours = month.events.filter(
      (entry: { classId: string }) => entry.classId === created.classId,
    );
    expect(ours.map((entry: { eventStart: string }) => entry.eventStart)).toEqual([
      "2027-01-11T23:00:00.000Z",
      "2027-01-18T23:00:00.000Z",
      "2027-01-25T23:00:00.000Z",
      "2027-02-01T23:00:00.000Z",
      "2027-02-08T23:00:00.000Z",
      "2027-02-15T23:00:00.000Z",
      "2027-02-22T23:00:00.000Z",
    ]);
    expect(ours[0]).toMatchObject({
      kind: "class",
      eventId: created.classId,
      calendarHex: "#ff8800",
    });
    await send("PATCH", `/api/v1/classes/${created.classId}`, { isOnCalendar: false });
    const after = (await get("/api/v1/calendar?month=2027-01")).json();
    expect(
      after.events.some((entry: { classId: string }) => entry.classId === created.classId),
    ).toBe(false);
  });
});

describe("cancelled class (001 §4 Class: isCancelled disables editing)", () => {
  // 001 §4: cancelling is final; the class view's summary must not name a next class.
  it("answers a cancelled class with no next class date", async () => {
    const created = await createClass(t, cookie, image);
    expect(created.nextClassDate).toBe(created.classStart);
    const cancel = await send("POST", `/api/v1/classes/${created.classId}/cancel`);
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(cancel.json().nextClassDate).toBeNull();
    expect((await classOf(created.classId)).nextClassDate).toBeNull();
  });
});

import { MESSAGES } from "@studiodesk/core/messages";
import { describe, expect, it } from "vitest";
import {
  classCounts,
  createClass,
  SUBSCRIPTION_PRICE,
} from "../../../test/support/classes-test-support";
import { TEST_NOW, testImage } from "../../../test/support/schedule-test-support";
import { appWithMembers } from "../../../test/support/two-organizations";
import { newId } from "../../shared/ids";

const { t, orgId, otherOrgId, cookie, secondCookie, otherCookie, members, foreignMember } =
  await appWithMembers("Class Members Test", {
    otherName: "Other Test",
    now: TEST_NOW,
    memberCount: 50,
  });
const image = await testImage();

const membersUrl = (classId: string) => `/api/v1/classes/${classId}/members`;
const addMembers = (classId: string, userIds: string[], session = cookie) =>
  t.request({ method: "POST", url: membersUrl(classId), cookie: session, payload: { userIds } });
const memberAction = (
  method: "POST" | "DELETE",
  classId: string,
  userId: string,
  action = "",
  session = cookie,
) =>
  t.request({
    method,
    url: `${membersUrl(classId)}/${userId}${action ? `/${action}` : ""}`,
    cookie: session,
  });
const memberTables = async (classId: string) =>
  (await t.request({ method: "GET", url: membersUrl(classId), cookie })).json();
const counts = async (classId: string) => {
  const row = (
    await t.request({ method: "GET", url: `/api/v1/classes/${classId}`, cookie })
  ).json();
  return { classUsers: row.classUsers, pendingUsers: row.pendingUsers };
};

describe("add members (001 §4 Class membership)", () => {
  it("adds members of a free class directly as class users", async () => {
    const created = await createClass(t, cookie, image);
    const response = await addMembers(created.classId, [
      members[0] as string,
      members[1] as string,
    ]);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ added: [members[0], members[1]], pending: [] });
    const tables = await memberTables(created.classId);
    expect(tables.members.map((row: { uid: string }) => row.uid)).toEqual([members[0], members[1]]);
    expect(tables.members[0]).toMatchObject({
      isPending: false,
      documentStatus: "signed",
      hasActiveSubscription: false,
    });
    expect(tables.pending).toEqual([]);
    expect(await counts(created.classId)).toEqual({ classUsers: 2, pendingUsers: 0 });
  });

  it("turns an add to a priced class into a pending request flagged pending payment", async () => {
    const created = await createClass(t, cookie, image, { price: SUBSCRIPTION_PRICE });
    const response = await addMembers(created.classId, [members[2] as string]);
    expect(response.json()).toEqual({ added: [], pending: [members[2]] });
    const tables = await memberTables(created.classId);
    expect(tables.pending[0]).toMatchObject({
      uid: members[2],
      isPending: true,
      isPendingPayment: true,
    });
    expect(await counts(created.classId)).toEqual({ classUsers: 0, pendingUsers: 1 });
  });

  it("refuses members of another organization, an empty list and a full class, changing nothing", async () => {
    const created = await createClass(t, cookie, image, { classMaxUsers: 1 });
    await addMembers(created.classId, [members[3] as string]);
    const before = await classCounts(t, orgId);
    const theirsBefore = await classCounts(t, otherOrgId);
    const foreign = await addMembers(created.classId, [foreignMember]);
    const unknown = await addMembers(created.classId, [newId()]);
    for (const response of [foreign, unknown]) {
      expect(response.statusCode, response.body).toBe(404);
      expect(response.json().error.message).toBe(MESSAGES.memberNotFound);
    }
    // Another organization's member is answered as an id no one has: nothing says they exist.
    expect(foreign.json()).toEqual(unknown.json());
    expect(await classCounts(t, otherOrgId)).toEqual(theirsBefore);
    expect((await addMembers(created.classId, [])).statusCode).toBe(400);
    const full = await addMembers(created.classId, [members[4] as string]);
    expect(full.statusCode).toBe(409);
    expect(full.json().error.message).toBe(MESSAGES.classFull);
    expect(await classCounts(t, orgId)).toEqual(before);
  });

  it("answers 404 for another organization's class, adding nothing", async () => {
    const theirs = await createClass(t, otherCookie, image);
    const before = await classCounts(t, orgId);
    expect((await addMembers(theirs.classId, [members[5] as string])).statusCode).toBe(404);
    expect((await memberAction("DELETE", theirs.classId, members[5] as string)).statusCode).toBe(
      404,
    );
    expect(await classCounts(t, orgId)).toEqual(before);
  });

  it("enrols exactly 10 of 50 members added at the same time to a class with 10 places", async () => {
    const created = await createClass(t, cookie, image, { classMaxUsers: 10 });
    const sessions = [cookie, secondCookie];
    const responses = await Promise.all(
      members.map((member, index) => addMembers(created.classId, [member], sessions[index % 2])),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(10);
    expect(statuses.filter((status) => status === 409)).toHaveLength(40);
    expect(await counts(created.classId)).toEqual({ classUsers: 10, pendingUsers: 0 });
    expect((await memberTables(created.classId)).members).toHaveLength(10);
  });
});

describe("pending requests (001 §2 Class members, §4 Class membership)", () => {
  it("accepts a pending request as a subscribed class user", async () => {
    const created = await createClass(t, cookie, image, { price: SUBSCRIPTION_PRICE });
    await addMembers(created.classId, [members[6] as string]);
    const accepted = await memberAction("POST", created.classId, members[6] as string, "accept");
    expect(accepted.statusCode, accepted.body).toBe(200);
    const tables = await memberTables(created.classId);
    expect(tables.pending).toEqual([]);
    expect(tables.members[0]).toMatchObject({ uid: members[6], isPendingPayment: false });
    expect(await counts(created.classId)).toEqual({ classUsers: 1, pendingUsers: 0 });
  });

  it("declines a pending request, and refuses to decline someone who is not pending", async () => {
    const created = await createClass(t, cookie, image, { price: SUBSCRIPTION_PRICE });
    await addMembers(created.classId, [members[7] as string]);
    expect(
      (await memberAction("POST", created.classId, members[7] as string, "decline")).statusCode,
    ).toBe(200);
    expect(await counts(created.classId)).toEqual({ classUsers: 0, pendingUsers: 0 });
    const again = await memberAction("POST", created.classId, members[7] as string, "decline");
    expect(again.statusCode).toBe(404);
    expect(again.json().error.message).toBe(MESSAGES.classMemberNotPending);
  });
});

describe("a cancelled class (001 §4 'isCancelled disables editing')", () => {
  it("refuses to accept a pending request with 'A cancelled class cannot be edited.', charging and enrolling no one", async () => {
    const created = await createClass(t, cookie, image, { price: SUBSCRIPTION_PRICE });
    const member = members[13] as string;
    await addMembers(created.classId, [member]);
    const cancel = await t.request({
      method: "POST",
      url: `/api/v1/classes/${created.classId}/cancel`,
      cookie,
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const accepted = await memberAction("POST", created.classId, member, "accept");
    expect(accepted.statusCode).toBe(409);
    expect(accepted.json().error.message).toBe(MESSAGES.classCancelledNotEditable);
    expect(await counts(created.classId)).toEqual({ classUsers: 0, pendingUsers: 1 });
    const subscriptions = (
      await t.request({ method: "GET", url: `/api/v1/members/${member}/subscriptions`, cookie })
    ).json().subscriptions;
    expect(subscriptions).toEqual([]);
  });
});

describe("remove members (001 §2 Class members footer, §4)", () => {
  it("removes a class user and cancels their class billing subscription", async () => {
    const created = await createClass(t, cookie, image, { price: SUBSCRIPTION_PRICE });
    const member = members[8] as string;
    await addMembers(created.classId, [member]);
    // The accept starts the member's class billing subscription (issue #15).
    await memberAction("POST", created.classId, member, "accept");
    // The members table's subscription status (001 §2 Reusable members table).
    expect((await memberTables(created.classId)).members).toEqual([
      expect.objectContaining({ uid: member, hasActiveSubscription: true }),
    ]);
    const removed = await memberAction("DELETE", created.classId, member);
    expect(removed.statusCode, removed.body).toBe(200);
    const { cancelledSubscriptions } = removed.json();
    expect(cancelledSubscriptions).toHaveLength(1);
    const subscriptionId = cancelledSubscriptions[0];
    expect(await counts(created.classId)).toEqual({ classUsers: 0, pendingUsers: 0 });
    const subscriptions = (
      await t.request({ method: "GET", url: `/api/v1/members/${member}/subscriptions`, cookie })
    ).json().subscriptions;
    expect(
      subscriptions.find(
        (row: { subscriptionId: string }) => row.subscriptionId === subscriptionId,
      ),
    ).toMatchObject({ isActive: false, nextCharge: null });
  });

  it("shows a subscription cancelled from the member profile as no longer active", async () => {
    const created = await createClass(t, cookie, image, { price: SUBSCRIPTION_PRICE });
    const member = members[12] as string;
    await addMembers(created.classId, [member]);
    await memberAction("POST", created.classId, member, "accept");
    const subscriptions = (
      await t.request({ method: "GET", url: `/api/v1/members/${member}/subscriptions`, cookie })
    ).json().subscriptions as { subscriptionId: string; isActive: boolean }[];
    const active = subscriptions.filter((row) => row.isActive);
    expect(active).toHaveLength(1);
    const cancelled = await t.request({
      method: "POST",
      url: `/api/v1/members/${member}/subscriptions/${active[0]?.subscriptionId}/cancel`,
      cookie,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((await memberTables(created.classId)).members).toEqual([
      expect.objectContaining({ uid: member, hasActiveSubscription: false }),
    ]);
  });

  it("removes a pending record and answers 404 for someone not in the class", async () => {
    const created = await createClass(t, cookie, image, { price: SUBSCRIPTION_PRICE });
    await addMembers(created.classId, [members[9] as string]);
    expect((await memberAction("DELETE", created.classId, members[9] as string)).statusCode).toBe(
      200,
    );
    expect(await counts(created.classId)).toEqual({ classUsers: 0, pendingUsers: 0 });
    const missing = await memberAction("DELETE", created.classId, members[9] as string);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe(MESSAGES.classMemberNotFound);
  });
});

describe("member profile Classes tab (000 §2)", () => {
  it("lists the member's classes with their standing", async () => {
    const free = await createClass(t, cookie, image, { classTitle: "Free Flow" });
    const paid = await createClass(t, cookie, image, {
      classTitle: "Paid Flow",
      price: SUBSCRIPTION_PRICE,
    });
    const member = (await t.createUser(orgId, { admin: false })).id;
    await addMembers(free.classId, [member]);
    await addMembers(paid.classId, [member]);
    const response = await t.request({
      method: "GET",
      url: `/api/v1/members/${member}/classes`,
      cookie,
    });
    expect(response.statusCode, response.body).toBe(200);
    const byTitle = Object.fromEntries(
      response
        .json()
        .classes.map((row: { classTitle: string; isPending: boolean }) => [
          row.classTitle,
          row.isPending,
        ]),
    );
    expect(byTitle).toEqual({ "Free Flow": false, "Paid Flow": true });
    const foreign = await t.request({
      method: "GET",
      url: `/api/v1/members/${member}/classes`,
      cookie: otherCookie,
    });
    expect(foreign.statusCode).toBe(404);
  });
});

describe("enrollment counts under concurrency (001 §2 Class members)", () => {
  it("keeps the counts equal to the tables when accepts, declines and removes race", async () => {
    const created = await createClass(t, cookie, image, {
      price: SUBSCRIPTION_PRICE,
      classMaxUsers: null,
    });
    const requests = members.slice(10, 30);
    await addMembers(created.classId, requests);
    const accepted = requests.slice(0, 10);
    const declined = requests.slice(10, 15);
    const removed = requests.slice(15, 20);
    await Promise.all([
      // Each accept is sent twice: the second finds no pending request.
      ...[...accepted, ...accepted].map((uid) =>
        memberAction("POST", created.classId, uid, "accept", secondCookie),
      ),
      ...declined.map((uid) => memberAction("POST", created.classId, uid, "decline")),
      ...removed.map((uid) => memberAction("DELETE", created.classId, uid)),
    ]);
    const tables = await memberTables(created.classId);
    expect(tables.members.map((row: { uid: string }) => row.uid).sort()).toEqual(
      [...accepted].sort(),
    );
    expect(tables.pending).toEqual([]);
    expect(await counts(created.classId)).toEqual({ classUsers: 10, pendingUsers: 0 });
  });

  it("counts each member once when the same members are added twice at the same time", async () => {
    const created = await createClass(t, cookie, image, { classMaxUsers: null });
    const joining = members.slice(30, 40);
    await Promise.all([
      addMembers(created.classId, joining),
      addMembers(created.classId, joining, secondCookie),
      ...joining.map((uid) => addMembers(created.classId, [uid])),
    ]);
    expect((await memberTables(created.classId)).members).toHaveLength(10);
    expect(await counts(created.classId)).toEqual({ classUsers: 10, pendingUsers: 0 });
  });
});

describe("another organization's staff (tenant isolation)", () => {
  it("answers 404 to every members action on this organization's class, changing nothing", async () => {
    const created = await createClass(t, cookie, image, { price: SUBSCRIPTION_PRICE });
    const member = members[40] as string;
    await addMembers(created.classId, [member]);
    const before = await classCounts(t, orgId);
    const theirs = (method: "GET" | "POST" | "DELETE", url: string) =>
      t.request({ method, url, cookie: otherCookie });
    const memberUrl = `${membersUrl(created.classId)}/${member}`;
    expect((await theirs("GET", membersUrl(created.classId))).statusCode).toBe(404);
    expect((await theirs("POST", `${memberUrl}/accept`)).statusCode).toBe(404);
    expect((await theirs("POST", `${memberUrl}/decline`)).statusCode).toBe(404);
    expect((await theirs("DELETE", memberUrl)).statusCode).toBe(404);
    expect((await theirs("GET", `/api/v1/classes/${created.classId}/resources`)).statusCode).toBe(
      404,
    );
    expect(await classCounts(t, orgId)).toEqual(before);
    expect(await counts(created.classId)).toEqual({ classUsers: 0, pendingUsers: 1 });
  });
});

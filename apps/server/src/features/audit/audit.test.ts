import { AUDIT_PAGE_SIZE } from "@studiodesk/core/contracts/audit";
import { beforeAll, describe, expect, it } from "vitest";
import { appWithTwoOrganizations } from "../../../test/support/two-organizations";

const { t, orgId, adminId, cookie, otherCookie } = await appWithTwoOrganizations("Audit Test", {
  adminFirstName: "Avery",
});
const secondAdmin = await t.createUser(orgId, { firstName: "Blake" });
const secondCookie = await t.signIn(secondAdmin.email);

const readAudit = (query = "", session = cookie) =>
  t.request({ method: "GET", url: `/api/v1/audit${query}`, cookie: session });
let memberId: string;
beforeAll(async () => {
  memberId = (await t.createUser(orgId, { firstName: "Casey", admin: false })).id;
  for (let index = 0; index < AUDIT_PAGE_SIZE + 3; index++) {
    const response = await t.request({
      method: "PATCH",
      url: `/api/v1/members/${memberId}`,
      cookie: index % 2 === 0 ? cookie : secondCookie,
      payload: { lastName: `Name${index}` },
    });
    expect(response.statusCode).toBe(200);
  }
  await t.request({
    method: "PATCH",
    url: "/api/v1/account/app-information",
    cookie,
    payload: { isMessagingActive: false },
  });
});

describe("GET /api/v1/audit", () => {
  it("answers who did what and when, newest first, 25 a page", async () => {
    const page = (await readAudit()).json();
    expect(page.entries).toHaveLength(AUDIT_PAGE_SIZE);
    expect(page.entries[0]).toMatchObject({
      actor: { id: adminId, name: "Avery User" },
      action: "account.app_information.updated",
      kind: "account",
    });
    expect(page.entries[1]).toMatchObject({ action: "member.updated", targetId: memberId });
    expect(Number.isNaN(Date.parse(page.entries[0].createdAt))).toBe(false);
    expect(page.nextCursor).not.toBeNull();
  });

  it("pages on with the cursor, without repeating or skipping an entry", async () => {
    const first = (await readAudit()).json();
    const second = (await readAudit(`?starting_after=${first.nextCursor}`)).json();
    const ids = [...first.entries, ...second.entries].map((entry: { id: string }) => entry.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.length).toBe(AUDIT_PAGE_SIZE + 3 + 1);
    expect(second.nextCursor).toBeNull();
  });

  it("filters by the member who acted and by kind", async () => {
    const byBlake = (await readAudit(`?actorId=${secondAdmin.id}`)).json();
    expect(byBlake.entries.length).toBeGreaterThan(0);
    expect(
      byBlake.entries.every(
        (entry: { actor: { id: string } }) => entry.actor.id === secondAdmin.id,
      ),
    ).toBe(true);
    const accountOnly = (await readAudit("?kind=account")).json();
    expect(accountOnly.entries.map((entry: { kind: string }) => entry.kind)).toEqual(["account"]);
  });

  it("offers the people and kinds found in the log as filter choices", async () => {
    const filters = (
      await t.request({ method: "GET", url: "/api/v1/audit/filters", cookie })
    ).json();
    expect(filters.actors).toEqual(
      expect.arrayContaining([
        { id: adminId, name: "Avery User" },
        { id: secondAdmin.id, name: "Blake User" },
      ]),
    );
    expect(filters.kinds).toEqual(expect.arrayContaining(["account", "user"]));
  });

  // A link continuing after no entry of the log answered an empty page, as if the log ended.
  it.each([
    ["unreadable", "garbage"],
    ["unknown", "01a2213c-fbfd-7fda-8345-96f446b0ab9a"],
  ])("refuses an %s page link with 'This page link is not valid.'", async (_, cursor) => {
    const response = await readAudit(`?starting_after=${cursor}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe("This page link is not valid.");
  });

  it("refuses a page link of another organization's log", async () => {
    const theirFirst = (await readAudit("", otherCookie)).json();
    const ours = (await readAudit()).json();
    const response = await readAudit(`?starting_after=${ours.entries[0].id}`, otherCookie);
    expect(theirFirst.entries).toEqual([]);
    expect(response.statusCode).toBe(400);
  });

  it("shows another organization's admin none of this organization's entries", async () => {
    const theirs = (await readAudit("", otherCookie)).json();
    expect(theirs.entries).toEqual([]);
    const filtered = (await readAudit(`?actorId=${adminId}`, otherCookie)).json();
    expect(filtered.entries).toEqual([]);
  });

  it("refuses a signed-out reader", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/v1/audit" });
    expect(response.statusCode).toBe(401);
  });

  it("is in the API document", async () => {
    const document = (await t.app.inject({ method: "GET", url: "/api/docs/json" })).json();
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(["/api/v1/audit", "/api/v1/audit/filters"]),
    );
  });
});

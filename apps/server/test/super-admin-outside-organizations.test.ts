import { MESSAGES } from "@studiodesk/core/messages";
import { afterAll, describe, expect, it } from "vitest";
import { createTestApp, TEST_PASSWORD } from "./support/test-app";

// Issue #20 §3: super-admins are platform staff. No organization lists them, and no
// organization route reads or changes them: to a studio admin they are an unknown member.
const t = await createTestApp();
afterAll(() => t.close());
const harborId = await t.createOrganization({ name: "Harbor Staff Test" });
const summitId = await t.createOrganization({ name: "Summit Staff Test" });
const harborAdmin = await t.createUser(harborId, { firstName: "Avery" });
const harborCookie = await t.signIn(harborAdmin.email);
const superAdmin = await t.createSuperAdmin({ firstName: "Sam", email: "sam@platform.example" });

const asHarborAdmin = (method: "GET" | "PATCH" | "PUT" | "DELETE", url: string, payload?: object) =>
  t.request({ method, url, cookie: harborCookie, ...(payload ? { payload } : {}) });
const sessionCookie = (response: { cookies: { name: string; value: string }[] }) =>
  response.cookies.find((cookie) => cookie.name === "studiodesk_session")?.value;
// What the organization picker sends after a super-admin's sign-in (issue #20 §10).
const chooseOrganization = (cookie: string | undefined, organizationId: string) =>
  t.request({
    method: "PUT",
    url: "/api/v1/auth/session/organization",
    cookie,
    payload: { organizationId },
  });
// Chooses the organization and expects it entered: the answer names it and carries the new
// session's cookie, which is returned.
async function enterOrganization(
  cookie: string | undefined,
  organization: { id: string; name: string },
) {
  const chosen = await chooseOrganization(cookie, organization.id);
  expect(chosen.statusCode).toBe(200);
  expect(chosen.json().organization).toEqual(organization);
  return sessionCookie(chosen);
}

describe("the super-admin is in no organization's member list", () => {
  it("is not listed, counted or found by search", async () => {
    const page = (await asHarborAdmin("GET", "/api/v1/members")).json();
    expect(page.members.map((member: { id: string }) => member.id)).not.toContain(superAdmin.id);
    const search = (await asHarborAdmin("GET", "/api/v1/members?search=sam")).json();
    expect(search.members).toEqual([]);
  });

  it("answers 404 to the organization's admin who reads, edits or blocks them", async () => {
    const url = `/api/v1/members/${superAdmin.id}`;
    expect((await asHarborAdmin("GET", url)).statusCode).toBe(404);
    expect((await asHarborAdmin("PATCH", url, { firstName: "Mallory" })).statusCode).toBe(404);
    expect((await asHarborAdmin("PUT", `${url}/block`)).statusCode).toBe(404);
    expect((await asHarborAdmin("PUT", `${url}/leader`)).statusCode).toBe(404);
  });
});

describe("the super-admin still works across organizations", () => {
  it("signs into any organization chosen at sign-in and reads its members", async () => {
    const cookie = await t.signIn(superAdmin.email, TEST_PASSWORD, {
      asSuperAdmin: true,
      organizationId: summitId,
    });
    const session = await t.request({ method: "GET", url: "/api/v1/auth/session", cookie });
    expect(session.json()).toMatchObject({
      user: { id: superAdmin.id, firstName: "Sam", isSuperAdmin: true },
      organization: { id: summitId, name: "Summit Staff Test" },
    });
    const members = await t.request({ method: "GET", url: "/api/v1/members", cookie });
    expect(members.statusCode).toBe(200);
  });

  it("is refused by the member app, which is for an organization's members", async () => {
    const response = await t.request({
      method: "POST",
      url: "/api/v1/member/sessions",
      payload: { email: superAdmin.email, password: TEST_PASSWORD },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe("the organization list and the choice after sign-in (issue #20 §10)", () => {
  const listOrganizations = (cookie?: string) =>
    t.request({ method: "GET", url: "/api/v1/auth/organizations", ...(cookie ? { cookie } : {}) });

  it("refuses the list without a session (401) and to an organization's admin (403)", async () => {
    expect((await listOrganizations()).statusCode).toBe(401);
    expect((await listOrganizations(harborCookie)).statusCode).toBe(403);
  });

  it("signs a super-admin in without an organization, lists them all, then enters the chosen one", async () => {
    const cookie = await t.signIn(superAdmin.email, TEST_PASSWORD, { asSuperAdmin: true });
    const names = (await listOrganizations(cookie))
      .json()
      .organizations.map((organization: { name: string }) => organization.name);
    expect(names).toEqual(expect.arrayContaining(["Harbor Staff Test", "Summit Staff Test"]));
    // A new session replaces the one signed in, so every instance forgets the old one.
    const newCookie = await enterOrganization(cookie, { id: harborId, name: "Harbor Staff Test" });
    const session = await t.request({
      method: "GET",
      url: "/api/v1/auth/session",
      cookie: newCookie,
    });
    expect(session.json().organization.id).toBe(harborId);
    const old = await t.request({ method: "GET", url: "/api/v1/auth/session", cookie });
    expect([old.statusCode, old.json()]).toEqual([200, null]);
  });

  it("lets only a super-admin change the session's organization, to one that exists", async () => {
    const asAdmin = await chooseOrganization(harborCookie, summitId);
    expect(asAdmin.statusCode).toBe(403);
    const cookie = await t.signIn(superAdmin.email, TEST_PASSWORD, { asSuperAdmin: true });
    const unknown = await chooseOrganization(cookie, "no-such-organization");
    expect(unknown.statusCode).toBe(400);
  });
});

// 000 §2: the super-admin's organization is "the one chosen at sign-in". Signed in without a
// choice, the session acts in no organization: not the first one registered, not any.
const harborMember = await t.createUser(harborId, { firstName: "Harper", admin: false });
const summitMember = await t.createUser(summitId, { firstName: "Skyler", admin: false });

describe("a super-admin who has not chosen an organization acts in none", () => {
  const signInWithoutChoice = () =>
    t.attemptSignIn({ email: superAdmin.email, password: TEST_PASSWORD, asSuperAdmin: true });

  it("answers sign-in and every later session read with the choice still to make", async () => {
    const signedIn = await signInWithoutChoice();
    const pending = {
      user: { id: superAdmin.id, firstName: "Sam", isSuperAdmin: true },
      isOrganizationChoicePending: true,
    };
    expect(signedIn.json()).toMatchObject(pending);
    expect(signedIn.json()).not.toHaveProperty("organization");
    // A reload asks again: the answer must not have become an organization meanwhile.
    for (let read = 0; read < 2; read++) {
      const cookie = sessionCookie(signedIn);
      const session = await t.request({ method: "GET", url: "/api/v1/auth/session", cookie });
      expect(session.statusCode).toBe(200);
      expect(session.json()).toMatchObject(pending);
      expect(session.json()).not.toHaveProperty("organization");
      expect(session.json()).not.toHaveProperty("account");
    }
  });

  it.each([
    ["GET", "/api/v1/members"],
    ["GET", "/api/v1/account"],
    ["GET", "/api/v1/videos"],
    ["GET", "/api/v1/live-updates"],
    ["POST", "/api/v1/account/logo"],
  ] as const)("refuses %s %s with 403 'Please select an organization.'", async (method, url) => {
    const cookie = sessionCookie(await signInWithoutChoice());
    const response = await t.request({ method, url, cookie });
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toEqual({
      code: "organization_required",
      message: MESSAGES.organizationRequired,
    });
  });

  it("takes a super-admin who signs in on the regular page to the same choice", async () => {
    const signedIn = await t.attemptSignIn({ email: superAdmin.email, password: TEST_PASSWORD });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json()).toMatchObject({ isOrganizationChoicePending: true });
    expect(signedIn.json()).not.toHaveProperty("organization");
  });

  it("still lists the organizations to choose from and signs out", async () => {
    const cookie = sessionCookie(await signInWithoutChoice());
    const list = await t.request({ method: "GET", url: "/api/v1/auth/organizations", cookie });
    expect(list.statusCode).toBe(200);
    const signOut = await t.request({ method: "POST", url: "/api/v1/auth/sign-out", cookie });
    expect(signOut.statusCode).toBe(204);
    const after = await t.request({ method: "GET", url: "/api/v1/auth/session", cookie });
    expect(after.json()).toBeNull();
  });

  it("answers for the chosen organization only once chosen, and the old session stops", async () => {
    const cookie = sessionCookie(await signInWithoutChoice());
    // Read just before the choice, so the session is in the instance's cache of verified ones.
    expect((await t.request({ method: "GET", url: "/api/v1/members", cookie })).statusCode).toBe(
      403,
    );
    const summitCookie = await enterOrganization(cookie, {
      id: summitId,
      name: "Summit Staff Test",
    });
    const members = await t.request({
      method: "GET",
      url: "/api/v1/members",
      cookie: summitCookie,
    });
    const ids = members.json().members.map((member: { id: string }) => member.id);
    expect(ids).toContain(summitMember.id);
    expect(ids).not.toContain(harborMember.id);
    // The session that had not chosen is gone, cached or not: it acts nowhere any more.
    const old = await t.request({ method: "GET", url: "/api/v1/members", cookie });
    expect(old.statusCode).toBe(401);
    const oldSession = await t.request({ method: "GET", url: "/api/v1/auth/session", cookie });
    expect(oldSession.json()).toBeNull();
  });
});

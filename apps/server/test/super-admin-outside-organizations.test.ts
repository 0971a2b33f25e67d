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

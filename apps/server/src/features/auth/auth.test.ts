import { MESSAGES } from "@studiodesk/core/messages";
import type { ZoneOffsets } from "@studiodesk/core/rules/zone-offsets";
import { offsetMinutes } from "@studiodesk/core/rules/zoned-time";
import { afterAll, describe, expect, it } from "vitest";
import { createTestApp, TEST_PASSWORD } from "../../../test/support/test-app";

const t = await createTestApp();
afterAll(() => t.close());
const orgId = await t.createOrganization({ name: "Harbor Test" });
const otherOrgId = await t.createOrganization({ name: "Other Test" });

describe("sign-in", () => {
  it("signs an admin in with an HttpOnly, SameSite=Lax session cookie and returns the session", async () => {
    const admin = await t.createUser(orgId, { firstName: "Avery" });
    const response = await t.attemptSignIn({
      email: admin.email.toUpperCase(),
      password: TEST_PASSWORD,
    });
    expect(response.statusCode).toBe(200);
    const cookie = response.cookies.find((c) => c.name === "studiodesk_session");
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite).toBe("Lax");
    expect(response.json()).toMatchObject({
      user: { firstName: "Avery", orgId },
      organization: { id: orgId, name: "Harbor Test" },
      account: { appInformation: { isActive: true } },
    });
    const session = await t.request({
      method: "GET",
      url: "/api/v1/auth/session",
      cookie: cookie?.value,
    });
    expect(session.statusCode).toBe(200);
    expect(session.json().user.id).toBe(admin.id);
  });

  // The server slides a session's expiry with use; the cookie kept the Max-Age of the sign-in,
  // so the browser dropped it 30 days after sign-in however busy the admin.
  it("renews the session cookie's 30 days on every signed-in request", async () => {
    const admin = await t.createUser(orgId);
    const cookie = await t.signIn(admin.email);
    const response = await t.request({ method: "GET", url: "/api/v1/account", cookie });
    const renewed = response.cookies.find((c) => c.name === "studiodesk_session");
    expect(renewed).toMatchObject({ value: cookie, maxAge: 30 * 24 * 60 * 60, httpOnly: true });
    const signedOut = await t.app.inject({ method: "GET", url: "/api/v1/auth/session" });
    expect(signedOut.cookies).toEqual([]);
  });

  it("clears the cookie on sign-out, not renews it", async () => {
    const admin = await t.createUser(orgId);
    const cookie = await t.signIn(admin.email);
    const response = await t.request({ method: "POST", url: "/api/v1/auth/sign-out", cookie });
    const cleared = response.cookies.filter((c) => c.name === "studiodesk_session");
    expect(cleared).toHaveLength(1);
    expect(cleared[0]?.value).toBe("");
  });

  it("carries the organization's time-zone offsets from five years back to a year ahead, for the browser", async () => {
    const admin = await t.createUser(orgId);
    const response = await t.attemptSignIn({ email: admin.email, password: TEST_PASSWORD });
    const { zoneOffsets } = response.json() as { zoneOffsets: ZoneOffsets };
    expect(zoneOffsets.timeZone).toBe("America/New_York");
    const dayMs = 86_400_000;
    const now = t.clock.now.getTime();
    expect(Date.parse(zoneOffsets.from)).toBeLessThanOrEqual(now - 5 * 365 * dayMs);
    expect(Date.parse(zoneOffsets.to)).toBeGreaterThanOrEqual(now + 365 * dayMs);
    // New York's offset at the start, then its two daylight-saving changes a year for six
    // years (one more when a change falls in the span's extra days).
    expect(zoneOffsets.changes.length).toBeGreaterThanOrEqual(13);
    expect(zoneOffsets.changes.length).toBeLessThanOrEqual(14);
    for (const change of zoneOffsets.changes) {
      const at = Date.parse(change.at);
      expect(change.offsetMinutes).toBe(offsetMinutes("America/New_York", at));
    }
  });

  it("refuses a wrong password with 'The username or password you entered is incorrect.'", async () => {
    const admin = await t.createUser(orgId);
    const response = await t.attemptSignIn({ email: admin.email, password: "wrong-password" });
    expect(response.statusCode).toBe(401);
    expect(response.json().error.message).toBe(MESSAGES.signInFailed);
    expect(response.cookies).toHaveLength(0);
  });

  // 000 §5 Sign-in: what the form refuses, the API refuses with the form's own text, and no
  // session is made.
  it.each([
    [{ email: "", password: TEST_PASSWORD }, "email", MESSAGES.signInEmailRequired],
    [{ email: "   ", password: TEST_PASSWORD }, "email", MESSAGES.signInEmailRequired],
    [{ password: TEST_PASSWORD }, "email", MESSAGES.signInEmailRequired],
    [{ email: "not-an-email", password: TEST_PASSWORD }, "email", MESSAGES.signInEmailInvalid],
    [{ email: "avery@studio.example", password: "" }, "password", MESSAGES.signInPasswordRequired],
    [{ email: "avery@studio.example" }, "password", MESSAGES.signInPasswordRequired],
    [
      { email: "avery@studio.example", password: "12345" },
      "password",
      MESSAGES.signInPasswordTooShort,
    ],
  ])("refuses %o as the sign-in form does: %s '%s'", async (body, field, message) => {
    const response = await t.request({
      method: "POST",
      url: "/api/v1/auth/sign-in",
      payload: body,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(message);
    expect(response.json().error.fields[field]).toBe(message);
    expect(response.cookies).toHaveLength(0);
  });

  it("answers an unknown email exactly like a wrong password", async () => {
    const response = await t.attemptSignIn({
      email: "nobody@studio.example",
      password: TEST_PASSWORD,
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().error.message).toBe(MESSAGES.signInFailed);
  });

  it("refuses a member without an admin role and opens no session", async () => {
    const member = await t.createUser(orgId, { admin: false });
    const response = await t.attemptSignIn({ email: member.email, password: TEST_PASSWORD });
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toMatchObject({
      code: "not_admin",
      message: MESSAGES.notAnAdmin,
    });
    expect(response.cookies).toHaveLength(0);
  });

  it("issues a new session id at every sign-in", async () => {
    const admin = await t.createUser(orgId);
    const first = await t.signIn(admin.email);
    const second = await t.signIn(admin.email);
    expect(first).not.toBe(second);
  });

  it("signs out: the old cookie no longer opens a session", async () => {
    const admin = await t.createUser(orgId);
    const cookie = await t.signIn(admin.email);
    const out = await t.request({ method: "POST", url: "/api/v1/auth/sign-out", cookie });
    expect(out.statusCode).toBe(204);
    const session = await t.request({ method: "GET", url: "/api/v1/auth/session", cookie });
    expect([session.statusCode, session.json()]).toEqual([200, null]);
  });

  it("ends the session of an admin whose role is removed", async () => {
    const admin = await t.createUser(orgId);
    const cookie = await t.signIn(admin.email);
    await t.db.deleteFrom("admin_roles").where("user_id", "=", admin.id).execute();
    const session = await t.request({ method: "GET", url: "/api/v1/auth/session", cookie });
    expect([session.statusCode, session.json()]).toEqual([200, null]);
  });

  it("refuses a blocked account", async () => {
    const admin = await t.createUser(orgId);
    await t.db
      .updateTable("identities")
      .set({ is_blocked: true })
      .where("id", "=", admin.id)
      .execute();
    const response = await t.attemptSignIn({ email: admin.email, password: TEST_PASSWORD });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe("account_blocked");
  });

  it("answers 400 with a message, not 500, to a malformed body", async () => {
    const response = await t.attemptSignIn({ email: 42 });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe("validation_failed");
  });
});

describe("throttling", () => {
  it("locks an account after 5 failures with 429, even for the right password", async () => {
    const admin = await t.createUser(orgId);
    for (let attempt = 0; attempt < 5; attempt++) {
      const response = await t.attemptSignIn(
        { email: admin.email, password: "wrong-password" },
        { remoteAddress: `10.0.0.${attempt + 1}` },
      );
      expect(response.statusCode).toBe(401);
    }
    const locked = await t.attemptSignIn(
      { email: admin.email, password: TEST_PASSWORD },
      { remoteAddress: "10.0.1.1" },
    );
    expect(locked.statusCode).toBe(429);
    expect(locked.json().error.message).toBe(MESSAGES.tooManySignInAttempts);

    t.clock.now = new Date(t.clock.now.getTime() + 16 * 60_000);
    const later = await t.attemptSignIn(
      { email: admin.email, password: TEST_PASSWORD },
      { remoteAddress: "10.0.1.1" },
    );
    expect(later.statusCode).toBe(200);
  });

  it("answers at most 5 of 20 parallel wrong passwords with 401, the rest with 429", async () => {
    const admin = await t.createUser(orgId);
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, attempt) =>
        t.attemptSignIn(
          { email: admin.email, password: "wrong-password" },
          { remoteAddress: `10.2.0.${attempt + 1}` },
        ),
      ),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(5);
    expect(statuses.every((status) => status === 401 || status === 429)).toBe(true);
  });

  it("does not count an admin's successful sign-ins against the address", async () => {
    const admin = await t.createUser(orgId);
    for (let attempt = 0; attempt < 21; attempt++) {
      const response = await t.attemptSignIn(
        { email: admin.email, password: TEST_PASSWORD },
        { remoteAddress: "10.3.0.1" },
      );
      expect(response.statusCode).toBe(200);
    }
  });

  it("locks an address after 20 failures across accounts", async () => {
    for (let attempt = 0; attempt < 20; attempt++) {
      await t.attemptSignIn(
        { email: `guess${attempt}@studio.example`, password: "wrong-password" },
        { remoteAddress: "10.9.9.9" },
      );
    }
    const admin = await t.createUser(orgId);
    const locked = await t.attemptSignIn(
      { email: admin.email, password: TEST_PASSWORD },
      { remoteAddress: "10.9.9.9" },
    );
    expect(locked.statusCode).toBe(429);
  });
});

describe("CSRF defence", () => {
  it("refuses a percent-encoded API path without the dashboard's header", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/%61pi/v1/auth/forgot-password",
      payload: { email: "someone@studio.example" },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe("csrf_rejected");
  });

  it("reads the session of a percent-encoded API path", async () => {
    const admin = await t.createUser(orgId);
    const cookie = await t.signIn(admin.email);
    const response = await t.request({ method: "GET", url: "/%61pi/v1/auth/session", cookie });
    expect(response.statusCode).toBe(200);
  });

  it("refuses a state-changing request without the dashboard's header", async () => {
    const admin = await t.createUser(orgId);
    const cookie = await t.signIn(admin.email);
    const response = await t.app.inject({
      method: "PATCH",
      url: "/api/v1/account/app-information",
      headers: { cookie: `studiodesk_session=${cookie}` },
      payload: { isProductActive: true },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe("csrf_rejected");
  });

  it("refuses a request from another origin even with the header", async () => {
    const response = await t.request({
      method: "POST",
      url: "/api/v1/auth/forgot-password",
      headers: { origin: "https://evil.example" },
      payload: { email: "a@b.example" },
    });
    expect(response.statusCode).toBe(403);
  });
});

describe("super-admin sign-in", () => {
  it("signs a super-admin into the organization chosen at sign-in", async () => {
    const superAdmin = await t.createSuperAdmin();
    const cookie = await t.signIn(superAdmin.email, TEST_PASSWORD, {
      asSuperAdmin: true,
      organizationId: otherOrgId,
    });
    const session = await t.request({ method: "GET", url: "/api/v1/auth/session", cookie });
    expect(session.json().organization).toEqual({ id: otherOrgId, name: "Other Test" });
    expect(session.json().user).toMatchObject({ isSuperAdmin: true, orgId: otherOrgId });
  });

  it("refuses the super-admin sign-in to a user without isSuperAdmin", async () => {
    const admin = await t.createUser(orgId);
    const response = await t.attemptSignIn({
      email: admin.email,
      password: TEST_PASSWORD,
      asSuperAdmin: true,
      organizationId: orgId,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.message).toBe(MESSAGES.notASuperAdmin);
    expect(response.cookies).toHaveLength(0);
  });

  it("requires an existing organization for the super-admin variant", async () => {
    const superAdmin = await t.createSuperAdmin();
    const response = await t.attemptSignIn({
      email: superAdmin.email,
      password: TEST_PASSWORD,
      asSuperAdmin: true,
      organizationId: "nope",
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(MESSAGES.organizationRequired);
  });

  it("lists every organization for the Select Organization modal, to a super-admin", async () => {
    const superAdmin = await t.createSuperAdmin();
    const cookie = await t.signIn(superAdmin.email, TEST_PASSWORD, { asSuperAdmin: true });
    const response = await t.request({ method: "GET", url: "/api/v1/auth/organizations", cookie });
    const names = response.json().organizations.map((o: { name: string }) => o.name);
    expect(names).toEqual(expect.arrayContaining(["Harbor Test", "Other Test"]));
  });
});

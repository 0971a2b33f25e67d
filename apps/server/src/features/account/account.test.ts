import { MESSAGES } from "@studiodesk/core/messages";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { fileForm, twoPicturesForm } from "../../../test/support/content-test-support";
import { createTestApp } from "../../../test/support/test-app";
import { withTenant } from "../../db/database";
import { listAudit } from "../../shared/audit";

const t = await createTestApp();
afterAll(() => t.close());
const orgId = await t.createOrganization({ name: "Harbor Test" });
const otherOrgId = await t.createOrganization({ name: "Other Test" });
const { id: adminId, email: adminEmail } = await t.createUser(orgId);
const cookie = await t.signIn(adminEmail);

const getAccount = (session = cookie) =>
  t.request({ method: "GET", url: "/api/v1/account", cookie: session });

// One section of the settings page (app-information, base-information…), saved as the admin.
const patchAccount = (section: string, payload: object) =>
  t.request({ method: "PATCH", url: `/api/v1/account/${section}`, cookie, payload });

describe("account settings", () => {
  it("starts with the spec's defaults", async () => {
    const account = (await getAccount()).json();
    expect(account.appInformation).toMatchObject({
      isPaymentActive: true,
      isProductActive: false,
      isMessagingActive: true,
      isMessagingTeachersOnly: true,
    });
    expect(account.paymentInformation).toMatchObject({
      currency: "USD",
      country: "US",
      transactionFee: 0,
      isTestMode: false,
    });
    expect(account.calendarColors).toEqual({
      eventColor: "#0000ff",
      classColor: "#00FF00",
      defaultColor: "#000000",
    });
  });

  it("updates the App Information switches and keeps the rest", async () => {
    const response = await patchAccount("app-information", {
      isProductActive: true,
      isMessagingTeachersOnly: false,
    });
    expect(response.statusCode).toBe(200);
    const account = (await getAccount()).json();
    expect(account.appInformation).toMatchObject({
      isActive: true,
      isProductActive: true,
      isMessagingTeachersOnly: false,
      isPaymentActive: true,
    });
  });

  it("refuses switches the settings screen does not own, changing nothing", async () => {
    const before = (await getAccount()).json();
    const response = await patchAccount("app-information", { isActive: false });
    expect(response.statusCode).toBe(400);
    expect((await getAccount()).json()).toEqual(before);
  });

  it("records who changed the settings in the audit log", async () => {
    await patchAccount("app-information", { isMessagingActive: false });
    const [latest] = await withTenant(t.db, orgId, (trx) => listAudit(trx, orgId, 1));
    expect(latest).toMatchObject({
      actor_id: adminId,
      action: "account.app_information.updated",
      target_type: "account",
      details: { isMessagingActive: false },
    });
  });

  it("updates the Base Information and renames the organization", async () => {
    const response = await patchAccount("base-information", {
      appName: "Harbor Yoga & Pilates",
      appAddress: "1 Dock St",
      timezone: "Europe/London",
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().publicInformation).toMatchObject({
      appName: "Harbor Yoga & Pilates",
      appAddress: "1 Dock St",
      timezone: "Europe/London",
    });
    const superAdmin = await t.createSuperAdmin();
    const staffCookie = await t.signIn(superAdmin.email, "correct-horse", { asSuperAdmin: true });
    const list = await t.request({
      method: "GET",
      url: "/api/v1/auth/organizations",
      cookie: staffCookie,
    });
    expect(list.json().organizations).toContainEqual({ id: orgId, name: "Harbor Yoga & Pilates" });
  });

  it("answers an unknown time zone and a blank name with field messages and changes nothing", async () => {
    const before = (await getAccount()).json();
    const response = await patchAccount("base-information", {
      appName: "  ",
      appAddress: "",
      timezone: "Mars/Olympus_Mons",
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({
      appName: MESSAGES.appNameRequired,
      timezone: MESSAGES.invalidTimeZone,
    });
    expect((await getAccount()).json()).toEqual(before);
  });

  it("requires a session", async () => {
    const response = await t.request({ method: "GET", url: "/api/v1/account" });
    expect(response.statusCode).toBe(401);
  });

  // A save whose session had ended was answered with the form's field messages (400), so the
  // dashboard showed them instead of 'Your session has ended. Please sign in again.'.
  it.each([
    ["base-information", {}],
    ["base-information", { appName: "", appAddress: "", timezone: "Mars/Olympus" }],
    ["app-information", { isProductActive: "yes" }],
  ])("answers a signed-out save of %s 401 before checking its body", async (section, payload) => {
    const response = await t.request({
      method: "PATCH",
      url: `/api/v1/account/${section}`,
      payload,
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().error.message).toBe(MESSAGES.sessionExpired);
  });
});

describe("logo upload", () => {
  const upload = (body: Buffer, filename: string, contentType: string) =>
    t.request({
      method: "POST",
      url: "/api/v1/account/logo",
      cookie,
      ...fileForm(body, filename, contentType),
    });

  it("stores any image as a JPEG without metadata and serves it", async () => {
    const png = await sharp({
      create: { width: 3000, height: 1000, channels: 3, background: "#3366ff" },
    })
      .png()
      .withMetadata({ exif: { IFD0: { Copyright: "secret-location" } } })
      .toBuffer();
    const response = await upload(png, "logo.png", "image/png");
    expect(response.statusCode).toBe(200);
    const logoUrl: string = response.json().publicInformation.appLogo;
    const served = await t.app.inject({ method: "GET", url: new URL(logoUrl).pathname });
    expect(served.headers["content-type"]).toBe("image/jpeg");
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta.format).toBe("jpeg");
    expect(meta.width).toBe(2400);
    expect(meta.exif).toBeUndefined();
  });

  it("refuses a file that is not an image, whatever its name, and keeps the old logo", async () => {
    const before = (await getAccount()).json().publicInformation.appLogo;
    const response = await upload(Buffer.from("%PDF-1.4 not an image"), "logo.jpg", "image/jpeg");
    expect(response.statusCode).toBe(400);
    expect((await getAccount()).json().publicInformation.appLogo).toBe(before);
  });
  it("refuses a logo sent with two files with 400 and keeps the old logo", async () => {
    const before = (await getAccount()).json().publicInformation.appLogo;
    const response = await t.request({
      method: "POST",
      url: "/api/v1/account/logo",
      cookie,
      ...(await twoPicturesForm()),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(MESSAGES.uploadTooManyParts);
    expect((await getAccount()).json().publicInformation.appLogo).toBe(before);
  });
});

describe("tenant isolation", () => {
  it("shows an admin only their own organization's account", async () => {
    const other = await t.createUser(otherOrgId);
    const otherCookie = await t.signIn(other.email);
    const mine = (await getAccount()).json();
    const theirs = (await getAccount(otherCookie)).json();
    expect(mine.publicInformation.appOrgId).toBe(orgId);
    expect(theirs.publicInformation.appOrgId).toBe(otherOrgId);
  });

  it("does not let an admin of one organization sign into another", async () => {
    const admin = await t.createUser(orgId);
    const response = await t.attemptSignIn({
      email: admin.email,
      password: "correct-horse",
      asSuperAdmin: true,
      organizationId: otherOrgId,
    });
    expect(response.statusCode).toBe(403);
  });
});

import { MESSAGES } from "@studiodesk/core/messages";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { linkFrom, startSmtpCapture } from "../../../test/support/smtp-capture";
import { createTestApp, TEST_PASSWORD, type TestApp } from "../../../test/support/test-app";
import { createMailer } from "../../adapters/mail/mailer";

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
let orgId: string;

beforeAll(async () => {
  smtp = await startSmtpCapture();
  const silent = { info() {}, error() {} } as never;
  t = await createTestApp({
    mailer: createMailer({
      smtpUrl: smtp.url,
      from: "Studiodesk <no-reply@studiodesk.example>",
      mailDir: "",
      logger: silent,
    }),
  });
  orgId = await t.createOrganization();
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const forgot = (email: string) =>
  t.request({ method: "POST", url: "/api/v1/auth/forgot-password", payload: { email } });
const reset = (token: string, password: string) =>
  t.request({ method: "POST", url: "/api/v1/auth/reset-password", payload: { token, password } });

describe("forgot password", () => {
  it("mails a single-use reset link over SMTP; the new password signs in and the old does not", async () => {
    const admin = await t.createUser(orgId);
    const response = await forgot(admin.email);
    expect(response.json().message).toBe(MESSAGES.forgotPasswordNotice);

    const mail = await smtp.nextMessage();
    expect(mail.to).toEqual([admin.email]);
    const token = new URL(linkFrom(mail.raw)).searchParams.get("token") ?? "";

    expect((await reset(token, "brand-new-pass")).statusCode).toBe(200);
    await expect(t.signIn(admin.email, "brand-new-pass")).resolves.toBeTruthy();
    await expect(t.signIn(admin.email, TEST_PASSWORD)).rejects.toThrow(/401/);

    const again = await reset(token, "another-pass-1");
    expect(again.statusCode).toBe(400);
    expect(again.json().error.message).toBe(MESSAGES.resetLinkInvalid);
  });

  it("gives the same notice for an unknown address and sends nothing", async () => {
    const before = smtp.messages.length;
    const response = await forgot("nobody@studio.example");
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(MESSAGES.forgotPasswordNotice);
    expect(smtp.messages.length).toBe(before);
  });

  it("refuses a link older than one hour", async () => {
    const admin = await t.createUser(orgId);
    await forgot(admin.email);
    const token = new URL(linkFrom((await smtp.nextMessage()).raw)).searchParams.get("token") ?? "";
    t.clock.now = new Date(t.clock.now.getTime() + 61 * 60_000);
    expect((await reset(token, "brand-new-pass")).statusCode).toBe(400);
  });

  it("refuses a new password under 8 characters and keeps the link usable", async () => {
    const admin = await t.createUser(orgId);
    await forgot(admin.email);
    const token = new URL(linkFrom((await smtp.nextMessage()).raw)).searchParams.get("token") ?? "";
    const short = await reset(token, "short");
    expect(short.statusCode).toBe(400);
    expect(short.json().error.message).toBe(MESSAGES.passwordTooShort);
    expect((await reset(token, "long-enough-now")).statusCode).toBe(200);
  });

  it("signs out every existing session of the account after a reset", async () => {
    const admin = await t.createUser(orgId);
    const cookie = await t.signIn(admin.email);
    await forgot(admin.email);
    const token = new URL(linkFrom((await smtp.nextMessage()).raw)).searchParams.get("token") ?? "";
    await reset(token, "brand-new-pass");
    const session = await t.request({ method: "GET", url: "/api/v1/auth/session", cookie });
    expect(session.statusCode).toBe(401);
  });

  it("voids every other outstanding link of the account once one link is used", async () => {
    const admin = await t.createUser(orgId);
    await forgot(admin.email);
    const first = new URL(linkFrom((await smtp.nextMessage()).raw)).searchParams.get("token") ?? "";
    await forgot(admin.email);
    const second =
      new URL(linkFrom((await smtp.nextMessage()).raw)).searchParams.get("token") ?? "";
    expect((await reset(first, "brand-new-pass")).statusCode).toBe(200);
    const stale = await reset(second, "another-new-pass");
    expect(stale.statusCode).toBe(400);
    expect(stale.json().error.message).toBe(MESSAGES.resetLinkInvalid);
  });
});

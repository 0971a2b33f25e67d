import { MESSAGES } from "@studiodesk/core/messages";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { linkFrom, startSmtpCapture } from "../../../test/support/smtp-capture";
import { createTestApp, TEST_PASSWORD, type TestApp } from "../../../test/support/test-app";
import { createMailer } from "../../adapters/mail/mailer";
import { jobHandlers } from "../../jobs/job-handlers";
import { JobRunner } from "../../jobs/job-runner";
import { PASSWORD_RESET_MAIL_JOB } from "./password-reset.service";

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

// The mail leaves through the job queue; run what is due, as the server's runner would.
const forgot = async (email: string, remoteAddress = "127.0.0.1") => {
  const response = await t.request({
    method: "POST",
    url: "/api/v1/auth/forgot-password",
    payload: { email },
    remoteAddress,
  });
  await new JobRunner({
    db: t.db,
    handlers: jobHandlers(t.app.deps),
    logger: t.app.log,
  }).runDueJobs();
  return response;
};
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

  it("answers a mangled link, however long, as invalid, and changes no password", async () => {
    const admin = await t.createUser(orgId);
    for (const token of ["not-a-real-token", "x".repeat(201), "x".repeat(5_000)]) {
      const response = await reset(token, "brand-new-pass");
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toBe(MESSAGES.resetLinkInvalid);
    }
    await expect(t.signIn(admin.email, TEST_PASSWORD)).resolves.toBeTruthy();
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
    expect([session.statusCode, session.json()]).toEqual([200, null]);
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

  it("does the same work for a known and an unknown address: one queued job, no mail yet", async () => {
    const admin = await t.createUser(orgId);
    const queued = async (email: string) => {
      await t.request({ method: "POST", url: "/api/v1/auth/forgot-password", payload: { email } });
      const { rows } = await sql<{ payload: unknown }>`
        select payload from jobs where type = ${PASSWORD_RESET_MAIL_JOB} and status = 'queued'
      `.execute(t.db);
      return rows.length;
    };
    const before = smtp.messages.length;
    expect(await queued(admin.email)).toBe(1);
    expect(await queued("nobody-here@studio.example")).toBe(2);
    expect(smtp.messages.length).toBe(before);
    await new JobRunner({
      db: t.db,
      handlers: jobHandlers(t.app.deps),
      logger: t.app.log,
    }).runDueJobs();
  });

  it("throttles requests per typed address with 429 after 4, whether or not it has an account", async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 5; attempt++) {
      statuses.push((await forgot("flood@studio.example", `10.5.0.${attempt + 1}`)).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 429]);
  });

  it("throttles requests per sender address", async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 21; attempt++) {
      statuses.push((await forgot(`someone${attempt}@studio.example`, "10.6.0.1")).statusCode);
    }
    expect(statuses.filter((status) => status === 429)).toHaveLength(1);
  });
});

import { MESSAGES } from "@studiodesk/core/messages";
import { describe, expect, it } from "vitest";
import { TEST_PASSWORD } from "../../../test/support/test-app";
import { appWithTwoOrganizations } from "../../../test/support/two-organizations";
import { jobHandlers } from "../../jobs/job-handlers";
import { JobRunner } from "../../jobs/job-runner";

const { t, orgId, cookie, otherCookie } = await appWithTwoOrganizations("Harbor Test");
const member = await t.createUser(orgId, { admin: false });

const memberSignIn = (password = TEST_PASSWORD) =>
  t.request({
    method: "POST",
    url: "/api/v1/member/sessions",
    payload: { email: member.email, password },
  });

const read = (authorization?: string) =>
  t.request({
    method: "GET",
    url: "/api/v1/member/notifications",
    headers: authorization ? { authorization } : {},
  });

describe("GET /api/v1/member/notifications (the member app's outbox)", () => {
  it("reads the organization's sent notifications with a member session", async () => {
    for (const [session, message] of [
      [cookie, "Harbor studio news"],
      [otherCookie, "Elsewhere studio news"],
    ] as const) {
      await t.request({
        method: "POST",
        url: "/api/v1/notifications",
        cookie: session,
        payload: { message, idempotencyKey: `member-outbox-${message}` },
      });
    }
    const scheduledDate = new Date(t.clock.now.getTime() + 3_600_000).toISOString();
    await t.request({
      method: "POST",
      url: "/api/v1/notifications",
      cookie,
      payload: {
        message: "Not sent before its time",
        scheduledDate,
        idempotencyKey: "member-outbox-scheduled",
      },
    });
    const runner = new JobRunner({
      db: t.db,
      handlers: jobHandlers(t.app.deps),
      logger: t.app.log,
      now: () => t.clock.now,
    });
    await runner.runDueJobs();

    const signedIn = await memberSignIn();
    expect(signedIn.statusCode).toBe(201);
    const response = await read(`Bearer ${signedIn.json().token}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().notifications).toEqual([
      expect.objectContaining({ message: "Harbor studio news", title: "Harbor Test" }),
    ]);
  });

  it("refuses a request without a member session, or with a wrong password", async () => {
    expect((await read()).statusCode).toBe(401);
    expect((await read("Bearer not-a-token")).statusCode).toBe(401);
    const refused = await memberSignIn("wrong-password");
    expect(refused.statusCode).toBe(401);
    expect(refused.json().error.message).toBe(MESSAGES.signInFailed);
  });
});

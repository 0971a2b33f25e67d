import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/support/test-app";
import { PAST_DUE_INVOICES_JOB } from "../features/billing/invoices/invoice-payments.service";
import { RECURRING_JOBS } from "./job-handlers";
import { enqueueJob, type JobHandler, JobRunner } from "./job-runner";
import { findJob, listJobsByType } from "./jobs.repo";

let t: TestApp;
const silent = { warn() {}, error() {}, info() {} } as never;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const runner = (
  handlers: Record<string, JobHandler>,
  extra: Partial<ConstructorParameters<typeof JobRunner>[0]> = {},
) =>
  new JobRunner({
    db: t.db,
    handlers,
    logger: silent,
    now: () => t.clock.now,
    batchSize: 3,
    ...extra,
  });

describe("background jobs", () => {
  it("runs each job exactly once when two runners claim at the same time", async () => {
    const runs = new Map<string, number>();
    const handler: JobHandler = async ({ job }) => {
      runs.set(job.id, (runs.get(job.id) ?? 0) + 1);
      await new Promise((resolve) => setTimeout(resolve, 5));
    };
    const ids = await Promise.all(
      Array.from({ length: 24 }, () => enqueueJob(t.db, { type: "test.once", runAt: t.clock.now })),
    );
    const [first, second] = [runner({ "test.once": handler }), runner({ "test.once": handler })];
    const [ranByFirst, ranBySecond] = await Promise.all([first.runDueJobs(), second.runDueJobs()]);
    expect(ranByFirst + ranBySecond).toBe(24);
    expect(ids.map((id) => runs.get(id))).toEqual(ids.map(() => 1));
    for (const id of ids) expect((await findJob(t.db, id))?.status).toBe("done");
  });

  it("does not run a job before its time", async () => {
    const id = await enqueueJob(t.db, {
      type: "test.later",
      runAt: new Date(t.clock.now.getTime() + 60_000),
    });
    let ran = false;
    await runner({
      "test.later": async () => {
        ran = true;
      },
    }).runDueJobs();
    expect(ran).toBe(false);
    expect((await findJob(t.db, id))?.status).toBe("queued");
  });

  it("retries a failed job with back-off and records the error", async () => {
    let calls = 0;
    const flaky: JobHandler = async () => {
      calls++;
      if (calls === 1) throw new Error("provider unavailable");
    };
    const id = await enqueueJob(t.db, { type: "test.flaky", runAt: t.clock.now });
    await runner({ "test.flaky": flaky }).runDueJobs();
    const afterFailure = await findJob(t.db, id);
    expect(afterFailure).toMatchObject({
      status: "queued",
      attempts: 1,
      last_error: "provider unavailable",
    });
    expect(new Date(afterFailure?.run_at ?? 0).getTime()).toBe(t.clock.now.getTime() + 10_000);

    t.clock.now = new Date(t.clock.now.getTime() + 10_000);
    await runner({ "test.flaky": flaky }).runDueJobs();
    expect((await findJob(t.db, id))?.status).toBe("done");
    expect(calls).toBe(2);
  });

  it("gives up after the last attempt", async () => {
    const id = await enqueueJob(t.db, { type: "test.broken", runAt: t.clock.now });
    await t.db.updateTable("jobs").set({ max_attempts: 1 }).where("id", "=", id).execute();
    await runner({
      "test.broken": async () => {
        throw new Error("always");
      },
    }).runDueJobs();
    expect(await findJob(t.db, id)).toMatchObject({ status: "failed", last_error: "always" });
  });

  it("tells the type's give-up handler of a job that failed its last attempt, once, with its error, and not of a failure it retries", async () => {
    const id = await enqueueJob(t.db, {
      type: "test.hopeless",
      runAt: t.clock.now,
      maxAttempts: 2,
    });
    const told: Array<{ jobId: string; error: string }> = [];
    const hopeless = () =>
      runner(
        {
          "test.hopeless": async () => {
            throw new Error("provider unavailable");
          },
        },
        {
          giveUpHandlers: {
            "test.hopeless": async ({ job, error }) => {
              told.push({ jobId: job.id, error });
            },
          },
        },
      ).runDueJobs();

    await hopeless();
    expect(told).toEqual([]);
    t.clock.now = new Date(t.clock.now.getTime() + 10_000);
    await hopeless();
    t.clock.now = new Date(t.clock.now.getTime() + 60 * 60_000);
    await hopeless();

    expect(told).toEqual([{ jobId: id, error: "provider unavailable" }]);
    expect(await findJob(t.db, id)).toMatchObject({ status: "failed", attempts: 2 });
  });

  it("runs again a job whose worker died while running it", async () => {
    const id = await enqueueJob(t.db, { type: "test.orphan", runAt: t.clock.now });
    await t.db
      .updateTable("jobs")
      .set({ status: "running", locked_by: "dead-worker", locked_at: t.clock.now })
      .where("id", "=", id)
      .execute();
    let ran = 0;
    const handlers = {
      "test.orphan": async () => {
        ran++;
      },
    };
    await runner(handlers).runDueJobs();
    expect(ran).toBe(0);
    t.clock.now = new Date(t.clock.now.getTime() + 6 * 60_000);
    await runner(handlers).runDueJobs();
    expect(ran).toBe(1);
  });

  it("enqueues a recurring run once, however many instances start, and the next after it ran", async () => {
    t.clock.now = new Date("2030-01-15T05:00:00Z");
    const recurring = [
      { type: "test.billing", schedule: { hour: 0, minute: 0, timeZone: "America/Los_Angeles" } },
    ];
    let billed = 0;
    const handlers = {
      "test.billing": async () => {
        billed++;
      },
    };
    const instances = [runner(handlers, { recurring }), runner(handlers, { recurring })];
    await Promise.all(instances.map((instance) => instance.ensureRecurringRuns()));
    await Promise.all(instances.map((instance) => instance.ensureRecurringRuns()));
    expect(
      (await listJobsByType(t.db, "test.billing")).map((job) => new Date(job.run_at).toISOString()),
    ).toEqual(["2030-01-15T08:00:00.000Z"]);

    t.clock.now = new Date("2030-01-15T08:00:01Z");
    await Promise.all(instances.map((instance) => instance.runDueJobs()));
    expect(billed).toBe(1);
    await instances[0]?.ensureRecurringRuns();
    const runs = await listJobsByType(t.db, "test.billing");
    expect(runs.map((job) => job.status)).toEqual(["done", "queued"]);
    expect(new Date(runs[1]?.run_at ?? 0).toISOString()).toBe("2030-01-16T08:00:00.000Z");
  });

  it("runs the past-due invoices job within an hour of midnight in Tokyo, not at 17:15 there", async () => {
    // Midnight of 29 November in Tokyo (UTC+9).
    t.clock.now = new Date("2026-11-28T15:00:00Z");
    const recurring = RECURRING_JOBS.filter((job) => job.type === PAST_DUE_INVOICES_JOB);
    await runner({}, { recurring }).ensureRecurringRuns();
    const runs = await listJobsByType(t.db, PAST_DUE_INVOICES_JOB);
    expect(runs.map((job) => new Date(job.run_at).toISOString())).toEqual([
      "2026-11-28T15:05:00.000Z",
    ]);
  });
});

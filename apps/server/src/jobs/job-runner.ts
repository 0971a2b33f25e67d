import {
  nextRecurringRun,
  type RecurringSchedule,
  retryDelayMs,
} from "@studiodesk/core/rules/schedules";
import type { FastifyBaseLogger } from "fastify";
import type { Db, DbOrTrx } from "../db/database";
import { newId } from "../shared/ids";
import { claimDueJobs, insertJob, type JobRow, markJobDone, markJobFailed } from "./jobs.repo";

export type JobContext = { job: JobRow; now: Date };
export type JobHandler = (context: JobContext) => Promise<void>;
// Called when a job has failed its last attempt, with that attempt's error: what the studio is
// told of work that will not happen by itself. Called again should the process stop before the
// job is marked failed (its run is then taken up again), so it must be safe to repeat.
export type JobGiveUpHandler = (context: JobContext & { error: string }) => Promise<void>;

// A job type that runs every day at a wall-clock time, or every hour. Expressed once here; each
// run is a row with a unique key (type + instant), so restarts and extra instances never double it.
export type RecurringJob = { type: string; schedule: RecurringSchedule };

export type JobRunnerOptions = {
  db: Db;
  handlers: Record<string, JobHandler>;
  // By job type, for the types whose giving up someone must hear of.
  giveUpHandlers?: Record<string, JobGiveUpHandler>;
  recurring?: RecurringJob[];
  logger: FastifyBaseLogger;
  now?: () => Date;
  pollIntervalMs?: number;
  batchSize?: number;
  // A running job not finished by then is taken to be from a dead worker and is run again.
  staleAfterMs?: number;
};

export const recurringRunKey = (type: string, runAt: Date) => `${type}@${runAt.toISOString()}`;

export async function enqueueJob(
  db: DbOrTrx,
  job: {
    type: string;
    payload?: Record<string, unknown>;
    orgId?: string;
    runAt?: Date;
    uniqueKey?: string;
    maxAttempts?: number;
  },
): Promise<string> {
  const id = newId();
  await insertJob(db, { ...job, id, runAt: job.runAt ?? new Date() });
  return id;
}

export class JobRunner {
  readonly workerId = `worker-${newId()}`;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<number> | undefined;
  private tickNow: (() => void) | undefined;
  private readonly now: () => Date;
  // The recurring run last inserted for each job type (its unique key).
  private readonly ensuredRuns = new Map<string, string>();

  constructor(private readonly options: JobRunnerOptions) {
    this.now = options.now ?? (() => new Date());
  }

  start(): void {
    const tick = async () => {
      try {
        await this.ensureRecurringRuns();
        await this.runDueJobs();
      } catch (error) {
        this.options.logger.error({ err: error }, "job runner tick failed");
      }
      this.timer = setTimeout(tick, this.options.pollIntervalMs ?? 5_000);
    };
    this.tickNow = () => {
      clearTimeout(this.timer);
      this.timer = setTimeout(tick, 0);
    };
    this.timer = setTimeout(tick, 0);
  }

  // Runs due jobs now rather than at the next poll: someone is waiting for this one (a
  // password reset mail). A no-op before start() and after stop().
  wake(): void {
    if (this.timer) this.tickNow?.();
  }

  async stop(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    await this.running;
  }

  // Makes sure the next run of every recurring job is enqueued (once, across instances).
  async ensureRecurringRuns(): Promise<void> {
    for (const recurring of this.options.recurring ?? []) {
      const runAt = nextRecurringRun(this.now(), recurring.schedule);
      const uniqueKey = recurringRunKey(recurring.type, runAt);
      // Once inserted (or found there), a run stays until it is done: the runner polls every
      // second, and on the embedded database every needless write delays the requests behind it.
      if (this.ensuredRuns.get(recurring.type) === uniqueKey) continue;
      await insertJob(this.options.db, { id: newId(), type: recurring.type, runAt, uniqueKey });
      this.ensuredRuns.set(recurring.type, uniqueKey);
    }
  }

  // Claims and runs due jobs until none is left; returns how many ran.
  async runDueJobs(): Promise<number> {
    this.running = this.drain();
    return this.running;
  }

  private async drain(): Promise<number> {
    let ran = 0;
    for (;;) {
      const jobs = await claimDueJobs(
        this.options.db,
        this.workerId,
        this.now(),
        this.options.batchSize ?? 10,
        this.options.staleAfterMs ?? 5 * 60_000,
      );
      if (jobs.length === 0) return ran;
      for (const job of jobs) {
        await this.runOne(job);
        ran++;
      }
    }
  }

  private async runOne(job: JobRow): Promise<void> {
    const { db, handlers, logger } = this.options;
    const handler = handlers[job.type];
    try {
      if (!handler) throw new Error(`No handler for job type "${job.type}"`);
      await handler({ job, now: this.now() });
      await markJobDone(db, job.id, this.workerId, this.now());
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const canRetry = job.attempts < job.max_attempts;
      const retryAt = canRetry ? new Date(this.now().getTime() + retryDelayMs(job.attempts)) : null;
      logger.warn(
        { jobId: job.id, type: job.type, attempt: job.attempts, err: error },
        "job failed",
      );
      if (!canRetry) await this.giveUp(job, message);
      await markJobFailed(db, job.id, this.workerId, message, retryAt, this.now());
    }
  }

  // Before the job is marked failed, so a crash between the two reports it again rather than
  // never. A report that itself fails is logged: the job is failed all the same.
  private async giveUp(job: JobRow, error: string): Promise<void> {
    const { giveUpHandlers, logger } = this.options;
    const giveUpHandler = giveUpHandlers?.[job.type];
    try {
      await giveUpHandler?.({ job, now: this.now(), error });
    } catch (reportError) {
      logger.error({ jobId: job.id, type: job.type, err: reportError }, "job give-up not reported");
    }
  }
}

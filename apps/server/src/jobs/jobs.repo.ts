import { sql } from "kysely";
import type { DbOrTrx } from "../db/database";

export type JobRow = {
  id: string;
  type: string;
  payload: Record<string, unknown>;
  org_id: string | null;
  attempts: number;
  max_attempts: number;
};

export type NewJob = {
  id: string;
  type: string;
  payload?: Record<string, unknown>;
  orgId?: string | null;
  runAt: Date;
  uniqueKey?: string;
  maxAttempts?: number;
};

// Inserts the job unless one with the same unique key exists; true when it was inserted.
export async function insertJob(db: DbOrTrx, job: NewJob): Promise<boolean> {
  const result = await db
    .insertInto("jobs")
    .values({
      id: job.id,
      type: job.type,
      payload: JSON.stringify(job.payload ?? {}),
      org_id: job.orgId ?? null,
      run_at: job.runAt,
      unique_key: job.uniqueKey ?? null,
      max_attempts: job.maxAttempts ?? 5,
    })
    .onConflict((oc) => oc.column("unique_key").doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

// Claims up to `limit` due jobs for one worker. SKIP LOCKED lets several instances claim at
// once without ever taking the same row; a job whose worker died (locked too long) is due again.
export async function claimDueJobs(
  db: DbOrTrx,
  workerId: string,
  now: Date,
  limit: number,
  staleAfterMs: number,
): Promise<JobRow[]> {
  const staleBefore = new Date(now.getTime() - staleAfterMs);
  const { rows } = await sql<JobRow>`
    update jobs
    set status = 'running', locked_by = ${workerId}, locked_at = ${now}, attempts = attempts + 1
    where id in (
      select id from jobs
      where (status = 'queued' and run_at <= ${now})
         or (status = 'running' and locked_at < ${staleBefore})
      order by run_at
      limit ${limit}
      for update skip locked
    )
    returning id, type, payload, org_id, attempts, max_attempts
  `.execute(db);
  return rows;
}

export async function markJobDone(db: DbOrTrx, id: string, workerId: string, now: Date) {
  await db
    .updateTable("jobs")
    .set({ status: "done", finished_at: now, last_error: null })
    .where("id", "=", id)
    .where("locked_by", "=", workerId)
    .execute();
}

export async function markJobFailed(
  db: DbOrTrx,
  id: string,
  workerId: string,
  error: string,
  retryAt: Date | null,
  now: Date,
) {
  await db
    .updateTable("jobs")
    .set(
      retryAt
        ? { status: "queued", run_at: retryAt, last_error: error, locked_by: null, locked_at: null }
        : { status: "failed", finished_at: now, last_error: error },
    )
    .where("id", "=", id)
    .where("locked_by", "=", workerId)
    .execute();
}

export async function findJob(db: DbOrTrx, id: string) {
  return db
    .selectFrom("jobs")
    .select(["id", "type", "status", "attempts", "last_error", "run_at", "unique_key"])
    .where("id", "=", id)
    .executeTakeFirst();
}

export async function listJobsByType(db: DbOrTrx, type: string) {
  return db
    .selectFrom("jobs")
    .select(["id", "status", "run_at", "unique_key", "attempts"])
    .where("type", "=", type)
    .orderBy("run_at")
    .execute();
}

// A queued job's new time (a scheduled notification moved). A job already claimed is left.
export async function moveQueuedJob(db: DbOrTrx, uniqueKey: string, runAt: Date): Promise<void> {
  await db
    .updateTable("jobs")
    .set({ run_at: runAt })
    .where("unique_key", "=", uniqueKey)
    .where("status", "=", "queued")
    .execute();
}

// A queued job that will never be wanted (its notification deleted before its time).
export async function cancelQueuedJob(db: DbOrTrx, uniqueKey: string): Promise<void> {
  await db
    .deleteFrom("jobs")
    .where("unique_key", "=", uniqueKey)
    .where("status", "=", "queued")
    .execute();
}

import { sql } from "kysely";
import type { Trx } from "../../src/db/database";
import { TEST_NOW, testImage } from "./schedule-test-support";
import type { TestApp } from "./test-app";
import { appWithMembers } from "./two-organizations";

// The cancel-race tests (schedule/cancel-races.test.ts, classes/class-members-cancel-race.test.ts)
// start alike: an app with two members at TEST_NOW, the test image, and which database they
// race on. PGlite is one connection, so only PostgreSQL (TEST_DATABASE_URL) runs a second
// request while a write's transaction is open.
export async function cancelRaceApp(name: string) {
  const app = await appWithMembers(`Harbor ${name}`, {
    otherName: `Other ${name}`,
    now: TEST_NOW,
    memberCount: 2,
  });
  return { ...app, image: await testImage(), onPostgres: Boolean(process.env.TEST_DATABASE_URL) };
}

// A statement of this database waiting for a row lock.
const someoneWaitsForALock = async (t: TestApp) =>
  Number(
    (
      await sql<{ waiting: string }>`select count(*) as waiting from pg_stat_activity
        where datname = current_database() and wait_event_type = 'Lock'`.execute(t.db)
    ).rows[0]?.waiting,
  ) > 0;

// Sends a request (a cancel, another tab's save) from another connection (PostgreSQL only)
// while a write's transaction is open, and waits until it has either answered or waits for a
// lock: whether it answered first (one that waits for the write's lock has not), and its
// answer to come.
export async function sendAgainstTheLock(
  t: TestApp,
  send: () => Promise<{ statusCode: number; body: string }>,
) {
  let hasAnswered = false;
  const answer = send().then((response) => {
    hasAnswered = true;
    return response;
  });
  while (!hasAnswered && !(await someoneWaitsForALock(t))) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return { hasAnsweredFirst: hasAnswered, answer };
}

// Whether the transaction holds the row's lock: a row locked FOR UPDATE carries the locking
// transaction's id as its xmax (the write has not updated the row it locks yet).
export const holdsRowLock = async (trx: Trx, table: "classes" | "events" | "users", id: string) =>
  (
    await sql<{ locked: boolean }>`select xmax::text = (txid_current() % 4294967296)::text as locked
      from ${sql.table(table)} where id = ${id}`.execute(trx)
  ).rows[0]?.locked;

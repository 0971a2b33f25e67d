import { sql } from "kysely";
import { describe, expect, it, vi } from "vitest";
import { createClass } from "../../../test/support/classes-test-support";
import {
  eventPayload,
  postEvent,
  TEST_NOW,
  testImage,
} from "../../../test/support/schedule-test-support";
import { appWithMembers } from "../../../test/support/two-organizations";
import type { Trx } from "../../db/database";

// A class cancelled while a new event of it is being saved: the save runs `beforeInsert`
// (once) after it checked the class and before it inserts the event, inside its transaction.
const hooks = vi.hoisted(() => ({ beforeInsert: null as ((trx: Trx) => Promise<void>) | null }));
vi.mock("./events.repo", async (importOriginal) => {
  const real = await importOriginal<typeof import("./events.repo")>();
  return {
    ...real,
    insertEvent: async (...args: Parameters<typeof real.insertEvent>) => {
      const hook = hooks.beforeInsert;
      hooks.beforeInsert = null;
      if (hook) await hook(args[0]);
      return real.insertEvent(...args);
    },
  };
});

const { t, cookie } = await appWithMembers("Harbor Class Race", {
  otherName: "Other Class Race",
  now: TEST_NOW,
  memberCount: 1,
});
const image = await testImage();

// A statement of this database waiting for a row lock.
const someoneWaitsForALock = async () =>
  Number(
    (
      await sql<{ waiting: string }>`select count(*) as waiting from pg_stat_activity
        where datname = current_database() and wait_event_type = 'Lock'`.execute(t.db)
    ).rows[0]?.waiting,
  ) > 0;

// Whether the transaction holds the class row's lock: a row locked FOR UPDATE carries the
// locking transaction's id as its xmax (the save never updates the class row itself).
const holdsClassRowLock = async (trx: Trx, classId: string) =>
  (
    await sql<{ locked: boolean }>`select xmax::text = (txid_current() % 4294967296)::text as locked
      from classes where id = ${classId}`.execute(trx)
  ).rows[0]?.locked;

describe("a new event and its class's cancel at the same time (001 §4 isCancelled)", () => {
  it("makes the cancel wait for the save that checked the class, so no event is added to a cancelled class", async () => {
    const studioClass = await createClass(t, cookie, image);
    const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
    let isClassLocked: boolean | undefined;
    let cancelAnswered = false;
    let cancelAnsweredBeforeInsert: boolean | undefined;
    let cancel: Promise<{ statusCode: number }> | undefined;
    hooks.beforeInsert = async (trx) => {
      // Both databases: the class read for the check is locked until the save commits.
      isClassLocked = await holdsClassRowLock(trx, studioClass.classId);
      // PGlite is one connection, so no cancel can run while the save's transaction is
      // open; on PostgreSQL the real cancel, on another connection, must wait for it.
      if (!onPostgres) return;
      cancel = t
        .request({ method: "POST", url: `/api/v1/classes/${studioClass.classId}/cancel`, cookie })
        .then((response) => {
          cancelAnswered = true;
          return response;
        });
      // Until the cancel either committed or waits for the save's lock on the class.
      while (!cancelAnswered && !(await someoneWaitsForALock())) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      cancelAnsweredBeforeInsert = cancelAnswered;
    };
    const saved = await postEvent(t, cookie, eventPayload({ classId: studioClass.classId }), image);
    expect(isClassLocked).toBe(true);
    expect(saved.statusCode, JSON.stringify(saved.json())).toBe(200);
    if (onPostgres) {
      expect(cancelAnsweredBeforeInsert).toBe(false);
      expect((await cancel)?.statusCode).toBe(200);
    }
  });
});

import path from "node:path";
import { afterAll, expect, it } from "vitest";
import {
  crashTestDatabase,
  openCrashTestDatabase,
  runUntilKilled,
} from "../../../../test/support/crash-database";
import {
  chargeCounts,
  expectEachChargedOnceAndRecorded,
  insertDueSubscribers,
} from "../../../../test/support/due-subscriptions";
import { aDayPassesAtTheProvider } from "../../../../test/support/provider-day-passes";
import { createSimulatorProvider } from "../../../adapters/payments/simulator-provider";
import type { Db } from "../../../db/database";
import { createOrganization } from "../../organizations/organizations.service";
import { runSubscriptionBilling } from "./subscription-billing.service";

const SUBSCRIBERS = 40;
const KILL_AFTER_CHARGES = 12;
const RUN_AT = "2026-01-15T08:01:00.000Z";
const A_DAY_LATER = "2026-01-16T08:01:00.000Z";
const CHILD = path.resolve(
  import.meta.dirname,
  "../../../../test/support/subscription-run-child.ts",
);

const cleanups: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

// Starts the run in a child process and kill -9s it once the provider has charged `after`
// cards; answers the subscriptions the child announced.
async function runAndKill(database: string, after: number): Promise<string[]> {
  const charged = (lines: string[]) =>
    lines
      .filter((line) => line.startsWith("charged "))
      .map((line) => line.slice("charged ".length));
  const lines = await runUntilKilled(
    CHILD,
    [database, RUN_AT],
    (sofar) => charged(sofar).length === after,
  );
  return charged(lines);
}

// A run killed -9 halfway through the organization's subscriptions: some cards charged and not
// yet recorded, others not charged. Answers the reopened database and the organization.
async function killedHalfway(name: string) {
  const database = await crashTestDatabase(name, cleanups);
  const setup = await openCrashTestDatabase(database);
  const orgId = await createOrganization(setup, {
    name: "Crash Studio",
    timezone: "America/Los_Angeles",
  });
  await insertDueSubscribers(setup, orgId, {
    count: SUBSCRIBERS,
    idPrefix: "crash-",
    nextCharge: new Date("2026-01-15T08:00:00.000Z"),
  });
  await setup.destroy();

  const announced = await runAndKill(database, KILL_AFTER_CHARGES);

  const db = await openCrashTestDatabase(database);
  cleanups.push(() => db.destroy());
  const afterKill = await chargeCounts(db, orgId);
  expect(announced).toHaveLength(KILL_AFTER_CHARGES);
  expect(afterKill.some((row) => row.provider_charges === 1 && row.recorded_charges === 0)).toBe(
    true,
  );
  expect(afterKill.some((row) => row.provider_charges === 0)).toBe(true);
  return { db, orgId };
}

async function restartAt(db: Db, runAt: Date) {
  const logger = (await import("pino")).default({ level: "silent" });
  const payments = createSimulatorProvider(db);
  await runSubscriptionBilling(
    { db, payments, logger, events: { publish: async () => {} } },
    runAt,
  );
}

it("charges nobody twice and nobody zero times when the run is killed -9 halfway and started again", async () => {
  const { db, orgId } = await killedHalfway("crash");

  await restartAt(db, new Date(RUN_AT));

  await expectEachChargedOnceAndRecorded(db, orgId, SUBSCRIBERS);
}, 120_000);

it("charges nobody twice when the run killed -9 halfway is started again after the provider forgot the keys", async () => {
  const { db, orgId } = await killedHalfway("crash-day-later");
  await aDayPassesAtTheProvider(db, orgId, ["subscription_charge_attempts", "attempted_at"]);

  await restartAt(db, new Date(A_DAY_LATER));

  await expectEachChargedOnceAndRecorded(db, orgId, SUBSCRIBERS);
}, 120_000);

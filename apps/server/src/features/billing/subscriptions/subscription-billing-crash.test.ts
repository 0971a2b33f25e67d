import { type ChildProcess, spawn } from "node:child_process";
import path from "node:path";
import { createInterface } from "node:readline";
import { afterAll, expect, it } from "vitest";
import { crashTestDatabase, openCrashTestDatabase } from "../../../../test/support/crash-database";
import { chargeCounts, insertDueSubscribers } from "../../../../test/support/due-subscriptions";
import { createSimulatorProvider } from "../../../adapters/payments/simulator-provider";
import { createOrganization } from "../../organizations/organizations.service";
import { runSubscriptionBilling } from "./subscription-billing.service";

const SUBSCRIBERS = 40;
const KILL_AFTER_CHARGES = 12;
const RUN_AT = "2026-01-15T08:01:00.000Z";
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
  const child: ChildProcess = spawn(
    process.execPath,
    ["--import", "tsx", CHILD, database, RUN_AT],
    {
      stdio: ["ignore", "pipe", "inherit"],
    },
  );
  const exited = new Promise<NodeJS.Signals | null>((resolve) =>
    child.on("exit", (_, signal) => resolve(signal)),
  );
  const charged: string[] = [];
  for await (const line of createInterface({ input: child.stdout as NodeJS.ReadableStream })) {
    if (line.startsWith("charged ")) charged.push(line.slice("charged ".length));
    if (charged.length === after) {
      child.kill("SIGKILL");
      break;
    }
  }
  expect(await exited).toBe("SIGKILL");
  return charged;
}

it("charges nobody twice and nobody zero times when the run is killed -9 halfway and started again", async () => {
  const database = await crashTestDatabase("crash", cleanups);
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
  // The kill landed mid-run: some cards charged and not yet recorded, others not charged.
  expect(announced).toHaveLength(KILL_AFTER_CHARGES);
  expect(afterKill.some((row) => row.provider_charges === 1 && row.recorded_charges === 0)).toBe(
    true,
  );
  expect(afterKill.some((row) => row.provider_charges === 0)).toBe(true);

  const logger = (await import("pino")).default({ level: "silent" });
  const payments = createSimulatorProvider(db);
  await runSubscriptionBilling(
    { db, payments, logger, events: { publish: async () => {} } },
    new Date(RUN_AT),
  );

  const afterRestart = await chargeCounts(db, orgId);
  expect(afterRestart).toHaveLength(SUBSCRIBERS);
  for (const row of afterRestart) {
    expect(row).toMatchObject({ provider_charges: 1, recorded_charges: 1 });
  }
}, 120_000);

// A server process that runs the due jobs of an invoice's cut-off Charge Saved Card, for the
// crash test: it opens the database named on the command line, runs the jobs on a clock past
// the click's minutes, and once the provider has refunded a second charge it prints `refunded`
// and never goes on, so the test's kill -9 lands between the refund and its audit line.
import pino from "pino";
import type { PaymentProvider } from "../../src/adapters/payments/payment-provider";
import { createSimulatorProvider } from "../../src/adapters/payments/simulator-provider";
import { jobHandlers } from "../../src/jobs/job-handlers";
import { JobRunner } from "../../src/jobs/job-runner";
import type { Deps } from "../../src/shared/deps";
import { openCrashTestDatabase } from "./crash-database";

const [database] = process.argv.slice(2);
if (!database) throw new Error("usage: invoice-settle-child <database>");
const db = await openCrashTestDatabase(database);
const simulator = createSimulatorProvider(db);
const stopping: PaymentProvider = {
  ...simulator,
  async refundCharge(...args) {
    await simulator.refundCharge(...args);
    process.stdout.write("refunded\n");
    return new Promise<never>(() => {});
  },
};
const logger = pino({ level: "silent" });
const deps = {
  db,
  payments: stopping,
  logger,
  events: { publish: async () => {} },
  now: () => new Date(),
  config: { publicUrl: "http://localhost:3000", sessionSecret: "crash-test-secret" },
} as never as Deps;
await new JobRunner({
  db,
  handlers: jobHandlers(deps),
  logger,
  now: () => new Date(Date.now() + 10 * 60_000),
}).runDueJobs();

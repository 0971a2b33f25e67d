import path from "node:path";
import { createPaymentProvider } from "./adapters/payments/create-payment-provider";
import { createStorage, removeUnfinishedUploads } from "./adapters/storage/create-storage";
import { buildApp } from "./app";
import { ConfigError, loadConfig } from "./config";
import { openDatabase } from "./db/database";
import { jobGiveUpHandlers, jobHandlers, RECURRING_JOBS } from "./jobs/job-handlers";
import { JobRunner } from "./jobs/job-runner";
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemo } from "./seed/demo-seed";

async function main(): Promise<void> {
  const config = loadConfig();
  const db = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: path.join(config.dataDir, "db"),
  });
  const seeded = config.seedDemo
    ? await seedDemo(db, createPaymentProvider(config, db), new Date(), {
        storage: createStorage(config),
        publicUrl: config.publicUrl,
      })
    : false;
  await removeUnfinishedUploads(config);
  const app = await buildApp({ config, db });
  const jobs = new JobRunner({
    db,
    handlers: jobHandlers(app.deps),
    giveUpHandlers: jobGiveUpHandlers(app.deps),
    recurring: RECURRING_JOBS,
    logger: app.log,
    // A scheduled notification goes out within 5 seconds of its time (issue #17).
    pollIntervalMs: 1_000,
  });
  const close = async () => {
    await jobs.stop();
    await app.close();
    await db.destroy();
    process.exit(0);
  };
  process.once("SIGINT", close);
  process.once("SIGTERM", close);
  await app.listen({ port: config.port, host: config.host });
  jobs.start();
  app.deps.wakeJobs = () => jobs.wake();

  const lines = [
    "",
    `Studiodesk is running at ${config.publicUrl}`,
    `API docs: ${config.publicUrl}/api/docs`,
    `Database: ${config.databaseUrl ? "PostgreSQL" : `embedded (${path.join(config.dataDir, "db")})`}${seeded ? ", demo data seeded" : ""}`,
    "",
    ...(config.seedDemo
      ? [
          `Demo accounts (password "${DEMO_PASSWORD}"):`,
          ...DEMO_ACCOUNTS.map((account) => `  ${account.email.padEnd(28)} ${account.role}`),
          "",
        ]
      : []),
  ];
  console.log(lines.join("\n"));
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});

import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { createSimulatorProvider } from "../../apps/server/src/adapters/payments/simulator-provider";
import { openDatabase, withTenant } from "../../apps/server/src/db/database";
import { runSubscriptionBilling } from "../../apps/server/src/features/billing/subscriptions/subscription-billing.service";
import { createOrganization } from "../../apps/server/src/features/organizations/organizations.service";
import { insertDueSubscribers } from "../../apps/server/test/support/due-subscriptions";

export const DUE_SUBSCRIPTIONS = Number(process.env.BENCH_SUBSCRIPTIONS ?? 10_000);
const BUDGET_MS = 60_000;

// Issue #15: the nightly subscription run charges 10,000 due subscriptions through the
// simulator in under 60 s, with exactly one charge each (the provider's and the record). On a
// database of its own (a PGlite folder, or the PostgreSQL database `databaseUrl` names), so it
// measures the run, not the server beside it.
export async function measureSubscriptionRun(databaseUrl?: string): Promise<boolean> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "studiodesk-bench-billing-"));
  const db = await openDatabase({ databaseUrl, pgliteDir: path.join(dataDir, "db") });
  try {
    const orgId = await createOrganization(db, {
      name: "Bench Billing",
      timezone: "America/Los_Angeles",
    });
    const nextCharge = new Date("2026-01-15T08:00:00.000Z");
    await insertDueSubscribers(db, orgId, {
      count: DUE_SUBSCRIPTIONS,
      idPrefix: "bench-sub-",
      nextCharge,
    });
    const payments = createSimulatorProvider(db);
    const deps = { db, payments, logger: console, events: { publish: async () => {} } };
    const started = performance.now();
    const cpuBefore = process.cpuUsage();
    const summary = await runSubscriptionBilling(deps, new Date("2026-01-15T08:01:00.000Z"));
    const elapsedMs = performance.now() - started;
    // CPU time of this process: on a shared, busy machine the wall time mostly measures others.
    const cpu = process.cpuUsage(cpuBefore);
    const cpuSeconds = (cpu.user + cpu.system) / 1e6;
    const counts = await withTenant(db, orgId, async (trx) => {
      const { rows } = await sql<{ provider: number; recorded: number }>`
        select (select count(*)::int from sim_charges) as provider,
          (select count(*)::int from charges where status = 'succeeded') as recorded
      `.execute(trx);
      return rows[0] ?? { provider: 0, recorded: 0 };
    });
    const isExact =
      summary.charged === DUE_SUBSCRIPTIONS &&
      counts.provider === DUE_SUBSCRIPTIONS &&
      counts.recorded === DUE_SUBSCRIPTIONS;
    const ok = isExact && elapsedMs < BUDGET_MS;
    console.log(
      `subscription run: ${DUE_SUBSCRIPTIONS.toLocaleString("en-US")} due, ` +
        `${counts.provider.toLocaleString("en-US")} provider charges, ` +
        `${counts.recorded.toLocaleString("en-US")} recorded in ${(elapsedMs / 1000).toFixed(1)} s` +
        `, ${cpuSeconds.toFixed(1)} s of CPU (${ok ? "ok" : "OVER"} <${BUDGET_MS / 1000} s, exactly one each)`,
    );
    return ok;
  } finally {
    await db.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

// Issue #20 load proof: 200 signed-in sessions (200 admins of one large organization) use the
// dashboard at once for 60 s — its real reads and writes, mixed as a front desk would — on
// PostgreSQL: 0 errors and p99 under 200 ms. The database is DATABASE_URL's server, else a
// throwaway cluster (scripts/test-postgres.sh) when PostgreSQL is installed, else the embedded
// PGlite, which the output then says.
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { type Db, openDatabase } from "../../apps/server/src/db/database";
import { createUser } from "../../apps/server/src/features/users/users.service";
import { hashPassword } from "../../apps/server/src/shared/password";
import { BENCH_ADMIN, seedLargeOrganization } from "./seed-large-organization";

export const SESSIONS_LOAD = "sessions";
const SESSIONS = 200;
const LOAD_SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 60);
const WARMUP_SECONDS = 5;
const BUDGET_P99_MS = 200;
// A person reads between clicks: each session waits 0.5–1.5 s after an answer, so the 200
// sessions offer about 200 requests a second (a closed loop without pauses would measure
// queueing, not a dashboard in use).
const THINK_MS = { min: 500, max: 1_500 };

type StartServer = (
  dataDir: string,
  port: number,
  databaseUrl: string | undefined,
) => Promise<{
  kill: (signal?: NodeJS.Signals) => boolean;
  once: (e: "exit", f: () => void) => unknown;
}>;

type LoadDatabase = { url: string | undefined; label: string; stop: () => void };

// A throwaway PostgreSQL cluster with fsync on (the test cluster's default is off).
function startThrowawayPostgres(port: number): LoadDatabase | undefined {
  const clusterDir = path.join(tmpdir(), `studiodesk-bench-pg-${port}`);
  const environment = {
    ...process.env,
    TEST_PG_DIR: clusterDir,
    TEST_PG_PORT: String(port),
    TEST_PG_FSYNC: "on",
  };
  const run = (command: string) =>
    spawnSync("bash", ["scripts/test-postgres.sh", command], {
      env: environment,
      encoding: "utf8",
    });
  const started = run("start");
  const url = /TEST_DATABASE_URL=(\S+)/.exec(started.stdout)?.[1];
  if (started.status !== 0 || !url) return undefined;
  const stop = () => {
    run("stop");
    rmSync(clusterDir, { recursive: true, force: true });
  };
  return { url, label: "PostgreSQL (throwaway cluster, fsync on)", stop };
}

async function loadDatabase(
  port: number,
  temporaryPostgresDatabase: (
    serverUrl: string,
  ) => Promise<{ url: string; drop: () => Promise<void> }>,
): Promise<LoadDatabase & { drop: () => Promise<void> }> {
  if (process.env.DATABASE_URL) {
    const database = await temporaryPostgresDatabase(process.env.DATABASE_URL);
    return { ...database, label: "PostgreSQL (DATABASE_URL)", stop: () => {} };
  }
  const cluster = startThrowawayPostgres(port);
  if (!cluster?.url) {
    return {
      url: undefined,
      label: "embedded PGlite — PostgreSQL is not installed, so NOT the PostgreSQL figure",
      stop: () => {},
      drop: async () => {},
    };
  }
  const database = await temporaryPostgresDatabase(cluster.url);
  return { ...cluster, ...database, label: cluster.label };
}

// The organization, and 199 more admins beside the bench admin: one session each.
async function seedAdmins(db: Db, members: number): Promise<string[]> {
  const orgId = await seedLargeOrganization(db, members);
  const passwordHash = await hashPassword(BENCH_ADMIN.password);
  const emails = [BENCH_ADMIN.email];
  for (let index = 1; index < SESSIONS; index++) {
    const email = `load-admin-${index}@bench.example`;
    await createUser(db, orgId, {
      firstName: "Load",
      lastName: `Admin ${index}`,
      email,
      passwordHash,
      adminOf: [orgId],
    });
    emails.push(email);
  }
  return emails;
}

async function signInAll(baseUrl: string, emails: string[]): Promise<string[]> {
  const cookies: string[] = [];
  for (const email of emails) {
    const response = await fetch(`${baseUrl}/api/v1/auth/sign-in`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-studiodesk-csrf": "1" },
      body: JSON.stringify({ email, password: BENCH_ADMIN.password }),
    });
    const cookie = response.headers.get("set-cookie")?.split(";")[0];
    if (!cookie) throw new Error(`Load sign-in failed for ${email}: ${response.status}`);
    cookies.push(cookie);
  }
  return cookies;
}

type Call = {
  // What the breakdown groups by: the route, without its ids and query values.
  name: string;
  method: "GET" | "PUT" | "PATCH" | "POST";
  url: string;
  body?: object;
};

// What the dashboard's pages ask for, weighted by how often a front desk does each: mostly
// reads (the shell's session, the home figures, members and search, billing, the bell, the
// schedule, classes, activity), one call in five a write (notes, a phone number, the bell).
function dashboardMix(
  memberIds: string[],
  month: string,
): Array<[weight: number, next: () => Call]> {
  const member = () => memberIds[Math.floor(Math.random() * memberIds.length)] ?? "";
  const prefixes = ["ok", "pri", "chen", "ma", "lee", "sam"];
  const search = () => prefixes[Math.floor(Math.random() * prefixes.length)] ?? "a";
  return [
    [10, () => ({ name: "GET session", method: "GET", url: "/api/v1/auth/session" })],
    [10, () => ({ name: "GET key figures", method: "GET", url: "/api/v1/dashboard/key-figures" })],
    [14, () => ({ name: "GET members", method: "GET", url: "/api/v1/members" })],
    [
      10,
      () => ({
        name: "GET members search",
        method: "GET",
        url: `/api/v1/members?search=${search()}`,
      }),
    ],
    [6, () => ({ name: "GET member profile", method: "GET", url: `/api/v1/members/${member()}` })],
    [8, () => ({ name: "GET invoices", method: "GET", url: "/api/v1/invoices" })],
    [
      8,
      () => ({
        name: "GET admin notifications",
        method: "GET",
        url: "/api/v1/admin-notifications",
      }),
    ],
    [
      6,
      () => ({ name: "GET calendar month", method: "GET", url: `/api/v1/calendar?month=${month}` }),
    ],
    [5, () => ({ name: "GET classes", method: "GET", url: "/api/v1/classes" })],
    [3, () => ({ name: "GET audit", method: "GET", url: "/api/v1/audit" })],
    [
      8,
      () => ({
        name: "PUT member notes",
        method: "PUT",
        url: `/api/v1/members/${member()}/notes`,
        body: { notes: `Called at ${Date.now()}` },
      }),
    ],
    [
      7,
      () => ({
        name: "PATCH member",
        method: "PATCH",
        url: `/api/v1/members/${member()}`,
        body: { phoneNumber: `(207) 555-${String(Date.now() % 10_000).padStart(4, "0")}` },
      }),
    ],
    [
      5,
      () => ({ name: "POST bell read", method: "POST", url: "/api/v1/admin-notifications/read" }),
    ],
  ];
}

function pick(mix: Array<[number, () => Call]>): Call {
  const total = mix.reduce((sum, [weight]) => sum + weight, 0);
  let roll = Math.random() * total;
  for (const [weight, next] of mix) {
    roll -= weight;
    if (roll < 0) return next();
  }
  return (mix[0] as [number, () => Call])[1]();
}

type Tally = {
  latencies: number[];
  byName: Map<string, number[]>;
  errors: number;
  firstError?: string;
};

const thinkTime = () =>
  new Promise((resolve) =>
    setTimeout(resolve, THINK_MS.min + Math.random() * (THINK_MS.max - THINK_MS.min)),
  );

// One signed-in session: a first pause (people do not all click in the same millisecond), then
// a call, its answer, a pause, the next call, until the deadline. One loop runs through the
// warm-up into the measured window, counting only the calls that start in it: restarting all
// 200 sessions together at the window's start would measure a burst no dashboard sees.
async function session(
  baseUrl: string,
  cookie: string,
  mix: Array<[number, () => Call]>,
  window: { from: number; until: number },
  tally: Tally,
) {
  await thinkTime();
  while (Date.now() < window.until) {
    const call = pick(mix);
    const isMeasured = Date.now() >= window.from;
    const started = performance.now();
    try {
      const response = await fetch(`${baseUrl}${call.url}`, {
        method: call.method,
        headers: {
          cookie,
          "x-studiodesk-csrf": "1",
          ...(call.body ? { "content-type": "application/json" } : {}),
        },
        ...(call.body ? { body: JSON.stringify(call.body) } : {}),
      });
      await response.arrayBuffer();
      if (isMeasured) {
        const latency = performance.now() - started;
        tally.latencies.push(latency);
        const ofName = tally.byName.get(call.name) ?? [];
        ofName.push(latency);
        tally.byName.set(call.name, ofName);
      }
      if (isMeasured && !response.ok) {
        tally.errors++;
        tally.firstError ??= `${call.method} ${call.url} → ${response.status}`;
      }
    } catch (error) {
      if (isMeasured) {
        tally.errors++;
        tally.firstError ??= `${call.method} ${call.url} → ${String(error)}`;
      }
    }
    await thinkTime();
  }
}

const percentile = (sorted: number[], fraction: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? 0;

export async function measureSignedInSessions(options: {
  members: number;
  freePort: () => Promise<number>;
  startServer: StartServer;
  temporaryPostgresDatabase: (
    serverUrl: string,
  ) => Promise<{ url: string; drop: () => Promise<void> }>;
}): Promise<boolean> {
  const database = await loadDatabase(await options.freePort(), options.temporaryPostgresDatabase);
  const dataDir = mkdtempSync(path.join(tmpdir(), "studiodesk-load-"));
  try {
    console.log(
      `\nLoad: seeding ${options.members.toLocaleString("en-US")} members and ${SESSIONS} admins on ${database.label}…`,
    );
    const db = await openDatabase({
      databaseUrl: database.url,
      pgliteDir: path.join(dataDir, "db"),
    });
    const emails = await seedAdmins(db, options.members);
    await db.destroy();

    const port = await options.freePort();
    const server = await options.startServer(dataDir, port, database.url);
    const baseUrl = `http://127.0.0.1:${port}`;
    try {
      const cookies = await signInAll(baseUrl, emails);
      const firstPage = (await (
        await fetch(`${baseUrl}/api/v1/members`, { headers: { cookie: cookies[0] ?? "" } })
      ).json()) as { members: Array<{ id: string }> };
      const now = new Date();
      const month = `${now.getUTCFullYear()}-${String(now.getUTCMonth() + 1).padStart(2, "0")}`;
      const mix = dashboardMix(
        firstPage.members.map((member) => member.id),
        month,
      );

      const tally: Tally = { latencies: [], byName: new Map(), errors: 0 };
      const from = Date.now() + WARMUP_SECONDS * 1_000;
      const window = { from, until: from + LOAD_SECONDS * 1_000 };
      await Promise.all(cookies.map((cookie) => session(baseUrl, cookie, mix, window, tally)));

      const sorted = tally.latencies.sort((a, b) => a - b);
      const p50 = percentile(sorted, 0.5);
      const p99 = percentile(sorted, 0.99);
      const ok = tally.errors === 0 && p99 < BUDGET_P99_MS;
      console.log(
        `\n${SESSIONS} signed-in sessions, dashboard reads and writes, ${LOAD_SECONDS} s on ${database.label}\n` +
          `  requests ${sorted.length.toLocaleString("en-US")} (${Math.round(sorted.length / LOAD_SECONDS)}/s), ` +
          `errors ${tally.errors} (budget 0), p50 ${Math.round(p50)} ms, ` +
          `p99 ${Math.round(p99)} ms (budget <${BUDGET_P99_MS} ms): ${ok ? "ok" : "OVER"}` +
          (tally.firstError ? `\n  first error: ${tally.firstError}` : ""),
      );
      const slowest = [...tally.byName]
        .map(([name, latencies]) => ({
          name,
          p99: percentile(
            latencies.sort((a, b) => a - b),
            0.99,
          ),
        }))
        .sort((a, b) => b.p99 - a.p99)
        .slice(0, 5);
      console.log(
        `  slowest p99: ${slowest.map((call) => `${call.name} ${Math.round(call.p99)} ms`).join(", ")}`,
      );
      return ok;
    } finally {
      const exited = new Promise<void>((resolve) => server.once("exit", resolve));
      server.kill("SIGTERM");
      await exited;
    }
  } finally {
    await database.drop();
    database.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

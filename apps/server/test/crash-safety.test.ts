import { type ChildProcess, spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { afterAll, expect, it } from "vitest";
import { type Db, openDatabase, type Trx, withTenant } from "../src/db/database";
import { createOrganization } from "../src/features/organizations/organizations.service";
import { createUser } from "../src/features/users/users.service";
import { hashPassword } from "../src/shared/password";
import { createDatabaseBeside } from "./support/test-database";

// Issue #20: the real server (src/main.ts) in a child process takes writes from four clients
// while it is killed with SIGKILL at random moments, then starts again on the same data. Every
// write it acknowledged must be there, and no write may be half there: a member without its
// identity or audit line, an invoice without its items or audit line. The kill times are
// random; the assertions hold for any of them.

const KILLS = 3;
const WRITERS = 4;
const SESSION_SECRET = "crash-safety-session-secret-crash-safety";
const PASSWORD = "crash-horse";
const MAIN = path.resolve(import.meta.dirname, "../src/main.ts");

const cleanups: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

// The data the server processes take turns on: a PGlite folder in DATA_DIR, or a fresh
// PostgreSQL database when TEST_DATABASE_URL names a server.
async function serverData() {
  const dataDir = await mkdtemp(path.join(tmpdir(), "studiodesk-kill-"));
  cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
  const serverUrl = process.env.TEST_DATABASE_URL;
  const databaseUrl = serverUrl
    ? await createDatabaseBeside(serverUrl, `sd_kill_${Date.now()}`)
    : undefined;
  const environment: Record<string, string> = {
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl ?? "",
    SESSION_SECRET,
    LOG_LEVEL: "silent",
    SEED_DEMO: "false",
  };
  const open = (): Promise<Db> =>
    openDatabase(databaseUrl ? { databaseUrl } : { pgliteDir: path.join(dataDir, "db") });
  return { environment, open, kind: databaseUrl ? "PostgreSQL" : "PGlite" };
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });

async function startServer(environment: Record<string, string>) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(process.execPath, ["--import", "tsx", MAIN], {
    env: {
      ...process.env,
      ...environment,
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_URL: base,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const exited = new Promise<NodeJS.Signals | null>((resolve) =>
    child.on("exit", (_, signal) => resolve(signal)),
  );
  for (let attempt = 0; ; attempt++) {
    const health = await fetch(`${base}/api/health`).catch(() => undefined);
    if (health?.ok) break;
    if (attempt > 600) throw new Error("the server did not start");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { base, child, exited };
}

// The targets of the organization's audit lines of one action.
async function auditedTargets(trx: Trx, orgId: string, action: string): Promise<string[]> {
  const { rows } = await sql<{ target_id: string }>`
    select target_id from audit_log where org_id = ${orgId} and action = ${action}
  `.execute(trx);
  return rows.map((row) => row.target_id);
}

async function waitFor(condition: () => boolean): Promise<void> {
  for (let waited = 0; !condition(); waited += 20) {
    if (waited > 60_000) throw new Error("no write was acknowledged within a minute");
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

type Acknowledged = { members: string[]; invoices: Array<{ id: string; items: number }> };

// Writes until the server stops answering; records what it acknowledged.
async function writeUntilKilled(
  base: string,
  cookie: string,
  memberId: string,
  seen: Acknowledged,
) {
  const post = (url: string, body: object) =>
    fetch(`${base}${url}`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-studiodesk-csrf": "1", cookie },
      body: JSON.stringify(body),
    });
  for (let index = 0; ; index++) {
    const unique = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e9).toString(36)}`;
    try {
      if (index % 2 === 0) {
        const response = await post("/api/v1/members", {
          firstName: "Crash",
          lastName: unique,
          email: `crash.${unique}@kill.example`,
          password: "Ab3$efgh9",
        });
        if (response.status === 201)
          seen.members.push(((await response.json()) as { id: string }).id);
      } else {
        const items = 1 + (index % 3);
        const response = await post("/api/v1/invoices", {
          idempotencyKey: `crash-invoice-${unique}`,
          uid: memberId,
          items: Array.from({ length: items }, (_, item) => ({
            name: `Item ${item} ${unique}`,
            quantity: 1,
            amount: 1_000 + item,
          })),
          // A month ahead of whatever day the test runs on: a new invoice is due from today to a
          // year ahead.
          dueDate: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
          memo: null,
          footer: null,
        });
        if (response.status === 201) {
          const { invoice } = (await response.json()) as { invoice: { invoiceId: string } };
          seen.invoices.push({ id: invoice.invoiceId, items });
        }
      }
    } catch {
      return; // the connection died with the server: that write was not acknowledged
    }
  }
}

it("keeps every acknowledged write and no half-written one across kill -9 and restart", {
  timeout: 180_000,
}, async () => {
  const { environment, open, kind } = await serverData();
  const setup = await open();
  const orgId = await createOrganization(setup, { name: "Kill Studio", timezone: "UTC" });
  const passwordHash = await hashPassword(PASSWORD);
  const admin = await createUser(setup, orgId, {
    firstName: "Kim",
    lastName: "Admin",
    email: "admin@kill.example",
    passwordHash,
    adminOf: [orgId],
  });
  const memberId = await createUser(setup, orgId, {
    firstName: "Mo",
    lastName: "Member",
    email: "member@kill.example",
    passwordHash,
  });
  await setup.destroy();

  const seen: Acknowledged = { members: [], invoices: [] };
  for (let kill = 0; kill < KILLS; kill++) {
    const server = await startServer(environment);
    const signIn = await fetch(`${server.base}/api/v1/auth/sign-in`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-studiodesk-csrf": "1" },
      body: JSON.stringify({ email: "admin@kill.example", password: PASSWORD }),
    });
    expect(signIn.status).toBe(200);
    const cookie = (signIn.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
    const writers = Array.from({ length: WRITERS }, () =>
      writeUntilKilled(server.base, cookie, memberId, seen),
    );
    // Killed at a random moment after this round's first acknowledged writes, so every round
    // cuts writes in flight whatever the machine's speed.
    const before = seen.members.length + seen.invoices.length;
    await waitFor(() => seen.members.length + seen.invoices.length >= before + WRITERS);
    await new Promise((resolve) => setTimeout(resolve, Math.random() * 500));
    server.child.kill("SIGKILL");
    expect(await server.exited).toBe("SIGKILL");
    await Promise.all(writers);
  }

  // Opening the data after the last kill runs the database's crash recovery, as a restart does.
  const db = await open();
  try {
    const found = await withTenant(db, orgId, async (trx) => ({
      members: (
        await sql<{ id: string; has_identity: boolean; has_audit: boolean }>`
          select u.id,
            exists (select 1 from identities i where i.id = u.id) as has_identity,
            exists (select 1 from audit_log a where a.target_id = u.id
                    and a.action = 'member.created') as has_audit
          from users u where u.org_id = ${orgId} and u.id not in (${admin}, ${memberId})
        `.execute(trx)
      ).rows,
      invoices: (
        await sql<{ id: string; items: number; has_audit: boolean }>`
          select v.id, jsonb_array_length(v.items)::int as items,
            exists (select 1 from audit_log a where a.target_id = v.id
                    and a.action = 'invoice.created') as has_audit
          from invoices v where v.org_id = ${orgId}
        `.execute(trx)
      ).rows,
      auditedMembers: await auditedTargets(trx, orgId, "member.created"),
      // Users rows are visible only with the tenant set; this database has one organization.
      orphanIdentities: (
        await sql<{ id: string }>`
          select i.id from identities i
          where not exists (select 1 from users u where u.id = i.id)
            and not exists (select 1 from platform_staff s where s.id = i.id)
        `.execute(trx)
      ).rows,
      auditedInvoices: await auditedTargets(trx, orgId, "invoice.created"),
    }));
    const memberIds = new Set(found.members.map((member) => member.id));
    const invoiceItems = new Map(found.invoices.map((invoice) => [invoice.id, invoice.items]));
    // Every acknowledged write is there, whole.
    expect(seen.members.filter((id) => !memberIds.has(id))).toEqual([]);
    expect(seen.invoices.filter((sent) => invoiceItems.get(sent.id) !== sent.items)).toEqual([]);
    // Nothing is half there, acknowledged or not.
    expect(found.members.filter((member) => !member.has_identity || !member.has_audit)).toEqual([]);
    expect(found.invoices.filter((invoice) => invoice.items < 1 || !invoice.has_audit)).toEqual([]);
    expect(found.auditedMembers.filter((id) => !memberIds.has(id))).toEqual([]);
    expect(found.auditedInvoices.filter((id) => !invoiceItems.has(id))).toEqual([]);
    expect(found.orphanIdentities).toEqual([]);

    const acknowledged = seen.members.length + seen.invoices.length;
    expect(acknowledged).toBeGreaterThan(0);
    console.log(
      `crash safety (${kind}): ${acknowledged} writes acknowledged, ${KILLS} kills, all present ` +
        `(${found.members.length} members, ${found.invoices.length} invoices, none half-written)`,
    );
  } finally {
    await db.destroy();
  }
});

import { mkdirSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import {
  CompiledQuery,
  DummyDriver,
  Kysely,
  Migrator,
  PostgresAdapter,
  PostgresDialect,
  PostgresIntrospector,
  PostgresQueryCompiler,
  sql,
  type Transaction,
} from "kysely";
import pg from "pg";
import { migrations } from "./migrations";
import { PGliteDialect } from "./pglite-dialect";
import type { Database } from "./schema";
import { APP_ROLE } from "./tenant-isolation";

export type Db = Kysely<Database>;
export type Trx = Transaction<Database>;
export type DbOrTrx = Db | Trx;

export type DatabaseOptions = {
  // PostgreSQL connection string; absent means embedded PGlite.
  databaseUrl?: string | undefined;
  // Folder of the embedded database; absent means in memory (tests).
  pgliteDir?: string | undefined;
};

// pg returns `date` columns as local-midnight Date objects; keep them as plain strings.
pg.types.setTypeParser(1082, (value) => value);

// How to open a LISTEN channel on the same database (live updates fan out through it).
type Listener = (
  channel: string,
  onPayload: (payload: string) => void,
) => Promise<() => Promise<void>>;
const listeners = new WeakMap<Db, Listener>();

export async function listen(
  db: Db,
  channel: string,
  onPayload: (payload: string) => void,
): Promise<() => Promise<void>> {
  const open = listeners.get(db);
  if (!open) throw new Error("This database handle cannot listen");
  return open(channel, onPayload);
}

// A handle that compiles queries and runs none (Kysely's DummyDriver answers every query
// with no rows), and whose channels hear nothing: for building the app only to read its
// routes, the OpenAPI document, without starting and migrating a database (seconds of CPU).
export function openRoutesOnlyDatabase(): Db {
  const db = new Kysely<Database>({
    dialect: {
      createAdapter: () => new PostgresAdapter(),
      createDriver: () => new DummyDriver(),
      createIntrospector: (introspected) => new PostgresIntrospector(introspected),
      createQueryCompiler: () => new PostgresQueryCompiler(),
    },
  });
  listeners.set(db, async () => async () => {});
  return db;
}

export async function openDatabase(options: DatabaseOptions): Promise<Db> {
  if (options.databaseUrl) {
    const db = await openPostgres(options.databaseUrl);
    listeners.set(db, (channel, onPayload) =>
      listenOnPostgres(options.databaseUrl as string, channel, onPayload),
    );
    return db;
  }
  const { db, client } = await openPglite(options.pgliteDir);
  listeners.set(db, async (channel, onPayload) => {
    const unlisten = await client.listen(channel, onPayload);
    return () => unlisten();
  });
  await migrateToLatest(db);
  // PGlite has no autovacuum daemon, so every start does its work while still the owner:
  // fresh planner statistics (or large tables get naive plans), dead rows reclaimed, and
  // the visibility map that lets index-only scans, such as a member search's window, skip
  // the table.
  await sql`vacuum (analyze)`.execute(db);
  // PGlite has one connection and it is a superuser: drop to the app role for good.
  if (await isSuperuser(db)) await sql`set role ${sql.raw(APP_ROLE)}`.execute(db);
  return db;
}

async function openPostgres(connectionString: string): Promise<Db> {
  const migrationDb = new Kysely<Database>({
    dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString, max: 1 }) }),
  });
  let runAsAppRole: boolean;
  try {
    await migrateToLatest(migrationDb);
    runAsAppRole = await isSuperuser(migrationDb);
  } finally {
    await migrationDb.destroy();
  }
  const pool = new pg.Pool({ connectionString, max: 20 });
  // An idle connection dropped by the server (restart, failover) must not crash the process;
  // the pool replaces it on the next query.
  pool.on("error", (error) => console.error("PostgreSQL connection lost:", error.message));
  return new Kysely<Database>({
    dialect: new PostgresDialect({
      pool,
      // A superuser connection escapes row-level security; every pooled one drops to the app role.
      onCreateConnection: async (connection) => {
        if (runAsAppRole) await connection.executeQuery(CompiledQuery.raw(`set role ${APP_ROLE}`));
      },
    }),
  });
}

async function openPglite(dataDir: string | undefined): Promise<{ db: Db; client: PGlite }> {
  if (dataDir) mkdirSync(path.dirname(dataDir), { recursive: true });
  // pg_trgm backs the members search (indexed "contains" matching).
  // Dates (type 1082) stay "YYYY-MM-DD" strings, as the pg driver is told above.
  const options = { extensions: { pg_trgm }, parsers: { 1082: (value: string) => value } };
  const client = dataDir ? new PGlite(dataDir, options) : new PGlite(options);
  await client.waitReady;
  return { db: new Kysely<Database>({ dialect: new PGliteDialect(client) }), client };
}

// LISTEN needs a connection of its own that stays open, outside the pool.
async function listenOnPostgres(
  connectionString: string,
  channel: string,
  onPayload: (payload: string) => void,
): Promise<() => Promise<void>> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  client.on("notification", (message) => {
    if (message.channel === channel && message.payload !== undefined) onPayload(message.payload);
  });
  // A dropped listening connection must not crash the server; live updates just pause.
  client.on("error", () => {});
  await client.query(`listen ${pg.escapeIdentifier(channel)}`);
  return async () => {
    await client.end();
  };
}

export async function migrateToLatest(db: Db): Promise<void> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    // Features land in parallel; a migration numbered below one already applied still runs.
    allowUnorderedMigrations: true,
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === "Error");
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ""} failed: ${String(error)}`);
  }
}

async function isSuperuser(db: Db): Promise<boolean> {
  const { rows } = await sql<{ rolsuper: boolean }>`
    select rolsuper from pg_roles where rolname = current_user
  `.execute(db);
  return rows[0]?.rolsuper === true;
}

// Runs `work` in one transaction in which PostgreSQL shows only `orgId`'s tenant rows.
// The setting is transaction-local: pooled connections never carry a tenant over.
export async function withTenant<T>(
  db: Db,
  orgId: string,
  work: (trx: Trx) => Promise<T>,
): Promise<T> {
  return db.transaction().execute(async (trx) => {
    await sql`select set_config('app.org_id', ${orgId}, true)`.execute(trx);
    return work(trx);
  });
}

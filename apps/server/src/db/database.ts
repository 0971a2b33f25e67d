import { mkdirSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { CompiledQuery, Kysely, Migrator, PostgresDialect, sql, type Transaction } from "kysely";
import { PGliteDialect } from "kysely-pglite-dialect";
import pg from "pg";
import { migrations } from "./migrations";
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

export async function openDatabase(options: DatabaseOptions): Promise<Db> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  const db = await openPglite(options.pgliteDir);
  await migrateToLatest(db);
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
  return new Kysely<Database>({
    dialect: new PostgresDialect({
      pool: new pg.Pool({ connectionString, max: 10 }),
      // A superuser connection escapes row-level security; every pooled one drops to the app role.
      onCreateConnection: async (connection) => {
        if (runAsAppRole) await connection.executeQuery(CompiledQuery.raw(`set role ${APP_ROLE}`));
      },
    }),
  });
}

async function openPglite(dataDir: string | undefined): Promise<Db> {
  if (dataDir) mkdirSync(path.dirname(dataDir), { recursive: true });
  const client = dataDir ? new PGlite(dataDir) : new PGlite();
  await client.waitReady;
  return new Kysely<Database>({ dialect: new PGliteDialect(client) });
}

export async function migrateToLatest(db: Db): Promise<void> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
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

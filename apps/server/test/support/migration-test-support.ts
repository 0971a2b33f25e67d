import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { Kysely, Migrator, PostgresDialect, sql } from "kysely";
import pg from "pg";
import { migrations } from "../../src/db/migrations";
import { PGliteDialect } from "../../src/db/pglite-dialect";
import type { Database } from "../../src/db/schema";
import { createDatabaseBeside } from "./test-database";

// A fresh embedded database for a data migration's test: `migrate(names)` applies the named
// migrations only, so a test can write the rows an older schema held, then migrate the rest.
export function migrationTestDatabase() {
  const client = new PGlite({ extensions: { pg_trgm } });
  return withMigrations(new Kysely<Database>({ dialect: new PGliteDialect(client) }));
}

// The same on the suite's PostgreSQL server when TEST_DATABASE_URL names one (a fresh database
// beside the suite's, left to the throwaway cluster), else embedded: for a data migration whose
// SQL must be proved on PostgreSQL itself.
export async function suiteMigrationTestDatabase() {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return migrationTestDatabase();
  const name = `sd_migration_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
  const connectionString = await createDatabaseBeside(serverUrl, name);
  const pool = new pg.Pool({ connectionString });
  return withMigrations(new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }));
}

function withMigrations(db: Kysely<Database>) {
  const migrate = (names: string[]) =>
    new Migrator({
      db,
      provider: {
        getMigrations: async () =>
          Object.fromEntries(Object.entries(migrations).filter(([name]) => names.includes(name))),
      },
      allowUnorderedMigrations: true,
    }).migrateToLatest();
  const migrationNames = Object.keys(migrations);
  return { db, migrate, migrationNames };
}

// A member of `orgId` as any schema since the first holds one: the identity and its user row.
export async function insertMigrationMember(db: Kysely<Database>, orgId: string, userId: string) {
  const email = `${userId}@example.test`;
  await sql`insert into identities (id, email, password_hash, home_org_id)
    values (${userId}, ${email}, 'hash', ${orgId})`.execute(db);
  await sql`insert into users (id, org_id, first_name, last_name, email)
    values (${userId}, ${orgId}, 'Member', 'Lastname', ${email})`.execute(db);
}

import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { Kysely, Migrator, PostgresDialect, sql } from "kysely";
import pg from "pg";
import { type Db, type Trx, withTenant } from "../../src/db/database";
import { migrations } from "../../src/db/migrations";
import { PGliteDialect } from "../../src/db/pglite-dialect";
import type { Database } from "../../src/db/schema";
import { createDatabaseBeside } from "./test-database";

// A fresh database for a data migration's test: `migrate(names)` applies the named migrations
// only, so a test can write the rows an older schema held, then migrate the rest. On the suite's
// PostgreSQL server when TEST_DATABASE_URL names one (a fresh database beside the suite's, left
// to the throwaway cluster), else embedded: a data migration's SQL is proved on PostgreSQL too.
export async function suiteMigrationTestDatabase() {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const client = new PGlite({ extensions: { pg_trgm } });
    return withMigrations(new Kysely<Database>({ dialect: new PGliteDialect(client) }));
  }
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
  // Every migration's name, in order: `names.filter((name) => name < "0027")` is the schema
  // before 0027.
  const names = Object.keys(migrations);
  // On PostgreSQL the tests connect as the tables' owner, whom FORCE binds to the tenant's rows:
  // a tenant table's rows are written and read with their organization set.
  const inTenant = <T>(orgId: string, work: (trx: Trx) => Promise<T>) =>
    withTenant(db, orgId, work);
  // Each organization's rows in turn, each read with its own set (so `read` names the
  // organization too: the embedded superuser sees every one): one list, in the order given.
  const rowsOfEach = async <R>(
    orgIds: string[],
    read: (trx: Trx, orgId: string) => Promise<{ rows: R[] }>,
  ) => {
    const rows: R[] = [];
    for (const orgId of orgIds)
      rows.push(...(await inTenant(orgId, (trx) => read(trx, orgId))).rows);
    return rows;
  };
  return { db, migrate, names, inTenant, rowsOfEach };
}

// A member of `orgId` as any schema since the first holds one: the identity and, with the
// organization set, its user row.
export async function insertMigrationMember(db: Db, orgId: string, userId: string) {
  const email = `${userId}@example.test`;
  await sql`insert into identities (id, email, password_hash, home_org_id)
    values (${userId}, ${email}, 'hash', ${orgId})`.execute(db);
  await withTenant(db, orgId, (trx) =>
    sql`insert into users (id, org_id, first_name, last_name, email)
      values (${userId}, ${orgId}, 'Member', 'Lastname', ${email})`.execute(trx),
  );
}

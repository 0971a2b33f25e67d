import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { Kysely, Migrator, sql } from "kysely";
import { migrations } from "../../src/db/migrations";
import { PGliteDialect } from "../../src/db/pglite-dialect";
import type { Database } from "../../src/db/schema";

// A fresh embedded database for a data migration's test: `migrate(names)` applies the named
// migrations only, so a test can write the rows an older schema held, then migrate the rest.
export function migrationTestDatabase() {
  const client = new PGlite({ extensions: { pg_trgm } });
  const db = new Kysely<Database>({ dialect: new PGliteDialect(client) });
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

import pg from "pg";
import { type Db, openDatabase } from "../../src/db/database";

// Each test file gets a database of its own: in-memory PGlite by default, or a fresh
// PostgreSQL database when TEST_DATABASE_URL names a server (CI runs the suite both ways).
export async function openTestDatabase(): Promise<{
  db: Db;
  databaseUrl?: string;
  drop: () => Promise<void>;
}> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const db = await openDatabase({});
    return { db, drop: () => db.destroy() };
  }
  const name = `sd_test_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
  const databaseUrl = await createDatabaseBeside(serverUrl, name);
  const db = await openDatabase({ databaseUrl });
  return {
    db,
    databaseUrl,
    drop: async () => {
      await db.destroy();
      await dropDatabase(serverUrl, name);
    },
  };
}

// A new, empty database on the server of `serverUrl`; answers the URL that reaches it.
export async function createDatabaseBeside(serverUrl: string, name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

// Best effort: an autovacuum worker may still be in the fresh database, and only a superuser
// may end it, so the drop is retried for a moment. A leftover test database in the
// throwaway cluster harms nothing.
async function dropDatabase(serverUrl: string, name: string): Promise<void> {
  const cleanup = new pg.Client({ connectionString: serverUrl });
  await cleanup.connect();
  try {
    for (let attempt = 0; attempt < 10; attempt++) {
      try {
        await cleanup.query(`drop database if exists ${name} with (force)`);
        return;
      } catch {
        await new Promise((resolve) => setTimeout(resolve, 300));
      }
    }
  } finally {
    await cleanup.end();
  }
}

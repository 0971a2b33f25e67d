import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { type Db, openDatabase } from "../../src/db/database";
import { createDatabaseBeside } from "./test-database";

// The database a crash test and its killed child process take turns on: a PGlite folder (one
// process at a time), or a fresh PostgreSQL database when TEST_DATABASE_URL names a server.
// `cleanups` gets the folder's removal.
export async function crashTestDatabase(
  name: string,
  cleanups: Array<() => Promise<void>>,
): Promise<string> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  // A database name is an identifier: "crash-day-later" becomes sd_crash_day_later_….
  const identifier = name.replace(/[^A-Za-z0-9_]/g, "_");
  if (serverUrl) return createDatabaseBeside(serverUrl, `sd_${identifier}_${Date.now()}`);
  const folder = await mkdtemp(path.join(tmpdir(), `studiodesk-${name}-`));
  cleanups.push(() => rm(folder, { recursive: true, force: true }));
  return path.join(folder, "pglite");
}

export const openCrashTestDatabase = (database: string): Promise<Db> =>
  openDatabase(
    database.startsWith("postgres") ? { databaseUrl: database } : { pgliteDir: database },
  );

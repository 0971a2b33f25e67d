import { type ChildProcess, spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";
import { expect } from "vitest";
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

// Runs a test support script (`node --import tsx script …args`) and kill -9s it as soon as
// `isKillPoint` holds for the lines it has printed so far (by default: its first line);
// answers those lines. The kill lands exactly where the script paused to announce itself.
export async function runUntilKilled(
  script: string,
  args: string[],
  isKillPoint: (lines: string[]) => boolean = () => true,
): Promise<string[]> {
  const child: ChildProcess = spawn(process.execPath, ["--import", "tsx", script, ...args], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  const exited = new Promise<NodeJS.Signals | null>((resolve) =>
    child.on("exit", (_, signal) => resolve(signal)),
  );
  const lines: string[] = [];
  for await (const line of createInterface({ input: child.stdout as NodeJS.ReadableStream })) {
    lines.push(line);
    if (isKillPoint(lines)) {
      child.kill("SIGKILL");
      break;
    }
  }
  expect(await exited).toBe("SIGKILL");
  return lines;
}

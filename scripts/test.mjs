// `npm test`: every check and test suite, then one closing line `tests: N passed, M failed`.
// Lint and each type check count as one test each; vitest suites count their tests.
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { bin, build, ensureInstalled, findChromium, ROOT, run } from "./lib.mjs";

const totals = { passed: 0, failed: 0 };
const failures = [];
// Each failed test by file and name, repeated at the end so a CI log's tail says which one.
const failedTests = [];
const resultsDir = path.join(ROOT, ".test-results");
rmSync(resultsDir, { recursive: true, force: true });

function record(name, passed, failed = passed ? 0 : 1) {
  totals.passed += passed === true ? 1 : passed === false ? 0 : passed;
  totals.failed += failed;
  if (failed > 0) failures.push(name);
}

async function check(name, command, args) {
  console.log(`\n▶ ${name}`);
  record(name, (await run(command, args)) === 0);
}

async function vitest(name, args, env = {}) {
  console.log(`\n▶ ${name}`);
  const output = path.join(resultsDir, `${name.replace(/\W+/g, "-")}.json`);
  const code = await run(
    bin("vitest"),
    ["run", ...args, "--reporter=default", "--reporter=json", `--outputFile.json=${output}`],
    { env: { ...process.env, TZ: "UTC", ...env } },
  );
  try {
    const report = JSON.parse(readFileSync(output, "utf8"));
    let brokenFiles = 0;
    for (const file of report.testResults) {
      const where = path.relative(ROOT, file.name);
      const failed = file.assertionResults.filter((test) => test.status === "failed");
      for (const test of failed) failedTests.push(`${name}: ${where} > ${test.fullName}`);
      for (const test of file.assertionResults.filter((t) => t.status === "pending")) {
        failedTests.push(`${name}: ${where} > ${test.fullName} (skipped, which counts as failed)`);
      }
      // A file that fails to load has no failed test but fails the run: count it once.
      if (file.status === "failed" && failed.length === 0) {
        brokenFiles += 1;
        failedTests.push(`${name}: ${where} (did not load: ${firstLine(file.message)})`);
      }
    }
    record(
      name,
      report.numPassedTests,
      report.numFailedTests + brokenFiles + (report.numPendingTests ?? 0),
    );
  } catch {
    record(name, 0, 1);
  }
  if (code !== 0 && !failures.includes(name)) record(name, 0, 1);
}

function firstLine(text = "") {
  return text.split("\n")[0].slice(0, 300);
}

function freePort() {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitForHealth(url, child) {
  for (let attempt = 0; attempt < 120; attempt++) {
    if (child.exitCode !== null) return false;
    try {
      if ((await fetch(`${url}/api/health`)).ok) return true;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return false;
}

async function endToEnd() {
  const chromium = findChromium();
  if (!chromium) {
    console.error(
      "\n✖ No Chromium found for the end-to-end tests. Install it (apt-get install -y chromium) or set CHROMIUM_PATH.",
    );
    record("e2e (no Chromium)", false);
    return;
  }
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), "studiodesk-e2e-"));
  const baseUrl = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, [path.join(ROOT, "apps/server/dist/main.js")], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      PUBLIC_URL: baseUrl,
      LOG_LEVEL: "warn",
      DATABASE_URL: "",
      SEED_DEMO: "true",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  try {
    if (!(await waitForHealth(baseUrl, server))) {
      console.error("✖ The app did not start for the end-to-end tests.");
      record("e2e (server start)", false);
      return;
    }
    await vitest("e2e", ["--project", "e2e"], {
      E2E_BASE_URL: baseUrl,
      CHROMIUM_PATH: chromium,
      E2E_DATA_DIR: dataDir,
    });
  } finally {
    server.kill("SIGTERM");
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function startThrowawayPostgres() {
  const result = spawnSync("bash", [path.join(ROOT, "scripts/test-postgres.sh"), "start"], {
    encoding: "utf8",
  });
  const match = result.status === 0 && result.stdout.match(/TEST_DATABASE_URL=(\S+)/);
  return match ? match[1] : undefined;
}

ensureInstalled();
await check("lint (biome)", bin("biome"), ["check", "."]);
await check("import boundaries (dependency-cruiser)", bin("tsx"), [
  "scripts/boundaries/check-boundaries.ts",
]);
for (const workspace of ["packages/core", "apps/server", "apps/web", "e2e", "scripts"]) {
  await check(`typecheck ${workspace}`, bin("tsc"), ["-p", workspace]);
}
await vitest(
  "unit and integration (embedded PGlite)",
  ["--project", "core", "--project", "tooling", "--project", "server"],
  { TEST_DATABASE_URL: "" },
);

const startedPostgres = !process.env.TEST_DATABASE_URL;
const postgresUrl = process.env.TEST_DATABASE_URL || startThrowawayPostgres();
if (postgresUrl) {
  await vitest("server integration (PostgreSQL)", ["--project", "server"], {
    TEST_DATABASE_URL: postgresUrl,
  });
  if (startedPostgres) spawnSync("bash", [path.join(ROOT, "scripts/test-postgres.sh"), "stop"]);
} else {
  console.error(
    "\n✖ No PostgreSQL for the PostgreSQL run: set TEST_DATABASE_URL or install postgresql.",
  );
  record("server integration (PostgreSQL unavailable)", false);
}

console.log("\n▶ build");
if (await build()) {
  record("build", true);
  await endToEnd();
} else {
  record("build", false);
}

if (failedTests.length) console.log(`\nFailed tests:\n  ${failedTests.join("\n  ")}`);
if (failures.length) console.log(`\nFailed: ${failures.join(", ")}`);
console.log(`\ntests: ${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed > 0 ? 1 : 0);

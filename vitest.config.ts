import { defineConfig } from "vitest/config";

// One config, one project per suite; `scripts/test.mjs` runs them and sums the results.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "core",
          // Pure units: the core package's, and the web app's few that need no browser (its
          // build's plugins among them).
          include: [
            "packages/core/src/**/*.test.ts",
            "apps/web/src/**/*.test.ts",
            "apps/web/build/**/*.test.ts",
          ],
          // Projects with their own worker limits run one group after another.
          sequence: { groupOrder: 1 },
          env: { TZ: "UTC" },
        },
      },
      {
        test: {
          name: "tooling",
          include: ["scripts/**/*.test.ts"],
          exclude: ["scripts/boundaries/fixtures/**"],
          sequence: { groupOrder: 1 },
          // These read and parse the whole source tree: seconds on a quiet machine, many more on
          // CI's two shared cores. The limit guards against a hang, not a budget.
          testTimeout: 60_000,
        },
      },
      {
        test: {
          name: "server",
          sequence: { groupOrder: 2 },
          include: ["apps/server/src/**/*.test.ts", "apps/server/test/**/*.test.ts"],
          env: { TZ: "UTC" },
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // PGlite and argon2 are CPU-bound; two workers match this machine's two cores.
          maxWorkers: 2,
        },
      },
      {
        test: {
          name: "e2e",
          sequence: { groupOrder: 3 },
          include: ["e2e/**/*.test.ts"],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});

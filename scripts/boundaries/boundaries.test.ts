import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { type BoundaryReport, checkBoundaries, findCycles } from "./boundaries";

// The rules `npm test` enforces on the real tree, run here on a small tree that breaks each
// of them once, so a rule that silently stopped matching fails this test.
const FIXTURE_ROOT = path.join(path.dirname(fileURLToPath(import.meta.url)), "fixtures");

let fixtureReport: Promise<BoundaryReport> | undefined;
const reportOnFixtures = () => {
  fixtureReport ??= checkBoundaries(FIXTURE_ROOT, ["apps"]);
  return fixtureReport;
};

describe("import boundaries", () => {
  it("refuses a web feature importing another feature, and allows the shared kit", async () => {
    const { violations } = await reportOnFixtures();
    expect(violations).toContain(
      "web-feature-imports-no-other-feature: apps/web/src/features/alpha/alpha-page.ts → apps/web/src/features/beta/beta-widget.ts",
    );
    expect(violations.filter((line) => line.includes("shared/format.ts"))).toEqual([]);
  });

  it("refuses a server feature reaching into another feature's repo, and allows its service", async () => {
    const { violations } = await reportOnFixtures();
    expect(violations).toContain(
      "server-feature-uses-other-features-through-services: apps/server/src/features/gamma/gamma.service.ts → apps/server/src/features/delta/delta.repo.ts",
    );
    expect(violations.filter((line) => line.endsWith("delta/delta.service.ts"))).toEqual([]);
  });

  it("refuses the server's shared floor importing a feature, and the cycle it makes", async () => {
    const { violations } = await reportOnFixtures();
    expect(violations).toContain(
      "server-floor-imports-no-feature: apps/server/src/shared/deps.ts → apps/server/src/features/gamma/gamma-floor.ts",
    );
    expect(violations.some((line) => line.startsWith("no-circular: "))).toBe(true);
  });

  it("finds two features calling each other through different files", async () => {
    const { featureCycles } = await reportOnFixtures();
    expect(featureCycles).toContainEqual([
      "apps/web/src/features/epsilon",
      "apps/web/src/features/zeta",
      "apps/web/src/features/epsilon",
    ]);
  });

  it("reports each folder cycle once, whatever folder it is entered from", () => {
    const edges = new Map([
      ["b", new Set(["c"])],
      ["c", new Set(["a"])],
      ["a", new Set(["b"])],
      ["d", new Set(["a"])],
    ]);
    expect(findCycles(edges)).toEqual([["a", "b", "c", "a"]]);
  });
});

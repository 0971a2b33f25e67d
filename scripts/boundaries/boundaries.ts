// The import boundaries of .dependency-cruiser.cjs, plus one dependency-cruiser cannot express:
// feature folders seen as single nodes, where a cycle means two features call each other (each
// way through different files, which no file-level cycle shows). Production code only for that
// second look: a test may set up its data through another feature.
import { createRequire } from "node:module";
import { cruise, format, type IConfiguration, type ICruiseResult } from "dependency-cruiser";

const config = createRequire(import.meta.url)("../../.dependency-cruiser.cjs") as IConfiguration;
const FEATURE_FOLDER = /^(apps\/(?:server|web)\/src\/features\/[^/]+)\//;
const NOT_PRODUCTION = /(\.test\.tsx?$|(^|\/)test\/|test-support\.ts$)/;

export type BoundaryReport = {
  /** "rule: from → to", one per broken rule of .dependency-cruiser.cjs */
  violations: string[];
  /** feature folders that reach each other, each cycle once from its first folder */
  featureCycles: string[][];
  /** dependency-cruiser's own text report of the violations */
  text: string;
};

export async function checkBoundaries(baseDir: string, sources: string[]): Promise<BoundaryReport> {
  const { output } = await cruise(sources, {
    ...config.options,
    baseDir,
    validate: true,
    ruleSet: { forbidden: config.forbidden ?? [] },
  });
  const result = output as ICruiseResult;
  const { output: text } = await format(result, { outputType: "err" });
  return {
    violations: result.summary.violations.map(
      ({ rule, from, to }) => `${rule.name}: ${from} → ${to}`,
    ),
    featureCycles: findCycles(featureFolderEdges(result)),
    text: String(text),
  };
}

function featureFolderEdges(result: ICruiseResult): Map<string, Set<string>> {
  const edges = new Map<string, Set<string>>();
  for (const module of result.modules) {
    const from = module.source.match(FEATURE_FOLDER)?.[1];
    if (!from || NOT_PRODUCTION.test(module.source)) continue;
    for (const dependency of module.dependencies) {
      const to = dependency.resolved.match(FEATURE_FOLDER)?.[1];
      if (!to || to === from) continue;
      edges.set(from, (edges.get(from) ?? new Set()).add(to));
    }
  }
  return edges;
}

export function findCycles(edges: Map<string, Set<string>>): string[][] {
  const cycles: string[][] = [];
  const visit = (trail: string[]) => {
    const start = trail[0] as string;
    const last = trail[trail.length - 1] as string;
    for (const next of edges.get(last) ?? []) {
      if (next === start) cycles.push([...trail, next]);
      // Only folders after the start: each cycle is found once, from its first folder.
      else if (next > start && !trail.includes(next)) visit([...trail, next]);
    }
  };
  for (const folder of [...edges.keys()].sort()) visit([folder]);
  return cycles;
}

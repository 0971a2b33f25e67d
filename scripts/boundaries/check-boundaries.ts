// `npm test` runs this: exits 1 and names each import that crosses a boundary.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { checkBoundaries } from "./boundaries";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const report = await checkBoundaries(ROOT, ["apps", "packages", "scripts", "e2e"]);
process.stdout.write(report.text);
for (const cycle of report.featureCycles) {
  console.log(`  error features-depend-one-way: ${cycle.join(" → ")}`);
}
if (report.featureCycles.length) {
  console.log("\nA feature calls another only one way (or through an event the other listens to).");
}
process.exit(report.violations.length > 0 || report.featureCycles.length > 0 ? 1 : 0);

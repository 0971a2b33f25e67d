import { readdirSync } from "node:fs";
import path from "node:path";

// The files whose texts a person reads: the app's sources, not its tests or generated code.
const isSource = (name: string) =>
  /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && !name.endsWith(".generated.ts");

export function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return isSource(entry.name) ? [full] : [];
  });
}

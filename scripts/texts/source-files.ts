import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";

// The files whose texts a person reads: the app's sources, not its tests or generated code.
const isSource = (name: string) =>
  /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && !name.endsWith(".generated.ts");

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return isSource(entry.name) ? [full] : [];
  });
}

export type ParsedSource = { relativePath: string; source: ts.SourceFile };

// Each source file under `directory`, parsed (with parent links, which the checks read).
export function parsedSourceFiles(directory: string): ParsedSource[] {
  return sourceFiles(directory).map((file) => ({
    relativePath: path.relative(directory, file),
    source: ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true),
  }));
}

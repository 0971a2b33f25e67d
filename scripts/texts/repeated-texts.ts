// STYLE.md habit 5, "Texts live once", for our own labels too: a visible text written out in two
// files (a column header, a button, a page name) drifts apart when one of them is reworded.
import ts from "typescript";
import { parsedSourceFiles } from "./source-files";

export type RepeatedText = { text: string; files: string[] };

// Keyboard key names (`event.key === "Enter"`) are compared, never shown.
const KEY_NAMES = new Set(["Enter", "Escape", "ArrowDown", "ArrowUp", "Tab", "Home", "End"]);

// What reads like a label: a capital first, some lower case, no markup or placeholders.
const isLabelLike = (text: string) =>
  /^[A-Z][^{}`<>]*$/.test(text) && /[a-z]/.test(text) && !KEY_NAMES.has(text);

function labelOf(node: ts.Node): string | null {
  const parent = node.parent;
  if (ts.isJsxText(node)) return node.text.replace(/\s+/g, " ").trim();
  if (!ts.isStringLiteral(node) && !ts.isNoSubstitutionTemplateLiteral(node)) return null;
  // Module names, literal types and property names are code, not text.
  if (ts.isImportDeclaration(parent) || ts.isExportDeclaration(parent)) return null;
  if (ts.isLiteralTypeNode(parent)) return null;
  if ((ts.isPropertyAssignment(parent) || ts.isPropertySignature(parent)) && parent.name === node) {
    return null;
  }
  return node.text;
}

// Every label-like string, plain template or JSX text under `directory` written in two or more
// files, most repeated first.
export function findRepeatedTexts(directory: string): RepeatedText[] {
  const filesOf = new Map<string, Set<string>>();
  for (const { relativePath: relative, source } of parsedSourceFiles(directory)) {
    const visit = (node: ts.Node) => {
      const text = node.parent === undefined ? null : labelOf(node);
      if (text !== null && isLabelLike(text)) {
        filesOf.set(text, (filesOf.get(text) ?? new Set()).add(relative));
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return [...filesOf]
    .filter(([, files]) => files.size >= 2)
    .map(([text, files]) => ({ text, files: [...files].sort() }))
    .sort((a, b) => b.files.length - a.files.length || a.text.localeCompare(b.text));
}

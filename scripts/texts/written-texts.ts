// STYLE.md habit 5, "Texts live once": the web app reads a message from core's MESSAGES and
// never writes its words out again, so a changed word changes on every screen at once.
import ts from "typescript";
import { parsedSourceFiles } from "./source-files";

export type WrittenText = { file: string; line: number; key: string; text: string };

// A placeholder, as a message names it ("{name}") and as a template fills it ("${name}").
const PLACEHOLDER = "{}";
const withPlaceholders = (message: string) => message.replace(/\{[A-Za-z]+\}/g, PLACEHOLDER);

// JSX text keeps its source's line breaks and indentation; the reader sees single spaces. A
// template's substitutions read as placeholders, so `Unblock ${name}?` is "Unblock {name}?".
const textOf = (node: ts.Node) =>
  ts.isJsxText(node)
    ? node.text.replace(/\s+/g, " ").trim()
    : ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)
      ? node.text
      : ts.isTemplateExpression(node)
        ? node.head.text +
          node.templateSpans.map((span) => PLACEHOLDER + span.literal.text).join("")
        : null;

// Every string, template and JSX text under `directory` (comments and types are not read)
// whose words are one of `messages`' values, a template's substitutions in its placeholders.
export function findWrittenTexts(
  directory: string,
  messages: Readonly<Record<string, string>>,
): WrittenText[] {
  const keyOf = new Map(
    Object.entries(messages).flatMap(([key, text]) => [
      [withPlaceholders(text), key],
      [text, key],
    ]),
  );
  const found: WrittenText[] = [];
  for (const { relativePath, source } of parsedSourceFiles(directory)) {
    const visit = (node: ts.Node) => {
      // A literal type ("Event" | "Class") is never shown; only values are.
      const isType = node.parent !== undefined && ts.isLiteralTypeNode(node.parent);
      const text = isType ? null : textOf(node);
      const key = text === null ? undefined : keyOf.get(text);
      if (text !== null && key !== undefined) {
        const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
        found.push({ file: relativePath, line: line + 1, key, text });
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found;
}

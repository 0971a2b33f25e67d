// STYLE.md habit 5, "Texts live once", for the words of one screen too: a field's label, a
// button's text, a placeholder or a description written out in JSX is a text MESSAGES does
// not hold, so the texts checks cannot see it and a change of words misses it.
import ts from "typescript";
import { parsedSourceFiles } from "./source-files";

export type JsxLiteralText = {
  file: string;
  line: number;
  text: string;
  // The words' own source range.
  start: number;
  end: number;
  // Words around a value ("Show {count} more"): one message with a placeholder, not pieces.
  isAroundValue: boolean;
  // Written in an object (a column's header, a menu entry's label) rather than in JSX.
  isProperty: boolean;
};

// The properties of a screen's lists of columns, entries and fields that it shows as they are.
const VISIBLE_PROPERTIES = new Set(["label", "legend", "title", "header", "description"]);

// The attributes whose value a person reads (or hears, for aria-label and alt), and any
// attribute a component names as one of its texts (quantityLabel, nothingFoundMessage …).
const isVisibleAttribute = (name: string) =>
  VISIBLE_ATTRIBUTES.has(name) || /[a-z](Label|Title|Message)$/.test(name);
export const VISIBLE_ATTRIBUTES = new Set([
  "alt",
  "label",
  "aria-label",
  "title",
  "placeholder",
  "description",
  "legend",
  "confirmLabel",
  "cancelLabel",
  "submitLabel",
  "updateLabel",
]);

// Words, not a mask ("(###) ###-####"), an address ("https://") or a fragment a component
// builds its own sentence around (a LoadingState's "event": "Loading event…").
const isWords = (text: string) =>
  /[A-Za-z]{2}/.test(text) && !/^[a-z]/.test(text) && !text.startsWith("http");

// A template's own words, between its values: `View ${title}` has "View", `${a} ${b}` none. A
// lower-case word counts here ("${label} text"), as it sits in the text the reader gets.
const templateWords = (template: ts.TemplateLiteral) =>
  ts.isNoSubstitutionTemplateLiteral(template)
    ? template.text
    : [template.head, ...template.templateSpans.map((span) => span.literal)]
        .map((part) => part.text)
        .join(" ");

// JSX text as the reader sees it: line breaks and indentation are one space.
const readText = (node: ts.JsxText) => node.text.replace(/\s+/g, " ").trim();

// Every visible attribute or list property written as a string, every visible attribute written
// as a template with words of its own and every JSX text with words under `directory`, with the
// source range of the words themselves.
export function findJsxLiteralTexts(directory: string): JsxLiteralText[] {
  const found: JsxLiteralText[] = [];
  for (const { relativePath, source } of parsedSourceFiles(directory)) {
    const add = (
      text: string,
      start: number,
      end: number,
      isAroundValue = false,
      isProperty = false,
    ) => {
      const { line } = source.getLineAndCharacterOfPosition(start);
      found.push({
        file: relativePath,
        line: line + 1,
        text,
        start,
        end,
        isAroundValue,
        isProperty,
      });
    };
    const visit = (node: ts.Node) => {
      if (
        ts.isJsxAttribute(node) &&
        isVisibleAttribute(node.name.getText(source)) &&
        node.initializer &&
        ts.isStringLiteral(node.initializer) &&
        isWords(node.initializer.text)
      ) {
        add(node.initializer.text, node.initializer.getStart(source), node.initializer.end);
      }
      if (
        ts.isJsxAttribute(node) &&
        isVisibleAttribute(node.name.getText(source)) &&
        node.initializer &&
        ts.isJsxExpression(node.initializer) &&
        node.initializer.expression &&
        ts.isTemplateLiteral(node.initializer.expression) &&
        /[A-Za-z]{2}/.test(templateWords(node.initializer.expression))
      ) {
        const template = node.initializer.expression;
        const isAroundValue = !ts.isNoSubstitutionTemplateLiteral(template);
        add(template.getText(source), template.getStart(source), template.end, isAroundValue);
      }
      if (
        ts.isPropertyAssignment(node) &&
        VISIBLE_PROPERTIES.has(node.name.getText(source)) &&
        ts.isStringLiteral(node.initializer) &&
        isWords(node.initializer.text)
      ) {
        const value = node.initializer;
        add(value.text, value.getStart(source), value.end, false, true);
      }
      if (ts.isJsxText(node) && /[A-Za-z]{2}/.test(readText(node))) {
        const raw = node.getFullText(source);
        const start = node.getFullStart() + raw.search(/\S/);
        const end = node.getFullStart() + raw.trimEnd().length;
        const siblings = ts.isJsxElement(node.parent) ? node.parent.children : [];
        const isAroundValue = siblings.some(
          (child) => ts.isJsxExpression(child) && child.expression,
        );
        add(readText(node), start, end, isAroundValue);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found;
}

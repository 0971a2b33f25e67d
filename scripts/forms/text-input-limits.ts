// Staff type into a text field what the API then refuses over its contract's limit (a 400
// after Save); the field itself stops at the same limit, read from the core contract's
// constant, never a second number written beside the field.
import ts from "typescript";
import { parsedSourceFiles } from "../texts/source-files";

export type UnlimitedInput = {
  file: string;
  line: number;
  // What names the field in the source: its label (or its element when it has none).
  label: string;
  problem: "no maxLength" | "maxLength written as a number";
};

const TEXT_INPUTS = new Set(["TextInput", "Textarea", "PasswordInput"]);
// A date or time picker's value is no typed text.
const PICKER_TYPES = new Set(["date", "time", "datetime-local"]);

const attributeOf = (element: ts.JsxOpeningLikeElement, name: string) =>
  element.attributes.properties.find(
    (property): property is ts.JsxAttribute =>
      ts.isJsxAttribute(property) && property.name.getText() === name,
  );

const literalOf = (attribute: ts.JsxAttribute | undefined) =>
  attribute?.initializer && ts.isStringLiteral(attribute.initializer)
    ? attribute.initializer.text
    : null;

// Not typed text: a read-only or always disabled field, a picker, or a numeric field whose
// mask keeps its length.
function isExempt(element: ts.JsxOpeningLikeElement): boolean {
  if (attributeOf(element, "readOnly")) return true;
  if (attributeOf(element, "disabled") && !attributeOf(element, "disabled")?.initializer) {
    return true;
  }
  if (PICKER_TYPES.has(literalOf(attributeOf(element, "type")) ?? "")) return true;
  return literalOf(attributeOf(element, "inputMode")) === "numeric";
}

function problemOf(element: ts.JsxOpeningLikeElement): UnlimitedInput["problem"] | null {
  const maxLength = attributeOf(element, "maxLength");
  if (!maxLength) return "no maxLength";
  const value = maxLength.initializer;
  const expression = value && ts.isJsxExpression(value) ? value.expression : undefined;
  if (!value || ts.isStringLiteral(value) || (expression && ts.isNumericLiteral(expression))) {
    return "maxLength written as a number";
  }
  return null;
}

// Every TextInput, Textarea and PasswordInput under `directory` that takes typed text without
// a maxLength read from a constant.
export function findUnlimitedInputs(directory: string): UnlimitedInput[] {
  const found: UnlimitedInput[] = [];
  for (const { relativePath, source } of parsedSourceFiles(directory)) {
    const visit = (node: ts.Node) => {
      if (
        (ts.isJsxOpeningElement(node) || ts.isJsxSelfClosingElement(node)) &&
        TEXT_INPUTS.has(node.tagName.getText(source)) &&
        !isExempt(node)
      ) {
        const problem = problemOf(node);
        if (problem) {
          const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
          const label = attributeOf(node, "label")?.initializer?.getText(source);
          found.push({
            file: relativePath,
            line: line + 1,
            label: label ?? node.tagName.getText(source),
            problem,
          });
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found;
}

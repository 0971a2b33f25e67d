import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";
import { findJsxLiteralTexts } from "./jsx-literal-texts";

const WEB_SOURCE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../apps/web/src");

describe("the web app's screens", () => {
  it("read every label, placeholder, description and JSX text from MESSAGES (STYLE.md habit 5)", () => {
    const written = findJsxLiteralTexts(WEB_SOURCE).map(
      ({ file, line, text }) => `${file}:${line} writes out ${JSON.stringify(text)}`,
    );
    expect(written).toEqual([]);
  });
});

describe("findJsxLiteralTexts", () => {
  let root = "";
  afterEach(() => rmSync(root, { recursive: true, force: true }));
  const find = (text: string) => {
    root = mkdtempSync(path.join(tmpdir(), "jsx-literal-texts-"));
    mkdirSync(path.join(root, "a"), { recursive: true });
    writeFileSync(path.join(root, "a/Card.tsx"), text);
    return findJsxLiteralTexts(root).map(({ line, text, isAroundValue }) => [
      line,
      text,
      isAroundValue,
    ]);
  };

  it("finds visible attributes and list properties written as strings and JSX text, alone or around a value", () => {
    const found = find(
      [
        'export const A = () => <TextInput label="Member ID" placeholder="Not set" />;',
        'export const B = () => <Button aria-label="Help">Soon</Button>;',
        "export const C = (n: number) => <Text>Show {n} more</Text>;",
        'export const COLUMNS = [{ key: "reader", header: "Reader" }];',
      ].join("\n"),
    );
    expect(found).toEqual([
      [1, "Member ID", false],
      [1, "Not set", false],
      [2, "Help", false],
      [2, "Soon", false],
      [3, "Show", true],
      [3, "more", true],
      [4, "Reader", false],
    ]);
  });

  it("finds a visible attribute written as a template with words of its own, as words around a value", () => {
    const found = find(
      [
        "export const A = (title: string) => <Button aria-label={`View $" + "{title}`} />;",
        "export const B = (label: string) => <Textarea label={`$" + "{label} text`} />;",
      ].join("\n"),
    );
    expect(found).toEqual([
      [1, "`View $" + "{title}`", true],
      [2, "`$" + "{label} text`", true],
    ]);
  });

  it("leaves a template with no words of its own and a template in a code attribute alone", () => {
    const found = find(
      [
        "export const A = (a: string, b: string) => <Button aria-label={`$" + "{a} $" + "{b}`} />;",
        "export const B = (n: number) => <Text title={`$" + "{n} / $" + "{n + 1}`} />;",
        "export const C = (tone: string) => <Badge color={`$" + "{tone}.2`} />;",
      ].join("\n"),
    );
    expect(found).toEqual([]);
  });

  it("leaves MESSAGES, masks, addresses, fragments, code attributes and tests alone", () => {
    const found = find(
      [
        "export const A = () => <TextInput label={MESSAGES.email} />;",
        'export const B = () => <TextInput placeholder="(###) ###-####" />;',
        'export const C = () => <TextInput placeholder="https://" />;',
        'export const D = () => <LoadingState label="event" />;',
        'export const E = () => <Box component="section" variant="Filled" />;',
      ].join("\n"),
    );
    expect(found).toEqual([]);
  });
});

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";
import { MESSAGES } from "../../packages/core/src/messages";
import { findWrittenTexts } from "./written-texts";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const WEB_SOURCE = path.join(ROOT, "apps/web/src");
const SERVER_SOURCE = path.join(ROOT, "apps/server/src");

describe("the web app's texts", () => {
  it("reads every message from MESSAGES instead of writing its words out (STYLE.md habit 5)", () => {
    const written = findWrittenTexts(WEB_SOURCE, MESSAGES).map(
      ({ file, line, key }) => `${file}:${line} writes out MESSAGES.${key}`,
    );
    expect(written).toEqual([]);
  });
});

// The server's answers and exports (a workbook's Active, Inactive and Cancelled) say what the
// dashboard says: from the same constants.
describe("the server's texts", () => {
  it("reads every message from MESSAGES instead of writing its words out (STYLE.md habit 5)", () => {
    const written = findWrittenTexts(SERVER_SOURCE, MESSAGES).map(
      ({ file, line, key }) => `${file}:${line} writes out MESSAGES.${key}`,
    );
    expect(written).toEqual([]);
  });
});

describe("findWrittenTexts", () => {
  let root = "";
  const write = (relative: string, text: string) => {
    mkdirSync(path.dirname(path.join(root, relative)), { recursive: true });
    writeFileSync(path.join(root, relative), text);
  };
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  const messages = { noItems: "No items yet.", saved: "Saved.", unblock: "Unblock {name}?" };
  const find = () => {
    root = mkdtempSync(path.join(tmpdir(), "written-texts-"));
    return (files: Record<string, string>) => {
      for (const [name, text] of Object.entries(files)) write(name, text);
      return findWrittenTexts(root, messages).map(
        ({ file, line, key }) => `${file}:${line} ${key}`,
      );
    };
  };

  it("finds a message written as a string, a plain template or JSX text across lines", () => {
    const found = find()({
      "a/List.tsx": [
        'export const A = () => <List emptyMessage="No items yet." />;',
        "export const B = () => (",
        "  <p>",
        "    No items",
        "    yet.",
        "  </p>",
        ");",
        "export const c = `Saved.`;",
      ].join("\n"),
    });
    expect(found).toEqual(["a/List.tsx:1 noItems", "a/List.tsx:4 noItems", "a/List.tsx:8 saved"]);
  });

  it("finds a message with a placeholder written as a template that fills it in", () => {
    const found = find()({
      "Menu.tsx": [
        "export const ask = (name: string) => `Unblock $" + "{name}?`;",
        "export const other = (name: string) => `Block $" + "{name}?`;",
      ].join("\n"),
    });
    expect(found).toEqual(["Menu.tsx:1 unblock"]);
  });

  it("leaves comments, types, other texts, tests and generated files alone", () => {
    const found = find()({
      "Page.tsx": "// 'No items yet.' comes from MESSAGES\nexport const t = 'No items yet!';",
      "Types.ts": "export type T = { state: 'Saved.' | 'No items yet.' };",
      "Page.test.ts": "export const t = 'Saved.';",
      "api-schema.generated.ts": "export const t = 'Saved.';",
    });
    expect(found).toEqual([]);
  });
});

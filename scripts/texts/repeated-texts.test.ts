import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";
import { findRepeatedTexts } from "./repeated-texts";

const WEB_SOURCE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../apps/web/src");

describe("the web app's own labels", () => {
  it("writes each visible label out in one place only (MESSAGES or one constant)", () => {
    const repeated = findRepeatedTexts(WEB_SOURCE).map(
      ({ text, files }) => `${JSON.stringify(text)} in ${files.join(", ")}`,
    );
    expect(repeated).toEqual([]);
  });
});

describe("findRepeatedTexts", () => {
  let root = "";
  afterEach(() => rmSync(root, { recursive: true, force: true }));
  const find = (files: Record<string, string>) => {
    root = mkdtempSync(path.join(tmpdir(), "repeated-texts-"));
    for (const [name, text] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
      writeFileSync(path.join(root, name), text);
    }
    return findRepeatedTexts(root);
  };

  it("finds a label written as JSX text in one file and as a string in another", () => {
    expect(
      find({
        "a/Panel.tsx": "export const A = () => <Button>\n  Mark Paid\n</Button>;",
        "b/menu.ts": 'export const items = [{ label: "Mark Paid" }];',
      }),
    ).toEqual([{ text: "Mark Paid", files: ["a/Panel.tsx", "b/menu.ts"] }]);
  });

  it("leaves one file's repeats, key names, types, property names, imports and tests alone", () => {
    expect(
      find({
        "One.tsx": 'export const a = "Save"; export const b = <p>Save</p>;',
        "Keys.ts": 'export const isEnter = (key: string) => key === "Enter";',
        "Keys2.ts": 'export const isEnter = (key: string) => key === "Enter";',
        "Types.ts": 'export type Noun = "Event" | "Class"; export const o = { "Title": 1 };',
        "Types2.ts": 'export type Noun = "Event"; export const o = { "Title": 2 };',
        "One.test.tsx": 'export const a = "Save";',
      }),
    ).toEqual([]);
  });
});

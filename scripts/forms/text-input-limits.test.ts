import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";
import { findUnlimitedInputs } from "./text-input-limits";

const WEB_SOURCE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../apps/web/src");

// The API refuses a text over its contract's limit with a 400; every field the web offers for
// it stops there, with the contract's own constant (walk-in name and email, a subscription's
// description and every other text field).
describe("the web app's text fields", () => {
  it("each stop at their contract's limit, read from core", () => {
    const unlimited = findUnlimitedInputs(WEB_SOURCE).map(
      ({ file, line, label, problem }) => `${file}:${line} ${label}: ${problem}`,
    );
    expect(unlimited).toEqual([]);
  });
});

describe("findUnlimitedInputs", () => {
  let root = "";
  afterEach(() => rmSync(root, { recursive: true, force: true }));
  const find = (text: string) => {
    root = mkdtempSync(path.join(tmpdir(), "text-input-limits-"));
    mkdirSync(path.join(root, "a"), { recursive: true });
    writeFileSync(path.join(root, "a/Form.tsx"), text);
    return findUnlimitedInputs(root).map(({ line, label, problem }) => [line, label, problem]);
  };

  it("finds a text field without maxLength and one whose limit is a number written out", () => {
    expect(
      find(
        [
          'export const A = () => <TextInput label="Name" />;',
          "export const B = () => <Textarea label={MESSAGES.note} maxLength={500} />;",
          "export const C = () => <PasswordInput />;",
        ].join("\n"),
      ),
    ).toEqual([
      [1, '"Name"', "no maxLength"],
      [2, "{MESSAGES.note}", "maxLength written as a number"],
      [3, "PasswordInput", "no maxLength"],
    ]);
  });

  it("leaves a limit from a constant, read-only fields, pickers and masked numbers alone", () => {
    expect(
      find(
        [
          "export const A = () => <TextInput maxLength={NAME_MAX_LENGTH} />;",
          "export const B = () => <TextInput readOnly value={id} />;",
          'export const C = () => <TextInput type="date" />;',
          'export const D = () => <TextInput inputMode="numeric" />;',
          "export const E = () => <Select label={MESSAGES.kind} />;",
        ].join("\n"),
      ),
    ).toEqual([]);
  });
});

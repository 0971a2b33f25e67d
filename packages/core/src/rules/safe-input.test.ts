import { describe, expect, it } from "vitest";
import {
  findUnstorableText,
  hasUnstorableCharacters,
  isNestedTooDeep,
  isSaneInstant,
  MAX_JSON_DEPTH,
} from "./safe-input";

describe("hasUnstorableCharacters", () => {
  it.each([
    ["plain text", "Harbor Yoga", false],
    ["an emoji (a surrogate pair)", "Yoga 🧘", false],
    ["a NUL character", "a\u0000b", true],
    ["a lone high surrogate", "a\ud800b", true],
    ["a lone low surrogate", "\udc00", true],
  ])("%s", (_, value, expected) => {
    expect(hasUnstorableCharacters(value)).toBe(expected);
  });
});

describe("findUnstorableText", () => {
  it("names the path of the first unstorable string, keys included", () => {
    expect(findUnstorableText({ a: ["ok", { b: "x\u0000" }] })).toBe("a.1.b");
    expect(findUnstorableText({ "k\ud800": 1 })).toBe("k\ud800");
    expect(findUnstorableText({ a: 1, b: null, c: ["ok"] })).toBeNull();
    expect(findUnstorableText({ "x\u0000.y": "ok" })).toBe("x\u0000.y");
    expect(findUnstorableText({ a: "ok", b: ["x\u0000", "y\u0000"] })).toBe("b.0");
    expect(findUnstorableText("\ud800")).toBe("body");
  });

  it("walks a value nested far deeper than a call stack allows", () => {
    const deep = JSON.parse(`${"[".repeat(200_000)}"x\\u0000"${"]".repeat(200_000)}`);
    expect(findUnstorableText(deep)).toMatch(/^0(\.0)+$/);
  });
});

describe("isNestedTooDeep", () => {
  const nested = (depth: number) => JSON.parse(`${"[".repeat(depth)}${"]".repeat(depth)}`);

  it(`allows ${MAX_JSON_DEPTH} levels of arrays and objects, and refuses more`, () => {
    expect(isNestedTooDeep({ a: [{ b: "x" }] })).toBe(false);
    expect(isNestedTooDeep(nested(MAX_JSON_DEPTH + 1))).toBe(false);
    expect(isNestedTooDeep(nested(MAX_JSON_DEPTH + 2))).toBe(true);
    expect(isNestedTooDeep(nested(200_000))).toBe(true);
  });
});

describe("isSaneInstant", () => {
  it.each([
    ["2026-03-08T07:00:00Z", true],
    ["2026-03-08T02:30:00-05:00", true],
    ["0000-01-01T00:00:00Z", false],
    ["2024-02-30T00:00:00Z", false],
    ["9999-12-31T00:00:00Z", false],
    ["not a date", false],
  ])("%s → %s", (value, expected) => {
    expect(isSaneInstant(value)).toBe(expected);
  });
});

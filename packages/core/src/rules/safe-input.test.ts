import { describe, expect, it } from "vitest";
import { findUnstorableText, hasUnstorableCharacters, isSaneInstant } from "./safe-input";

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

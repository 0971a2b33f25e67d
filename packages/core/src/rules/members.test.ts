import { describe, expect, it } from "vitest";
import { memberSearchTerm } from "./members";

describe("searching members by phone whatever the punctuation (issue #21)", () => {
  it.each([
    ["(555) 123-4567", "5551234567"],
    ["555.123.4567", "5551234567"],
    ["+1 555 123", "1555123"],
    ["555-12", "55512"],
  ])("looks for '%s' as the digits %s", (search, term) => {
    expect(memberSearchTerm(search)).toBe(term);
  });

  it.each([["priya"], ["okafor12"], ["12"], ["a-b"]])("keeps '%s' as typed", (search) => {
    expect(memberSearchTerm(search)).toBe(search);
  });
});

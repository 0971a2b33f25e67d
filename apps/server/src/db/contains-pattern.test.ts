import { describe, expect, it } from "vitest";
import { containsPattern } from "./contains-pattern";

describe("containsPattern", () => {
  it.each([
    ["yoga", "%yoga%"],
    ["100%", "%100\\%%"],
    ["first_name", "%first\\_name%"],
    ["back\\slash", "%back\\\\slash%"],
    ["", "%%"],
  ])("turns %j into %j, its own wildcards matching themselves", (text, pattern) => {
    expect(containsPattern(text)).toBe(pattern);
  });
});

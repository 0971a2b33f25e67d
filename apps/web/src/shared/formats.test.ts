import { describe, expect, it } from "vitest";
import { formatCount, memberFullName } from "./formats";

describe("formats", () => {
  it("groups a count's thousands", () => {
    expect(formatCount(0)).toBe("0");
    expect(formatCount(999)).toBe("999");
    expect(formatCount(1000)).toBe("1,000");
    expect(formatCount(100000)).toBe("100,000");
    expect(formatCount(1234567)).toBe("1,234,567");
    expect(formatCount(-4200)).toBe("-4,200");
  });

  it("writes a person's full name, without a stray space when a part is missing", () => {
    expect(memberFullName({ firstName: "Jordan", lastName: "Lee" })).toBe("Jordan Lee");
    expect(memberFullName({ firstName: "Jordan", lastName: "" })).toBe("Jordan");
  });
});

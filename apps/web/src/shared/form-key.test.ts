import { describe, expect, it } from "vitest";
import { newFormKey } from "./form-key";

describe("newFormKey", () => {
  it("names the kind, then a random UUID, as the server has always been sent", () => {
    expect(newFormKey("invoice")).toMatch(
      /^invoice:[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    expect(newFormKey("terminal")).toMatch(/^terminal:/);
  });

  it("makes a new key on every call, so a new form never reuses an earlier one's", () => {
    expect(newFormKey("product")).not.toBe(newFormKey("product"));
  });
});

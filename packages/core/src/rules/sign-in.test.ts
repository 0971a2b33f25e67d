import { describe, expect, it } from "vitest";
import { normalizeEmail, validateSignInForm } from "./sign-in";

describe("sign-in form (000 §5: email required; password required, minimum 6)", () => {
  it.each([
    [{ email: "", password: "secret1" }, { email: "Email is required" }],
    [
      { email: "not-an-email", password: "secret1" },
      { email: "Please enter a valid email address" },
    ],
    [{ email: "a@b.example", password: "" }, { password: "Password is required" }],
    [
      { email: "a@b.example", password: "12345" },
      { password: "Password must be at least 6 characters" },
    ],
    [{ email: " a@b.example ", password: "123456" }, {}],
  ])("%o → %o", (values, errors) => {
    expect(validateSignInForm(values)).toEqual(errors);
  });

  it("compares emails trimmed and in lower case", () => {
    expect(normalizeEmail("  Avery@Harbor.Example ")).toBe("avery@harbor.example");
  });
});

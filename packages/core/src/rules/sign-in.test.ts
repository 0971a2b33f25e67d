import { describe, expect, it } from "vitest";
import type { Session } from "../contracts/auth";
import { isOrganizationChoicePending, normalizeEmail, validateSignInForm } from "./sign-in";

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

describe("a super-admin's organization choice (000 §2: the one chosen at sign-in)", () => {
  const user = {
    id: "u1",
    email: "sam@platform.example",
    firstName: "Sam",
    lastName: "Staff",
    profilePhotoURL: null,
    isSuperAdmin: true,
  };

  it("is pending while the session answer names no organization", () => {
    expect(isOrganizationChoicePending({ user, isOrganizationChoicePending: true })).toBe(true);
  });

  it("is made once the session answer is an organization's", () => {
    const session = {
      user: { ...user, orgId: "o1" },
      organization: { id: "o1", name: "Summit Dance" },
    } as unknown as Session;
    expect(isOrganizationChoicePending(session)).toBe(false);
  });
});

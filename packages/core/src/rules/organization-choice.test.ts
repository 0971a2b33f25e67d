import { describe, expect, it } from "vitest";
import type { Session } from "../contracts/auth";
import { isOrganizationChoicePending } from "./organization-choice";

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

import { describe, expect, it } from "vitest";
import { canAccessDashboard, isActiveUser, isAdminOf } from "./users";

const now = new Date("2026-11-22T12:00:00Z");
const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);

describe("active user (000 §4: lastLoggedIn within the last 30 days)", () => {
  it.each([
    [daysAgo(0), true],
    [daysAgo(29), true],
    [daysAgo(30), true],
    [daysAgo(30.01), false],
    [daysAgo(400), false],
    [null, false],
    ["not a date", false],
  ])("lastLoggedIn %s → %s", (lastLoggedIn, active) => {
    expect(isActiveUser(lastLoggedIn, now)).toBe(active);
  });
});

describe("admin (000 §4: an adminRoles entry matches the organization)", () => {
  const admin = { isSuperAdmin: false, adminRoles: [{ orgId: "harbor" }] };
  const superAdmin = { isSuperAdmin: true, adminRoles: [] };

  it("is an admin of the organization named in adminRoles only", () => {
    expect(isAdminOf(admin, "harbor")).toBe(true);
    expect(isAdminOf(admin, "summit")).toBe(false);
  });

  it("lets a super-admin reach any organization's dashboard, and an admin only theirs", () => {
    expect(canAccessDashboard(superAdmin, "summit")).toBe(true);
    expect(canAccessDashboard(admin, "harbor")).toBe(true);
    expect(canAccessDashboard(admin, "summit")).toBe(false);
    expect(canAccessDashboard({ isSuperAdmin: false, adminRoles: [] }, "harbor")).toBe(false);
  });
});

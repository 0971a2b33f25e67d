import { describe, expect, it } from "vitest";
import { returnPathFrom, signInPath } from "./return-path";

describe("signInPath", () => {
  it("sends a dashboard address along to login, query included", () => {
    expect(signInPath("/dashboard/members?q=Avery")).toBe(
      "/login?next=%2Fdashboard%2Fmembers%3Fq%3DAvery",
    );
  });

  it("sends plain /login for the dashboard itself, its default", () => {
    expect(signInPath("/dashboard")).toBe("/login");
  });
});

describe("returnPathFrom", () => {
  it("answers the dashboard address the sign-in page was given", () => {
    expect(returnPathFrom("?next=%2Fdashboard%2Fmembers%3Fq%3DAvery")).toBe(
      "/dashboard/members?q=Avery",
    );
    expect(returnPathFrom("?isSuperAdmin=true&next=%2Fdashboard%2Fschedule")).toBe(
      "/dashboard/schedule",
    );
  });

  it("refuses another site, a path outside the dashboard and a look-alike (no open redirect)", () => {
    for (const next of [
      "//evil.example/dashboard",
      "/\\evil.example/dashboard",
      "https://evil.example/dashboard",
      "javascript:alert(1)",
      "/api/v1/session",
      "/dashboardx",
      "/dashboard/../api/v1/session",
      "dashboard/members",
    ]) {
      expect(returnPathFrom(`?${new URLSearchParams({ next })}`)).toBeNull();
    }
    expect(returnPathFrom("")).toBeNull();
  });
});

import { describe, expect, it } from "vitest";
import { classMembersPath, classPath } from "./class-paths";

// 001 §2 route table: /dashboard/classes/{classId}/ and /dashboard/classes/{classId}/users.
describe("class paths", () => {
  it("addresses the class view by its id", () => {
    expect(classPath("0190a1b2-c3d4")).toBe("/dashboard/classes/0190a1b2-c3d4/");
  });

  it("escapes a slash or a question mark in the id", () => {
    expect(classPath("a/b?c")).toBe("/dashboard/classes/a%2Fb%3Fc/");
  });

  it("addresses the class's members page below its view", () => {
    expect(classMembersPath("a/b")).toBe("/dashboard/classes/a%2Fb/users");
  });
});

import { describe, expect, it } from "vitest";
import { classMembersPath, classPath } from "./class-paths";

// 001 §2 route table: /dashboard/classes/{classId}/ and /dashboard/classes/{classId}/users.
describe("class paths", () => {
  it.each([
    ["a plain id", "0190a1b2-c3d4", "/dashboard/classes/0190a1b2-c3d4/"],
    ["an id with a slash or a question mark, escaped", "a/b?c", "/dashboard/classes/a%2Fb%3Fc/"],
  ])("addresses the class view of %s", (_name, classId, path) => {
    expect(classPath(classId)).toBe(path);
  });

  it("addresses the class's members page below its view", () => {
    expect(classMembersPath("a/b")).toBe("/dashboard/classes/a%2Fb/users");
  });
});

import { describe, expect, it } from "vitest";
import { memberProfilePath } from "./member-profile-path";

// 000 §2 route table: /dashboard/members/profile?uid=….
describe("memberProfilePath", () => {
  it.each([
    ["a plain id", "0190a1b2-c3d4", "/dashboard/members/profile?uid=0190a1b2-c3d4"],
    ["an id with & or =, escaped", "a&tab=b", "/dashboard/members/profile?uid=a%26tab%3Db"],
  ])("addresses the profile of %s", (_name, uid, path) => {
    expect(memberProfilePath(uid)).toBe(path);
  });
});

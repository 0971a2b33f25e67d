import { describe, expect, it } from "vitest";
import { decodeCursor, encodeCursor } from "./cursor";

describe("page cursors", () => {
  it("keep the database's microseconds, which a JavaScript Date would drop", () => {
    const row = { created_at: "2026-11-23T07:58:51.994123+00:00", id: "member-1" };
    expect(decodeCursor(encodeCursor(row))).toEqual({
      createdAt: "2026-11-23T07:58:51.994123+00:00",
      id: "member-1",
    });
  });

  it("carry a Date as its ISO instant", () => {
    const row = { created_at: new Date("2026-01-01T00:05:00Z"), id: "member-2" };
    expect(decodeCursor(encodeCursor(row)).createdAt).toBe("2026-01-01T00:05:00.000Z");
  });

  it.each([
    ["garbage", "not base64 of a cursor"],
    [Buffer.from("2026-13-40T00:00:00Z|member").toString("base64url"), "an impossible date"],
    [Buffer.from("yesterday|member").toString("base64url"), "not an instant"],
    [Buffer.from("2026-01-01T00:00:00Z|").toString("base64url"), "no id"],
  ])("refuse %s (%s) with 'This page link is not valid.'", (value) => {
    expect(() => decodeCursor(value)).toThrow("This page link is not valid.");
  });
});

import { describe, expect, it } from "vitest";
import { isValidTimeZone, listTimeZones } from "./time-zone";

describe("time zones", () => {
  it.each([
    ["America/New_York", true],
    ["America/Denver", true],
    ["Europe/London", true],
    ["Mars/Olympus_Mons", false],
    ["", false],
  ])("%s is valid: %s", (zone, valid) => {
    expect(isValidTimeZone(zone)).toBe(valid);
  });

  it("offers the demo organizations' zones in the picker", () => {
    expect(listTimeZones()).toEqual(
      expect.arrayContaining(["America/New_York", "America/Denver", "America/Chicago"]),
    );
  });
});

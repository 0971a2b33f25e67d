import { describe, expect, it } from "vitest";
import { friendlyTimeZoneName, isValidTimeZone, listTimeZones } from "./time-zone";

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

describe("time zones by their friendly names (issue #21)", () => {
  it.each([
    ["America/New_York", "Eastern Time — New York"],
    ["America/Los_Angeles", "Pacific Time — Los Angeles"],
    ["Europe/London", "United Kingdom Time — London"],
  ])("calls %s '%s'", (timeZone, name) => {
    expect(friendlyTimeZoneName(timeZone)).toBe(name);
  });

  it("keeps an unknown name as it is", () => {
    expect(friendlyTimeZoneName("Mars/Olympus")).toBe("Mars/Olympus");
  });
});

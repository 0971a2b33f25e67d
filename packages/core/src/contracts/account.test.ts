import { describe, expect, it } from "vitest";
import { ZUpdateBaseInformationRequest } from "./account";

// The contract's own message for `field`, as the browser's form gets it (no readable map).
const messageAt = (input: object, field: string) =>
  ZUpdateBaseInformationRequest.safeParse({
    appName: "Harbor Yoga",
    appAddress: "",
    timezone: "America/New_York",
    ...input,
  }).error?.issues.find((issue) => issue.path[0] === field)?.message;

describe("Base Information limits (000 §2 Settings)", () => {
  it("refuses an App Name over 120 characters with 'Please use at most 120 characters.'", () => {
    expect(messageAt({ appName: "x".repeat(121) }, "appName")).toBe(
      "Please use at most 120 characters.",
    );
  });

  it("refuses an Address over 300 characters with 'Please use at most 300 characters.'", () => {
    expect(messageAt({ appAddress: "x".repeat(301) }, "appAddress")).toBe(
      "Please use at most 300 characters.",
    );
  });
});

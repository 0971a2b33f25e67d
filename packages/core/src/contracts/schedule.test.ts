import { describe, expect, it } from "vitest";
import { MESSAGES } from "../messages";
import { ZEventChanges } from "./schedule";

// The contract's own message for `field` (the server answers with the first one).
const messageAt = (input: object, field: string) =>
  ZEventChanges.safeParse(input).error?.issues.find((issue) => issue.path[0] === field)?.message;

describe("event view changes (001 §7 Update event payload, §8)", () => {
  it("refuses a cleared start with 'Please select a start and end date.'", () => {
    expect(messageAt({ eventStart: "" }, "eventStart")).toBe(MESSAGES.selectEventStartAndEnd);
  });

  it("takes a start with its offset", () => {
    expect(ZEventChanges.safeParse({ eventStart: "2027-01-20T15:00:00.000Z" }).success).toBe(true);
  });
});

import { describe, expect, it } from "vitest";
import { MESSAGES } from "../messages";
import { MAX_DURATION_SECONDS, ZMoneyCents, ZPriceCents } from "./common";

const messageOf = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

// Every price a request carries (an event's, a class's, an invoice item's, a coupon's amount
// off, a subscription's) is whole cents: the dashboard sends what it shows with 2 decimals.
describe("amounts in cents", () => {
  it.each([
    ["a price", ZPriceCents],
    ["a money column", ZMoneyCents],
  ])("refuses a fraction of a cent in %s with its own message", (_, schema) => {
    expect(messageOf(schema.safeParse(1999.5))).toBe(
      "This amount cannot include a fraction of a cent.",
    );
  });

  it("accepts whole cents and still says an amount over the cap is too large", () => {
    expect(ZPriceCents.safeParse(1999).success).toBe(true);
    expect(messageOf(ZPriceCents.safeParse(100_000_001))).toBe("This amount is too large.");
  });
});

describe("durations in seconds", () => {
  it("says the limit the contract holds", () => {
    const limit = MAX_DURATION_SECONDS.toLocaleString("en-US");
    for (const message of [
      MESSAGES.durationRange,
      MESSAGES.registrationOpensRange,
      MESSAGES.registrationClosesRange,
    ]) {
      expect(message).toContain(`from 1 to ${limit} (366 days)`);
    }
    expect(MAX_DURATION_SECONDS).toBe(366 * 86_400);
  });
});

import { MESSAGES } from "@studiodesk/core/messages";
import { describe, expect, it } from "vitest";
import { ApiError } from "../../shared/api-client";
import { isCheckoutKeySpent } from "./checkout-key";

describe("isCheckoutKeySpent", () => {
  it("is true for the server's refusal of another sale under the key", () => {
    const error = new ApiError(
      409,
      "terminal_checkout_key_reused",
      MESSAGES.terminalCheckoutKeyReused,
    );
    expect(isCheckoutKeySpent(error)).toBe(true);
  });

  it("is false for other refusals and failures: the key still names the sale", () => {
    expect(isCheckoutKeySpent(new ApiError(409, "conflict", MESSAGES.eventStatusSoldOut))).toBe(
      false,
    );
    expect(isCheckoutKeySpent(new ApiError(500, "internal", MESSAGES.unknownError))).toBe(false);
    expect(isCheckoutKeySpent(new TypeError("Failed to fetch"))).toBe(false);
  });
});

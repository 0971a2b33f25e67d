import { type Account, DEFAULT_APP_INFORMATION } from "@studiodesk/core/contracts/account";
import { describe, expect, it } from "vitest";
import { terminalCheckoutPath } from "./terminal-checkout-path";

// An account with the terminal and payments on and one active reader, as Harbor Yoga's.
function account(appInformation: Partial<Account["appInformation"]> = {}): Account {
  return {
    appInformation: {
      ...DEFAULT_APP_INFORMATION,
      isActive: true,
      isPaymentActive: true,
      isTerminalActive: true,
      ...appInformation,
    },
    paymentInformation: {
      isTestMode: true,
      country: "US",
      currency: "USD",
      transactionFee: 0,
      activeTerminals: ["tmr_front", "tmr_back"],
    },
  } as Account;
}

const PRODUCT = { productId: "p1" };

// 001 §2 Shop item view "Collect Payment (only when payment information has active
// terminals; opens the terminal view with readerId … productId in the query)".
describe("terminal checkout path (Collect Payment)", () => {
  it("opens the checkout on the first active reader with the product in the query", () => {
    expect(terminalCheckoutPath(account(), PRODUCT)).toBe(
      "/dashboard/terminal/tmr_front/?productId=p1",
    );
  });

  it("offers none without an active terminal", () => {
    const withoutReaders = account();
    withoutReaders.paymentInformation.activeTerminals = [];
    expect(terminalCheckoutPath(withoutReaders, PRODUCT)).toBeNull();
  });

  it.each([
    ["the terminal", { isTerminalActive: false }],
    ["payments", { isPaymentActive: false }],
  ])("offers none with %s switched off, active terminals or not", (_, switchedOff) => {
    expect(terminalCheckoutPath(account(switchedOff), PRODUCT)).toBeNull();
  });
});

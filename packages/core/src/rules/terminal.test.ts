import { describe, expect, it } from "vitest";
import { MESSAGES } from "../messages";
import {
  cardMinimumIssue,
  isEventDateOver,
  purchaseQuantityRange,
  terminalAmounts,
  terminalSaleIssue,
} from "./terminal";

const event = {
  kind: "event" as const,
  priceCents: 2000,
  isCancelled: false,
  isOver: false,
  remaining: 5,
};
const product = {
  kind: "product" as const,
  priceCents: 2500,
  isActive: true,
  isSubscription: false,
  remaining: 10,
  sizes: { M: 2 },
};

// One $10.00 item, no coupon, the standard fee, in dollars: what a test's sale changes.
const tenDollarSale = (changes: Partial<Parameters<typeof terminalAmounts>[0]> = {}) => ({
  unitPriceCents: 1000,
  quantity: 1,
  discountCents: 0,
  ownFeeCents: null,
  currency: "usd",
  ...changes,
});

describe("terminalAmounts (000 §9 Terminal checkout fee)", () => {
  it("adds (amount + 0.05) / (1 − 0.05) − amount on what is paid after the coupon", () => {
    // $40 − $5 = $35: (35 + 0.05) / 0.95 − 35 = 1.8947… → $1.89
    expect(
      terminalAmounts(tenDollarSale({ unitPriceCents: 2000, quantity: 2, discountCents: 500 })),
    ).toEqual({
      unitPriceCents: 2000,
      subtotalCents: 4000,
      discountCents: 500,
      feeCents: 189,
      totalCents: 3689,
      currency: "usd",
    });
  });

  it("uses the item's own transactionFee in cents when present", () => {
    const amounts = terminalAmounts(tenDollarSale({ ownFeeCents: 75 }));
    expect(amounts).toMatchObject({ feeCents: 75, totalCents: 1075 });
  });

  it("never discounts below zero", () => {
    const amounts = terminalAmounts(tenDollarSale({ discountCents: 5000 }));
    expect(amounts).toMatchObject({ discountCents: 1000, feeCents: 5, totalCents: 5 });
  });
});

describe("cardMinimumIssue (a card payment's smallest total, in the sale's currency)", () => {
  // A 100% coupon leaves only the fee: $0.05, below what a card can pay.
  const afterFreeCoupon = (currency: string) =>
    terminalAmounts(tenDollarSale({ discountCents: 1000, currency }));

  it.each([
    ["usd", MESSAGES.terminalTotalBelowCardMinimum],
    ["USD", "The total is below $0.50, the smallest amount a card payment can take."],
    ["eur", "The total is below €0.50, the smallest amount a card payment can take."],
    ["cad", "The total is below CA$0.50, the smallest amount a card payment can take."],
  ])("refuses a total under 0.50 in %s with %j", (currency, message) => {
    expect(cardMinimumIssue(afterFreeCoupon(currency))).toBe(message);
  });

  it("lets a total of 0.50 or more through", () => {
    const amounts = terminalAmounts(tenDollarSale({ currency: "eur" }));
    expect(cardMinimumIssue(amounts)).toBeNull();
  });
});

describe("terminalSaleIssue (000 §2 Terminal checkout, §4 Event status in checkout)", () => {
  it.each([
    ["an event on time", event, 2, null, null],
    ["a cancelled event", { ...event, isCancelled: true }, 1, null, "Cancelled"],
    ["a sold-out event", { ...event, remaining: 0 }, 1, null, "Sold Out"],
    ["more tickets than remain", event, 6, null, MESSAGES.terminalNotEnoughLeft],
    ["a date that is over", { ...event, isOver: true }, 1, null, "This event date is over."],
    [
      "a sold-out date that is over",
      { ...event, isOver: true, remaining: 0 },
      1,
      null,
      "This event date is over.",
    ],
    [
      "a cancelled date that is over",
      { ...event, isOver: true, isCancelled: true },
      1,
      null,
      "Cancelled",
    ],
    [
      "an event without price",
      { ...event, priceCents: null },
      1,
      null,
      MESSAGES.terminalItemHasNoPrice,
    ],
    ["a sized product without size", product, 1, null, MESSAGES.selectProductSize],
    ["a size not offered", product, 1, "XL", MESSAGES.productSizeNotOffered],
    ["more than the size has", product, 3, "M", MESSAGES.terminalNotEnoughLeft],
    ["a sized product in stock", product, 2, "M", null],
    [
      "a subscription",
      { ...product, isSubscription: true },
      1,
      "M",
      MESSAGES.terminalSubscriptionProduct,
    ],
  ] as const)("%s", (_name, item, quantity, size, issue) => {
    expect(terminalSaleIssue(item, { quantity, size })).toBe(issue);
  });
});

describe("isEventDateOver (a terminal sells no ticket for a date that has ended)", () => {
  const now = new Date("2026-11-28T18:00:00Z");
  it.each([
    ["ended an hour ago", "2026-11-28T16:00:00Z", 3600, true],
    ["ends right now", "2026-11-28T17:00:00Z", 3600, true],
    ["started but not ended", "2026-11-28T17:30:00Z", 3600, false],
    ["later today", "2026-11-28T20:00:00Z", 3600, false],
    ["without a duration, once started", "2026-11-28T18:00:00Z", null, true],
    ["without a duration, not yet started", "2026-11-28T18:01:00Z", null, false],
  ] as const)("a date that %s: %s", (_name, eventStart, eventDuration, isOver) => {
    expect(isEventDateOver({ eventStart, eventDuration }, now)).toBe(isOver);
  });
});

describe("purchaseQuantityRange (Step 1 Purchase's Quantity)", () => {
  it.each([
    [null, 100],
    [5, 5],
    [500, 100],
    [0, 1],
  ])("with %s left takes 1 to %i", (remaining, max) => {
    expect(purchaseQuantityRange(remaining)).toEqual({ min: 1, max });
  });
});

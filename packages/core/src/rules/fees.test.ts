import { describe, expect, it } from "vitest";
import { cardFeeCents, invoiceFeeCents, terminalFeeCents } from "./fees";

// Expected values worked by hand in dollars from 000 §9, then rounded to cents.
describe("000 §9 Invoice fee: (amount + 0.30) / (1 − 0.049) − amount", () => {
  it.each([
    // $1.00: 1.30 / 0.951 − 1 = 0.36698… → $0.37
    [100, 37],
    // $10.00: 10.30 / 0.951 − 10 = 0.83070… → $0.83
    [1_000, 83],
    // $80.00: 80.30 / 0.951 − 80 = 4.43743… → $4.44
    [8_000, 444],
    // $100.00: 100.30 / 0.951 − 100 = 5.46792… → $5.47
    [10_000, 547],
    // $1,234.56: 1234.86 / 0.951 − 1234.56 = 63.9258… → $63.93
    [123_456, 6_393],
  ])("adds %i cents a fee of %i cents", (amount, fee) => {
    expect(invoiceFeeCents(amount)).toBe(fee);
  });
});

describe("000 §9 Terminal checkout fee: (amount + 0.05) / (1 − 0.05) − amount", () => {
  it.each([
    // $10.00: 10.05 / 0.95 − 10 = 0.57894… → $0.58
    [1_000, 58],
    // $25.00: 25.05 / 0.95 − 25 = 1.36842… → $1.37
    [2_500, 137],
    // $0.00: 0.05 / 0.95 = 0.05263… → $0.05
    [0, 5],
  ])("adds %i cents a fee of %i cents", (amount, fee) => {
    expect(terminalFeeCents(amount)).toBe(fee);
  });

  it("is replaced by the event's or product's own transactionFee when present", () => {
    expect(terminalFeeCents(1_000, 250)).toBe(250);
    expect(terminalFeeCents(1_000, 0)).toBe(0);
  });
});

describe("000 §9 Generic card fee: 2.9% + 2% and 0.30, grossed up, rounded to 2 decimals", () => {
  it.each([
    [1_000, 83],
    [8_000, 444],
  ])("adds %i cents a fee of %i cents", (amount, fee) => {
    expect(cardFeeCents(amount)).toBe(fee);
  });

  it.each([[0], [-500]])("is 0 for an amount of %i cents (0 or less)", (amount) => {
    expect(cardFeeCents(amount)).toBe(0);
  });
});

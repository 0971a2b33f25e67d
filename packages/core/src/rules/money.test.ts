import { describe, expect, it } from "vitest";
import {
  amountToCents,
  formatCents,
  paymentCurrencyOf,
  priceMinimumMessage,
  spreadsheetMoneyFormat,
} from "./money";

describe("formatCents (000 §9: stored in cents, formatted as currency, default USD)", () => {
  it.each([
    [0, "$0.00"],
    [5, "$0.05"],
    [14_900, "$149.00"],
    [123_456_789, "$1,234,567.89"],
    [-2_500, "-$25.00"],
  ])("%i cents → %s", (cents, text) => {
    expect(formatCents(cents)).toBe(text);
  });

  it("uses the given currency", () => {
    expect(formatCents(1_000, "eur")).toBe("€10.00");
  });
});

describe("amountToCents (000 §5 Currency input: non-numeric stripped, NaN becomes 0)", () => {
  it.each([
    [149, 14_900],
    [19.99, 1_999],
    [0.1 + 0.2, 30],
    ["$ 1,234.50", 123_450],
    ["", 0],
    ["abc", 0],
    [Number.NaN, 0],
  ])("%o → %i", (amount, cents) => {
    expect(amountToCents(amount)).toBe(cents);
  });
});

describe("paymentCurrencyOf (000 Payment settings: the currency, default USD)", () => {
  it("answers the payment settings' currency as Stripe spells it, USD where none is stored", () => {
    expect(paymentCurrencyOf({ paymentInformation: { currency: "EUR" } })).toBe("eur");
    expect(paymentCurrencyOf({ paymentInformation: { currency: "" } })).toBe("usd");
    expect(paymentCurrencyOf(undefined)).toBe("usd");
  });
});

describe("priceMinimumMessage (001 §9 Minimum paid price 1, in the organization's currency)", () => {
  it.each([
    ["eventPriceMinimum", "Event price needs to be greater than $1.00."],
    ["productPriceMinimum", "Product price needs to be greater than $1.00."],
    ["classPriceMinimum", "Class price needs to be greater than $1.00."],
    ["subscriptionPriceMinimum", "Subscription price needs to be greater than $1.00."],
    ["invoiceTotalMinimum", "The total amount of the invoice must be greater than $1.00"],
  ] as const)("keeps the spec's exact %s text for USD: '%s'", (key, text) => {
    expect(priceMinimumMessage(key, "usd")).toBe(text);
    expect(priceMinimumMessage(key, "USD")).toBe(text);
  });

  it.each([
    ["eventPriceMinimum", "eur", "Event price needs to be greater than €1.00."],
    ["productPriceMinimum", "eur", "Product price needs to be greater than €1.00."],
    ["classPriceMinimum", "gbp", "Class price needs to be greater than £1.00."],
    ["subscriptionPriceMinimum", "eur", "Subscription price needs to be greater than €1.00."],
    ["invoiceTotalMinimum", "eur", "The total amount of the invoice must be greater than €1.00"],
  ] as const)("names %s's minimum in %s: '%s'", (key, currency, text) => {
    expect(priceMinimumMessage(key, currency)).toBe(text);
  });
});

describe("spreadsheetMoneyFormat (000 §9: exported money formatted as currency, default USD)", () => {
  it("keeps the dollar format of every export for USD", () => {
    expect(spreadsheetMoneyFormat("usd")).toBe('"$"#,##0.00');
    expect(spreadsheetMoneyFormat("USD")).toBe('"$"#,##0.00');
  });

  it.each([
    ["eur", '"€"#,##0.00'],
    ["gbp", '"£"#,##0.00'],
    // The symbol formatCents shows on screen, so a Canadian dollar is not read as a US one.
    ["cad", '"CA$"#,##0.00'],
    // A currency without minor units shows none, as formatCents does.
    ["jpy", '"¥"#,##0'],
  ])("names %s's symbol: %s", (currency, format) => {
    expect(spreadsheetMoneyFormat(currency)).toBe(format);
  });
});

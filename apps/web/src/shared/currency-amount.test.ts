import { describe, expect, it } from "vitest";
import { currencyLabel, currencyPrefix, toAmount } from "./currency-amount";

// 000 §5 Currency input, as the New Invoice's Amount field reports what was typed.
describe("toAmount", () => {
  it("leaves a cleared field empty rather than 0, so typing 30 next gives 30, not 300", () => {
    expect(toAmount("")).toBeNull();
    expect(toAmount(3)).toBe(3);
    expect(toAmount(30)).toBe(30);
  });

  it("reads an amount still being typed", () => {
    expect(toAmount(12.5)).toBe(12.5);
    expect(toAmount("12.")).toBe(12);
    expect(toAmount("12.50")).toBe(12.5);
  });

  it("strips non-numeric characters and turns NaN into 0", () => {
    expect(toAmount("$ 1,234.50")).toBe(1234.5);
    expect(toAmount(".")).toBe(0);
    expect(toAmount(Number.NaN)).toBe(0);
  });
});

// 000 §5 Currency input shows '$ ' while not focused; 000 §9 money is in the organization's
// currency, so a euro studio's field shows '€ ' the same way.
describe("currencyPrefix", () => {
  it("keeps exactly '$ ' for US dollars", () => {
    expect(currencyPrefix("usd")).toBe("$ ");
    expect(currencyPrefix("USD")).toBe("$ ");
  });

  it("shows another currency's own symbol and a space", () => {
    expect(currencyPrefix("eur")).toBe("€ ");
    expect(currencyPrefix("gbp")).toBe("£ ");
  });
});

// 000 §9 Currency, read-only: "Default label 'US Dollar - USD ($)'".
describe("currencyLabel", () => {
  it("labels US dollars with the spec's default text", () => {
    expect(currencyLabel("usd")).toBe("US Dollar - USD ($)");
  });

  it("labels another currency the same way", () => {
    expect(currencyLabel("eur")).toBe("Euro - EUR (€)");
  });
});

import { describe, expect, it } from "vitest";
import { moneyFormatIn } from "./use-money-format";

// 000 §9 money is "formatted as currency (default USD)", in the organization's currency.
describe("moneyFormatIn", () => {
  it("formats cents as US dollars with thousands separators", () => {
    expect(moneyFormatIn("USD")(123_450)).toBe("$1,234.50");
  });

  it("formats cents in the organization's currency, whatever its code's case", () => {
    expect(moneyFormatIn("eur")(4_000)).toBe("€40.00");
    expect(moneyFormatIn("GBP")(99)).toBe("£0.99");
  });
});

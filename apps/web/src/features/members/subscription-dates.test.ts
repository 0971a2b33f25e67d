import { describe, expect, it } from "vitest";
import { chosenNextChargeDate, nextChargeText } from "./subscription-dates";

describe("subscription dates", () => {
  // 000 §4: the chosen date D is stored as 06:00 of D + 1 on the studio's clock.
  const stored = "2026-11-06T11:00:00.000Z"; // 06:00 EST on November 6

  it("shows the date that was chosen, not the day it is stored on", () => {
    expect(chosenNextChargeDate(stored, "America/New_York")).toBe("2026-11-05");
    expect(chosenNextChargeDate(null, "America/New_York")).toBe("");
  });

  it("says the chosen date in the default format (000 §9), then when the run charges it", () => {
    expect(nextChargeText(stored, "America/New_York")).toMatch(
      /^Next charge on November 05, 2026; charged \w+day, November \d+ at .+ EST\.$/,
    );
  });
});

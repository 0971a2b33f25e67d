import { describe, expect, it } from "vitest";
import { billingNoteIn, chosenNextChargeDate, nextChargeText } from "./subscription-dates";

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

  it("gives the spec's billing note, then its run on the studio's clock, and no promise of a day", () => {
    // The card says which day the run charges; the note only says when the run is.
    expect(billingNoteIn("America/New_York", new Date("2026-11-26T12:00:00Z"))).toBe(
      "Billing happens about 12:00am PST. That is 3:00 AM EST for this studio.",
    );
  });
});

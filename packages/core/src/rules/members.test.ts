import { describe, expect, it } from "vitest";
import { MESSAGES } from "../messages";
import {
  dateOfBirthIssue,
  hasSubscriptionTokens,
  latestNextChargeDate,
  memberSearchTerm,
  nextChargeDateIssue,
  savedCardName,
  subscriptionAmountIssue,
  todayIn,
} from "./members";

describe("searching members by phone whatever the punctuation (issue #21)", () => {
  it.each([
    ["(555) 123-4567", "5551234567"],
    ["555.123.4567", "5551234567"],
    ["+1 555 123", "1555123"],
    ["555-12", "55512"],
  ])("looks for '%s' as the digits %s", (search, term) => {
    expect(memberSearchTerm(search)).toBe(term);
  });

  it.each([["priya"], ["okafor12"], ["12"], ["a-b"]])("keeps '%s' as typed", (search) => {
    expect(memberSearchTerm(search)).toBe(search);
  });

  it.each([
    ["Priya  Patel", "Priya Patel"],
    [" priya \t patel ", "priya patel"],
  ])(
    "reads '%s' as the name '%s', whatever spaces were typed or pasted between",
    (search, term) => {
      expect(memberSearchTerm(search)).toBe(term);
    },
  );
});

describe("date of birth (000 §5 Member profile)", () => {
  it.each([
    ["yesterday", "2026-11-25"],
    ["today", "2026-11-26"],
    ["long ago", "1950-01-01"],
    ["no date", null],
  ])("accepts %s", (_, dateOfBirth) => {
    expect(dateOfBirthIssue(dateOfBirth, "2026-11-26")).toBeNull();
  });

  it("refuses a day after today with 'Date of birth cannot be in the future.'", () => {
    expect(dateOfBirthIssue("2026-11-27", "2026-11-26")).toBe(
      "Date of birth cannot be in the future.",
    );
  });

  it("counts today in the organization's zone: Sydney's 27th is not in the future there", () => {
    const now = new Date("2026-11-26T20:00:00Z");
    expect(dateOfBirthIssue("2026-11-27", todayIn("Australia/Sydney", now))).toBeNull();
    expect(dateOfBirthIssue("2026-11-27", todayIn("America/New_York", now))).not.toBeNull();
  });
});

describe("a saved card named in a sentence (000 §9 Card brands)", () => {
  it("names the brands that have an image, whatever the provider's spelling", () => {
    expect(savedCardName({ brand: "visa", last4: "4242" })).toBe("Visa •••• 4242");
    expect(savedCardName({ brand: "American Express", last4: "0005" })).toBe(
      "American Express •••• 0005",
    );
    expect(savedCardName({ brand: "MasterCard", last4: "4444" })).toBe("Mastercard •••• 4444");
  });

  it("calls any other brand an unknown card", () => {
    expect(savedCardName({ brand: "jcb", last4: "0000" })).toBe("Unknown card •••• 0000");
  });
});

describe("subscriptionAmountIssue (000 §4 Subscription edits; 001 §9 minimum paid price 1)", () => {
  it.each([
    [99, "usd", MESSAGES.subscriptionPriceMinimum],
    [0, "usd", "Subscription price needs to be greater than $1.00."],
    [100, "usd", null],
    [99, "eur", "Subscription price needs to be greater than €1.00."],
    [2_500, "eur", null],
  ])("%i cents in %s → %s", (cents, currency, message) => {
    expect(subscriptionAmountIssue(cents, currency)).toBe(message);
  });
});

describe("hasSubscriptionTokens (000 §4 remaining tokens from 0 to the cycle quantity)", () => {
  it.each([
    [0, false],
    [1, true],
    [12, true],
  ])("a cycle quantity of %i → %s", (quantity, hasTokens) => {
    expect(hasSubscriptionTokens({ quantity })).toBe(hasTokens);
  });
});

describe("nextChargeDateIssue (000 §4 Subscription edits: a minimum of today, within the end)", () => {
  const NEW_YORK = "America/New_York";
  // A class billed until 11 December 2027: the class form's end, 23:59:59 of that day.
  const classEnd = new Date("2027-12-12T04:59:59.999Z");
  const limits = { today: "2027-11-20", timeZone: NEW_YORK, subscriptionEnd: classEnd };

  it.each([
    ["2027-11-19", MESSAGES.nextChargeInPast],
    ["2027-11-20", null],
    // Charged at 06:00 on 11 December, the end's own day.
    ["2027-12-10", null],
    // Charged at 06:00 on 12 December, after the end: the run would never bill it.
    ["2027-12-11", MESSAGES.nextChargeAfterEnd],
    ["2028-01-05", MESSAGES.nextChargeAfterEnd],
  ])("answers %s with %s", (date, issue) => {
    expect(nextChargeDateIssue(date, limits)).toBe(issue);
  });

  it("takes any date from today on for a subscription without an end", () => {
    expect(nextChargeDateIssue("2030-01-01", { ...limits, subscriptionEnd: null })).toBeNull();
  });

  it("offers up to the day before the end's date, whose charge is the end's morning", () => {
    expect(latestNextChargeDate(classEnd, NEW_YORK)).toBe("2027-12-10");
    expect(nextChargeDateIssue("2027-12-10", limits)).toBeNull();
    expect(latestNextChargeDate(null, NEW_YORK)).toBeUndefined();
  });

  it("offers one day earlier when the end comes before 06:00 on its day", () => {
    const earlyEnd = new Date("2027-12-11T08:00:00.000Z"); // 03:00 in New York
    expect(latestNextChargeDate(earlyEnd, NEW_YORK)).toBe("2027-12-09");
    const early = { ...limits, subscriptionEnd: earlyEnd };
    expect(nextChargeDateIssue("2027-12-09", early)).toBeNull();
    expect(nextChargeDateIssue("2027-12-10", early)).toBe(MESSAGES.nextChargeAfterEnd);
  });
});

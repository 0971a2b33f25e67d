import { describe, expect, it } from "vitest";
import { MESSAGES } from "../messages";
import {
  type ClassDraft,
  type ClassPriceDraft,
  canDeleteClass,
  capacityText,
  classPriceMode,
  enrolledText,
  isActiveClass,
  newClassIssues,
  nextClassDate,
  privacyText,
} from "./classes";

const ZONE = "America/New_York";
const NOW = new Date("2027-01-04T15:00:00Z");

const subscription = (changes: Partial<NonNullable<ClassPriceDraft["subscription"]>> = {}) => ({
  amount: 4000,
  recurrenceTime: "everyMonth" as const,
  subscriptionStart: new Date("2027-01-11T00:00:00Z"),
  subscriptionEnd: new Date("2027-12-11T00:00:00Z"),
  ...changes,
});

function draft(changes: Partial<ClassDraft> = {}): ClassDraft {
  return {
    classTitle: "Morning Flow",
    classDescription: "Vinyasa to start the day.",
    hasImage: true,
    classStart: new Date("2027-01-11T12:00:00Z"),
    classDuration: 3600,
    recurrence: { recurrenceTime: "everyWeek" },
    classEnd: new Date("2027-06-28T12:00:00Z"),
    price: { amount: 0, oneTimePurchase: false, subscription: null },
    classMaxUsers: 12,
    ageItem: null,
    customButtonLink: null,
    registrationStartDuration: null,
    registrationCloseDuration: null,
    ...changes,
  };
}

const firstMessage = (changes: Partial<ClassDraft>) =>
  newClassIssues(draft(changes), NOW, ZONE, "usd")[0]?.message ?? null;

describe("new class valid when (001 §5 New class, Common limits)", () => {
  it.each<[string, Partial<ClassDraft>, string | null]>([
    ["a complete free weekly class", {}, null],
    ["a blank title", { classTitle: " " }, MESSAGES.completeAllFields],
    ["a blank description", { classDescription: "" }, MESSAGES.completeAllFields],
    ["no image", { hasImage: false }, MESSAGES.selectClassImage],
    ["no start", { classStart: null }, MESSAGES.selectStartAndDuration],
    ["a duration of 0", { classDuration: 0 }, MESSAGES.selectStartAndDuration],
    ["no recurrence", { recurrence: null }, MESSAGES.selectReoccuringType],
    [
      "recurring without an option",
      { recurrence: { recurrenceTime: null } },
      MESSAGES.selectReoccuringType,
    ],
    ["no end date", { classEnd: null }, MESSAGES.selectEventStartAndEnd],
    [
      "an end at the start",
      { classEnd: new Date("2027-01-11T12:00:00Z") },
      MESSAGES.classEndAfterStart,
    ],
    [
      "an end date on the start's date a year later (the wizard sends the end of that day)",
      { classEnd: new Date("2028-01-12T04:59:59Z") },
      null,
    ],
    [
      "an end over a year after the start",
      { classEnd: new Date("2028-01-12T12:00:00Z") },
      MESSAGES.recurrenceEndTooFar,
    ],
    [
      "a start over a year from now",
      { classStart: new Date("2028-02-01T12:00:00Z"), classEnd: null },
      MESSAGES.classDateTooFar,
    ],
    ["max users 0", { classMaxUsers: 0 }, MESSAGES.maxUsersMinimum],
    [
      "registration closing 2 hours before the start but opening 1 hour before",
      { registrationStartDuration: 3600, registrationCloseDuration: 7200 },
      MESSAGES.registrationOpensBeforeCloses,
    ],
    ["max users over 100,000", { classMaxUsers: 100_001 }, MESSAGES.maxUsersMaximum],
    [
      "an age limit starting at 0",
      { ageItem: { startAge: 0, endAge: null } },
      MESSAGES.startAgeMinimum,
    ],
  ])("%s → %s", (_name, changes, message) => {
    expect(firstMessage(changes)).toBe(message);
  });

  it("checks title and description before the image (the spec's order)", () => {
    expect(
      newClassIssues(draft({ classTitle: "", hasImage: false }), NOW, ZONE, "usd").map(
        (i) => i.field,
      ),
    ).toEqual(["classTitle", "image"]);
  });
});

describe("price modes (001 §4 Price modes, §5 New class price)", () => {
  it.each<[string, ClassPriceDraft | null, string | null]>([
    ["no price (payments inactive)", null, null],
    [
      "free without one-time purchase",
      { amount: 0, oneTimePurchase: false, subscription: null },
      null,
    ],
    [
      "a one-time purchase of $25.00",
      { amount: 2500, oneTimePurchase: true, subscription: null },
      null,
    ],
    [
      "a one-time purchase under $1.00",
      { amount: 99, oneTimePurchase: true, subscription: null },
      MESSAGES.classPriceMinimum,
    ],
    // 001 §5 "one-time purchase without subscription needs an amount over 1".
    [
      "a one-time purchase of exactly $1.00",
      { amount: 100, oneTimePurchase: true, subscription: null },
      MESSAGES.classPriceMinimum,
    ],
    [
      "a one-time purchase of $1.01",
      { amount: 101, oneTimePurchase: true, subscription: null },
      null,
    ],
    ["a subscription", { amount: 0, oneTimePurchase: false, subscription: subscription() }, null],
    // 001 §5 "otherwise the amount must be at least 1".
    [
      "a subscription of exactly $1.00",
      { amount: 0, oneTimePurchase: false, subscription: subscription({ amount: 100 }) },
      null,
    ],
    [
      "a subscription under $1.00",
      { amount: 0, oneTimePurchase: false, subscription: subscription({ amount: 50 }) },
      MESSAGES.classPriceMinimum,
    ],
    [
      "a subscription without billing recurrence",
      { amount: 0, oneTimePurchase: false, subscription: subscription({ recurrenceTime: null }) },
      MESSAGES.selectBillingReoccuringType,
    ],
    [
      "a subscription without a start",
      {
        amount: 0,
        oneTimePurchase: false,
        subscription: subscription({ subscriptionStart: null }),
      },
      MESSAGES.selectSubscriptionDates,
    ],
    [
      "a subscription ending before it starts",
      {
        amount: 0,
        oneTimePurchase: false,
        subscription: subscription({ subscriptionEnd: new Date("2027-01-01T00:00:00Z") }),
      },
      MESSAGES.subscriptionEndAfterStart,
    ],
    [
      "a subscription over a year",
      {
        amount: 0,
        oneTimePurchase: false,
        subscription: subscription({ subscriptionEnd: new Date("2028-02-01T00:00:00Z") }),
      },
      MESSAGES.subscriptionEndTooFar,
    ],
    [
      "a subscription with a one-time purchase of 0",
      { amount: 0, oneTimePurchase: true, subscription: subscription() },
      MESSAGES.classPriceMinimum,
    ],
    [
      "a subscription with a one-time purchase of $1.00",
      { amount: 100, oneTimePurchase: true, subscription: subscription() },
      null,
    ],
  ])("%s → %s", (_name, price, message) => {
    expect(firstMessage({ price })).toBe(message);
  });

  it("names the minimum in the organization's currency: 'Class price needs to be greater than €1.00.'", () => {
    const price = { amount: 99, oneTimePurchase: true, subscription: null };
    expect(newClassIssues(draft({ price }), NOW, ZONE, "eur")[0]?.message).toBe(
      "Class price needs to be greater than €1.00.",
    );
  });

  it.each<[ClassPriceDraft | null, string | null]>([
    [null, null],
    [{ amount: 0, oneTimePurchase: false, subscription: null }, "free"],
    [{ amount: 900, oneTimePurchase: true, subscription: null }, "oneTime"],
    [{ amount: 0, oneTimePurchase: false, subscription: subscription() }, "subscription"],
  ])("%j is the mode %s", (price, mode) => {
    expect(classPriceMode(price)).toBe(mode);
  });

  it("refuses a custom button link on a paid class, keeps it on a free one", () => {
    const link = "https://harbor.example/book";
    const paid = { amount: 2500, oneTimePurchase: true, subscription: null };
    expect(firstMessage({ price: paid, customButtonLink: link })).toBe(
      MESSAGES.paidClassButtonLink,
    );
    expect(firstMessage({ customButtonLink: link })).toBeNull();
  });
});

describe("class view and list texts (001 §2)", () => {
  it.each<[number, number | null, string, string]>([
    [3, 10, "3 / 10", "7 spots available"],
    [9, 10, "9 / 10", "1 spot available"],
    [10, 10, "10 / 10", MESSAGES.maximumCapacity],
    [4, null, "4 / Unlimited", MESSAGES.unlimitedSpots],
  ])("%i enrolled of %s: '%s', '%s'", (users, max, enrolled, capacity) => {
    expect(enrolledText(users, max)).toBe(enrolled);
    expect(capacityText(users, max, false)).toBe(capacity);
  });

  it.each<[number, number | null]>([
    [3, 10],
    [10, 10],
    [4, null],
  ])(
    "a cancelled class with %i enrolled of %s offers no spots: it takes no new members",
    (users, max) => {
      expect(capacityText(users, max, true)).toBe(MESSAGES.classCancelledNoNewMembers);
    },
  );

  it("says who may join", () => {
    expect(privacyText(true)).toBe("Private - Users must request access");
    expect(privacyText(false)).toBe("Public - Anyone can join");
  });
});

describe("delete block (001 §5 Other, §8)", () => {
  it.each<[string | null, number, number, boolean]>([
    ["oneTime", 2, 0, false],
    ["subscription", 0, 1, false],
    ["subscription", 0, 0, true],
    ["free", 5, 2, true],
    [null, 5, 0, true],
  ])("price %s with %i members and %i pending: deletable %s", (mode, users, pending, ok) => {
    const priceMode = mode as Parameters<typeof canDeleteClass>[0]["priceMode"];
    expect(canDeleteClass({ priceMode, classUsers: users, pendingUsers: pending })).toBe(ok);
  });
});

describe("next class date and status (001 §2 Class view, Classes list)", () => {
  const series = {
    start: new Date("2027-01-11T23:00:00Z"),
    timeZone: ZONE,
    recurrence: { recurrenceTime: "everyWeek" as const, recurrenceDays: ["monday" as const] },
    end: new Date("2027-03-29T23:00:00Z"),
    isCancelled: false,
  };

  it("is the first occurrence from now on, at 6:00 pm local across daylight saving", () => {
    expect(nextClassDate(series, new Date("2027-03-16T00:00:00Z"))?.toISOString()).toBe(
      "2027-03-22T22:00:00.000Z",
    );
    expect(nextClassDate(series, NOW)?.toISOString()).toBe("2027-01-11T23:00:00.000Z");
  });

  it("finds a yearly class's next date beyond the first week and quarter", () => {
    const yearly = {
      ...series,
      recurrence: { recurrenceTime: "everyYear" as const, recurrenceDays: [] },
      end: null,
    };
    expect(nextClassDate(yearly, new Date("2027-06-01T00:00:00Z"))?.toISOString()).toBe(
      "2028-01-11T23:00:00.000Z",
    );
  });

  it("is null once the series has ended", () => {
    expect(nextClassDate(series, new Date("2027-04-01T00:00:00Z"))).toBeNull();
  });

  // 001 §4: a cancelled class meets no more; its summary must not promise a next class.
  it("is null for a cancelled class, even with dates left in its series", () => {
    expect(nextClassDate({ ...series, isCancelled: true }, NOW)).toBeNull();
  });

  it("lists a class as inactive when switched off, cancelled or over", () => {
    const seriesEnd = new Date("2027-03-29T23:00:00Z");
    expect(isActiveClass({ isActive: true, isCancelled: false, seriesEnd }, NOW)).toBe(true);
    expect(isActiveClass({ isActive: false, isCancelled: false, seriesEnd }, NOW)).toBe(false);
    expect(isActiveClass({ isActive: true, isCancelled: true, seriesEnd }, NOW)).toBe(false);
    const later = new Date("2027-04-01T00:00:00Z");
    expect(isActiveClass({ isActive: true, isCancelled: false, seriesEnd }, later)).toBe(false);
  });
});

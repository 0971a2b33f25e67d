import {
  type Account,
  DEFAULT_APP_INFORMATION,
  DEFAULT_CALENDAR_COLORS,
  DEFAULT_PAYMENT_INFORMATION,
} from "@studiodesk/core/contracts/account";
import { MESSAGES } from "@studiodesk/core/messages";
import { describe, expect, it } from "vitest";
import {
  eventFormIssues,
  initialEventValues,
  wizardButtonOf,
  wizardDefaults,
} from "./event-form-values";

// An account whose website is on or off; the rest as the spec's stored defaults.
const accountWithWebsite = (isActive: boolean): Account => ({
  appInformation: DEFAULT_APP_INFORMATION,
  paymentInformation: DEFAULT_PAYMENT_INFORMATION,
  publicInformation: {
    appName: "Harbor Yoga",
    appAddress: "",
    appLogo: null,
    appOrgId: "org",
    timezone: "America/New_York",
    publicRef: "harbor",
  },
  socialInformation: {},
  bookingInformation: null,
  websiteInformation: { isActive },
  calendarColors: DEFAULT_CALENDAR_COLORS,
});

describe("new event and class defaults (001 §9)", () => {
  it.each([
    ["active", true],
    ["inactive", false],
  ])("turns show on website on while the website is %s", (_, isWebsiteActive) => {
    const account = accountWithWebsite(isWebsiteActive);
    expect(initialEventValues(account).showOnWebsite).toBe(true);
    expect(wizardDefaults(account, "#00ff00").showOnWebsite).toBe(true);
  });

  it("turns the prepaid option, required documents and on calendar on, private off", () => {
    expect(initialEventValues(accountWithWebsite(false))).toMatchObject({
      isPrepaidOption: true,
      requiredDocuments: true,
      isOnCalendar: true,
      isPrivate: false,
      hasLeaders: true,
    });
  });

  it("colours a new event with the account's event colour and a class with the colour named", () => {
    const account = accountWithWebsite(true);
    expect(initialEventValues(account).calendarHex).toBe("#0000ff");
    expect(wizardDefaults(account, account.calendarColors.classColor).calendarHex).toBe("#00ff00");
  });
});

describe("the wizards' custom button (001 §4)", () => {
  const button = (hasCustomButton: boolean, title: string, link: string) => ({
    hasCustomButton,
    eventButtonTitle: title,
    eventButtonLink: link,
  });

  it.each([
    ["switched off", button(false, "Join", "https://a.example"), false, null, null],
    ["free", button(true, " Join ", " https://a.example "), false, "Join", "https://a.example"],
    ["paid, which hides the link", button(true, "Join", "https://a.example"), true, "Join", null],
    ["left blank", button(true, "  ", ""), false, null, null],
  ])("sends the title and link of a button %s", (_, values, isPaid, title, link) => {
    expect(wizardButtonOf(values, isPaid)).toEqual({ title, link });
  });
});

describe("the New Event wizard's ticket quantity (001 §5 'Limited quantity minimum: 1 on a new event')", () => {
  it("refuses Limited with the number of tickets left blank instead of publishing an Unlimited event", () => {
    const values = {
      ...initialEventValues(accountWithWebsite(true)),
      isLimited: true,
      quantity: "",
    };
    const messages = eventFormIssues(values, "America/New_York", true, "usd").map(
      (issue) => issue.message,
    );
    expect(messages).toContain(MESSAGES.ticketQuantityRange);
  });
});

describe("a start the studio's clocks skip (daylight saving)", () => {
  // Taken as 3:30 am, a weekly series from it would meet at 3:30 am every week.
  it("refuses 2:30 am on New York's spring-forward day with a message on the start", () => {
    const values = {
      ...initialEventValues(accountWithWebsite(true)),
      startDate: "2027-03-14",
      startTime: "02:30",
    };
    expect(eventFormIssues(values, "America/New_York", true, "usd")).toContainEqual({
      section: "details",
      field: "eventStart",
      message: MESSAGES.startTimeSkipped,
    });
  });

  it("takes 1:30 am on the fall-back day, which happens twice, without a message on the start", () => {
    const values = {
      ...initialEventValues(accountWithWebsite(true)),
      startDate: "2027-11-07",
      startTime: "01:30",
    };
    const messages = eventFormIssues(values, "America/New_York", true, "usd").map(
      (issue) => issue.message,
    );
    expect(messages).not.toContain(MESSAGES.startTimeSkipped);
  });
});

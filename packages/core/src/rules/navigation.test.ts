import { describe, expect, it } from "vitest";
import { type Account, DEFAULT_APP_INFORMATION } from "../contracts/account";
import {
  buildSideMenu,
  isMenuEntryEnabled,
  menuEntryOfPage,
  switchedOffMenuEntry,
} from "./navigation";

type MenuAccount = Pick<Account, "appInformation" | "bookingInformation">;
const account = (
  app: Partial<Account["appInformation"]> = {},
  booking: Account["bookingInformation"] = null,
): MenuAccount => ({
  appInformation: { ...DEFAULT_APP_INFORMATION, isActive: true, ...app },
  bookingInformation: booking,
});
const labels = (menu: ReturnType<typeof buildSideMenu>) =>
  menu?.entries.map((entry) => entry.label) ?? [];

describe("side menu (000 §2 Layout shell)", () => {
  it("renders no menu at all while appInformation.isActive is not true", () => {
    expect(buildSideMenu(account({ isActive: false }))).toBeNull();
  });

  it.each([
    [undefined, true],
    [true, true],
    [false, false],
  ])(
    "shows Schedule when isScheduleActive is %s: %s (hidden only when explicitly false)",
    (value, shown) => {
      expect(isMenuEntryEnabled("schedule", account({ isScheduleActive: value }))).toBe(shown);
    },
  );

  it.each([
    [null, false],
    [{ isActive: false, bookingTypes: [] }, false],
    [{ isActive: true, bookingTypes: [] }, true],
  ])("shows Booking for booking information %o: %s", (booking, shown) => {
    expect(isMenuEntryEnabled("booking", account({}, booking))).toBe(shown);
  });

  it.each([
    ["billing", { isPaymentActive: true }, true],
    ["billing", { isPaymentActive: false }, false],
    ["terminal", { isTerminalActive: true }, true],
    ["terminal", { isTerminalActive: undefined }, false],
    ["terminal", { isTerminalActive: false }, false],
  ] as const)("shows %s for %o: %s", (key, app, shown) => {
    expect(isMenuEntryEnabled(key, account(app))).toBe(shown);
  });

  it("never lists the hidden Settings entry and groups the coming-soon sections", () => {
    const menu = buildSideMenu(
      account({ isTerminalActive: true }, { isActive: true, bookingTypes: [] }),
    );
    expect(labels(menu)).not.toContain("Settings");
    expect(labels(menu)).toEqual(
      expect.arrayContaining(["Schedule", "Booking", "Billing", "Terminal", "Members"]),
    );
    expect(menu?.comingSoon.map((entry) => entry.label)).toEqual([
      "Attendance",
      "Reports",
      "Messages",
      "Forms",
    ]);
  });
});

describe("the menu entry a page belongs to (the one the side menu marks)", () => {
  it.each([
    ["/dashboard", "dashboard"],
    ["/dashboard/", "dashboard"],
    ["/dashboard/Shop", "shop"],
    ["/dashboard/schedule/event/abc/users", "schedule"],
    ["/dashboard/shop/abc/", "shop"],
    // 001 §2 route table: the product purchasers page sits under the schedule's address.
    ["/dashboard/schedule/shop/abc/users", "shop"],
    ["/dashboard/invoices/newinvoice", "billing"],
    ["/dashboard/settings/reports", "settings"],
  ])("puts %s under %s", (pathname, key) => {
    expect(menuEntryOfPage(pathname)?.key).toBe(key);
  });

  it("puts an address outside every section under none (not the dashboard home)", () => {
    expect(menuEntryOfPage("/dashboard/no-such-page")).toBeNull();
    expect(menuEntryOfPage("/dashboard/schedules")).toBeNull();
  });
});

describe("switched-off feature routes (issue #19: routes answer as the menu does)", () => {
  const scheduleOff = account({ isScheduleActive: false });

  it.each([
    "/dashboard/schedule",
    "/dashboard/schedule/",
    "/dashboard/schedule/newevent",
    "/dashboard/schedule/event/abc/users",
  ])("turns %s away while the schedule is off", (pathname) => {
    expect(switchedOffMenuEntry(pathname, scheduleOff)?.key).toBe("schedule");
  });

  it.each([
    "/dashboard",
    "/dashboard/shop",
    "/dashboard/schedule/shop/abc/users",
    "/dashboard/schedules",
  ])("opens %s while the schedule is off", (pathname) => {
    expect(switchedOffMenuEntry(pathname, scheduleOff)).toBeNull();
  });

  it("opens the schedule while it is on", () => {
    expect(switchedOffMenuEntry("/dashboard/schedule", account())).toBeNull();
  });

  it("turns a new invoice away while payments are off", () => {
    expect(
      switchedOffMenuEntry("/dashboard/invoices/newinvoice", account({ isPaymentActive: false }))
        ?.key,
    ).toBe("billing");
  });

  it("guards nothing one by one while the app is not active (there is no menu at all)", () => {
    expect(
      switchedOffMenuEntry(
        "/dashboard/schedule",
        account({ isActive: false, isScheduleActive: false }),
      ),
    ).toBeNull();
  });
});

import type { Locator, Page } from "playwright-core";
import { describe, it } from "vitest";
import { accessibilityViolations, expect, startBrowser, withFreshPage } from "./support/browser";
import { signIn } from "./support/chromium";
import { markContrast, shownColor } from "./support/contrast";
import {
  addFirstAttendee,
  createCalendarItem,
  createWeeklyEvent,
  openAttendees,
  showBlackItemInDarkSchedule,
} from "./support/events";
import { api, toast } from "./support/journeys";

// Issue #21: the front desk's key flows on a phone (390 × 844, an iPhone's CSS pixels).
const PHONE = { width: 390, height: 844 };
const ADMIN = "admin@harbor.example";

type MemberSummary = { id: string; firstName: string; lastName: string; email: string };

const browser = await startBrowser();

const withPhone = (work: (page: Page) => Promise<void>) =>
  withFreshPage(
    browser,
    async (page) => {
      await signIn(page, ADMIN);
      await work(page);
    },
    { viewport: PHONE },
  );

// Nothing on the page reaches past the screen's right edge (no sideways scrolling).
async function expectNoSidewaysScroll(page: Page) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(PHONE.width);
}

// An element lies wholly inside the screen's width.
async function expectWithinScreen(locator: Locator) {
  await locator.scrollIntoViewIfNeeded();
  const box = await locator.boundingBox();
  expect(box).not.toBeNull();
  expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 0) <= PHONE.width).toBe(true);
}

describe("phone", () => {
  it("opens the side menu from the burger and finds a member's profile through the search", () =>
    withPhone(async (page) => {
      const sideMenu = page.getByRole("navigation", { name: "Side menu" });
      await expect(sideMenu).not.toBeInViewport();
      await page.getByRole("button", { name: "Toggle navigation" }).click();
      await expect(sideMenu).toBeInViewport();
      await sideMenu.getByRole("link", { name: "Members", exact: true }).click();
      await page.waitForURL("**/dashboard/members");
      await expect(sideMenu).not.toBeInViewport();

      const response = await page.request.get("/api/v1/members?limit=10");
      const { members } = (await response.json()) as { members: MemberSummary[] };
      const target = members.at(-1) as MemberSummary;
      await page.getByLabel("Search members").fill(target.email);
      // A card per member: the email reads whole, under its column's name.
      const card = page.locator("tbody tr[tabindex]").filter({ hasText: target.email });
      await expect(card).toHaveCount(1);
      await expectWithinScreen(card.getByText(target.email));
      await expectNoSidewaysScroll(page);
      expect(await accessibilityViolations(page)).toEqual([]);

      await card.click();
      await page.waitForURL(/\/dashboard\/members\/profile\?uid=/);
      const name = `${target.firstName} ${target.lastName}`;
      await expect(page.getByRole("heading", { name })).toBeVisible();
      await expectNoSidewaysScroll(page);
      expect(await accessibilityViolations(page)).toEqual([]);
    }));

  it("lists the month as an agenda by day and opens an event from it", () =>
    withPhone(async (page) => {
      const title = `Phone Agenda ${Date.now()}`;
      // At dawn in New York, the first line of its days: the journeys before this one add
      // their own Monday events at 6 PM, and a day shows five lines before "Show N more".
      const { eventId } = await createWeeklyEvent(page, title, 5, "10:30");
      await page.goto("/dashboard/schedule");
      await expect(page.getByRole("radio", { name: "Month View" })).toBeChecked();
      await page.getByRole("button", { name: "Next" }).click();
      const agenda = page.getByRole("region", { name: "Agenda" });
      const entries = agenda.getByRole("button", { name: new RegExp(title) });
      // Every Monday of the month (four or five), each under its day's heading.
      await expect(entries.nth(3)).toBeVisible();
      await expect(agenda.getByRole("heading", { name: /^Monday, / }).first()).toBeVisible();
      await expectNoSidewaysScroll(page);
      expect(await accessibilityViolations(page)).toEqual([]);

      await entries.first().click();
      await page.waitForURL(`**/dashboard/schedule/event/${eventId}/**`);
      await expect(page.getByRole("heading", { name: title })).toBeVisible();
      await expectNoSidewaysScroll(page);
    }));

  it("shows a full day's first lines and opens the whole day from Show N more", () =>
    withPhone(async (page) => {
      // Seven one-time items on the 10th two months ahead, from 9 or 10 AM in New York.
      const prefix = `Agenda Day ${Date.now().toString(36)}`;
      const now = new Date();
      const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 2, 10, 14));
      const titles = Array.from({ length: 7 }, (_, index) => `${prefix} ${index + 1}`);
      for (const [index, title] of titles.entries()) {
        const start = new Date(day.getTime() + index * 10 * 60_000);
        await createCalendarItem(page, title, start, "A busy day.");
      }
      await page.goto("/dashboard/schedule");
      await page.getByRole("button", { name: "Next" }).click();
      await page.getByRole("button", { name: "Next" }).click();
      const dayName = day.toLocaleDateString("en-US", {
        weekday: "long",
        month: "long",
        day: "numeric",
        timeZone: "UTC",
      });
      const agenda = page.getByRole("region", { name: "Agenda" });
      const dayList = agenda
        .locator("div.mantine-Stack-root")
        .filter({ has: page.getByRole("heading", { name: dayName }) });
      // Five lines and the sixth for the rest: never the whole busy day at once.
      await expect(dayList.getByRole("button", { name: /^Show \d+ more$/ })).toBeVisible();
      await expect(dayList.getByRole("button")).toHaveCount(6);
      expect(await accessibilityViolations(page)).toEqual([]);

      await dayList.getByRole("button", { name: /^Show \d+ more$/ }).click();
      const wholeDay = page.getByRole("dialog", { name: dayName });
      await expect(wholeDay.getByRole("button", { name: new RegExp(prefix) })).toHaveCount(7);
      // Each line reads its studio time, then its title.
      await wholeDay
        .getByRole("button", { name: new RegExp(`^\\d{1,2}:\\d0 AM ${titles[3]}$`) })
        .click();
      await expect(page.getByRole("dialog", { name: titles[3] })).toBeVisible();
    }));

  it("moves the agenda's month with Previous and Next; Week View brings the grid back", () =>
    withPhone(async (page) => {
      // The grid's code (FullCalendar) is its own chunk, named after its module.
      const gridCode: string[] = [];
      page.on("request", (request) => {
        if (/\/assets\/CalendarGrid-[\w-]+\.js$/.test(request.url())) gridCode.push(request.url());
      });
      await page.goto("/dashboard/schedule");
      const title = page.getByRole("heading", { level: 2 });
      const shownMonth = async () => new Date(`1 ${await title.textContent()}`);
      const wordMonth = (date: Date) =>
        date.toLocaleString("en-US", { month: "long", year: "numeric" });
      const thisMonth = await shownMonth();
      const nextMonth = new Date(thisMonth.getFullYear(), thisMonth.getMonth() + 1, 1);

      await page.getByRole("button", { name: "Next" }).click();
      await expect(title).toHaveText(wordMonth(nextMonth));
      await page.getByRole("button", { name: "Previous" }).click();
      await expect(title).toHaveText(wordMonth(thisMonth));
      await expect(page.getByRole("region", { name: "Agenda" })).toBeVisible();
      // A phone's month is the agenda, which never loads the grid.
      expect(gridCode).toEqual([]);

      // The week grid is drawn only now, on the shown month's current week.
      await page.getByText("Week View").click();
      await expect(page.getByRole("region", { name: "Agenda" })).toBeHidden();
      await expect(page.locator(".fc-timeGridWeek-view")).toBeVisible();
      expect(gridCode).toHaveLength(1);
      await expectNoSidewaysScroll(page);
    }));

  it("adds an attendee in a full-screen sheet and saves their attendance from the card", () =>
    withPhone(async (page) => {
      const { eventId, starts } = await createWeeklyEvent(page, "Phone Attendance", 5);
      await openAttendees(page, eventId, starts[0] as string);

      await page.getByRole("button", { name: "Options" }).click();
      await page.getByRole("menuitem", { name: "Add Attendees" }).click();
      const picker = page.getByRole("dialog", { name: "Add Attendees" });
      await expect(picker).toBeVisible();
      // A sheet: the whole screen, not a floating box — measured once its opening transition
      // (which scales it) has finished, whatever the machine's pace.
      await picker.evaluate((dialog) =>
        Promise.all(dialog.getAnimations({ subtree: true }).map((animation) => animation.finished)),
      );
      await expect
        .poll(async () => {
          const sheet = await picker.boundingBox();
          return sheet && { width: Math.round(sheet.width), height: Math.round(sheet.height) };
        })
        .toEqual({ width: PHONE.width, height: PHONE.height });
      const memberName = await addFirstAttendee(page);

      const attendance = page.getByLabel(`Attendance for ${memberName}`);
      await expect(attendance).toBeVisible();
      await expectWithinScreen(attendance);
      await expectWithinScreen(page.getByRole("button", { name: `Remove ${memberName}` }));
      await attendance.fill("1");
      const save = page.getByRole("button", { name: "Save" });
      await save.click();
      await expect(toast(page, "Attendance Updated")).toBeVisible();
      await expectNoSidewaysScroll(page);
      expect(await accessibilityViolations(page)).toEqual([]);
    }));

  it("shows all four member filters on the screen, and Blocked lists the blocked members", () =>
    withPhone(async (page) => {
      const lastName = `Filter${Date.now().toString(36)}`;
      const member = (firstName: string) =>
        api<MemberSummary>(page, "POST", "/members", {
          firstName,
          lastName,
          email: `${firstName}.${lastName}@e2e.example`.toLowerCase(),
          password: "Gen3rated!",
        });
      const blocked = await member("Blocked");
      const open = await member("Open");
      await api(page, "PUT", `/members/${blocked.id}/block`);
      await page.goto("/dashboard/members");
      const filters = page.getByRole("radiogroup", { name: "Show members" });
      // Each option whole on the screen, not clipped by the control's edge ("Blocked" was cut
      // off there); measured as the page shows them, without scrolling to them.
      const shown = await filters.boundingBox();
      for (const name of ["All", "Active in the last 30 days", "Leaders", "Blocked"]) {
        const option = await filters.getByText(name, { exact: true }).boundingBox();
        const right = (option?.x ?? 0) + (option?.width ?? Number.POSITIVE_INFINITY);
        expect({
          name,
          isWhole: right <= Math.min(PHONE.width, (shown?.x ?? 0) + (shown?.width ?? 0)),
        }).toEqual({ name, isWhole: true });
      }
      await expectNoSidewaysScroll(page);

      await page.getByLabel("Search members").fill(lastName);
      const card = (person: MemberSummary) =>
        page.locator("tbody tr[tabindex]").filter({ hasText: person.email });
      await expect(card(open)).toBeVisible();
      await expect(card(blocked)).toBeVisible();
      await filters.getByText("Blocked", { exact: true }).click();
      await expect(filters.getByRole("radio", { name: "Blocked" })).toBeChecked();
      await expect(card(open)).toBeHidden();
      await expect(card(blocked)).toBeVisible();
      expect(await accessibilityViolations(page)).toEqual([]);
    }));

  it("opens the search from the top bar's Search button", () =>
    withPhone(async (page) => {
      await expect(page.getByRole("textbox", { name: "Search", exact: true })).toBeHidden();
      await page.getByRole("button", { name: "Search", exact: true }).click();
      const dialog = page.getByRole("dialog", { name: "Search" });
      const term = dialog.getByRole("textbox", {
        name: "Search members, events, classes, products and files",
      });
      await expect(term).toBeFocused();
      await term.fill("admin");
      await expect(dialog.getByRole("group", { name: "Search results" })).toBeVisible();
      await expectWithinScreen(term);
    }));

  it("greets the signed-in user on one line of the top bar", () =>
    withPhone(async (page) => {
      // The user menu's button, not the stand-in the top bar draws while the menu's code loads.
      const userMenu = page.getByRole("banner").getByRole("button", { name: "Welcome Avery" });
      await expect(userMenu).toBeVisible();
      const greeting = userMenu.getByText("Welcome Avery", { exact: true });
      await expectWithinScreen(greeting);
      const lines = await greeting.evaluate(
        (element) =>
          element.getBoundingClientRect().height /
          Number.parseFloat(getComputedStyle(element).lineHeight),
      );
      expect(lines).toBeLessThan(1.5);
    }));

  it("rings a black calendar item's dot in dark mode, keeping its colour", () =>
    withPhone(async (page) => {
      const title = `Black Item ${Date.now()}`;
      await showBlackItemInDarkSchedule(page, title, "Black on the dark page.");
      const entry = page
        .getByRole("region", { name: "Agenda" })
        .getByRole("button", { name: new RegExp(title) });
      await expect(entry).toBeVisible();
      // The entry's colour mark, the line's first part.
      const dot = entry.locator("span").first();
      expect(await shownColor(dot)).toBe("rgb(0, 0, 0)");
      // WCAG 1.4.11: a mark that carries meaning reads at 3:1 against the page.
      expect(await markContrast(dot)).toBeGreaterThanOrEqual(3);
    }));
});

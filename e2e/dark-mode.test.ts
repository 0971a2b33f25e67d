import type { Page } from "playwright-core";
import { describe, it } from "vitest";
import { accessibilityViolations, expect } from "./support/browser";
import { markContrast, shownColor } from "./support/contrast";
import { createWeeklyEvent, eventUrl, showBlackItemInDarkSchedule } from "./support/events";
import { adminJourneys } from "./support/journeys";

// Issue #21: dark mode follows the system, the user menu switches it for this browser, and
// the main pages keep axe's colour contrast in it.

const withAdmin = adminJourneys();

const colorScheme = (page: Page) => page.locator("html").getAttribute("data-mantine-color-scheme");

async function switchFromUserMenu(page: Page, to: "Dark Mode" | "Light Mode") {
  await page.getByRole("button", { name: /Welcome / }).click();
  await page.getByRole("menuitem", { name: to }).click();
}

async function switchToDark(page: Page) {
  await switchFromUserMenu(page, "Dark Mode");
  await expect.poll(() => colorScheme(page)).toBe("dark");
}

// Each page is scanned once it shows `ready`, its main content.
async function expectAccessible(page: Page, url: string, ready: (page: Page) => Promise<void>) {
  await page.goto(url);
  await ready(page);
  expect({ url, violations: await accessibilityViolations(page) }).toEqual({ url, violations: [] });
}

const heading = (name: string | RegExp) => (page: Page) =>
  expect(page.getByRole("heading", { name }).first()).toBeVisible();

describe("dark mode", () => {
  it("follows the system's dark setting", () =>
    withAdmin(async (page) => {
      await page.emulateMedia({ colorScheme: "dark" });
      await page.reload();
      await expect.poll(() => colorScheme(page)).toBe("dark");
      await page.emulateMedia({ colorScheme: "light" });
      await expect.poll(() => colorScheme(page)).toBe("light");
    }));

  it("switches from the user menu and keeps the choice after a reload", () =>
    withAdmin(async (page) => {
      await switchFromUserMenu(page, "Dark Mode");
      await expect.poll(() => colorScheme(page)).toBe("dark");
      await page.reload();
      await expect.poll(() => colorScheme(page)).toBe("dark");
      await switchFromUserMenu(page, "Light Mode");
      await expect.poll(() => colorScheme(page)).toBe("light");
    }));

  // The main pages in three journeys, not one: each scan takes seconds on a busy machine, and
  // eight of them in one test came near its time limit on two shared cores.
  it("keeps the dashboard, the members list and a profile free of serious accessibility violations in dark mode", () =>
    withAdmin(async (page) => {
      const response = await page.request.get("/api/v1/members?limit=1");
      const { members } = (await response.json()) as { members: Array<{ id: string }> };
      const memberId = members[0]?.id ?? "";
      await switchToDark(page);

      await expectAccessible(page, "/dashboard", heading(/Featured/));
      await expectAccessible(page, "/dashboard/members", (page) =>
        expect(page.locator("tbody tr[tabindex]").first()).toBeVisible(),
      );
      await expectAccessible(page, `/dashboard/members/profile?uid=${memberId}`, (page) =>
        expect(page.getByRole("tab", { name: "Profile" })).toBeVisible(),
      );
      // A field's message in the dark scheme too (red 8 read at 3.4:1 on the page).
      await page.getByLabel("Phone").fill("555");
      await page.getByRole("button", { name: "Update" }).click();
      await expect(page.getByText("Please enter a complete phone number.")).toBeVisible();
      expect(await accessibilityViolations(page)).toEqual([]);
    }));

  it("keeps the schedule and an event view free of serious accessibility violations in dark mode", () =>
    withAdmin(async (page) => {
      const title = `Dark Event ${Date.now()}`;
      const { eventId, starts } = await createWeeklyEvent(page, title, 5);
      await switchToDark(page);

      await expectAccessible(page, "/dashboard/schedule", (page) =>
        expect(page.locator(".fc-daygrid-day").first()).toBeVisible(),
      );
      await expectAccessible(page, eventUrl(eventId, starts[0] as string), heading(title));
    }));

  it("keeps billing, the shop and settings free of serious accessibility violations in dark mode", () =>
    withAdmin(async (page) => {
      await switchToDark(page);

      await expectAccessible(page, "/dashboard/billing", heading("Billing"));
      await expectAccessible(page, "/dashboard/shop", heading("Shop"));
      await expectAccessible(page, "/dashboard/settings", heading("Settings"));
    }));

  it("rings a black calendar item's dot on the dark month grid, keeping its colour", () =>
    withAdmin(async (page) => {
      const title = `Black Grid Item ${Date.now()}`;
      await showBlackItemInDarkSchedule(page, title, "Black on the dark grid.");
      // FullCalendar's entry in the month grid: a dot of its colour, then its time and title.
      const entry = page.locator(".fc-event").filter({ hasText: title });
      await expect(entry).toBeVisible();
      const dot = entry.locator(".fc-daygrid-event-dot");
      expect(await shownColor(dot)).toBe("rgb(0, 0, 0)");
      // WCAG 1.4.11: a mark that carries meaning reads at 3:1 against the page.
      expect(await markContrast(dot)).toBeGreaterThanOrEqual(3);
    }));

  it("marks today on the dark month grid, dims the neighbouring months' days and highlights a hovered menu link", () =>
    withAdmin(async (page) => {
      await switchToDark(page);
      await page.goto("/dashboard/schedule");
      const today = page.locator(".fc-daygrid-day.fc-day-today");
      await expect(today).toBeVisible();
      const background = (locator: typeof today) =>
        locator.evaluate((element) => getComputedStyle(element).backgroundColor);
      // The dark scheme's faint yellow, not the transparent of a dropped declaration.
      expect(await background(today)).toBe("rgba(255, 220, 40, 0.08)");
      const otherMonthDay = page.locator(".fc-day-other .fc-daygrid-day-top").first();
      const dayNumberColor = await otherMonthDay.evaluate(
        (element) => getComputedStyle(element).color,
      );
      const thisMonthDay = page
        .locator(".fc-daygrid-day:not(.fc-day-other) .fc-daygrid-day-top")
        .first();
      expect(dayNumberColor).not.toBe(
        await thisMonthDay.evaluate((element) => getComputedStyle(element).color),
      );

      const link = page.getByRole("navigation").getByRole("link", { name: "Members" });
      const before = await background(link);
      await link.hover();
      await expect.poll(() => background(link)).not.toBe(before);
    }));
});

import type { Page } from "playwright-core";
import { describe, it } from "vitest";
import { expect, startBrowser, withSignedInPage } from "./support/browser";
import { holdRequests, openFromSideMenu, toast } from "./support/journeys";

// Issue #19, the rough edges a studio manager meets in the first hour: an upload still on
// its way, a failed request, edits left behind, a switched-off feature, Share Event.
const MESSAGES = {
  uploadInProgress: "Waiting for the file to finish uploading…",
  uploadFailed: "The file could not be uploaded. Please try again.",
  featureSwitchedOff: "This feature is turned off for your organization.",
  unsavedChangesTitle: "Unsaved Changes",
  linkCopied: "Link Copied",
};

const browser = await startBrowser();
const asHarbor = (work: (page: Page) => Promise<void>) =>
  withSignedInPage(browser, "admin@harbor.example", work, {
    permissions: ["clipboard-read", "clipboard-write"],
  });

const uniqueSuffix = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

const pdfFile = (name: string) => ({
  name,
  mimeType: "application/pdf",
  buffer: Buffer.from(`%PDF-1.4\n1 0 obj\n<< /Title (${name}) >>\nendobj\ntrailer\n<<>>\n%%EOF\n`),
});

async function openNewDocument(page: Page, title: string) {
  await page.goto("/dashboard/documents");
  await page.getByRole("button", { name: "New Document" }).click();
  const dialog = page.getByRole("dialog", { name: "New Document" });
  await dialog.getByRole("textbox", { name: "Title", exact: true }).fill(title);
  await dialog.getByRole("textbox", { name: "Sub Title" }).fill("Sign before your first class");
  await dialog.getByRole("textbox", { name: "Description" }).fill("Please read every line.");
  return dialog;
}

// The first of the demo's events, as the Event view is opened from the calendar.
async function firstDemoEventUrl(page: Page): Promise<string> {
  const { events } = (await (await page.request.get("/api/v1/events")).json()) as {
    events: Array<{ eventId: string; eventStart: string }>;
  };
  const [event] = events;
  if (!event) throw new Error("the demo has no events");
  return `/dashboard/schedule/event/${event.eventId}/?${new URLSearchParams({ eventStart: event.eventStart })}`;
}

describe("an upload in progress (issue #19)", () => {
  it("keeps Add Document disabled, saying why, until the PDF has arrived, then saves it", () =>
    asHarbor(async (page) => {
      const title = `Waiver ${uniqueSuffix()}`;
      const dialog = await openNewDocument(page, title);
      const upload = holdRequests(page, "**/api/v1/documents/uploads");
      await upload.ready;

      await dialog.locator('input[type="file"]').setInputFiles(pdfFile(`${title}.pdf`));
      const submit = dialog.getByRole("button", { name: "Add Document" });
      await expect(dialog.getByText(MESSAGES.uploadInProgress)).toBeVisible();
      await expect(submit).toBeDisabled();

      upload.release();
      await expect(dialog.getByText(`${title}.pdf`)).toBeVisible();
      await expect(submit).toBeEnabled();
      await submit.click();
      await expect(toast(page, `${title} Added.`)).toBeVisible();
    }));

  it("says so when the upload fails", () =>
    asHarbor(async (page) => {
      const dialog = await openNewDocument(page, `Waiver ${uniqueSuffix()}`);
      await page.route("**/api/v1/documents/uploads", (route) =>
        route.fulfill({ status: 500, body: "" }),
      );
      await dialog.locator('input[type="file"]').setInputFiles(pdfFile("waiver.pdf"));
      await expect(
        dialog.getByRole("alert").filter({ hasText: MESSAGES.uploadFailed }),
      ).toBeVisible();
    }));
});

describe("failed requests show the failure and a Retry (issue #19)", () => {
  it("shows a failed calendar month with Retry, which loads it", () =>
    asHarbor(async (page) => {
      await page.route("**/api/v1/calendar?**", (route) => route.fulfill({ status: 500 }));
      await openFromSideMenu(page, "Schedule");
      const retry = page.getByRole("button", { name: "Retry" });
      await expect(retry).toBeVisible();
      await expect(page.getByRole("alert").filter({ hasText: "Unknown Error." })).toBeVisible();

      await page.unroute("**/api/v1/calendar?**");
      await retry.click();
      await expect(retry).toBeHidden();
    }));

  it("says so when the calendar grid's code does not arrive; Retry reloads and draws it", () =>
    asHarbor(async (page) => {
      // The grid (FullCalendar) is a chunk of its own, loaded where it is drawn.
      const gridCode = /\/assets\/CalendarGrid-[\w-]+\.js$/;
      await page.route(gridCode, (route) => route.abort());
      await page.goto("/dashboard/schedule");
      const retry = page.getByRole("button", { name: "Retry" });
      await expect(retry).toBeVisible();
      await expect(
        page.getByRole("alert").filter({ hasText: "Loading chunk failed" }),
      ).toBeVisible();

      await page.unroute(gridCode);
      await retry.click();
      await expect(page.locator(".fc-dayGridMonth-view")).toBeVisible();
      await expect(retry).toBeHidden();
    }));

  it("shows failed key figures on the dashboard with Retry, which loads them", () =>
    asHarbor(async (page) => {
      // Another page first: the dashboard's figures are then asked by the browser.
      await page.goto("/dashboard/members");
      await page.route("**/api/v1/dashboard/key-figures", (route) =>
        route.fulfill({ status: 500 }),
      );
      await openFromSideMenu(page, "Dashboard");
      const retry = page.getByRole("button", { name: "Retry" });
      await expect(retry).toBeVisible();

      await page.unroute("**/api/v1/dashboard/key-figures");
      await retry.click();
      await expect(page.getByText("Revenue this month")).toBeVisible();
      await expect(retry).toBeHidden();
    }));
});

describe("the dashboard's figures fit their cards", () => {
  it("keeps a six-figure revenue inside its card on a 1280-pixel screen, five figures a row", () =>
    withSignedInPage(
      browser,
      "admin@harbor.example",
      async (page) => {
        // Another page first: the dashboard's figures are then asked by the browser.
        await page.goto("/dashboard/members");
        await page.route("**/api/v1/dashboard/key-figures", async (route) => {
          const figures = await (await route.fetch()).json();
          await route.fulfill({ json: { ...figures, revenueThisMonthCents: 123_456_789 } });
        });
        await openFromSideMenu(page, "Dashboard");
        const card = page.getByRole("link", { name: /Revenue this month/ });
        const value = card.getByText("$1,234,567.89", { exact: true });
        await expect(value).toBeVisible();
        // Beside the icon, the value ran past the card's edge and under the next card.
        const textRight = await value.evaluate((element) => {
          const range = document.createRange();
          range.selectNodeContents(element);
          return range.getBoundingClientRect().right;
        });
        const cardBox = await card.boundingBox();
        expect(textRight).toBeLessThanOrEqual(cardBox ? cardBox.x + cardBox.width - 16 : 0);
      },
      { viewport: { width: 1280, height: 800 } },
    ));
});

describe("the dashboard's figures follow the feature switches (000 §2)", () => {
  it("shows no money figures while payments are off: they opened a switched-off page", () =>
    withSignedInPage(browser, "admin@summit.example", async (page) => {
      await page.goto("/dashboard");
      await expect(page.getByRole("link", { name: /Active in the last 30 days/ })).toBeVisible();
      for (const figure of [
        /Revenue this month/,
        /Outstanding invoices/,
        /Failed subscription charges/,
      ]) {
        await expect(page.getByRole("link", { name: figure })).toHaveCount(0);
      }
      // A figure reached from the keyboard shows the focus ring (it showed nothing).
      await page.getByRole("link", { name: /Active in the last 30 days/ }).focus();
      await page.keyboard.press("Shift+Tab");
      const members = page.getByRole("main").getByRole("link", { name: /^Members/ });
      await expect(members).toBeFocused();
      expect(await members.evaluate((card) => getComputedStyle(card).outlineStyle)).toBe("solid");
    }));
});

describe("a member's profile follows the feature switches (000 §2)", () => {
  it("offers New Invoice only while Billing is on: it opened a switched-off page", () =>
    withSignedInPage(browser, "admin@summit.example", async (page) => {
      await page.goto("/dashboard/members");
      await page.getByRole("row").nth(1).click();
      await page.waitForURL(/\/dashboard\/members\/profile\?uid=/);
      await expect(page.getByRole("button", { name: "Options" })).toBeVisible();
      await expect(page.getByRole("button", { name: "New Invoice" })).toHaveCount(0);
    }));

  it("offers it to Harbor Yoga, whose Billing is on", () =>
    asHarbor(async (page) => {
      await page.goto("/dashboard/members");
      await page.getByRole("row").nth(1).click();
      await page.waitForURL(/\/dashboard\/members\/profile\?uid=/);
      await expect(page.getByRole("button", { name: "New Invoice" })).toBeVisible();
    }));
});

describe("unsaved changes are not lost silently (issue #19)", () => {
  it("takes no click on the drawn page before the app has taken it over: no switch shows a state the form never had", () =>
    asHarbor(async (page) => {
      const scripts = holdRequests(page, "**/assets/*.js");
      await scripts.ready;
      // Not page.goto, which waits for the takeover the held scripts hold back.
      await page.evaluate(() => window.location.assign("/dashboard/schedule/newevent"));
      await page.waitForURL("**/dashboard/schedule/newevent", { waitUntil: "commit" });
      const recurring = page.getByRole("switch", { name: "Recurring" });
      await expect(recurring).toBeAttached();
      // A person's click at the switch while the app's code is still on its way.
      await recurring.click({ force: true });
      await expect(recurring).not.toBeChecked();

      scripts.release();
      await expect(page.locator("#root")).not.toHaveAttribute("aria-disabled", "true");
      await recurring.click();
      await expect(recurring).toBeChecked();
      await expect(page.getByRole("combobox", { name: "Recurrence" })).toBeVisible();
    }));

  it("asks before leaving an edited event view; Stay keeps the edit, Leave goes", () =>
    asHarbor(async (page) => {
      await page.goto(await firstDemoEventUrl(page));
      const title = page.getByLabel("Event Title");
      await title.fill(`Edited ${uniqueSuffix()}`);
      const members = page.getByRole("navigation", { name: "Side menu" }).getByRole("link", {
        name: "Members",
        exact: true,
      });

      await members.click();
      const question = page.getByRole("dialog", { name: MESSAGES.unsavedChangesTitle });
      await question.getByRole("button", { name: "Stay" }).click();
      await expect(question).toBeHidden();
      await expect(page).toHaveURL(/\/dashboard\/schedule\/event\//);
      await expect(title).toHaveValue(/^Edited /);

      await members.click();
      await question.getByRole("button", { name: "Leave" }).click();
      await expect(page).toHaveURL(/\/dashboard\/members$/);
    }));

  it("asks before closing an edited modal form", () =>
    asHarbor(async (page) => {
      const dialog = await openNewDocument(page, `Draft ${uniqueSuffix()}`);
      await dialog.getByRole("button", { name: "Close" }).click();
      const question = page.getByRole("dialog", { name: MESSAGES.unsavedChangesTitle });
      await question.getByRole("button", { name: "Stay" }).click();
      await expect(dialog).toBeVisible();

      await dialog.getByRole("button", { name: "Close" }).click();
      await question.getByRole("button", { name: "Leave" }).click();
      await expect(dialog).toBeHidden();
    }));
});

describe("a switched-off feature's route (issue #19)", () => {
  it("sends Summit Dance's /dashboard/schedule back to the dashboard with a notice", () =>
    withSignedInPage(browser, "admin@summit.example", async (page) => {
      await page.goto("/dashboard/schedule");
      await expect(page).toHaveURL(/\/dashboard$/);
      await expect(toast(page, MESSAGES.featureSwitchedOff)).toBeVisible();
      await expect(page.getByRole("button", { name: "New Event" })).toHaveCount(0);
    }));
});

describe("Share Event (001 §7, issue #19)", () => {
  it("copies a working share link for a demo event", () =>
    asHarbor(async (page) => {
      await page.goto(await firstDemoEventUrl(page));
      await page.getByRole("button", { name: "Options" }).click();
      await page.getByRole("menuitem", { name: "Share Event" }).click();
      await expect(toast(page, MESSAGES.linkCopied)).toBeVisible();

      const link = await page.evaluate(() => navigator.clipboard.readText());
      expect(link).toMatch(/\/l\/[0-9A-Za-z]{10}$/);
      const opened = await page.request.get(link);
      expect(opened.status()).toBe(200);
      expect(await opened.text()).toContain("og:title");
    }));
});

describe("an event link written by the original app (001 §2)", () => {
  it("opens the occurrence named by an eventStart in epoch milliseconds", () =>
    asHarbor(async (page) => {
      const { events } = (await (await page.request.get("/api/v1/events")).json()) as {
        events: Array<{ eventId: string; eventTitle: string; eventStart: string }>;
      };
      const [event] = events;
      if (!event) throw new Error("the demo has no events");
      const startMs = String(Date.parse(event.eventStart));

      await page.goto(`/dashboard/schedule/event/${event.eventId}/?eventStart=${startMs}`);
      await expect(page.getByLabel("Event Title")).toHaveValue(event.eventTitle);
      await expect(page).toHaveURL(/\/dashboard\/schedule\/event\//);
    }));
});

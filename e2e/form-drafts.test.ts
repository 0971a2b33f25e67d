import type { Page } from "playwright-core";
import { describe, it } from "vitest";
import { expect, startBrowser, withSignedInPage } from "./support/browser";
import { submitSignInForm } from "./support/chromium";
import { endSessionFromOutside, pngFile, toast } from "./support/journeys";
import { leaderAndMember } from "./support/members";

const MESSAGES = {
  sessionExpired: "Your session has ended. Please sign in again.",
  draftRestored: "What you typed before your session ended has been restored.",
  draftRestoredWithoutFiles:
    "What you typed before your session ended has been restored. Please choose its files again.",
};

const browser = await startBrowser();
const HARBOR = "admin@harbor.example";

async function typeNotification(page: Page, message: string) {
  await page.goto("/dashboard/notifications");
  await page.getByRole("button", { name: "New Notification" }).click();
  const dialog = page.getByRole("dialog", { name: "New Notification" });
  await dialog.getByLabel("Message").fill(message);
  return dialog;
}

describe("what staff typed when their session ended", () => {
  it("opens the New Event wizard again with the typed event after a sign-out in another tab", () =>
    withSignedInPage(browser, HARBOR, async (page) => {
      await page.goto("/dashboard/schedule/newevent");
      await page.getByLabel("Event Title").fill("Sunrise Flow on the Pier");
      await page.getByLabel("Event Description").fill("Bring a mat and a warm layer.");
      await page.getByLabel("Location Title").fill("North Pier");

      const other = await page.context().newPage();
      await other.goto("/dashboard");
      await other.waitForFunction(
        () => !document.getElementById("root")?.hasAttribute("aria-disabled"),
      );
      await other.getByRole("button", { name: /Welcome Avery/ }).click();
      await other.getByRole("menuitem", { name: "Logout" }).click();
      await other.waitForURL(/\/login$/);
      await other.close();

      await page.waitForURL(/\/login\?next=%2Fdashboard%2Fschedule%2Fnewevent$/);
      await submitSignInForm(page, HARBOR, "studio-demo");
      await page.waitForURL(/\/dashboard\/schedule\/newevent$/);
      await expect(page.getByLabel("Event Title")).toHaveValue("Sunrise Flow on the Pier");
      await expect(page.getByLabel("Event Description")).toHaveValue(
        "Bring a mat and a warm layer.",
      );
      await expect(page.getByLabel("Location Title")).toHaveValue("North Pier");
      await expect(toast(page, MESSAGES.draftRestored)).toHaveCount(1);

      // Given back once: the wizard opened again starts empty.
      await page.reload();
      await expect(page.getByLabel("Event Title")).toHaveValue("");
    }));

  it("opens the notification form again with the message whose Send found the session ended", () =>
    withSignedInPage(browser, HARBOR, async (page) => {
      const message = "Saturday's classes move to the beach studio.";
      const dialog = await typeNotification(page, message);
      await page.context().clearCookies();
      await dialog.getByRole("button", { name: "Send Notification" }).click();
      await page.waitForURL(/\/login\?next=%2Fdashboard%2Fnotifications$/);
      await expect(toast(page, MESSAGES.sessionExpired)).toHaveCount(1);

      await submitSignInForm(page, HARBOR, "studio-demo");
      await page.waitForURL(/\/dashboard\/notifications$/);
      const reopened = page.getByRole("dialog", { name: "New Notification" });
      await expect(reopened.getByLabel("Message")).toHaveValue(message);
      await expect(toast(page, MESSAGES.draftRestored)).toHaveCount(1);
    }));

  it("gives back a New Invoice's items after a revoke", () =>
    withSignedInPage(browser, HARBOR, async (page) => {
      await page.goto("/dashboard/invoices/newinvoice");
      await page.getByRole("button", { name: "Add Item" }).click();
      await page.getByLabel("Item 1 name").fill("Private Session");
      await page.getByRole("textbox", { name: "Amount" }).fill("85");
      await endSessionFromOutside(page);
      await page.waitForURL(/\/login\?next=%2Fdashboard%2Finvoices%2Fnewinvoice$/, {
        timeout: 20_000,
      });
      await submitSignInForm(page, HARBOR, "studio-demo");
      await page.waitForURL(/\/dashboard\/invoices\/newinvoice$/);
      await expect(page.getByLabel("Item 1 name")).toHaveValue("Private Session");
      await expect(page.getByRole("textbox", { name: "Amount" })).toHaveValue(/85/);
      await expect(toast(page, MESSAGES.draftRestored)).toHaveCount(1);
    }));

  it("opens New Product again with its title, asking for its picture again, after a revoke", () =>
    withSignedInPage(browser, HARBOR, async (page) => {
      await page.goto("/dashboard/shop");
      await page.getByRole("button", { name: "New Product" }).click();
      const dialog = page.getByRole("dialog", { name: "New Product" });
      await dialog.locator('input[type="file"]').setInputFiles(pngFile("mat.png"));
      await dialog.getByLabel("Product Title").fill("Cork Yoga Mat");
      await endSessionFromOutside(page);
      await page.waitForURL(/\/login\?next=%2Fdashboard%2Fshop$/, { timeout: 20_000 });
      await submitSignInForm(page, HARBOR, "studio-demo");
      await page.waitForURL(/\/dashboard\/shop$/);
      const reopened = page.getByRole("dialog", { name: "New Product" });
      await expect(reopened.getByLabel("Product Title")).toHaveValue("Cork Yoga Mat");
      await expect(toast(page, MESSAGES.draftRestoredWithoutFiles)).toHaveCount(1);
    }));

  it("opens a member's profile again with the typed address after a revoke", () =>
    withSignedInPage(browser, HARBOR, async (page) => {
      const { member } = await leaderAndMember(page);
      const profile = `/dashboard/members/profile?uid=${member.uid}`;
      await page.goto(profile);
      await expect(page.getByRole("heading", { name: member.name })).toBeVisible();
      await page.getByLabel("Address").fill("7 Wharf Lane");
      await endSessionFromOutside(page);
      await page.waitForURL(/\/login\?next=/, { timeout: 20_000 });
      await submitSignInForm(page, HARBOR, "studio-demo");
      await page.waitForURL(`**${profile}`);
      await expect(page.getByLabel("Address")).toHaveValue("7 Wharf Lane");
      await expect(toast(page, MESSAGES.draftRestored)).toHaveCount(1);
    }));

  it("opens New Document again with its title and formatted description after a revoke", () =>
    withSignedInPage(browser, HARBOR, async (page) => {
      await page.goto("/dashboard/documents");
      await page.getByRole("button", { name: "New Document" }).click();
      const dialog = page.getByRole("dialog", { name: "New Document" });
      await dialog.getByRole("textbox", { name: "Title", exact: true }).fill("Studio Waiver 2027");
      await dialog.getByRole("textbox", { name: "Description" }).fill("Please read every line.");
      await endSessionFromOutside(page);
      await page.waitForURL(/\/login\?next=%2Fdashboard%2Fdocuments$/, { timeout: 20_000 });
      await submitSignInForm(page, HARBOR, "studio-demo");
      await page.waitForURL(/\/dashboard\/documents$/);
      const reopened = page.getByRole("dialog", { name: "New Document" });
      await expect(reopened.getByRole("textbox", { name: "Title", exact: true })).toHaveValue(
        "Studio Waiver 2027",
      );
      await expect(reopened.getByRole("textbox", { name: "Description" })).toHaveText(
        "Please read every line.",
      );
      await expect(toast(page, MESSAGES.draftRestored)).toHaveCount(1);
    }));

  it("shows another user signing in on the same browser nothing of it, and then forgets it", () =>
    withSignedInPage(browser, HARBOR, async (page) => {
      await typeNotification(page, "Harbor's private message, not for Summit.");
      await endSessionFromOutside(page);
      await page.waitForURL(/\/login\?next=%2Fdashboard%2Fnotifications$/, { timeout: 20_000 });

      await submitSignInForm(page, "admin@summit.example", "studio-demo");
      await page.waitForURL(/\/dashboard/);
      await expect(page.getByRole("button", { name: /Welcome Riley/ })).toBeVisible();
      await page.goto("/dashboard/notifications");
      await expect(page.getByRole("heading", { name: "Notifications", level: 1 })).toBeVisible();
      await expect(page.getByRole("dialog", { name: "New Notification" })).toHaveCount(0);
      await expect(toast(page, MESSAGES.draftRestored)).toHaveCount(0);

      // Harbor's admin back on this tab: the draft went when Summit's admin signed in.
      await page.getByRole("button", { name: /Welcome Riley/ }).click();
      await page.getByRole("menuitem", { name: "Logout" }).click();
      await page.waitForURL(/\/login$/);
      await submitSignInForm(page, HARBOR, "studio-demo");
      await page.waitForURL(/\/dashboard$/);
      await page.goto("/dashboard/notifications");
      await expect(page.getByRole("heading", { name: "Notifications", level: 1 })).toBeVisible();
      await expect(page.getByRole("dialog", { name: "New Notification" })).toHaveCount(0);
      await expect(toast(page, MESSAGES.draftRestored)).toHaveCount(0);
    }));
});

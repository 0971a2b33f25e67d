import { randomUUID } from "node:crypto";
import type { Page } from "playwright-core";
import { beforeAll, describe, it } from "vitest";
import { expect, startBrowser, withFreshPage } from "./support/browser";
import { DEMO_PASSWORD } from "./support/chromium";
import { adminJourneys, apiGet, requestsSent } from "./support/journeys";
import { invoiceDueDateAhead } from "./support/studio-clock";

// Issue #19, keyboard only: where focus goes when what held it goes away. A control removed
// while focused drops a keyboard or screen-reader user to the top of the page (the body); the
// next Tab starts over at "Skip to main content".

const withAdminPage = adminJourneys();

const uniqueSuffix = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

// A one-page PDF, small and valid enough for the server's content check (%PDF header).
const pdfFile = (name: string) => ({
  name,
  mimeType: "application/pdf",
  buffer: Buffer.from(`%PDF-1.4\n1 0 obj\n<< /Title (${name}) >>\nendobj\ntrailer\n<<>>\n%%EOF\n`),
});

type MemberSummary = { id: string; firstName: string; lastName: string };

// A pending invoice of this journey's own, for the first demo member: other journeys work on
// the demo's invoices at the same time.
async function createPendingInvoice(page: Page) {
  const { members } = await apiGet<{ members: MemberSummary[] }>(page, "/members?limit=1");
  const member = members[0];
  if (!member) throw new Error("the demo organization has no members");
  const amount = 1000 + Math.floor(Math.random() * 90_000);
  const response = await page.request.post("/api/v1/invoices", {
    headers: { "x-studiodesk-csrf": "1" },
    data: {
      idempotencyKey: `journey-invoice:${randomUUID()}`,
      uid: member.id,
      items: [{ name: "Keyboard Session", quantity: 1, amount }],
      dueDate: invoiceDueDateAhead(),
      memo: null,
      footer: null,
    },
  });
  expect(response.status()).toBe(201);
  // The total the page shows has the invoice fee added; cash pays the items' total without it.
  const { invoice } = (await response.json()) as {
    invoice: { price: { subAmount: number; amount: number } };
  };
  const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;
  return {
    member,
    total: dollars(invoice.price.amount),
    subtotal: dollars(invoice.price.subAmount),
  };
}

// The drop area's button (its hidden file input carries the label alone).
const DROP_AREA = /^Drop a file here or click to choose it PDF/;

// Opens New Resource by keyboard and chooses `fileName` through its drop area (Enter opens
// the file chooser); answers the dialog.
async function chooseResourceByKeyboard(page: Page, fileName: string) {
  await page.goto("/dashboard/resources");
  // Asked for before the key: the browser's file dialog is intercepted only once Playwright
  // has heard the request to, which an Enter pressed at once could beat.
  const chooser = page.waitForEvent("filechooser");
  await page.getByRole("button", { name: "New Resource" }).focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "New Resource" });
  await expect(dialog.getByRole("button", { name: DROP_AREA })).toBeFocused();
  await page.keyboard.press("Enter");
  await (await chooser).setFiles(pdfFile(fileName));
  await expect(dialog.getByText(fileName)).toBeVisible();
  return dialog;
}

describe("focus after signing in (issue #19)", () => {
  let browser: Awaited<ReturnType<typeof startBrowser>>;
  beforeAll(async () => {
    browser = await startBrowser();
  });

  it("starts on the dashboard's heading after Sign In, not at the top of the page", () =>
    withFreshPage(browser, async (page) => {
      await page.goto("/login");
      await page.getByLabel("Email").focus();
      await page.keyboard.type("admin@harbor.example");
      await page.keyboard.press("Tab");
      await page.keyboard.type(DEMO_PASSWORD);
      await page.keyboard.press("Enter");
      await page.waitForURL("**/dashboard");
      await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeFocused();
    }));
});

describe("focus when the focused control goes away (issue #19)", () => {
  // A paid invoice's row has no menu left (a cash payment has no receipt either): focus goes to
  // the next row's control, or the one above, whichever the list's order puts there.
  it("stays in the invoices list after Mark Paid by keyboard took the row's menu away", () =>
    withAdminPage(async (page) => {
      const { member, total, subtotal } = await createPendingInvoice(page);
      await page.goto("/dashboard/billing");
      const name = `${member.firstName} ${member.lastName}`;
      const row = page.getByRole("row").filter({ hasText: total }).filter({ hasText: name });
      await row.getByRole("button", { name: /^Invoice actions for / }).focus();
      await page.keyboard.press("Enter");
      await expect(page.getByRole("menuitem", { name: "Copy Pay Link" })).toBeFocused();
      for (let press = 0; press < 3; press += 1) await page.keyboard.press("ArrowDown");
      await expect(page.getByRole("menuitem", { name: "Mark Paid" })).toBeFocused();
      await page.keyboard.press("Enter");
      const dialog = page.getByRole("dialog", {
        name: `Mark ${subtotal} invoice for ${name} paid`,
      });
      await expect(dialog.getByRole("radio", { name: "Cash" })).toBeFocused();
      await page.keyboard.press("Tab");
      await page.keyboard.type("Paid at the desk");
      await page.keyboard.press("Tab");
      await page.keyboard.press("Enter");

      await expect(dialog).toBeHidden();
      // Paid in cash, the row shows what was paid: the total without the card fee.
      const paidRow = page.getByRole("row").filter({ hasText: subtotal }).filter({ hasText: name });
      await expect(paidRow.getByText("Paid", { exact: true })).toBeVisible();
      await expect(paidRow.getByRole("button", { name: /^Invoice actions for / })).toBeHidden();
      await expect(page.getByRole("table").locator(":focus")).toHaveCount(1);
    }));

  it("stays in the resources list after a resource is deleted by keyboard", () =>
    withAdminPage(async (page) => {
      const fileName = `KeyboardNotes${uniqueSuffix()}.pdf`;
      const dialog = await chooseResourceByKeyboard(page, fileName);
      await dialog.getByLabel("Description").fill("Notes to delete by keyboard.");
      await dialog.getByRole("button", { name: "Add Resource" }).click();
      await expect(dialog).toBeHidden();
      const remove = page.getByRole("button", { name: `Delete ${fileName}` });
      await remove.focus();
      await page.keyboard.press("Enter");
      await expect(page.getByRole("dialog").getByRole("button", { name: "No" })).toBeFocused();
      await page.keyboard.press("Tab");
      await page.keyboard.press("Enter");

      await expect(remove).toBeHidden();
      const focusedInList = page.getByRole("table").locator(":focus");
      await expect(focusedInList).toHaveCount(1);
    }));

  it("moves to Remove file once a file chosen by keyboard has uploaded, and back to the drop area after it", () =>
    withAdminPage(async (page) => {
      const dialog = await chooseResourceByKeyboard(page, `KeyboardNotes${uniqueSuffix()}.pdf`);
      await expect(dialog.getByRole("button", { name: "Remove file" })).toBeFocused();

      await page.keyboard.press("Enter");
      await expect(dialog.getByRole("button", { name: DROP_AREA })).toBeFocused();
    }));
});

describe("focus on a control that a button adds (issue #19)", () => {
  it("moves to the new item's name when Add Item is pressed on New Invoice", () =>
    withAdminPage(async (page) => {
      await page.goto("/dashboard/invoices/newinvoice");
      await page.getByRole("button", { name: "Add Item" }).focus();
      await page.keyboard.press("Enter");
      await expect(page.getByRole("textbox", { name: "Item 1 name" })).toBeFocused();
      await page.keyboard.type("Private Session");

      await page.getByRole("button", { name: "Add Item" }).focus();
      await page.keyboard.press("Enter");
      await expect(page.getByRole("textbox", { name: "Item 2 name" })).toBeFocused();
    }));
});

describe("a button that waits (issue #19)", () => {
  // Natively disabled, Save & Publish was skipped by Tab, and a screen reader never heard why
  // the wizard would not publish.
  it("reaches New Event's Save & Publish by Tab while fields are missing, and it says why", () =>
    withAdminPage(async (page) => {
      await page.goto("/dashboard/schedule/newevent");
      const publish = page.getByRole("button", { name: "Save & Publish" });
      // Untouched, the wizard shows no "To publish" box, yet the button says what it waits for.
      await expect(publish).toHaveAccessibleDescription(
        "Please select an event image. Please complete all the necessary fields. Please select a start and duration. Event price needs to be greater than $1.00.",
      );
      await page.getByRole("button", { name: "Cancel" }).focus();
      await page.keyboard.press("Tab");
      await expect(publish).toBeFocused();
      await expect(publish).toHaveAttribute("aria-disabled", "true");

      const creates = requestsSent(page, "POST", (url) => url.endsWith("/api/v1/events"));
      await page.keyboard.press("Enter");
      await expect(publish).toBeFocused();
      await expect(page).toHaveURL(/\/dashboard\/schedule\/newevent$/);
      expect(creates).toEqual([]);

      // A touched field opens the tab's box, and the box describes the button.
      const title = page.getByLabel("Event Title");
      await title.fill("Draft");
      await title.fill("");
      await expect(publish).toHaveAccessibleDescription(
        "Please complete all the necessary fields.",
      );
    }));
});

import type { Page } from "playwright-core";
import { describe, it } from "vitest";
import { accessibilityViolations, expect, startBrowser, withSignedInPage } from "./support/browser";

// The spec's texts (000 §5, §8), as core/messages.ts writes them.
const MESSAGES = {
  selectCustomer: "Please select a customer.",
  addInvoiceItem: "Please add atleast 1 invoice item.",
  newInvoiceAdded: "New Invoice has been added.",
  paymentComplete: "Payment Complete.",
  invoiceDeleted: "Invoice Deleted.",
};

const ADMIN = "admin@harbor.example";
const BILLING_URL = "/dashboard/billing";

type MemberSummary = { id: string; firstName: string; lastName: string; email: string };
type BillingInvoice = { invoiceId: string; uid: string; status: string; payLink: string | null };

const browser = await startBrowser();

const withAdminPage = (work: (page: Page) => Promise<void>) =>
  withSignedInPage(browser, ADMIN, work);

async function apiGet<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(`/api/v1${path}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as T;
}

// A due date comfortably in the future, as the date input takes it.
const dueDate = () => `${new Date().getUTCFullYear() + 1}-01-15`;

describe("billing: invoices", () => {
  it("shows the Billing page with its Options and tabs, and the demo invoices", () =>
    withAdminPage(async (page) => {
      await page.goto(BILLING_URL);
      await expect(page.getByRole("tab", { name: "Invoices" })).toBeVisible();
      await expect(page.getByRole("tab", { name: "Coupons" })).toBeVisible();
      await expect(page.getByText("Pending Payment").first()).toBeVisible();
      await expect(page.getByText("Past Due").first()).toBeVisible();
      expect(await accessibilityViolations(page)).toEqual([]);
      await page.getByRole("button", { name: "Options" }).click();
      await page.getByRole("menuitem", { name: "Create New Invoice" }).click();
      await expect(page).toHaveURL(/\/dashboard\/invoices\/newinvoice$/);
    }));

  it("creates an invoice for a demo member and pays it through the pay link on the simulator", () =>
    withAdminPage(async (page) => {
      const { members } = await apiGet<{ members: MemberSummary[] }>(page, "/members?limit=5");
      const member = members.at(-1) as MemberSummary;

      await page.goto("/dashboard/invoices/newinvoice");
      await expect(page.getByRole("heading", { name: "New Invoice" })).toBeVisible();
      expect(await accessibilityViolations(page)).toEqual([]);
      // 000 §5: the spec's messages in order.
      await page.getByRole("button", { name: "Save & Publish" }).click();
      await expect(page.getByText(MESSAGES.selectCustomer)).toBeVisible();

      await page.getByRole("combobox", { name: "Customer" }).fill(member.lastName);
      await page.getByRole("option", { name: new RegExp(member.email) }).click();
      await expect(page.getByRole("button", { name: "Change Customer" })).toBeVisible();
      await page.getByRole("button", { name: "Save & Publish" }).click();
      await expect(page.getByText(MESSAGES.addInvoiceItem)).toBeVisible();

      await page.getByRole("button", { name: "Add Item" }).click();
      await page.getByLabel("Item 1 name").fill("E2E Private Session");
      await page.getByRole("textbox", { name: "Amount" }).fill("25");
      await page.getByLabel("Due Date").fill(dueDate());
      // The live preview: $25.00 and the invoice fee (25.30 / 0.951 − 25 = $1.60).
      const preview = page.getByRole("region", { name: "Invoice preview" });
      await expect(preview.getByText("Invoice Fee $1.60")).toBeVisible();
      await expect(preview.getByText("Total $26.60")).toBeVisible();
      expect(await accessibilityViolations(page)).toEqual([]);
      await page.getByRole("button", { name: "Save & Publish" }).click();
      await expect(page.getByText(MESSAGES.newInvoiceAdded)).toBeVisible();
      await expect(page).toHaveURL(/\/dashboard\/billing$/);

      const { invoices } = await apiGet<{ invoices: BillingInvoice[] }>(
        page,
        `/invoices?uid=${member.id}&limit=100`,
      );
      const invoice = invoices.find((candidate) => candidate.status === "pending");
      expect(invoice?.payLink).toBeTruthy();

      // The customer's side: the pay link opens the simulator's test pay page.
      await page.goto(invoice?.payLink as string);
      await expect(page).toHaveURL(/\/pay\/sim\//);
      await page.getByRole("button", { name: "Pay $26.60" }).click();
      await expect(page.getByRole("heading", { name: MESSAGES.paymentComplete })).toBeVisible();

      await page.goto(BILLING_URL);
      const row = page
        .getByRole("row")
        .filter({ hasText: `${member.firstName} ${member.lastName}` })
        .filter({ hasText: "$26.60" });
      await expect(row.first().getByText("Paid", { exact: true })).toBeVisible();
      await expect(row.first().getByRole("button", { name: "Delete" })).toHaveCount(0);
    }));

  it("gives the member profile's Invoices tab the same row actions", () =>
    withAdminPage(async (page) => {
      const { members } = await apiGet<{ members: MemberSummary[] }>(page, "/members?limit=100");
      let member: MemberSummary | undefined;
      for (const candidate of members) {
        const { invoices } = await apiGet<{ invoices: BillingInvoice[] }>(
          page,
          `/invoices?uid=${candidate.id}`,
        );
        if (invoices.some((invoice) => invoice.status === "pending")) {
          member = candidate;
          break;
        }
      }
      if (!member) throw new Error("no demo member has a pending invoice (is the seed fresh?)");
      await page.goto(`/dashboard/members/profile?uid=${member.id}&tab=invoices`);
      const pendingRow = page.getByRole("row").filter({ hasText: "Pending Payment" });
      await expect(pendingRow.first()).toBeVisible();
      await expect(pendingRow.first().getByRole("button", { name: "Send Reminder" })).toBeVisible();
      await expect(pendingRow.first().getByRole("button", { name: "Mark Paid" })).toBeVisible();
      await expect(
        pendingRow.first().getByRole("button", { name: "Charge Saved Card" }),
      ).toBeVisible();
      expect(await accessibilityViolations(page)).toEqual([]);
      const pendingBefore = await pendingRow.count();
      await pendingRow.first().getByRole("button", { name: "Delete" }).click();
      await page.getByRole("dialog").getByRole("button", { name: "Delete Invoice" }).click();
      await expect(page.getByText(MESSAGES.invoiceDeleted)).toBeVisible();
      await expect(pendingRow).toHaveCount(pendingBefore - 1);
    }));
});

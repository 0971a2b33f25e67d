import { randomUUID } from "node:crypto";
import type { Locator, Page } from "playwright-core";
import { describe, it } from "vitest";
import { accessibilityViolations, expect } from "./support/browser";
import {
  adminJourneys,
  apiGet,
  hearAccount,
  openFromSideMenu,
  openInvoiceActions,
  pressWaitingButton,
  requestsSent,
  typeOver,
} from "./support/journeys";
import { HARBOR_ZONE, invoiceDueDateAhead } from "./support/studio-clock";

// The spec's texts (000 §5, §8), as core/messages.ts writes them.
const MESSAGES = {
  selectCustomer: "Please select a customer.",
  addInvoiceItem: "Please add atleast 1 invoice item.",
  newInvoiceAdded: "New Invoice has been added.",
  unsavedChangesTitle: "Unsaved Changes",
  paymentComplete: "Payment Complete.",
  invoiceDeleted: "Invoice Deleted.",
  invoiceCardCharged: "The saved card was charged and the invoice is paid.",
  invoicePaymentNoteRequired: "Please enter a note for this payment.",
  invoiceAlreadyPaid: "This invoice has already been paid.",
  invoiceFoundPaid: "This invoice is paid.",
  unknownError: "Unknown Error.",
  invoiceDueDateTooFar: "Invoice due dates are limited to one year ahead.",
  markPaidWithoutCardFee:
    "Cash and cheque payments are recorded without the invoice fee, which only a card payment carries.",
};

const BILLING_URL = "/dashboard/billing";

type MemberSummary = { id: string; firstName: string; lastName: string; email: string };
type BillingInvoice = {
  invoiceId: string;
  uid: string;
  status: string;
  payLink: string | null;
  price: { subAmount: number; amount: number };
  paidAmount: number | null;
};

const withAdminPage = adminJourneys();

type CreatedInvoice = { invoice: BillingInvoice & { price: { amount: number } } };

// A pending invoice of this journey's own: other journeys (the members file's delete) work on
// the demo's invoices at the same time, so none is counted on to still be pending. Each is a
// new invoice, so each has a key of its own, as each New Invoice form does.
async function createPendingInvoice(page: Page, uid: string, amount: number) {
  const response = await page.request.post("/api/v1/invoices", {
    headers: { "x-studiodesk-csrf": "1" },
    data: {
      idempotencyKey: `journey-invoice:${randomUUID()}`,
      uid,
      items: [{ name: "Journey Session", quantity: 1, amount }],
      dueDate: invoiceDueDateAhead(),
      memo: null,
      footer: null,
    },
  });
  expect(response.status()).toBe(201);
  const { invoice } = (await response.json()) as CreatedInvoice;
  return {
    ...invoice,
    total: `$${(invoice.price.amount / 100).toFixed(2)}`,
    // What cash or a cheque pays: the items' total, without the card's invoice fee.
    subtotal: `$${(invoice.price.subAmount / 100).toFixed(2)}`,
  };
}

// Today's date on Harbor Yoga's clock a year on, as the due date's picker ends (29 February
// gives 28 February).
function sameDateNextYearOnHarborClock(): string {
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: HARBOR_ZONE }).format(new Date());
  const [year, month, day] = today.split("-");
  const monthDay = `${month}-${day}` === "02-29" ? "02-28" : `${month}-${day}`;
  return `${Number(year) + 1}-${monthDay}`;
}

type PendingInvoice = Awaited<ReturnType<typeof createPendingInvoice>>;

// The billing page's row of a pending invoice of this journey's, and its Mark Paid dialog.
async function markPaidOnBilling(page: Page, member: MemberSummary, invoice: PendingInvoice) {
  await page.goto(BILLING_URL);
  const row = page
    .getByRole("row")
    .filter({ hasText: "Pending Payment" })
    .filter({ hasText: invoice.total })
    .first();
  const dialog = page.getByRole("dialog", {
    name: `Mark ${invoice.subtotal} invoice for ${member.firstName} ${member.lastName} paid`,
  });
  // Mark Paid from the row's menu.
  const open = async () => {
    const menu = await openInvoiceActions(row);
    await menu.getByRole("menuitem", { name: "Mark Paid" }).click();
    await expect(dialog).toBeVisible();
  };
  return { row, dialog, open };
}

async function firstDemoMember(page: Page): Promise<MemberSummary> {
  const { members } = await apiGet<{ members: MemberSummary[] }>(page, "/members?limit=1");
  if (!members[0]) throw new Error("the demo organization has no members");
  return members[0];
}

// A demo member whose card is on record (the demo saves cards for its first members), with the
// card as the Charge Saved Card question names it.
async function demoMemberWithSavedCard(page: Page) {
  const { members } = await apiGet<{ members: MemberSummary[] }>(page, "/members?limit=100");
  for (const member of members) {
    const { defaultCard } = await apiGet<{ defaultCard: { brand: string; last4: string } | null }>(
      page,
      `/members/${member.id}`,
    );
    if (defaultCard?.brand === "visa")
      return { ...member, cardName: `Visa •••• ${defaultCard.last4}` };
    if (defaultCard?.brand === "mastercard")
      return { ...member, cardName: `Mastercard •••• ${defaultCard.last4}` };
  }
  throw new Error("no demo member has a saved card");
}

// The New Invoice page with the member chosen and one item named, its amount still to enter.
async function openNewInvoiceFor(page: Page, member: MemberSummary) {
  await page.goto("/dashboard/invoices/newinvoice");
  await page.getByRole("combobox", { name: "Customer" }).fill(member.lastName);
  await page.getByRole("option", { name: new RegExp(member.email) }).click();
  await page.getByRole("button", { name: "Add Item" }).click();
  await page.getByLabel("Item 1 name").fill("E2E Session");
}

// Presses Tab until `target` has focus, as a keyboard user goes down a page; fails if it is
// not reached within `limit` presses.
async function tabTo(page: Page, target: Locator, limit = 60) {
  for (let presses = 0; presses < limit; presses += 1) {
    await page.keyboard.press("Tab");
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`not reached with ${limit} presses of Tab`);
}

describe("billing: invoices", () => {
  it("shows the Billing page with its Options and tabs, and the demo invoices", () =>
    withAdminPage(async (page) => {
      await createPendingInvoice(page, (await firstDemoMember(page)).id, 3_100);
      await page.goto(BILLING_URL);
      await expect(page.getByRole("tab", { name: "Invoices" })).toBeVisible();
      await expect(page.getByRole("tab", { name: "Coupons" })).toBeVisible();
      // As the spec writes them (000 §4), not in a badge's capitals: innerText is what shows.
      await expect(page.getByText("Pending Payment").first()).toHaveText("Pending Payment", {
        useInnerText: true,
      });
      await expect(page.getByText("Past Due").first()).toHaveText("Past Due", {
        useInnerText: true,
      });
      // Whole, not cut to "Pendi…" beside the row's buttons.
      const isCut = (label: HTMLElement) => label.scrollWidth > label.clientWidth;
      expect(await page.getByText("Pending Payment").first().evaluate(isCut)).toBe(false);
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
      await page.getByLabel("Due Date").fill(invoiceDueDateAhead());
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
      // Nothing left to do with a paid invoice: no menu of actions, nothing to delete.
      await expect(row.first().getByRole("button", { name: /^Invoice actions for / })).toHaveCount(
        0,
      );
      await expect(row.first().getByRole("button", { name: "Delete" })).toHaveCount(0);
    }));

  it("replaces Save & Publish's last message with the next, so none goes stale or covers the button (000 §5)", () =>
    withAdminPage(async (page) => {
      const member = await firstDemoMember(page);
      const save = page.getByRole("button", { name: "Save & Publish" });
      await page.goto("/dashboard/invoices/newinvoice");
      await save.click();
      await expect(page.getByText(MESSAGES.selectCustomer)).toBeVisible();

      await page.getByRole("combobox", { name: "Customer" }).fill(member.lastName);
      await page.getByRole("option", { name: new RegExp(member.email) }).click();
      await save.click();
      await expect(page.getByText(MESSAGES.addInvoiceItem)).toBeVisible();
      // The customer is chosen: its message is gone, not stacked above the next one.
      await expect(page.getByText(MESSAGES.selectCustomer)).toHaveCount(0);
      // Nothing lies over Save & Publish: the point at its centre is the button's.
      const isOnTop = await save.evaluate((button) => {
        const box = button.getBoundingClientRect();
        const top = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
        return top !== null && button.contains(top);
      });
      expect(isOnTop).toBe(true);
    }));

  it("gives the member profile's Invoices tab the same row actions", () =>
    withAdminPage(async (page) => {
      const member = await firstDemoMember(page);
      const invoice = await createPendingInvoice(page, member.id, 4_321);
      await page.goto(`/dashboard/members/profile?uid=${member.id}&tab=invoices`);
      const pendingRow = page
        .getByRole("row")
        .filter({ hasText: "Pending Payment" })
        .filter({ hasText: invoice.total });
      await expect(pendingRow.first()).toBeVisible();
      const pendingBefore = await pendingRow.count();
      const menu = await openInvoiceActions(pendingRow.first());
      await expect(menu.getByRole("menuitem", { name: "Copy Pay Link" })).toBeVisible();
      await expect(menu.getByRole("menuitem", { name: "Send Reminder" })).toBeVisible();
      await expect(menu.getByRole("menuitem", { name: "Mark Paid" })).toBeVisible();
      await expect(menu.getByRole("menuitem", { name: "Charge Saved Card" })).toBeVisible();
      expect(await accessibilityViolations(page)).toEqual([]);
      await menu.getByRole("menuitem", { name: "Delete" }).click();
      await page.getByRole("dialog").getByRole("button", { name: "Delete Invoice" }).click();
      await expect(page.getByText(MESSAGES.invoiceDeleted)).toBeVisible();
      await expect(pendingRow).toHaveCount(pendingBefore - 1);
      const left = await apiGet<{ invoices: BillingInvoice[] }>(page, `/invoices?uid=${member.id}`);
      expect(left.invoices.map((row) => row.invoiceId)).not.toContain(invoice.invoiceId);
    }));

  it("names the member's saved card before charging it, then charges it once", () =>
    withAdminPage(async (page) => {
      const member = await demoMemberWithSavedCard(page);
      const invoice = await createPendingInvoice(page, member.id, 5_678);
      await page.goto(BILLING_URL);
      const row = page
        .getByRole("row")
        .filter({ hasText: `${member.firstName} ${member.lastName}` })
        .filter({ hasText: invoice.total });
      const menu = await openInvoiceActions(row.first());
      await menu.getByRole("menuitem", { name: "Charge Saved Card" }).click();
      const question = page.getByRole("dialog", { name: "Charge Saved Card" });
      await expect(question).toContainText(
        `${invoice.total} for ${member.firstName} ${member.lastName}, ${member.cardName}`,
      );
      await question.getByRole("button", { name: "Charge Saved Card" }).click();
      await expect(page.getByText(MESSAGES.invoiceCardCharged)).toBeVisible();
      await expect(row.first().getByText("Paid", { exact: true })).toBeVisible();
      const charged = await apiGet<{ invoices: BillingInvoice[] }>(
        page,
        `/invoices?uid=${member.id}`,
      );
      expect(charged.invoices.find((row) => row.invoiceId === invoice.invoiceId)?.status).toBe(
        "paid",
      );
    }));

  it("starts Mark Paid empty for each opening and says inside it that a note is needed", () =>
    withAdminPage(async (page) => {
      const member = await firstDemoMember(page);
      const invoice = await createPendingInvoice(page, member.id, 6_543);
      const { row, dialog, open: openMarkPaid } = await markPaidOnBilling(page, member, invoice);
      const menuButton = row.getByRole("button", { name: /^Invoice actions for / });

      await openMarkPaid();
      await dialog.getByText("Cheque", { exact: true }).click();
      await expect(dialog.getByRole("radio", { name: "Cheque" })).toBeChecked();
      await dialog.getByLabel("Note").fill("Cheque 123");
      // Typed and closed: asked first, then gone, and the keyboard is back on the row's menu.
      await page.keyboard.press("Escape");
      await page
        .getByRole("dialog", { name: MESSAGES.unsavedChangesTitle })
        .getByRole("button", { name: "Leave" })
        .click();
      await expect(dialog).toBeHidden();
      await expect(menuButton).toBeFocused();

      // A new opening (for this invoice or another) starts empty, on Cash.
      await openMarkPaid();
      await expect(dialog.getByLabel("Note")).toHaveValue("");
      await expect(dialog.getByRole("radio", { name: "Cash" })).toBeChecked();
      // An empty note is refused inside the form, which stays open, and nothing is paid.
      await dialog.getByRole("button", { name: "Mark Paid" }).click();
      await expect(dialog.getByText(MESSAGES.invoicePaymentNoteRequired)).toBeVisible();
      await expect(dialog).toBeVisible();
      const after = await apiGet<{ invoices: BillingInvoice[] }>(
        page,
        `/invoices?uid=${member.id}`,
      );
      expect(after.invoices.find((each) => each.invoiceId === invoice.invoiceId)?.status).toBe(
        "pending",
      );
      // With a note it is paid, and the message above the form went with the edit.
      await dialog.getByLabel("Note").fill("Cash at the desk");
      await dialog.getByRole("button", { name: "Mark Paid" }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByText("Invoice marked as paid.")).toBeVisible();
    }));

  // The invoice fee is the card's (000 §9): cash at the desk pays $72.10, not $76.13.
  it("records a cash payment without the card fee and lists the paid invoice at that amount", () =>
    withAdminPage(async (page) => {
      const member = await firstDemoMember(page);
      const invoice = await createPendingInvoice(page, member.id, 7_210);
      const { dialog, open } = await markPaidOnBilling(page, member, invoice);
      await open();
      await expect(dialog.getByText(MESSAGES.markPaidWithoutCardFee)).toBeVisible();
      await dialog.getByLabel("Note").fill("Cash at the desk");
      await dialog.getByRole("button", { name: "Mark Paid" }).click();
      await expect(dialog).toBeHidden();

      const paid = await apiGet<{ invoices: BillingInvoice[] }>(page, `/invoices?uid=${member.id}`);
      expect(paid.invoices.find((each) => each.invoiceId === invoice.invoiceId)).toMatchObject({
        status: "paid",
        paidAmount: 7_210,
      });
      const paidRow = page
        .getByRole("row")
        .filter({ hasText: "Paid" })
        .filter({ hasText: invoice.subtotal })
        .first();
      await expect(paidRow).toBeVisible();
    }));

  // The first Mark Paid worked but its answer was lost (a network drop): the retry met the
  // server's 409 'This invoice has already been paid.' and the form showed it as a failure.
  it("ends a Mark Paid retried after its answer was lost as paid, not as a failure", () =>
    withAdminPage(async (page) => {
      const member = await firstDemoMember(page);
      const invoice = await createPendingInvoice(page, member.id, 6_789);
      const { dialog, open } = await markPaidOnBilling(page, member, invoice);
      await open();
      await dialog.getByLabel("Note").fill("Cash at the desk");
      // The server pays the invoice; its answer never reaches the page.
      const markPaidPath = `**/api/v1/invoices/${invoice.invoiceId}/mark-paid`;
      await page.route(markPaidPath, async (route) => {
        await route.fetch();
        await route.abort("connectionreset");
      });
      await dialog.getByRole("button", { name: "Mark Paid" }).click();
      await expect(dialog.getByText(MESSAGES.unknownError)).toBeVisible();
      await page.unroute(markPaidPath);

      await dialog.getByRole("button", { name: "Mark Paid" }).click();

      await expect(dialog).toBeHidden();
      await expect(page.getByText(MESSAGES.invoiceFoundPaid)).toBeVisible();
      await expect(page.getByText(MESSAGES.invoiceAlreadyPaid)).toHaveCount(0);
      const paid = await apiGet<{ invoices: BillingInvoice[] }>(page, `/invoices?uid=${member.id}`);
      expect(paid.invoices.find((each) => each.invoiceId === invoice.invoiceId)?.status).toBe(
        "paid",
      );
    }));

  it("fits the invoices in a 1280 px window, each row's actions in a menu reached by keyboard", () =>
    withAdminPage(
      async (page) => {
        const member = await firstDemoMember(page);
        const invoice = await createPendingInvoice(page, member.id, 5_432);
        // The table's own scroll container, not the page: at 1280 px it scrolled sideways with
        // five buttons a row.
        const isOverflowing = () =>
          page
            .getByRole("table")
            .first()
            .evaluate((table) => {
              const container = table.closest(".mantine-ScrollArea-viewport") ?? table;
              return container.scrollWidth > container.clientWidth;
            });
        const pendingRowOn = async (path: string) => {
          await page.goto(path);
          const row = page
            .getByRole("row")
            .filter({ hasText: "Pending Payment" })
            .filter({ hasText: invoice.total })
            .first();
          await expect(row).toBeVisible();
          return row;
        };

        for (const path of [
          BILLING_URL,
          `/dashboard/members/profile?uid=${member.id}&tab=invoices`,
        ]) {
          const row = await pendingRowOn(path);
          expect(await isOverflowing()).toBe(false);
          // Tab by Tab from the page's top, the row's menu is reached; Enter opens it on its
          // first item, the arrows move on, Enter asks, Escape goes back to the menu's button.
          const menuButton = row.getByRole("button", { name: /^Invoice actions for / });
          await tabTo(page, menuButton);
          await expect(menuButton).toHaveAccessibleName(
            new RegExp(
              `^Invoice actions for ${member.firstName} ${member.lastName}, \\${invoice.total}, due `,
            ),
          );
          await page.keyboard.press("Enter");
          const items = page.getByRole("menu").getByRole("menuitem");
          await expect(items).toHaveText([
            "Copy Pay Link",
            "Send Reminder",
            "Charge Saved Card",
            "Mark Paid",
            "Delete",
          ]);
          await expect(items.first()).toBeFocused();
          await page.keyboard.press("ArrowDown");
          await expect(items.nth(1)).toBeFocused();
          await page.keyboard.press("Enter");
          const dialog = page.getByRole("dialog", { name: "Send Reminder" });
          await expect(dialog).toBeVisible();
          await page.keyboard.press("Escape");
          await expect(dialog).toBeHidden();
          await expect(menuButton).toBeFocused();
        }
      },
      { viewport: { width: 1280, height: 800 } },
    ));

  it("shows the preview and the invoices in the account's currency, not always in dollars (000 §9)", () =>
    withAdminPage(
      async (page) => {
        const member = await firstDemoMember(page);
        // In the app, so the page keeps the session it heard (see hearAccount).
        await openFromSideMenu(page, "Billing");
        await page.getByRole("button", { name: "Options" }).click();
        await page.getByRole("menuitem", { name: "Create New Invoice" }).click();
        await page.getByRole("combobox", { name: "Customer" }).fill(member.lastName);
        await page.getByRole("option", { name: new RegExp(member.email) }).click();
        await page.getByRole("button", { name: "Add Item" }).click();
        await page.getByLabel("Item 1 name").fill("Euro Session");
        await page.getByRole("textbox", { name: "Amount" }).fill("25");
        await page.getByLabel("Due Date").fill(invoiceDueDateAhead());
        const preview = page.getByRole("region", { name: "Invoice preview" });
        await expect(preview.getByText("Subtotal €25.00")).toBeVisible();
        await expect(preview.getByText("Invoice Fee €1.60")).toBeVisible();
        await expect(preview.getByText("Total €26.60")).toBeVisible();
        await page.getByRole("button", { name: "Save & Publish" }).click();
        await expect(page).toHaveURL(/\/dashboard\/billing$/);
        const row = page
          .getByRole("row")
          .filter({ hasText: "Euro Session" })
          .filter({ hasText: "€26.60" });
        await expect(row.first()).toBeVisible();
        await expect(
          row.first().getByRole("button", { name: /^Invoice actions for .*, €26\.60, due / }),
        ).toBeVisible();
      },
      {
        beforeSignIn: hearAccount((account) => {
          account.paymentInformation.currency = "eur";
        }),
      },
    ));

  it("saves a double-clicked Save & Publish once: one request, one invoice", () =>
    withAdminPage(async (page) => {
      const { members } = await apiGet<{ members: MemberSummary[] }>(page, "/members?limit=5");
      const member = members.at(-2) as MemberSummary;
      const invoicesOfMember = async () =>
        (await apiGet<{ invoices: BillingInvoice[] }>(page, `/invoices?uid=${member.id}&limit=100`))
          .invoices;
      const before = await invoicesOfMember();
      const creates = requestsSent(page, "POST", (url) => url.endsWith("/api/v1/invoices"));

      await openNewInvoiceFor(page, member);
      await page.getByRole("textbox", { name: "Amount" }).fill("30");
      await page.getByLabel("Due Date").fill(invoiceDueDateAhead());
      await page.getByRole("button", { name: "Save & Publish" }).dblclick();
      await expect(page.getByText(MESSAGES.newInvoiceAdded).first()).toBeVisible();
      // A saved invoice is not asked about: the page goes straight to billing.
      await expect(page).toHaveURL(/\/dashboard\/billing$/);
      await expect(page.getByRole("dialog", { name: MESSAGES.unsavedChangesTitle })).toHaveCount(0);

      const known = new Set(before.map((invoice) => invoice.invoiceId));
      const added = (await invoicesOfMember()).filter((invoice) => !known.has(invoice.invoiceId));
      expect(added).toHaveLength(1);
      expect(added[0]?.price.subAmount).toBe(3_000);
      expect(creates).toHaveLength(1);
    }));

  // Beyond the spec: a typo's year (2062) was saved and mailed, and sat pending for decades.
  it("stops the due date's picker a year ahead and refuses a later typed date inside the form, saving nothing", () =>
    withAdminPage(async (page) => {
      const member = await firstDemoMember(page);
      const creates = requestsSent(page, "POST", (url) => url.endsWith("/api/v1/invoices"));
      await openNewInvoiceFor(page, member);
      await page.getByRole("textbox", { name: "Amount" }).fill("30");
      const dueDate = page.getByLabel("Due Date");
      await expect(dueDate).toHaveAttribute("max", sameDateNextYearOnHarborClock());

      await dueDate.fill("2062-01-15");
      await page.getByRole("button", { name: "Save & Publish" }).click();

      await expect(page.getByText(MESSAGES.invoiceDueDateTooFar)).toBeVisible();
      await expect(page).toHaveURL(/\/dashboard\/invoices\/newinvoice$/);
      expect(creates).toHaveLength(0);
    }));

  it("leaves a cleared amount empty, so typing 30 then means $30.00 (000 §5 Currency input)", () =>
    withAdminPage(async (page) => {
      await openNewInvoiceFor(page, await firstDemoMember(page));
      const amount = page.getByRole("textbox", { name: "Amount" });
      await amount.fill("12.50");
      await page.keyboard.press("Tab");
      await expect(amount).toHaveValue("$ 12.50");
      // A select-all typed the moment the field gains focus survives: the text takes its
      // editing form as focus arrives, not a timer tick later (which undid the selection, so
      // Backspace took one digit).
      const selectAllKept = await amount.evaluate(async (input: HTMLInputElement) => {
        input.focus();
        input.select();
        await new Promise((resolve) => setTimeout(resolve, 50));
        const kept = input.selectionStart === 0 && input.selectionEnd === input.value.length;
        input.blur();
        return kept;
      });
      expect(selectAllKept).toBe(true);
      await expect(amount).toHaveValue("$ 12.50");
      await amount.click();
      await page.keyboard.press("ControlOrMeta+A");
      await page.keyboard.press("Backspace");
      await expect(amount).toHaveValue("");
      await page.keyboard.type("30");
      await page.keyboard.press("Tab");
      await expect(amount).toHaveValue("$ 30.00");
      const preview = page.getByRole("region", { name: "Invoice preview" });
      await expect(preview.getByText("Subtotal $30.00")).toBeVisible();

      // A typed comma groups thousands, as the field shows them; it is not a decimal point.
      await amount.click();
      await page.keyboard.press("ControlOrMeta+A");
      await page.keyboard.type("1,500");
      await page.keyboard.press("Tab");
      await expect(amount).toHaveValue("$ 1,500.00");
      await expect(preview.getByText("Subtotal $1,500.00")).toBeVisible();
    }));

  it("shows $ 0.00 in an amount left empty or without a number, as the preview counts it (000 §5 NaN becomes 0)", () =>
    withAdminPage(async (page) => {
      await openNewInvoiceFor(page, await firstDemoMember(page));
      const amount = page.getByRole("textbox", { name: "Amount" });
      const preview = page.getByRole("region", { name: "Invoice preview" });
      const leaveAmount = async (typed: string, shown: string, subtotal: string) => {
        await typeOver(amount, typed);
        await page.keyboard.press("Tab");
        await expect(amount).toHaveValue(shown);
        await expect(preview.getByText(`Subtotal ${subtotal}`)).toBeVisible();
      };
      await leaveAmount("abc", "$ 0.00", "$0.00");
      await leaveAmount("12.50", "$ 12.50", "$12.50");
      await leaveAmount("", "$ 0.00", "$0.00");
    }));

  it("shows the quantity counted when the field is left empty: 1, as the preview and the saved invoice say (000 §5 quantity 1 to 20)", () =>
    withAdminPage(async (page) => {
      const member = await firstDemoMember(page);
      const invoicesOfMember = async () =>
        (await apiGet<{ invoices: BillingInvoice[] }>(page, `/invoices?uid=${member.id}&limit=100`))
          .invoices;
      const known = new Set((await invoicesOfMember()).map((invoice) => invoice.invoiceId));
      await openNewInvoiceFor(page, member);
      await page.getByRole("textbox", { name: "Amount" }).fill("10");
      const quantity = page.getByRole("textbox", { name: "Quantity" });
      const previewRow = page
        .getByRole("region", { name: "Invoice preview" })
        .getByRole("row")
        .filter({ hasText: "E2E Session" });

      await quantity.fill("3");
      await page.keyboard.press("Tab");
      await expect(previewRow.getByRole("cell").nth(1)).toHaveText("3");
      await quantity.click();
      await page.keyboard.press("ControlOrMeta+A");
      await page.keyboard.press("Backspace");
      await expect(quantity).toHaveValue("");
      await page.keyboard.press("Tab");
      await expect(quantity).toHaveValue("1");
      await expect(previewRow.getByRole("cell").nth(1)).toHaveText("1");
      await expect(previewRow.getByRole("cell").nth(2)).toHaveText("$10.00");

      await page.getByLabel("Due Date").fill(invoiceDueDateAhead());
      await page.getByRole("button", { name: "Save & Publish" }).click();
      await expect(page.getByText(MESSAGES.newInvoiceAdded)).toBeVisible();
      const added = (await invoicesOfMember()).filter((invoice) => !known.has(invoice.invoiceId));
      expect(added.map((invoice) => invoice.price.subAmount)).toEqual([1_000]);
    }));

  // The server takes at most 50 items; the form stops there too, saying why, instead of letting
  // a 51st be typed only to be refused on Save & Publish.
  // At the limit it stays a Tab stop that says why (issue #19): pressed, it adds nothing.
  it("stops Add Item at 50 items and says an invoice can have at most 50", () =>
    withAdminPage(async (page) => {
      await page.goto("/dashboard/invoices/newinvoice");
      const addItem = page.getByRole("button", { name: "Add Item" });
      for (let added = 0; added < 50; added += 1) await addItem.click();
      await expect(page.getByLabel("Item 50 name")).toBeVisible();
      await expect(page.getByText("An invoice can have at most 50 items.")).toBeVisible();
      await expect(addItem).toHaveAccessibleDescription("An invoice can have at most 50 items.");
      await pressWaitingButton(addItem);
      await expect(page.getByLabel("Item 51 name")).toHaveCount(0);
      await page.getByRole("button", { name: "Remove item 50" }).click();
      await expect(addItem).toBeEnabled();
    }));

  it("asks before a side-menu entry or Back throws away a typed New Invoice", () =>
    withAdminPage(async (page) => {
      await page.goto(BILLING_URL);
      await page.getByRole("button", { name: "Options" }).click();
      await page.getByRole("menuitem", { name: "Create New Invoice" }).click();
      await expect(page).toHaveURL(/\/dashboard\/invoices\/newinvoice$/);
      await page.getByLabel("Due Date").fill(invoiceDueDateAhead());

      const members = page.getByRole("navigation", { name: "Side menu" }).getByRole("link", {
        name: "Members",
        exact: true,
      });
      const question = page.getByRole("dialog", { name: MESSAGES.unsavedChangesTitle });
      await members.click();
      await question.getByRole("button", { name: "Stay" }).click();
      await expect(question).toBeHidden();
      await expect(page).toHaveURL(/\/dashboard\/invoices\/newinvoice$/);
      await expect(page.getByLabel("Due Date")).toHaveValue(invoiceDueDateAhead());

      await page.goBack();
      await expect(question).toBeVisible();
      await question.getByRole("button", { name: "Leave" }).click();
      await expect(page).toHaveURL(/\/dashboard\/billing$/);
    }));
});

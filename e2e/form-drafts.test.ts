import { randomUUID } from "node:crypto";
import type { Page } from "playwright-core";
import { describe, it } from "vitest";
import { expect, startBrowser, withFreshPage, withSignedInPage } from "./support/browser";
import { submitSignInForm } from "./support/chromium";
import { eventPayload } from "./support/event-payload";
import { nextMonthAt } from "./support/events";
import {
  api,
  apiGet,
  endSessionFromOutside,
  openInvoiceActions,
  pngFile,
  postWithPicture,
  toast,
} from "./support/journeys";
import { leaderAndMember } from "./support/members";
import { invoiceDueDateAhead } from "./support/studio-clock";

const MESSAGES = {
  sessionExpired: "Your session has ended. Please sign in again.",
  draftRestored: "What you typed before your session ended has been restored.",
  draftRestoredWithoutFile:
    "What you typed before your session ended has been restored. Please choose the file again.",
};

const browser = await startBrowser();
const HARBOR = "admin@harbor.example";
const SUPER_ADMIN = "super@studiodesk.example";
// The demo's free weekly class (seed/demo-classes.ts).
const DEMO_CLASS = "Sunrise Vinyasa Club";

// The session of the page ends from outside; signed in again on the login page it was sent to,
// the user is back on the address they were typing on (the dashboard's own needs no ?next=).
async function endSessionAndSignInAgain(page: Page, email = HARBOR) {
  const typedOn = new URL(page.url());
  await endSessionFromOutside(page);
  await page.waitForURL(/\/login(\?next=|$)/, { timeout: 20_000 });
  await submitSignInForm(page, email, "studio-demo");
  await page.waitForURL(
    (url) => url.pathname === typedOn.pathname && url.search === typedOn.search,
  );
}

async function demoClassPath(page: Page): Promise<string> {
  const { active } = await apiGet<{ active: Array<{ classId: string; classTitle: string }> }>(
    page,
    "/classes",
  );
  const found = active.find((entry) => entry.classTitle === DEMO_CLASS);
  if (!found) throw new Error(`The demo organization has no class ${DEMO_CLASS}.`);
  return `/dashboard/classes/${found.classId}/`;
}

// A one-time event next month with one demo member booked: its id, start and the member.
async function eventWithAttendee(page: Page) {
  const { member } = await leaderAndMember(page);
  const payload = eventPayload(
    `Draft Journey ${randomUUID().slice(0, 8)}`,
    nextMonthAt(12, 15).toISOString(),
  );
  const created = await postWithPicture<{ eventId: string; occurrenceStart: string }>(
    page,
    "/api/v1/events",
    payload,
  );
  await api(page, "POST", `/events/${created.eventId}/attendees`, { userIds: [member.uid] });
  return { ...created, member };
}

const eventQuery = (occurrenceStart: string) =>
  new URLSearchParams({ eventStart: occurrenceStart });

// A pending invoice of the journey's own, for the first demo member, with an amount of its own.
async function pendingInvoice(page: Page) {
  const { members } = await apiGet<{ members: Array<{ id: string }> }>(page, "/members?limit=1");
  const amount = 5_000 + Math.floor(Math.random() * 4_000);
  const { invoice } = await api<{ invoice: { price: { amount: number; subAmount: number } } }>(
    page,
    "POST",
    "/invoices",
    {
      idempotencyKey: `draft-journey-invoice:${randomUUID()}`,
      uid: members[0]?.id,
      items: [{ name: "Draft Journey Session", quantity: 1, amount }],
      dueDate: invoiceDueDateAhead(),
      memo: null,
      footer: null,
    },
  );
  const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;
  // The total as the list shows it, the card fee included; Mark Paid's title names what cash
  // or a cheque pays, the items' total without it.
  return { total: dollars(invoice.price.amount), subtotal: dollars(invoice.price.subAmount) };
}

// A product of the journey's own (sized when `productSizes` names its counts): its id.
async function journeyProduct(page: Page, productSizes?: Record<string, number>) {
  const { productId } = await postWithPicture<{ productId: string }>(page, "/api/v1/products", {
    idempotencyKey: `draft-journey-product:${randomUUID()}`,
    productTitle: `Draft Journey Mat ${randomUUID().slice(0, 8)}`,
    productDescription: "Created by the form drafts journey.",
    price: { amount: 1500, quantity: 20 },
    ...(productSizes ? { productSizes } : {}),
  });
  return productId;
}

type Reader = { id: string; status: string };

// The demo's simulated online reader and a product of the journey's own for it to sell.
async function terminalCheckoutPath(page: Page) {
  const { readers } = await apiGet<{ readers: Reader[] }>(page, "/terminal/readers");
  const reader = readers.find((candidate) => candidate.status === "online");
  if (!reader) throw new Error("The demo organization has no online reader.");
  const productId = await journeyProduct(page);
  return `/dashboard/terminal/${encodeURIComponent(reader.id)}/?${new URLSearchParams({ productId })}`;
}

async function openTerminalCheckout(page: Page) {
  await page.goto(await terminalCheckoutPath(page));
  await expect(page.getByText("Pay Is Ready.")).toBeVisible();
}

// The super-admin's session on the notifications page ends from outside; signed in again, they
// choose `organization` and are back on the page.
async function signInAgainInto(page: Page, organization: string) {
  await endSessionFromOutside(page);
  await page.waitForURL(/\/login\?next=%2Fdashboard%2Fnotifications$/, { timeout: 20_000 });
  await submitSignInForm(page, SUPER_ADMIN, "studio-demo");
  await chooseOrganization(page, organization);
  await page.waitForURL(/\/dashboard\/notifications$/);
}

async function chooseOrganization(page: Page, name: string) {
  const dialog = page.getByRole("dialog", { name: "Select Organization" });
  await dialog.getByPlaceholder("Select Organization").click();
  await page.getByRole("option", { name }).click();
  await dialog.getByRole("button", { name: "Select Organization" }).click();
}

// Each form: typed as staff type it, and found again with that text after signing in.
type DraftJourney = {
  form: string;
  type: (page: Page) => Promise<void>;
  expectTyped: (page: Page) => Promise<void>;
};

const OPTED_IN_FORMS: DraftJourney[] = [
  {
    form: "New Calendar Item",
    type: async (page) => {
      await page.goto("/dashboard/schedule");
      await page.getByRole("button", { name: "New Item", exact: true }).click();
      const dialog = page.getByRole("dialog", { name: "New Calendar Item" });
      await dialog.getByRole("textbox", { name: "Title", exact: true }).fill("Pier Clean-up");
    },
    expectTyped: async (page) => {
      const dialog = page.getByRole("dialog", { name: "New Calendar Item" });
      await expect(dialog.getByRole("textbox", { name: "Title", exact: true })).toHaveValue(
        "Pier Clean-up",
      );
    },
  },
  {
    form: "a class's New Resources",
    type: async (page) => {
      await page.goto(await demoClassPath(page));
      await page.getByRole("tab", { name: "Resources" }).click();
      await page.getByRole("button", { name: "New Resources" }).click();
      const dialog = page.getByRole("dialog", { name: "New Resources" });
      await dialog.getByRole("textbox", { name: "Title" }).fill("Breathing Guide");
    },
    expectTyped: async (page) => {
      await expect(page.getByRole("tab", { name: "Resources" })).toHaveAttribute(
        "aria-selected",
        "true",
      );
      const dialog = page.getByRole("dialog", { name: "New Resources" });
      await expect(dialog.getByRole("textbox", { name: "Title" })).toHaveValue("Breathing Guide");
    },
  },
  {
    form: "Mark Paid",
    type: async (page) => {
      const { total, subtotal } = await pendingInvoice(page);
      await page.goto("/dashboard/billing");
      const row = page
        .getByRole("row")
        .filter({ hasText: "Pending Payment" })
        .filter({ hasText: total })
        .first();
      const menu = await openInvoiceActions(row);
      await menu.getByRole("menuitem", { name: "Mark Paid" }).click();
      const dialog = page.getByRole("dialog", { name: new RegExp(`^Mark \\${subtotal} invoice`) });
      await dialog.getByText("Cheque", { exact: true }).click();
      await dialog.getByLabel("Note").fill("Cheque 2041, taken by Avery");
    },
    expectTyped: async (page) => {
      const dialog = page.getByRole("dialog", { name: /^Mark .* paid$/ });
      await expect(dialog.getByLabel("Note")).toHaveValue("Cheque 2041, taken by Avery");
      await expect(dialog.getByRole("radio", { name: "Cheque" })).toBeChecked();
    },
  },
  {
    form: "an event's attendance",
    type: async (page) => {
      const { eventId, occurrenceStart, member } = await eventWithAttendee(page);
      await page.goto(`/dashboard/schedule/event/${eventId}/users?${eventQuery(occurrenceStart)}`);
      await page.getByLabel(`Attendance for ${member.name}`).fill("1");
      await expect(page.getByRole("button", { name: "Save" })).toBeEnabled();
    },
    expectTyped: async (page) => {
      await expect(page.getByLabel(/^Attendance for /)).toHaveValue("1");
      await expect(page.getByRole("button", { name: "Save" })).toBeEnabled();
    },
  },
  {
    form: "the event view",
    type: async (page) => {
      const { eventId, occurrenceStart } = await eventWithAttendee(page);
      await page.goto(`/dashboard/schedule/event/${eventId}/?${eventQuery(occurrenceStart)}`);
      await page.getByLabel("Event Title").fill("Sunset Flow on the Pier");
    },
    expectTyped: async (page) => {
      await expect(page.getByLabel("Event Title")).toHaveValue("Sunset Flow on the Pier");
      await expect(page.getByRole("button", { name: "Update" })).toBeEnabled();
    },
  },
  {
    form: "the class view",
    type: async (page) => {
      await page.goto(await demoClassPath(page));
      await page.getByLabel("Class Description").fill("Bring a mat; the pier is cold at six.");
    },
    expectTyped: async (page) => {
      await expect(page.getByLabel("Class Description")).toHaveValue(
        "Bring a mat; the pier is cold at six.",
      );
      await expect(page.getByRole("button", { name: "Update Class" })).toBeEnabled();
    },
  },
  {
    form: "the product view",
    type: async (page) => {
      await page.goto(`/dashboard/shop/${await journeyProduct(page, { M: 4 })}/`);
      await page.getByLabel("Product Title").fill("Cork Travel Mat");
      await page.getByLabel("Size M", { exact: true }).fill("9");
      await expect(page.getByRole("button", { name: "Update" })).toBeEnabled();
    },
    expectTyped: async (page) => {
      await expect(page.getByLabel("Product Title")).toHaveValue("Cork Travel Mat");
      await expect(page.getByLabel("Size M", { exact: true })).toHaveValue("9");
      await expect(page.getByRole("button", { name: "Update" })).toBeEnabled();
    },
  },
  {
    form: "a member's Notes",
    type: async (page) => {
      const { member } = await leaderAndMember(page);
      await page.goto(`/dashboard/members/profile?uid=${member.uid}&tab=notes`);
      await page
        .getByRole("textbox", { name: "Notes", exact: true })
        .fill("Prefers the front row.");
    },
    expectTyped: async (page) => {
      await expect(page.getByRole("textbox", { name: "Notes", exact: true })).toHaveValue(
        "Prefers the front row.",
      );
    },
  },
  {
    form: "the terminal checkout",
    type: async (page) => {
      await openTerminalCheckout(page);
      await page.getByRole("textbox", { name: "Quantity" }).fill("2");
      await page.getByRole("textbox", { name: "Coupon Code" }).fill("NOSUCHCODE");
      await page.getByText("Walk-in").click();
      await page.getByRole("textbox", { name: "Name" }).fill("Jordan Walk-in");
      await page.getByRole("textbox", { name: "Email" }).fill("jordan@example.com");
    },
    expectTyped: async (page) => {
      await expect(page.getByRole("textbox", { name: "Quantity" })).toHaveValue("2");
      await expect(page.getByRole("textbox", { name: "Coupon Code" })).toHaveValue("NOSUCHCODE");
      await expect(page.getByRole("textbox", { name: "Name" })).toHaveValue("Jordan Walk-in");
      await expect(page.getByRole("textbox", { name: "Email" })).toHaveValue("jordan@example.com");
    },
  },
  {
    form: "New Featured",
    type: async (page) => {
      await page.goto("/dashboard");
      await page.getByRole("button", { name: "New Featured" }).click();
      const dialog = page.getByRole("dialog", { name: "New Featured" });
      await dialog
        .getByRole("textbox", { name: "Link (optional)" })
        .fill("https://harbor.example/summer");
    },
    expectTyped: async (page) => {
      const dialog = page.getByRole("dialog", { name: "New Featured" });
      await expect(dialog.getByRole("textbox", { name: "Link (optional)" })).toHaveValue(
        "https://harbor.example/summer",
      );
    },
  },
];

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
      await expect(toast(page, MESSAGES.draftRestoredWithoutFile)).toHaveCount(1);
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

  it.each(OPTED_IN_FORMS)("gives $form back after a revoke", ({ type, expectTyped }) =>
    withSignedInPage(browser, HARBOR, async (page) => {
      await type(page);
      await endSessionAndSignInAgain(page);
      await expectTyped(page);
      await expect(toast(page, MESSAGES.draftRestored)).toHaveCount(1);
    }),
  );

  it("gives New Resource back with its title, asking for its file again, after a revoke", () =>
    withSignedInPage(browser, HARBOR, async (page) => {
      await page.goto("/dashboard/resources");
      await page.getByRole("button", { name: "New Resource" }).click();
      const dialog = page.getByRole("dialog", { name: "New Resource" });
      await dialog.locator('input[type="file"]').setInputFiles({
        name: "Breathing.pdf",
        mimeType: "application/pdf",
        buffer: Buffer.from(
          "%PDF-1.4\n1 0 obj\n<< /Title (notes) >>\nendobj\ntrailer\n<<>>\n%%EOF\n",
        ),
      });
      await expect(dialog.getByRole("textbox", { name: "Title" })).toHaveValue("Breathing.pdf");
      await dialog.getByRole("textbox", { name: "Description" }).fill("Four counts in, six out.");
      await endSessionAndSignInAgain(page);
      const reopened = page.getByRole("dialog", { name: "New Resource" });
      await expect(reopened.getByRole("textbox", { name: "Description" })).toHaveValue(
        "Four counts in, six out.",
      );
      await expect(reopened.getByText("Breathing.pdf", { exact: true })).toHaveCount(0);
      await expect(toast(page, MESSAGES.draftRestoredWithoutFile)).toHaveCount(1);
    }));

  it("keeps nothing of a terminal checkout whose payment was already sent to the reader", () =>
    withSignedInPage(browser, HARBOR, async (page) => {
      await openTerminalCheckout(page);
      await page.getByText("Walk-in").click();
      await page.getByRole("textbox", { name: "Name" }).fill("Jordan Walk-in");
      await page.getByRole("textbox", { name: "Email" }).fill("jordan@example.com");
      const started = page.waitForResponse(
        (response) =>
          response.request().method() === "POST" && response.url().endsWith("/terminal/checkouts"),
      );
      await page.getByRole("button", { name: "Collect Payment" }).click();
      const { checkoutId } = (await (await started).json()) as { checkoutId: string };
      await expect(page.getByRole("dialog", { name: "Terminal Payment" })).toBeVisible();
      await endSessionAndSignInAgain(page);
      // The reader is left free for the journeys after this one.
      await api(page, "POST", `/terminal/checkouts/${checkoutId}/cancel`, {});
      await expect(page.getByText("Pay Is Ready.")).toBeVisible();
      await expect(page.getByRole("textbox", { name: "Name" })).toHaveCount(0);
      await expect(toast(page, MESSAGES.draftRestored)).toHaveCount(0);
    }));

  it("gives a super-admin's draft back in the organization they chose, and in no other", () =>
    withFreshPage(browser, async (page) => {
      const message = "Harbor's platform notice, for Harbor only.";
      await page.goto("/login?isSuperAdmin=true");
      await submitSignInForm(page, SUPER_ADMIN, "studio-demo");
      await chooseOrganization(page, "Harbor Yoga");
      await page.waitForURL(/\/dashboard$/);
      const dialog = await typeNotification(page, message);

      await signInAgainInto(page, "Harbor Yoga");
      await expect(dialog.getByLabel("Message")).toHaveValue(message);
      await expect(toast(page, MESSAGES.draftRestored)).toHaveCount(1);

      // Kept again, then Summit Dance chosen: nothing of Harbor's is shown, and it is forgotten.
      await signInAgainInto(page, "Summit Dance");
      await expect(page.getByRole("heading", { name: "Notifications", level: 1 })).toBeVisible();
      await expect(dialog).toHaveCount(0);
      await expect(toast(page, MESSAGES.draftRestored)).toHaveCount(0);

      await signInAgainInto(page, "Harbor Yoga");
      await expect(page.getByRole("heading", { name: "Notifications", level: 1 })).toBeVisible();
      await expect(dialog).toHaveCount(0);
      await expect(toast(page, MESSAGES.draftRestored)).toHaveCount(0);
    }));
});

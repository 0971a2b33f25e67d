import type { Page } from "playwright-core";
import { describe, it } from "vitest";
import { accessibilityViolations, expect } from "./support/browser";
import { fillNewCoupon, openNewCoupon } from "./support/coupons";
import { eventPayload } from "./support/event-payload";
import { nextMonthAt } from "./support/events";
import {
  adminJourneys,
  holdRequests,
  openFromSideMenu,
  postWithPicture,
  toast,
  typeOver,
} from "./support/journeys";
import { harborDateTime } from "./support/studio-clock";

// The spec's texts (000 §2 Terminals and Terminal checkout, §4 Terminal payment flow, §8),
// written out: the journeys check what the user reads.
const TEXT = {
  readerOffline: "This reader is currently offline.",
  readerNotFound: "This reader could not be found.",
  checkoutNotFound: "This checkout could not be found.",
  eventNotFound: "This event was not found.",
  productNotFound: "This product was not found.",
  eventAndProduct: "A checkout sells an event or a product, not both.",
  checkingReader: "Checking the reader…",
  noAvailableReaders: "No available readers. Please try again.",
  noStripeTerminal: "No Stripe Terminal",
  waitingForInput: "Waiting For Customer Input...",
  payIsReady: "Pay Is Ready.",
  paymentComplete: "Payment Complete.",
  invalidCoupon: "Invalid Coupon",
  couponNotForItem: "This coupon cannot be used for this item.",
  newCouponAdded: "New Coupon has been added.",
  invalidEmail: "Please enter a valid email address.",
  cardDeclined: "Your card was declined.",
  eventDateOver: "This event date is over.",
};

// The demo's switched-off reader (seed/demo-terminal.ts).
const OFFLINE_READER = { id: "tmr_DemoBackOffice", label: "Back Office" };

// A demo member (seed/demo-seed.ts) who buys at the terminal.
const MEMBER_EMAIL = "member@harbor.example";

const withAdmin = adminJourneys();

type Reader = { id: string; label: string; status: string; device_type: string };

// The simulated WisePOS E of the demo organization (registered on the first listing).
async function onlineReader(page: Page): Promise<Reader> {
  const { readers } = await page.evaluate(async () =>
    (await fetch("/api/v1/terminal/readers")).json(),
  );
  const reader = (readers as Reader[]).find((candidate) => candidate.status === "online");
  if (!reader) throw new Error("The demo organization has no online reader.");
  return reader;
}

async function postJson<Created>(page: Page, path: string, body: object): Promise<Created> {
  return page.evaluate(
    async ({ path, body }) => {
      const headers = { "content-type": "application/json", "x-studiodesk-csrf": "1" };
      const created = await fetch(path, { method: "POST", headers, body: JSON.stringify(body) });
      if (!created.ok) throw new Error(await created.text());
      return created.json();
    },
    { path, body },
  ) as Promise<Created>;
}

// A one-time event next month, $20.00, ten tickets; answers its id and start.
// A 10% coupon with no limits, as the checkout journeys redeem it; its code.
async function createTenPercentCoupon(page: Page, code: string): Promise<string> {
  await postJson(page, "/api/v1/coupons", {
    couponCode: code,
    couponDescription: "Made by the terminal journey.",
    amountOff: null,
    percentOff: 10,
    userLimit: null,
  });
  return code;
}

async function createEvent(page: Page, title: string) {
  const eventStart = nextMonthAt(10, 23).toISOString();
  const payload = eventPayload(title, eventStart, {
    price: { amount: 2000, quantity: 10, oneTimePurchase: false },
  });
  const { eventId } = await postWithPicture<{ eventId: string }>(page, "/api/v1/events", payload);
  return { eventId, eventStart };
}

// A $15.00 product sold in M (five left) and L.
async function createSizedProduct(page: Page, title: string): Promise<string> {
  const created = await postWithPicture<{ productId: string }>(page, "/api/v1/products", {
    idempotencyKey: `e2e-product:${crypto.randomUUID()}`,
    productTitle: title,
    productDescription: "Created by the terminal journey.",
    price: { amount: 1500, quantity: null },
    productSizes: { M: 5, L: "unlimited" },
  });
  return created.productId;
}

// A $15.00 product with twenty in stock.
async function createProduct(page: Page, title: string): Promise<string> {
  const created = await postWithPicture<{ productId: string }>(page, "/api/v1/products", {
    idempotencyKey: `e2e-product:${crypto.randomUUID()}`,
    productTitle: title,
    productDescription: "Created by the terminal journey.",
    price: { amount: 1500, quantity: 20 },
  });
  return created.productId;
}

const checkoutUrl = (readerId: string, query: Record<string, string>) =>
  `/dashboard/terminal/${encodeURIComponent(readerId)}/?${new URLSearchParams(query)}`;

async function openCheckout(page: Page, readerId: string, query: Record<string, string>) {
  await page.goto(checkoutUrl(readerId, query));
  await expect(page.getByRole("heading", { name: "Step 1 Purchase" })).toBeVisible();
  await expect(page.getByText(TEXT.payIsReady)).toBeVisible();
}

// The product view's Options → Collect Payment, into the checkout on the online reader.
async function collectFromProductView(page: Page, productId: string, readerId: string) {
  await page.goto(`/dashboard/shop/${productId}`);
  await page.getByRole("button", { name: "Options" }).click();
  await page.getByRole("menuitem", { name: "Collect Payment" }).click();
  await page.waitForURL(`**${checkoutUrl(readerId, { productId })}`);
  await expect(page.getByText(TEXT.payIsReady)).toBeVisible();
}

async function chooseMember(page: Page) {
  const picker = page.getByRole("combobox", { name: "Customer" });
  await picker.fill(MEMBER_EMAIL);
  await page.getByRole("option", { name: new RegExp(MEMBER_EMAIL) }).click();
}

// Collect Payment, then the blocking modal waits for the card.
async function collect(page: Page) {
  await page.getByRole("button", { name: "Collect Payment" }).click();
  const modal = page.getByRole("dialog", { name: "Terminal Payment" });
  await expect(modal.getByText(TEXT.waitingForInput)).toBeVisible();
  return modal;
}

describe("terminal (000 §2 Terminals and Terminal checkout, §4 Terminal payment flow)", () => {
  it("lists the readers with their status and refreshes them", () =>
    withAdmin(async (page) => {
      await page.goto("/dashboard/terminal/");
      const reader = await onlineReader(page);
      const row = page.getByRole("row").filter({ hasText: reader.label });
      await expect(row.getByText("Online")).toBeVisible();
      await expect(row.getByRole("img", { name: "BBPOS WisePOS E" })).toBeVisible();
      await page.getByRole("button", { name: "Refresh" }).click();
      // 000 §2: clicking a reader anywhere on its row (here its status) answers for it.
      await row.getByText("Online").click();
      await expect(toast(page, TEXT.payIsReady)).toBeVisible();
      // The pointer leaves the button, whose hover colour is not what the page shows.
      await page.mouse.move(700, 880);
      expect(await accessibilityViolations(page)).toEqual([]);
    }));

  it("keeps the keyboard on Refresh while and after the readers are listed again", () =>
    withAdmin(async (page) => {
      await page.goto("/dashboard/terminal/");
      await onlineReader(page);
      const refresh = page.getByRole("button", { name: "Refresh" });
      await refresh.focus();
      const listed = page.waitForResponse("**/api/v1/terminal/readers**");
      await page.keyboard.press("Enter");
      await listed;
      await expect(refresh).not.toHaveAttribute("data-loading", "true");
      await expect(refresh).toBeFocused();
    }));

  it("says an offline reader is offline, on the Terminals page and in its checkout", () =>
    withAdmin(async (page) => {
      await page.goto("/dashboard/terminal/");
      const row = page.getByRole("row").filter({ hasText: OFFLINE_READER.label });
      await expect(row.getByText("Inactive")).toBeVisible();
      // The row opens from the keyboard too.
      await row.focus();
      await page.keyboard.press("Enter");
      await expect(toast(page, TEXT.readerOffline)).toBeVisible();
      const productId = await createSizedProduct(page, `Terminal Cap ${Date.now()}`);
      await page.goto(checkoutUrl(OFFLINE_READER.id, { productId }));
      await expect(page.getByRole("heading", { name: "Step 1 Purchase" })).toBeVisible();
      await expect(page.getByText(TEXT.readerOffline)).toBeVisible();
      await expect(page.getByRole("button", { name: "Collect Payment" })).toBeDisabled();
    }));

  it("says a reader id the organization does not have is not found, not offline", () =>
    withAdmin(async (page) => {
      const productId = await createSizedProduct(page, `Terminal Cap ${Date.now()}`);
      await page.goto(checkoutUrl("tmr_NoSuchReader", { productId }));
      await expect(page.getByRole("heading", { name: "Step 1 Purchase" })).toBeVisible();
      await expect(page.getByText(TEXT.readerNotFound)).toBeVisible();
      await expect(page.getByText(TEXT.readerOffline)).toHaveCount(0);
      await expect(page.getByRole("button", { name: "Collect Payment" })).toBeDisabled();
    }));

  // The product view's Collect Payment opens the checkout before the readers are listed (a page
  // drawn by the server comes with them).
  it("says it is checking the reader, not that it is offline, until the readers are listed", () =>
    withAdmin(async (page) => {
      const productId = await createSizedProduct(page, `Terminal Cap ${Date.now()}`);
      const readers = holdRequests(page, "**/api/v1/terminal/readers");
      await readers.ready;
      await page.goto(`/dashboard/shop/${productId}`);
      await page.getByRole("button", { name: "Options" }).click();
      await page.getByRole("menuitem", { name: "Collect Payment" }).click();
      await expect(page.getByRole("heading", { name: "Step 1 Purchase" })).toBeVisible();
      await expect(page.getByText(TEXT.checkingReader)).toBeVisible();
      await expect(page.getByText(TEXT.readerOffline)).toHaveCount(0);
      await expect(page.getByRole("button", { name: "Collect Payment" })).toBeDisabled();
      readers.release();
      await expect(page.getByText(TEXT.payIsReady)).toBeVisible();
      await expect(page.getByText(TEXT.checkingReader)).toHaveCount(0);
    }));

  // A date whose end has passed is not sold: the event view does not offer it, and a checkout
  // address for it says why and keeps Collect Payment disabled.
  it("offers no Collect Payment for an event date that is over, and its checkout says 'This event date is over.'", () =>
    withAdmin(async (page) => {
      const eventStart = new Date(Date.now() - 2 * 86_400_000).toISOString();
      const payload = eventPayload(`Terminal Past ${Date.now()}`, eventStart, {
        price: { amount: 2000, quantity: 10, oneTimePurchase: false },
      });
      const { eventId } = await postWithPicture<{ eventId: string }>(
        page,
        "/api/v1/events",
        payload,
      );
      await page.goto(
        `/dashboard/schedule/event/${eventId}/?${new URLSearchParams({ eventStart })}`,
      );
      await page.getByRole("button", { name: "Options" }).click();
      await expect(page.getByRole("menuitem", { name: "Collect Payment" })).toBeDisabled();
      await page.keyboard.press("Escape");
      const reader = await onlineReader(page);
      await openCheckout(page, reader.id, { eventId, eventStart });
      await expect(page.getByText(TEXT.eventDateOver).first()).toBeVisible();
      await expect(page.getByRole("button", { name: "Collect Payment" })).toBeDisabled();
    }));

  it("offers no Collect Payment for an inactive product: the item is dimmed until it is re-activated", () =>
    withAdmin(async (page) => {
      const productId = await createSizedProduct(page, `Terminal Retired Cap ${Date.now()}`);
      const setActive = (isActive: boolean) =>
        page.evaluate(
          async ({ id, isActive }) => {
            const headers = { "content-type": "application/json", "x-studiodesk-csrf": "1" };
            const body = JSON.stringify({ isActive });
            const url = `/api/v1/products/${id}/status`;
            return (await fetch(url, { method: "PATCH", headers, body })).status;
          },
          { id: productId, isActive },
        );
      expect(await setActive(false)).toBe(200);
      await page.goto(`/dashboard/shop/${productId}`);
      await page.getByRole("button", { name: "Options" }).click();
      await expect(page.getByRole("menuitem", { name: "Collect Payment" })).toBeDisabled();
      await page.keyboard.press("Escape");
      expect(await setActive(true)).toBe(200);
      await page.reload();
      await page.getByRole("button", { name: "Options" }).click();
      await expect(page.getByRole("menuitem", { name: "Collect Payment" })).toBeEnabled();
    }));

  // 000 §2 Terminal checkout "goes back if … a product is a subscription": the menu offered it,
  // and the checkout only turned it away with a notice.
  it("offers no Collect Payment for a subscription product", () =>
    withAdmin(async (page) => {
      await page.goto("/dashboard/shop/");
      await page.getByRole("link", { name: "Monthly Unlimited Membership" }).click();
      await expect(
        page.getByRole("heading", { name: "Monthly Unlimited Membership" }),
      ).toBeVisible();
      await page.getByRole("button", { name: "Options" }).click();
      await expect(page.getByRole("menuitem", { name: "View Purchased" })).toBeEnabled();
      await expect(page.getByRole("menuitem", { name: "Collect Payment" })).toBeDisabled();
    }));

  // The demo organization always has readers; the answer is replaced in the browser to show
  // what the page says when there are none, or when they cannot be listed.
  it("says when there is no reader to use", () =>
    withAdmin(async (page) => {
      await page.route("**/api/v1/terminal/readers", (route) =>
        route.fulfill({ json: { readers: [] } }),
      );
      await openFromSideMenu(page, "Terminal");
      await expect(page.getByText(TEXT.noAvailableReaders)).toBeVisible();
    }));

  it("says 'No Stripe Terminal' with the reason when the readers cannot be listed", () =>
    withAdmin(async (page) => {
      const reason = "This organization has no connected payment account.";
      await page.route("**/api/v1/terminal/readers", (route) =>
        route.fulfill({
          status: 409,
          json: { error: { code: "payment_account_not_connected", message: reason } },
        }),
      );
      await openFromSideMenu(page, "Terminal");
      const alert = page.getByRole("alert").filter({ hasText: TEXT.noStripeTerminal });
      await expect(alert).toContainText(reason);
      await page.unroute("**/api/v1/terminal/readers");
      await page.getByRole("button", { name: "Retry" }).click();
      await expect(page.getByRole("row").filter({ hasText: OFFLINE_READER.label })).toBeVisible();
    }));

  // Issue #19, as the other detail pages: the page says why it went back.
  it("goes back to the readers from a checkout without an item, or with an unknown or malformed one, saying why", () =>
    withAdmin(async (page) => {
      const reader = await onlineReader(page);
      const queries: [Record<string, string>, string][] = [
        [{}, TEXT.checkoutNotFound],
        [{ productId: "01900000-0000-7000-8000-000000000000" }, TEXT.productNotFound],
        [
          { eventId: "01900000-0000-7000-8000-000000000000", eventStart: "not-a-date" },
          TEXT.eventNotFound,
        ],
        [{ eventId: "01900000-0000-7000-8000-000000000000" }, TEXT.eventNotFound],
        [{ productId: "x".repeat(101) }, TEXT.productNotFound],
      ];
      for (const [query, notice] of queries) {
        await page.goto(checkoutUrl(reader.id, query));
        await expect(page).toHaveURL(/\/dashboard\/terminal\/$/);
        await expect(toast(page, notice).first()).toBeVisible();
        await expect(page.getByText("Unknown Error.")).toHaveCount(0);
      }
    }));

  // 001 §2 route table: eventId or productId. An address naming both sells neither of them.
  it("goes back from a checkout naming both an event and a product, saying why", () =>
    withAdmin(async (page) => {
      const stamp = Date.now();
      const { eventId, eventStart } = await createEvent(page, `Terminal Both ${stamp}`);
      const productId = await createProduct(page, `Terminal Both ${stamp}`);
      const reader = await onlineReader(page);
      await page.goto(checkoutUrl(reader.id, { eventId, eventStart, productId }));
      await expect(page).toHaveURL(/\/dashboard\/terminal\/$/);
      await expect(toast(page, TEXT.eventAndProduct).first()).toBeVisible();
      await expect(page.getByRole("heading", { name: "Step 1 Purchase" })).toHaveCount(0);
    }));

  it("sells an event ticket to a member with a coupon and opens the receipt", () =>
    withAdmin(async (page) => {
      const stamp = Date.now();
      const { eventId, eventStart } = await createEvent(page, `Terminal Flow ${stamp}`);
      const code = await createTenPercentCoupon(page, `TERM${stamp}`);
      const reader = await onlineReader(page);
      await openCheckout(page, reader.id, { eventId, eventStart });
      await expect(page.getByText("On Time")).toBeVisible();
      // An emptied quantity shows, once left, the 1 the sale counts.
      const quantity = page.getByRole("textbox", { name: "Quantity" });
      await typeOver(quantity, "");
      await page.keyboard.press("Tab");
      await expect(quantity).toHaveValue("1");
      const coupon = page.getByRole("textbox", { name: "Coupon Code" });
      await coupon.fill("NOSUCHCODE");
      await expect(page.getByText(TEXT.invalidCoupon)).toBeVisible();
      await coupon.fill(code);
      await expect(page.getByText("Discount")).toBeVisible();
      await chooseMember(page);
      expect(await accessibilityViolations(page)).toEqual([]);
      const modal = await collect(page);
      expect(await accessibilityViolations(page)).toEqual([]);
      // Every text the modal's status takes, however briefly (the sale may settle at once).
      await modal.getByRole("status").evaluate((status) => {
        const seen = [status.textContent ?? ""];
        Object.assign(window, { seenPaymentStatuses: seen });
        new MutationObserver(() => seen.push(status.textContent ?? "")).observe(status, {
          childList: true,
          characterData: true,
          subtree: true,
        });
      });
      const receipt = page.context().waitForEvent("page");
      await modal.getByRole("button", { name: "Present Card: Success" }).click();
      await expect(toast(page, TEXT.paymentComplete)).toBeVisible();
      await receipt;
      await expect(modal).toBeHidden();
      // 000 §2: 'Waiting For Customer Input...', then once the card is read 'Processing Payment'.
      const seen = await page.evaluate(
        () => (window as unknown as { seenPaymentStatuses: string[] }).seenPaymentStatuses,
      );
      expect(seen[0]).toBe("Waiting For Customer Input...");
      expect(seen).toContain("Processing Payment");
      // The view resets for the next sale.
      await expect(coupon).toHaveValue("");
      await expect(page.getByText("Remaining: 9")).toBeVisible();
    }));

  // 001 §2 route table: the checkout takes eventStart, the date of the series being sold; the
  // desk must see which date the ticket is for, on the studio's clock (Harbor: New York).
  it("names the date and time of the event being sold in Step 1 Purchase", () =>
    withAdmin(async (page) => {
      const { eventId, eventStart } = await createEvent(page, `Terminal Date ${Date.now()}`);
      const when = harborDateTime(eventStart);
      const reader = await onlineReader(page);
      await openCheckout(page, reader.id, { eventId, eventStart });
      await expect(page.getByText(when, { exact: true })).toBeVisible();
    }));

  it("limits a coupon to a product in the New Coupon modal; the checkout takes it only for that product (000 §3 Coupon productIds)", () =>
    withAdmin(async (page) => {
      const stamp = Date.now();
      const limitedTitle = `Coupon Strap ${stamp}`;
      const limitedId = await createProduct(page, limitedTitle);
      const otherId = await createProduct(page, `Coupon Towel ${stamp}`);
      const code = `STRAP${stamp % 100000}`;
      await page.goto("/dashboard/billing?tab=coupons");
      const dialog = await openNewCoupon(page);
      await fillNewCoupon(dialog, {
        code,
        description: "Straps only.",
        percentOff: "10",
      });
      await dialog.getByRole("combobox", { name: "Products" }).fill(limitedTitle);
      await page.getByRole("option", { name: limitedTitle }).click();
      // The pick list closes when the pointer goes elsewhere in the form.
      await dialog.getByLabel("Description").click();
      expect(await accessibilityViolations(page)).toEqual([]);
      await dialog.getByRole("button", { name: "Add Coupon" }).click();
      await expect(toast(page, TEXT.newCouponAdded)).toBeVisible();
      const row = page.getByRole("row").filter({ hasText: code });
      await expect(row).toContainText(limitedTitle);

      const reader = await onlineReader(page);
      await openCheckout(page, reader.id, { productId: otherId });
      const coupon = page.getByRole("textbox", { name: "Coupon Code" });
      await coupon.fill(code);
      await expect(page.getByText(TEXT.couponNotForItem)).toBeVisible();
      await expect(page.getByText(TEXT.invalidCoupon)).toHaveCount(0);
      await openCheckout(page, reader.id, { productId: limitedId });
      await page.getByRole("textbox", { name: "Coupon Code" }).fill(code);
      await expect(page.getByText("Discount")).toBeVisible();
      await expect(page.getByText("-$1.50")).toBeVisible();
    }));

  it("charges a coupon code typed just before Collect Payment with its discount, not without it", () =>
    withAdmin(async (page) => {
      const stamp = Date.now();
      const productId = await createProduct(page, `Terminal Quick Coupon ${stamp}`);
      const code = await createTenPercentCoupon(page, `QUICK${stamp % 100000}`);
      const reader = await onlineReader(page);
      await openCheckout(page, reader.id, { productId });
      await chooseMember(page);
      await expect(page.getByRole("button", { name: "Collect Payment" })).toBeEnabled();
      const started = page.waitForRequest(
        (request) => request.method() === "POST" && request.url().endsWith("/terminal/checkouts"),
      );
      // Typed (or pasted) and paid at once: Collect Payment waits for the code's totals.
      await page.getByRole("textbox", { name: "Coupon Code" }).fill(code);
      await page.getByRole("button", { name: "Collect Payment" }).click();
      expect((await started).postDataJSON()).toMatchObject({ couponCode: code });
      const modal = page.getByRole("dialog", { name: "Terminal Payment" });
      await modal.getByRole("button", { name: "Cancel Payment" }).click();
      await expect(modal).toBeHidden();
    }));

  it("answers a long paste into Coupon Code 'Invalid Coupon' under the field, the checkout still there", () =>
    withAdmin(async (page) => {
      const productId = await createProduct(page, `Terminal Pasted Coupon ${Date.now()}`);
      const reader = await onlineReader(page);
      await openCheckout(page, reader.id, { productId });
      const coupon = page.getByRole("textbox", { name: "Coupon Code" });
      await coupon.fill(`https://example.com/promotions/${"spring-sale-".repeat(10)}`);
      await expect(page.getByText(TEXT.invalidCoupon)).toBeVisible();
      await coupon.fill("");
      await expect(page.getByText(TEXT.invalidCoupon)).toHaveCount(0);
      await expect(page.getByRole("heading", { name: "Step 1 Purchase" })).toBeVisible();
    }));

  it("sells a sized product to a walk-in customer from the product view's Collect Payment", () =>
    withAdmin(async (page) => {
      const productId = await createSizedProduct(page, `Terminal Tee ${Date.now()}`);
      const reader = await onlineReader(page);
      await collectFromProductView(page, productId, reader.id);
      await page.getByRole("combobox", { name: "Size" }).click();
      await page.getByRole("option", { name: "M (5 left)" }).click();
      await page.getByText("Walk-in").click();
      await page.getByRole("textbox", { name: "Name" }).fill("Walk In Customer");
      await page.getByRole("textbox", { name: "Email" }).fill(`walkin${Date.now()}@example.com`);
      const modal = await collect(page);
      await modal.getByRole("button", { name: "Present Card: Success" }).click();
      await expect(toast(page, TEXT.paymentComplete)).toBeVisible();
      await expect(modal).toBeHidden();
      await page.getByRole("combobox", { name: "Size" }).click();
      await expect(page.getByRole("option", { name: "M (4 left)" })).toBeVisible();
    }));

  it("cancels a payment still waiting for the card when the staff member goes Back, leaving the reader free", () =>
    withAdmin(async (page) => {
      const productId = await createProduct(page, `Terminal Strap ${Date.now()}`);
      const reader = await onlineReader(page);
      await collectFromProductView(page, productId, reader.id);
      await chooseMember(page);
      await collect(page);
      await page.goBack();
      await page.waitForURL(`**/dashboard/shop/${productId}`);
      // The next sale on that reader waits for its own card, not refused as the reader busy.
      await page.getByRole("button", { name: "Options" }).click();
      await page.getByRole("menuitem", { name: "Collect Payment" }).click();
      await expect(page.getByText(TEXT.payIsReady)).toBeVisible();
      await chooseMember(page);
      const modal = await collect(page);
      await modal.getByRole("button", { name: "Cancel Payment" }).click();
      await expect(modal).toBeHidden();
    }));

  it("says a walk-in's email is not valid instead of leaving Collect Payment silently disabled", () =>
    withAdmin(async (page) => {
      const productId = await createProduct(page, `Desk Towel ${Date.now()}`);
      const reader = await onlineReader(page);
      await openCheckout(page, reader.id, { productId });
      await page.getByText("Walk-in").click();
      await page.getByRole("textbox", { name: "Name" }).fill("Walk In Customer");
      const email = page.getByRole("textbox", { name: "Email" });
      const collectPayment = page.getByRole("button", { name: "Collect Payment" });
      for (const typed of ["walkin", "walkin@example"]) {
        await email.fill(typed);
        await email.blur();
        await expect(page.getByText(TEXT.invalidEmail)).toBeVisible();
        await expect(collectPayment).toBeDisabled();
      }
      await email.fill("walkin@example.com");
      await expect(page.getByText(TEXT.invalidEmail)).toHaveCount(0);
      await expect(collectPayment).toBeEnabled();
      expect(await accessibilityViolations(page)).toEqual([]);
    }));

  it("shows a declined card as an error and lets the staff member cancel a payment", () =>
    withAdmin(async (page) => {
      const productId = await createSizedProduct(page, `Terminal Hoodie ${Date.now()}`);
      const reader = await onlineReader(page);
      await openCheckout(page, reader.id, { productId });
      await page.getByRole("combobox", { name: "Size" }).click();
      await page.getByRole("option", { name: /^L/ }).click();
      await chooseMember(page);
      const declined = await collect(page);
      await declined.getByRole("button", { name: "Present Card: Declined" }).click();
      await expect(toast(page, TEXT.cardDeclined)).toBeVisible();
      await expect(declined).toBeHidden();
      // A new attempt (a new idempotency key), canceled before any card.
      const canceled = await collect(page);
      await canceled.getByRole("button", { name: "Cancel Payment" }).click();
      await expect(canceled).toBeHidden();
      await expect(toast(page, TEXT.paymentComplete)).toHaveCount(0);
    }));
});

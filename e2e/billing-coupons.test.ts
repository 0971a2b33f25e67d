import type { Locator, Page } from "playwright-core";
import { describe, it } from "vitest";
import { accessibilityViolations, expect } from "./support/browser";
import { fillNewCoupon, openNewCoupon } from "./support/coupons";
import { adminJourneys, api, postWithPicture, requestsSent, toast } from "./support/journeys";

// The spec's texts (000 §5 Coupon creation, §8), written out: the journeys check what the
// user reads.
const TEXT = {
  completeAllFields: "Please complete all the necessary fields.",
  addDiscountAmount: "Please add a discount amount.",
  couponPercentRange: "Discount amount must be between 0%-100%.",
  couponUserLimitRange: "The per-user limit must be between 1 and 99.",
  newCouponAdded: "New Coupon has been added.",
  couponDeactivated: "Coupon has been deactivated.",
  couponActivated: "Coupon has been made active.",
  couponDeleted: "Coupon has been deleted.",
  // Beyond the spec (docs/spec-deviations.md).
  couponCodeHasSpaces: "A coupon code cannot contain spaces.",
};

// A demo coupon members have used (seed/demo-coupons.ts): it archives instead of deleting.
const REDEEMED_COUPON = "WELCOME10";

const withAdmin = adminJourneys();

const row = (page: Page, code: string) =>
  page.getByRole("row").filter({ has: page.getByRole("cell", { name: code, exact: true }) });

// A row's action button, named by the action and the coupon's code ("Deactivate WELCOME10").
const clickRowAction = (page: Page, code: string, action: string) =>
  row(page, code)
    .getByRole("button", { name: `${action} ${code}` })
    .click();

async function openCoupons(page: Page) {
  await page.getByRole("link", { name: "Billing", exact: true }).click();
  await page.waitForURL("**/dashboard/billing");
  await page.getByRole("tab", { name: "Coupons" }).click();
  await page.mouse.move(700, 880);
  await expect(row(page, REDEEMED_COUPON)).toBeVisible();
}

// New Coupon opened from the Coupons tab, with the coupon writes the page sends from then on.
async function openNewCouponCountingWrites(page: Page) {
  await openCoupons(page);
  const writes = requestsSent(page, "POST", (url) => url.includes("/coupons"));
  return { dialog: await openNewCoupon(page), writes };
}

// Add Coupon, and the coupon is added: 'New Coupon has been added.'
async function addCoupon(page: Page, dialog: Locator) {
  await dialog.getByRole("button", { name: "Add Coupon" }).click();
  await expect(toast(page, TEXT.newCouponAdded)).toBeVisible();
}

// A journey's own $5.00 coupon, added in the Coupons tab (opened first): its code, which the
// `prefix` starts.
async function createCoupon(page: Page, prefix: string) {
  const code = `${prefix}${Date.now() % 100000}`;
  await openCoupons(page);
  const dialog = await openNewCoupon(page);
  await fillNewCoupon(dialog, {
    code: code.toLowerCase(),
    description: "Made by the coupons journey.",
    amountOff: "5",
  });
  await addCoupon(page, dialog);
  await expect(dialog).toBeHidden();
  return code;
}

describe("billing coupons (000 §2 Billing, §4 Coupon, §5 Coupon creation)", () => {
  it("creates a coupon in the New Coupon modal with the spec's checks, upper-casing its code", () =>
    withAdmin(async (page) => {
      const code = `JOURNEY${Date.now() % 100000}`;
      await openCoupons(page);
      expect(await accessibilityViolations(page)).toEqual([]);
      const dialog = await openNewCoupon(page);
      await dialog.getByRole("button", { name: "Add Coupon" }).click();
      await expect(dialog.getByRole("alert")).toHaveText(TEXT.completeAllFields);
      await dialog.getByLabel("Coupon Code").fill(code.toLowerCase());
      await expect(dialog.getByLabel("Coupon Code")).toHaveValue(code);
      await dialog.getByLabel("Description").fill("Made by the coupons journey.");
      await dialog.getByRole("button", { name: "Add Coupon" }).click();
      await expect(dialog.getByRole("alert")).toHaveText(TEXT.addDiscountAmount);
      // 000 §5: fixed amount and percent switch each other off.
      await dialog.getByRole("switch", { name: "Fixed Amount" }).check({ force: true });
      await dialog.getByRole("switch", { name: "Percent" }).check({ force: true });
      await expect(dialog.getByRole("switch", { name: "Fixed Amount" })).not.toBeChecked();
      // An empty percent or per-user limit is out of range, said under its own field.
      const percentOff = dialog.getByLabel("Percent Off");
      await dialog.getByRole("button", { name: "Add Coupon" }).click();
      await expect(percentOff).toHaveAccessibleDescription(TEXT.couponPercentRange);
      await expect(dialog.getByRole("alert")).toHaveCount(0);
      await percentOff.fill("15");
      await dialog.getByRole("switch", { name: "Limit Uses Per User" }).check({ force: true });
      const usesPerUser = dialog.getByRole("textbox", { name: "Uses Per User" });
      await usesPerUser.fill("");
      await dialog.getByRole("button", { name: "Add Coupon" }).click();
      await expect(usesPerUser).toHaveAccessibleDescription(
        new RegExp(TEXT.couponUserLimitRange.replace(".", "\\.")),
      );
      await dialog.getByRole("switch", { name: "Limit Uses Per User" }).uncheck({ force: true });
      expect(await accessibilityViolations(page)).toEqual([]);
      await addCoupon(page, dialog);
      await expect(dialog).toBeHidden();
      await expect(row(page, code)).toContainText("15% off");
      await expect(row(page, code)).toContainText("Active");
    }));

  // 000 §2 Billing: Create New Coupon is in the page's Options, whichever tab is open.
  it("shows a coupon added from the Invoices tab in the Coupons tab", () =>
    withAdmin(async (page) => {
      const code = `FROMINV${Date.now() % 100000}`;
      await page.getByRole("link", { name: "Billing", exact: true }).click();
      await expect(page.getByRole("tab", { name: "Invoices" })).toHaveAttribute(
        "aria-selected",
        "true",
      );
      const dialog = await openNewCoupon(page);
      await fillNewCoupon(dialog, { code, description: "Added from Invoices.", amountOff: "5" });
      await addCoupon(page, dialog);
      await expect(page.getByRole("tab", { name: "Coupons" })).toHaveAttribute(
        "aria-selected",
        "true",
      );
      await expect(row(page, code)).toContainText("$5.00 off");
    }));

  it("refuses an empty Amount Off with 'Please add a discount amount.' under the field and saves nothing", () =>
    withAdmin(async (page) => {
      const code = `NOTHINGOFF${Date.now() % 100000}`;
      const { dialog, writes } = await openNewCouponCountingWrites(page);
      await fillNewCoupon(dialog, { code, description: "Nothing off.", amountOff: "" });
      const amountOff = dialog.getByLabel("Amount Off");
      await dialog.getByRole("button", { name: "Add Coupon" }).click();
      await expect(dialog.getByText(TEXT.addDiscountAmount)).toBeVisible();
      await expect(amountOff).toHaveAccessibleDescription(TEXT.addDiscountAmount);
      await expect(dialog.getByRole("alert")).toHaveCount(0);
      expect(writes).toEqual([]);
      await amountOff.fill("2.5");
      await expect(dialog.getByText(TEXT.addDiscountAmount)).toHaveCount(0);
      await addCoupon(page, dialog);
      await expect(row(page, code)).toContainText("$2.50 off");
    }));

  it("refuses a code with a space inside under the Coupon Code field and sends nothing", () =>
    withAdmin(async (page) => {
      const code = `SPACED${Date.now() % 100000}`;
      const { dialog, writes } = await openNewCouponCountingWrites(page);
      await fillNewCoupon(dialog, {
        code: `summer ${code}`,
        description: "A code of two words.",
        percentOff: "10",
      });
      const codeInput = dialog.getByLabel("Coupon Code");
      await dialog.getByRole("button", { name: "Add Coupon" }).click();
      await expect(codeInput).toHaveAccessibleDescription(TEXT.couponCodeHasSpaces);
      expect(writes).toEqual([]);
      // Spaces around a code are not part of it.
      await codeInput.fill(`  ${code}  `);
      await addCoupon(page, dialog);
      await expect(row(page, code)).toContainText("10% off");
    }));

  // 000 §3 Coupon: the description is "not displayed to app users", so for staff; and a coupon
  // limited per user must say so (a walk-in at the terminal gets 'Invalid Coupon' for it).
  it("shows staff each coupon's description and its uses per member in the Coupons tab", () =>
    withAdmin(async (page) => {
      const code = `PERUSER${Date.now() % 100000}`;
      // A coupon for a product whose title is one long word (a file name, a stamp).
      const { productId } = await postWithPicture<{ productId: string }>(page, "/api/v1/products", {
        idempotencyKey: `e2e-product:${crypto.randomUUID()}`,
        productTitle: `CouponStrapWithoutAnySpaces${Date.now()}`,
        productDescription: "Created by the coupons journey.",
        price: { amount: 1500, quantity: 20 },
      });
      await api(page, "POST", "/coupons", {
        couponCode: `LONGTITLE${Date.now() % 100000}`,
        couponDescription: "For one product.",
        amountOff: null,
        percentOff: 10,
        userLimit: null,
        productIds: [productId],
      });
      await openCoupons(page);
      await expect(page.getByRole("columnheader", { name: "Description" })).toBeVisible();
      await expect(row(page, "FRIEND5")).toContainText("1 use per member");
      const dialog = await openNewCoupon(page);
      await fillNewCoupon(dialog, {
        code,
        description: "Three uses for each regular.",
        percentOff: "10",
      });
      await dialog.getByRole("switch", { name: "Limit Uses Per User" }).check({ force: true });
      await dialog.getByRole("textbox", { name: "Uses Per User" }).fill("3");
      await addCoupon(page, dialog);
      await expect(row(page, code)).toContainText("Three uses for each regular.");
      await expect(row(page, code)).toContainText("3 uses per member");
      await expect(row(page, REDEEMED_COUPON)).not.toContainText("per member");
      // All of it fits a 1280 px window's table, the row's last action included.
      await page.setViewportSize({ width: 1280, height: 900 });
      // Other journeys add coupons above it: bring the row up, keeping the table's left edge.
      await row(page, REDEEMED_COUPON).evaluate((element) =>
        element.scrollIntoView({ block: "center", inline: "start" }),
      );
      await expect(
        row(page, REDEEMED_COUPON).getByRole("button", { name: `Archive ${REDEEMED_COUPON}` }),
      ).toBeInViewport({ ratio: 1 });
      expect(await accessibilityViolations(page)).toEqual([]);
    }));

  it("lists who redeemed a coupon, from its Redemptions count (000 §3 couponRedeemed)", () =>
    withAdmin(async (page) => {
      await openCoupons(page);
      await row(page, REDEEMED_COUPON)
        .getByRole("button", { name: `Redemptions of ${REDEEMED_COUPON}` })
        .click();
      const dialog = page.getByRole("dialog", { name: `${REDEEMED_COUPON} Redemptions` });
      await expect(dialog.getByRole("columnheader", { name: "Member" })).toBeVisible();
      await expect(dialog.locator("tbody tr")).toHaveCount(3);
      await expect(dialog.locator("tbody tr").first()).toContainText("$2.50");
      expect(await accessibilityViolations(page)).toEqual([]);
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
    }));

  it("deactivates and re-activates a coupon from its row", () =>
    withAdmin(async (page) => {
      const code = await createCoupon(page, "TOGGLE");
      await clickRowAction(page, code, "Deactivate");
      await expect(toast(page, TEXT.couponDeactivated)).toBeVisible();
      await expect(row(page, code)).toContainText("Inactive");
      await clickRowAction(page, code, "Activate");
      await expect(toast(page, TEXT.couponActivated)).toBeVisible();
      await expect(row(page, code)).toContainText("Active");
    }));

  it("deletes an unredeemed coupon and archives a redeemed one after confirmation", () =>
    withAdmin(async (page) => {
      const code = await createCoupon(page, "GONE");
      await clickRowAction(page, code, "Delete");
      await page
        .getByRole("dialog", { name: `Delete ${code}` })
        .getByRole("button", { name: "Yes" })
        .click();
      await expect(toast(page, TEXT.couponDeleted)).toBeVisible();
      await expect(row(page, code)).toHaveCount(0);

      await clickRowAction(page, REDEEMED_COUPON, "Archive");
      const dialog = page.getByRole("dialog", { name: `Archive ${REDEEMED_COUPON}` });
      expect(await accessibilityViolations(page)).toEqual([]);
      await dialog.getByRole("button", { name: "Yes" }).click();
      await expect(toast(page, TEXT.couponDeactivated)).toBeVisible();
      await expect(row(page, REDEEMED_COUPON)).toContainText("Archived");
      await expect(row(page, REDEEMED_COUPON)).toContainText("3");
      // An archived coupon is done with: its row offers no action to take again.
      await expect(
        row(page, REDEEMED_COUPON).getByRole("button", {
          name: /^(Archive|Activate|Deactivate|Delete) /,
        }),
      ).toHaveCount(0);
    }));
});

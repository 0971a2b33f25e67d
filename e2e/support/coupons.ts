import type { Locator, Page } from "playwright-core";

// The Coupons tab's Options → Create New Coupon, as a staff member opens it: the dialog.
export async function openNewCoupon(page: Page): Promise<Locator> {
  await page.getByRole("button", { name: "Options" }).click();
  await page.getByRole("menuitem", { name: "Create New Coupon" }).click();
  return page.getByRole("dialog", { name: "New Coupon" });
}

// A coupon as the New Coupon dialog takes it: 000 §5, a fixed amount or a percent off, its
// switch on and the amount typed ("" leaves the amount empty).
type NewCoupon = { code: string; description: string } & (
  | { amountOff: string }
  | { percentOff: string }
);

// Types a coupon into the New Coupon dialog, not yet added.
export async function fillNewCoupon(dialog: Locator, coupon: NewCoupon) {
  await dialog.getByLabel("Coupon Code").fill(coupon.code);
  await dialog.getByLabel("Description").fill(coupon.description);
  const [discount, field, amount] =
    "percentOff" in coupon
      ? ["Percent", "Percent Off", coupon.percentOff]
      : ["Fixed Amount", "Amount Off", coupon.amountOff];
  await dialog.getByRole("switch", { name: discount }).check({ force: true });
  if (amount) await dialog.getByLabel(field).fill(amount);
}

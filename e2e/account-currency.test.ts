import type { Page } from "playwright-core";
import { describe, it } from "vitest";
import { expect } from "./support/browser";
import {
  adminJourneys,
  apiGet,
  hearAccount,
  openFromSideMenu,
  pngFile,
  visitInApp,
} from "./support/journeys";

// 000 §9: money is "formatted as currency (default USD)", in the organization's payment
// currency. No demo organization charges in euros: each journey hears its session say so
// (the browser alone; the demo data and the journeys running beside it are untouched), and
// reaches its pages in the app, which keeps the session it heard (see hearAccount).
const inEuros = adminJourneys("admin@harbor.example", {
  beforeSignIn: hearAccount((account) => {
    account.paymentInformation.currency = "eur";
  }),
});

const euros = (cents: number) =>
  new Intl.NumberFormat("en-US", { style: "currency", currency: "EUR" }).format(cents / 100);

type ClassPrice = { amount: number; subscription: { amount: number } | null } | null;
type ClassItem = { classId: string; classTitle: string; price: ClassPrice };
type Product = {
  productId: string;
  productTitle: string;
  isActive: boolean;
  price: { amount: number };
};
type MemberSummary = { id: string; firstName: string; lastName: string };
type Subscription = { subscriptionDescription: string; amount: number; isActive: boolean };
type Coupon = { couponCode: string; amountOff: number | null; isArchived: boolean };

const section = (page: Page, name: string) => page.getByRole("region", { name, exact: true });

// A demo member with an active subscription, and that subscription.
async function memberWithSubscription(page: Page) {
  const { members } = await apiGet<{ members: MemberSummary[] }>(page, "/members?limit=100");
  for (const member of members) {
    const { subscriptions } = await apiGet<{ subscriptions: Subscription[] }>(
      page,
      `/members/${member.id}/subscriptions`,
    );
    const subscription = subscriptions.find((candidate) => candidate.isActive);
    if (subscription) return { member, subscription };
  }
  throw new Error("no demo member has an active subscription (is the demo seed fresh?)");
}

describe("every amount in the organization's currency (000 §9), not always in dollars", () => {
  it("shows the dashboard's revenue and unpaid invoices in euros", () =>
    inEuros(async (page) => {
      await openFromSideMenu(page, "Dashboard");
      const revenue = page.getByRole("link", { name: /Revenue this month/ });
      await expect(revenue).toContainText(/€[\d,]+\.\d\d/);
      await expect(revenue).not.toContainText("$");
      const outstanding = page.getByRole("link", { name: /Outstanding invoices/ });
      await expect(outstanding).toContainText(/€[\d,]+\.\d\d unpaid/);
      await expect(outstanding).not.toContainText("$");
    }));

  it("shows a class's price in euros in the Classes list and on the class page", () =>
    inEuros(async (page) => {
      const { active } = await apiGet<{ active: ClassItem[] }>(page, "/classes");
      const paid = active.find((item) => item.price?.subscription || (item.price?.amount ?? 0) > 0);
      if (!paid?.price) throw new Error("no demo class has a price (is the demo seed fresh?)");
      const price = euros(paid.price.subscription?.amount ?? paid.price.amount);

      await openFromSideMenu(page, "Classes");
      const row = section(page, "Active Classes")
        .getByRole("row")
        .filter({
          has: page.getByRole("link", { name: paid.classTitle, exact: true }),
        });
      await expect(row).toContainText(price);
      await row.getByRole("link", { name: paid.classTitle, exact: true }).click();
      await expect(section(page, "Class Summary")).toContainText(price);
    }));

  it("shows a product's price in euros in the shop", () =>
    inEuros(async (page) => {
      const { products } = await apiGet<{ products: Product[] }>(page, "/products");
      const product = products.find((candidate) => candidate.isActive) ?? products[0];
      if (!product) throw new Error("no demo product (is the demo seed fresh?)");

      await openFromSideMenu(page, "Shop");
      const card = page.getByTestId("product-card").filter({ hasText: product.productTitle });
      await expect(card.first()).toContainText(euros(product.price.amount));
      // A paid price's hint names the smallest price in the same currency.
      await page.getByRole("button", { name: "New Product" }).click();
      const dialog = page.getByRole("dialog", { name: "New Product" });
      await expect(dialog.getByText("Minimum €1.00")).toBeVisible();
    }));

  it("refuses a New Product under the minimum with the minimum in euros", () =>
    inEuros(async (page) => {
      await openFromSideMenu(page, "Shop");
      await page.getByRole("button", { name: "New Product" }).click();
      const dialog = page.getByRole("dialog", { name: "New Product" });
      await dialog.locator('input[type="file"]').setInputFiles(pngFile("euro-tank.png"));
      await dialog.getByLabel("Product Title").fill(`Euro Tank ${Date.now()}`);
      await dialog.getByLabel("Product Description").fill("A tank priced in euros.");
      await dialog.getByLabel("Price").fill("0.5");
      await dialog.getByRole("button", { name: "Add Product" }).click();
      await expect(dialog.getByRole("alert")).toHaveText(
        "Product price needs to be greater than €1.00.",
      );
    }));

  it("shows the New Class's payment terms in euros: 'Euro - EUR (€)' and the fee", () =>
    inEuros(async (page) => {
      await openFromSideMenu(page, "Classes");
      await page.getByRole("button", { name: "Options" }).click();
      await page.getByRole("menuitem", { name: "New Class" }).click();
      await page.waitForURL("**/dashboard/classes/newclass");
      await page.getByRole("tab", { name: "Price Information" }).click();
      await expect(page.getByLabel("Currency")).toHaveValue("Euro - EUR (€)");
      await expect(page.getByLabel("Transaction Fee")).toHaveValue(/^€[\d,]+\.\d\d$/);
    }));

  it("shows a member's subscription and its Price field with '€ ' instead of '$ '", () =>
    inEuros(async (page) => {
      const { member, subscription } = await memberWithSubscription(page);
      await visitInApp(page, `/dashboard/members/profile?uid=${member.id}`);
      await expect(
        page.getByRole("heading", { name: `${member.firstName} ${member.lastName}` }),
      ).toBeVisible();
      await page.getByRole("tab", { name: "Subscriptions" }).click();
      const card = page
        .getByRole("region")
        .filter({ hasText: subscription.subscriptionDescription })
        .filter({ has: page.getByRole("button", { name: "Cancel Subscription" }) })
        .first();
      await expect(card).toContainText(`${euros(subscription.amount)} · `);
      // 000 §5 Currency input: the symbol and a space, 2 decimals, while not focused.
      const amount = euros(subscription.amount).replace("€", "");
      await expect(card.getByLabel("Price")).toHaveValue(`€ ${amount}`);
    }));

  it("shows a coupon's amount off in euros on the Coupons tab", () =>
    inEuros(async (page) => {
      const { coupons } = await apiGet<{ coupons: Coupon[] }>(page, "/coupons");
      const coupon = coupons.find((candidate) => candidate.amountOff && !candidate.isArchived);
      if (!coupon?.amountOff) throw new Error("no demo coupon has an amount off");

      await openFromSideMenu(page, "Billing");
      await page.getByRole("tab", { name: "Coupons" }).click();
      const row = page.getByRole("row").filter({ hasText: coupon.couponCode });
      await expect(row).toContainText(`${euros(coupon.amountOff)} off`);
    }));
});

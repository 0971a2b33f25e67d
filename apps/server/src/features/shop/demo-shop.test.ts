import type { Product, ProductList } from "@studiodesk/core/contracts/shop";
import { describe, expect, it } from "vitest";
import { appForDemoSeed } from "../../../test/support/two-organizations";
import { seedDemoShop } from "../../seed/demo-shop";

const { t, orgId, cookie, members, contentOptions } = await appForDemoSeed(6);
await seedDemoShop(t.db, orgId, contentOptions, members, t.clock.now);
const shop: ProductList = (
  await t.request({ method: "GET", url: "/api/v1/products", cookie })
).json();

const byTitle = (title: string) =>
  shop.products.find((product) => product.productTitle === title) as Product;

describe("Harbor Yoga's demo shop", () => {
  it("has apparel with sizes, class packs, a monthly membership and one inactive item", () => {
    expect([shop.activeCount, shop.inactiveCount]).toEqual([6, 1]);
    expect(byTitle("Harbor Logo Tee").productSizes).toMatchObject({ M: 11, S: 8 });
    expect(byTitle("10 Class Pack").price.quantity).toBeLessThanOrEqual(100);
    expect(byTitle("Monthly Unlimited Membership").price).toMatchObject({
      quantity: null,
      subscription: { recurrence: { recurrenceTime: "everyMonth" } },
    });
    expect(byTitle("Summer Retreat Deposit").isActive).toBe(false);
    expect(shop.products.every((product) => product.shareLink !== null)).toBe(true);
  });

  it("has pictures that are served", async () => {
    const url = new URL(byTitle("Harbor Logo Tee").imageItem.thumbnailUrl);
    const picture = await t.request({ method: "GET", url: url.pathname });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers["content-type"]).toContain("image/jpeg");
  });

  it("has purchases by demo members, and the shop and class categories", async () => {
    const tee = byTitle("Harbor Logo Tee");
    const purchasers = await t.request({
      method: "GET",
      url: `/api/v1/products/${tee.productId}/purchasers`,
      cookie,
    });
    expect(purchasers.json().purchasers).toHaveLength(3);
    const categories = (await t.request({ method: "GET", url: "/api/v1/categories", cookie }))
      .json()
      .categories.map((category: { type: string }) => category.type);
    expect(new Set(categories)).toEqual(new Set(["shop", "class"]));
  });
});

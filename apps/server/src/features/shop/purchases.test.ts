import type { CreateProductRequest, Product } from "@studiodesk/core/contracts/shop";
import { MESSAGES } from "@studiodesk/core/messages";
import { describe, expect, it } from "vitest";
import { storedFiles } from "../../../test/support/content-test-support";
import { withPaymentCurrency } from "../../../test/support/payment-currency";
import { makeLeader, testImage } from "../../../test/support/schedule-test-support";
import {
  createProduct,
  MONTHLY_SUBSCRIPTION_PRICE,
  shopCounts,
} from "../../../test/support/shop-test-support";
import { appWithMembers } from "../../../test/support/two-organizations";
import { withTenant } from "../../db/database";

const { t, orgId, cookie, secondCookie, otherCookie, members, foreignMember } =
  await appWithMembers("Shop Sales Test", {
    otherName: "Other Shop",
    memberCount: 4,
    memberName: "Buyer",
  });
const image = await testImage();

const member = (index: number) => members[index] as string;

const purchase = (productId: string, body: object, session = cookie) =>
  t.request({
    method: "POST",
    url: `/api/v1/products/${productId}/purchases`,
    cookie: session,
    payload: body,
  });

const productOf = async (productId: string): Promise<Product> =>
  (await t.request({ method: "GET", url: `/api/v1/products/${productId}`, cookie })).json();

const subscriptionCount = () =>
  withTenant(t.db, orgId, async (trx) => {
    const row = await trx
      .selectFrom("subscriptions")
      .select((eb) => eb.fn.countAll<string>().as("count"))
      .executeTakeFirstOrThrow();
    return Number(row.count);
  });

const limited = (quantity: number, changes: Partial<CreateProductRequest> = {}) =>
  createProduct(t, cookie, image, {
    price: { amount: 2500, quantity, subscription: null },
    ...changes,
  });

describe("selling stock (POST /api/v1/products/:productId/purchases)", () => {
  it("records the sale with its amount in cents and takes the stock", async () => {
    const product = await limited(5);
    const response = await purchase(product.productId, { uid: member(0), quantity: 2 });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().purchase).toMatchObject({
      uid: member(0),
      firstName: "Buyer0",
      quantity: 2,
      size: null,
      amount: 5000,
    });
    expect(response.json().product).toMatchObject({
      productTimesPurchased: 2,
      price: { quantity: 3 },
    });
  });

  it("sells a sized product by size and takes from that size and the quantity", async () => {
    const product = await limited(10, { productSizes: { S: 1, M: 3 } });
    const sold = await purchase(product.productId, { uid: member(1), size: "M", quantity: 3 });
    expect(sold.statusCode, sold.body).toBe(200);
    expect(sold.json().product.productSizes).toEqual({ S: 1, M: 0 });
    expect(sold.json().product.price.quantity).toBe(7);
    const soldOut = await purchase(product.productId, { uid: member(1), size: "M" });
    expect(soldOut.statusCode).toBe(409);
    expect(soldOut.json().error.message).toBe(MESSAGES.productSoldOut);
  });

  it.each<[string, object, number, string]>([
    ["no size for a sized product", {}, 400, MESSAGES.selectProductSize],
    ["a size the product does not offer", { size: "XL" }, 400, MESSAGES.productSizeNotOffered],
    ["a quantity of 0", { size: "S", quantity: 0 }, 400, MESSAGES.invalidRequest],
    ["more than the size has", { size: "S", quantity: 3 }, 409, MESSAGES.productSoldOut],
  ])("refuses %s and writes nothing", async (_name, body, status, message) => {
    const product = await limited(10, { productSizes: { S: 2 } });
    const before = await shopCounts(t, orgId);
    const response = await purchase(product.productId, { uid: member(2), ...body });
    expect(response.statusCode).toBe(status);
    if (message !== MESSAGES.invalidRequest) expect(response.json().error.message).toBe(message);
    expect(await shopCounts(t, orgId)).toEqual(before);
    expect(await productOf(product.productId)).toEqual(product);
  });

  it("refuses an inactive product with 409", async () => {
    const product = await limited(3, { isActive: false });
    const response = await purchase(product.productId, { uid: member(0) });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe(MESSAGES.productInactive);
  });

  // The member app starts a subscription product's subscription, and the terminal refuses it:
  // a sale here recorded a plain purchase, with no subscription and nothing billed again.
  it("refuses a subscription product with 409 and records no purchase and no subscription", async () => {
    const product = await createProduct(t, cookie, image, {
      productTitle: "Monthly Unlimited",
      price: MONTHLY_SUBSCRIPTION_PRICE,
    });
    const before = await shopCounts(t, orgId);
    const subscriptionsBefore = await subscriptionCount();

    const response = await purchase(product.productId, { uid: member(0) });

    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe(MESSAGES.productSubscriptionNotSold);
    expect(await shopCounts(t, orgId)).toEqual(before);
    expect(await subscriptionCount()).toBe(subscriptionsBefore);
    expect(await productOf(product.productId)).toEqual(product);
  });

  it("answers 404 for another organization's member or product and writes nothing", async () => {
    const product = await limited(3);
    const before = await shopCounts(t, orgId);
    expect((await purchase(product.productId, { uid: foreignMember })).statusCode).toBe(404);
    expect((await purchase(product.productId, { uid: member(0) }, otherCookie)).statusCode).toBe(
      404,
    );
    expect(await shopCounts(t, orgId)).toEqual(before);
    expect((await productOf(product.productId)).price.quantity).toBe(3);
  });

  it("sells the last item once when 20 sales arrive at the same time", async () => {
    const product = await limited(1);
    const sessions = [cookie, secondCookie];
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        purchase(product.productId, { uid: member(index % 4) }, sessions[index % 2]),
      ),
    );
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([200, ...Array(19).fill(409)]);
    for (const response of responses.filter((r) => r.statusCode === 409)) {
      expect(response.json().error.message).toBe(MESSAGES.productSoldOut);
    }
    const after = await productOf(product.productId);
    expect([after.price.quantity, after.productTimesPurchased]).toEqual([0, 1]);
    const purchasers = await t.request({
      method: "GET",
      url: `/api/v1/products/${product.productId}/purchasers`,
      cookie,
    });
    expect(purchasers.json().purchasers).toHaveLength(1);
  });

  it("sells the last item of a size once when 20 sales arrive at the same time", async () => {
    const product = await limited(50, { productSizes: { L: 1, XL: 5 } });
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        purchase(product.productId, { uid: member(index % 4), size: "L" }),
      ),
    );
    expect(responses.filter((response) => response.statusCode === 200)).toHaveLength(1);
    expect(responses.filter((response) => response.statusCode === 409)).toHaveLength(19);
    const after = await productOf(product.productId);
    expect(after.productSizes).toEqual({ L: 0, XL: 5 });
    expect(after.price.quantity).toBe(49);
  });
});

describe("purchasers and the delete block (001 §2 Shop item users, §8)", () => {
  it("lists buyers newest first with quantity, size, date and the member id", async () => {
    const product = await limited(20, { productSizes: { M: 10 }, productTitle: "Sold Tee" });
    t.clock.now = new Date("2026-03-01T10:00:00Z");
    await purchase(product.productId, { uid: member(0), size: "M" });
    t.clock.now = new Date("2026-03-02T10:00:00Z");
    await purchase(product.productId, { uid: member(1), size: "M", quantity: 2 });
    t.clock.now = new Date();
    const response = await t.request({
      method: "GET",
      url: `/api/v1/products/${product.productId}/purchasers`,
      cookie,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      productId: product.productId,
      productTitle: "Sold Tee",
      purchasers: [
        { uid: member(1), firstName: "Buyer1", quantity: 2, size: "M", amount: 5000 },
        { uid: member(0), firstName: "Buyer0", quantity: 1, size: "M", amount: 2500 },
      ],
    });
    expect(response.json().purchasers[0].timestamp).toBe("2026-03-02T10:00:00.000Z");
  });

  it("carries each buyer's photo and marks app leaders with isLeader (001 §2 Reusable members table)", async () => {
    const product = await limited(5, { productTitle: "Leader Strap" });
    await makeLeader(t, orgId, member(2));
    await withTenant(t.db, orgId, (trx) =>
      trx
        .updateTable("users")
        .set({ profile_photo_url: "https://cdn.example/buyer2.png" })
        .where("id", "=", member(2))
        .execute(),
    );
    t.clock.now = new Date("2026-03-01T10:00:00Z");
    const sale = await purchase(product.productId, { uid: member(2) });
    expect(sale.json().purchase).toMatchObject({ uid: member(2), isLeader: true });
    t.clock.now = new Date("2026-03-02T10:00:00Z");
    await purchase(product.productId, { uid: member(3) });
    t.clock.now = new Date();
    const response = await t.request({
      method: "GET",
      url: `/api/v1/products/${product.productId}/purchasers`,
      cookie,
    });
    expect(response.json().purchasers).toMatchObject([
      { uid: member(3), isLeader: false, profilePhotoUrl: null },
      { uid: member(2), isLeader: true, profilePhotoUrl: "https://cdn.example/buyer2.png" },
    ]);
  });

  it("answers 404 for another organization's purchasers", async () => {
    const product = await limited(2);
    const response = await t.request({
      method: "GET",
      url: `/api/v1/products/${product.productId}/purchasers`,
      cookie: otherCookie,
    });
    expect(response.statusCode).toBe(404);
  });

  it("refuses to delete a purchased product: 'This product has already been purchased and cannot be deleted.'", async () => {
    const product = await limited(2);
    await purchase(product.productId, { uid: member(0) });
    const before = { counts: await shopCounts(t, orgId), files: await storedFiles(t) };
    const response = await t.request({
      method: "DELETE",
      url: `/api/v1/products/${product.productId}`,
      cookie,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe(MESSAGES.productAlreadyPurchased);
    expect({ counts: await shopCounts(t, orgId), files: await storedFiles(t) }).toEqual(before);
  });

  it("shows the purchases in the member's Purchase History (000 §2)", async () => {
    const product = await limited(5, { productTitle: "Cork Block", productSizes: { S: 3 } });
    await purchase(product.productId, { uid: member(3), size: "S", quantity: 2 });
    const response = await t.request({
      method: "GET",
      url: `/api/v1/members/${member(3)}/charges`,
      cookie,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().charges).toContainEqual(
      expect.objectContaining({
        description: "Cork Block (S)",
        amount: 5000,
        quantity: 2,
        status: "succeeded",
      }),
    );
  });

  it("shows a purchase in Purchase History in the account's currency (000 Payment settings: EUR)", async () => {
    const product = await limited(5, { productTitle: "Euro Strap" });
    const charges = await withPaymentCurrency(t.db, orgId, "EUR", async () => {
      await purchase(product.productId, { uid: member(2), quantity: 1 });
      const response = await t.request({
        method: "GET",
        url: `/api/v1/members/${member(2)}/charges`,
        cookie,
      });
      return response.json().charges;
    });
    expect(charges).toContainEqual(
      expect.objectContaining({ description: "Euro Strap", amount: 2500, currency: "eur" }),
    );
  });

  // The platform may change a studio's currency later (000 Payment settings); a sale is
  // money already taken, so it keeps the currency it was made in.
  const historyLine = async (uid: string, description: string) => {
    const response = await t.request({
      method: "GET",
      url: `/api/v1/members/${uid}/charges`,
      cookie,
    });
    return response
      .json()
      .charges.filter((charge: { description: string }) => charge.description === description);
  };

  it("keeps a purchase made in EUR in EUR after the account's currency becomes USD", async () => {
    const product = await limited(5, { productTitle: "Euro Bolster" });
    const sold = await withPaymentCurrency(t.db, orgId, "EUR", () =>
      purchase(product.productId, { uid: member(1), quantity: 1 }),
    );
    expect(sold.json().purchase).toMatchObject({ amount: 2500, currency: "eur" });
    await withPaymentCurrency(t.db, orgId, "USD", async () => {
      expect(await historyLine(member(1), "Euro Bolster")).toEqual([
        expect.objectContaining({ amount: 2500, currency: "eur" }),
      ]);
    });
  });

  it("keeps a purchase made in USD in USD after the account's currency becomes EUR", async () => {
    const product = await limited(5, { productTitle: "Dollar Bolster" });
    const sold = await withPaymentCurrency(t.db, orgId, "USD", () =>
      purchase(product.productId, { uid: member(1), quantity: 1 }),
    );
    expect(sold.json().purchase).toMatchObject({ amount: 2500, currency: "usd" });
    await withPaymentCurrency(t.db, orgId, "EUR", async () => {
      expect(await historyLine(member(1), "Dollar Bolster")).toEqual([
        expect.objectContaining({ amount: 2500, currency: "usd" }),
      ]);
      const purchasers = await t.request({
        method: "GET",
        url: `/api/v1/products/${product.productId}/purchasers`,
        cookie,
      });
      expect(purchasers.json().purchasers).toEqual([
        expect.objectContaining({ amount: 2500, currency: "usd" }),
      ]);
    });
  });
});

import type { Product } from "@studiodesk/core/contracts/shop";
import { MESSAGES } from "@studiodesk/core/messages";
import { describe, expect, it } from "vitest";
import { auditActions, postFile, storedFiles } from "../../../test/support/content-test-support";
import {
  auditLinesAbout,
  rowsUnderKeyReader,
  sameRowFromRequestsAtOnce,
} from "../../../test/support/idempotency-test-support";
import { withPaymentCurrency } from "../../../test/support/payment-currency";
import { testImage } from "../../../test/support/schedule-test-support";
import {
  createCategory,
  createProduct,
  MONTHLY_SUBSCRIPTION_PRICE,
  postProduct,
  productPayload,
  shopCounts,
} from "../../../test/support/shop-test-support";
import { adminRequests, appWithTwoOrganizations } from "../../../test/support/two-organizations";
import { withTenant } from "../../db/database";

const { t, orgId, cookie, otherCookie, otherOrgId } = await appWithTwoOrganizations("Shop Test");
const image = await testImage();
// 001 §8 keeps "Please complete all the necessary fields." for blank fields; a long one says its limit.
const AT_MOST_200 = "Please use at most 200 characters.";
const apparelId = await createCategory(t, cookie, "Apparel", "shop");
const classCategoryId = await createCategory(t, cookie, "Vinyasa", "class");
const foreignCategoryId = await createCategory(t, otherCookie, "Their Apparel", "shop");

const { get, send } = adminRequests(t, cookie);
const productOf = async (productId: string): Promise<Product> =>
  (await get(`/api/v1/products/${productId}`)).json();

// What must stay as it was after a refused request: rows and stored files.
const snapshot = async () => ({ counts: await shopCounts(t, orgId), files: await storedFiles(t) });

describe("new product (001 §2 New Product modal, §5 New product, §9)", () => {
  it("creates a sized product: Unlimited sizes stored as 1000, blank and zero sizes dropped", async () => {
    const product = await createProduct(t, cookie, image, {
      productSizes: { XS: 0, S: 4, M: "unlimited", L: null },
      categoryIds: [apparelId],
    });
    expect(product.productSizes).toEqual({ S: 4, M: 1000 });
    expect(product.price).toEqual({ amount: 2800, quantity: 100, subscription: null });
    expect(product.categoryIds).toEqual([apparelId]);
    expect(product.isActive).toBe(true);
    expect(product.productTimesPurchased).toBe(0);
    expect(product.imageItem.imageUrl).toMatch(/\/files\/public\//);
    expect(product.shareLink).toMatch(/\/l\/[0-9A-Za-z]{10}$/);
    expect((await productOf(product.productId)).shareLink).toBe(product.shareLink);
    expect(await auditActions(t, orgId)).toContain("product.created");
  });

  it("links the product in the client portal through its share link", async () => {
    const product = await createProduct(t, cookie, image);
    const page = await get(new URL(product.shareLink as string).pathname);
    expect(page.body).toContain(`shop?&amp;productId=${product.productId}`);
  });

  it("omits the quantity of a subscription and keeps its billing recurrence (§9)", async () => {
    const product = await createProduct(t, cookie, image, {
      productTitle: "Monthly Unlimited",
      price: MONTHLY_SUBSCRIPTION_PRICE,
    });
    expect(product.price).toEqual({
      amount: 14900,
      quantity: null,
      subscription: { amount: 14900, quantity: 8, recurrence: { recurrenceTime: "everyMonth" } },
    });
    expect(product.productSizes).toBeNull();
  });

  it("keeps a limited quantity", async () => {
    const product = await createProduct(t, cookie, image, {
      price: { amount: 100, quantity: 7, subscription: null },
    });
    expect(product.price.quantity).toBe(7);
  });

  const subscriptionWithout = { quantity: null, recurrence: { recurrenceTime: null } };
  it.each<[string, object, boolean, string]>([
    ["no image", {}, false, MESSAGES.selectProductImage],
    ["a blank title", { productTitle: "  " }, true, MESSAGES.completeAllFields],
    ["a title over 200 characters", { productTitle: "x".repeat(250) }, true, AT_MOST_200],
    ["a blank description", { productDescription: "" }, true, MESSAGES.completeAllFields],
    [
      "a price below $1.00",
      { price: { amount: 99, quantity: null, subscription: null } },
      true,
      MESSAGES.productPriceMinimum,
    ],
    [
      "a price with a fraction of a cent",
      { price: { amount: 1250.5, quantity: null, subscription: null } },
      true,
      "This amount cannot include a fraction of a cent.",
    ],
    [
      "a subscription without a billing recurrence",
      { price: { amount: 1000, quantity: null, subscription: subscriptionWithout } },
      true,
      MESSAGES.selectBillingReoccuringType,
    ],
    [
      "a quantity of 0",
      { price: { amount: 1000, quantity: 0, subscription: null } },
      true,
      MESSAGES.productQuantityMinimum,
    ],
    // Past the form's number fields' limits (the form says so and refuses them too).
    [
      "a quantity of 101",
      { price: { amount: 1000, quantity: 101, subscription: null } },
      true,
      "Please enter a number of at most 100.",
    ],
    [
      "a size of 1001",
      { productSizes: { M: 1001 } },
      true,
      "Please enter a number of at most 1,000.",
    ],
    [
      "10,001 tokens per billing cycle",
      {
        price: {
          amount: 1000,
          quantity: null,
          subscription: { quantity: 10_001, recurrence: { recurrenceTime: "everyMonth" } },
        },
      },
      true,
      "Please enter a number of at most 10,000.",
    ],
    [
      "sizes with a subscription",
      {
        productSizes: { M: 3 },
        price: {
          amount: 1000,
          quantity: null,
          subscription: { quantity: null, recurrence: { recurrenceTime: "everyMonth" } },
        },
      },
      true,
      MESSAGES.productSizesWithSubscription,
    ],
    ["another organization's category", { categoryIds: ["?"] }, true, MESSAGES.unknownCategory],
    ["a class category", { categoryIds: ["class"] }, true, MESSAGES.unknownCategory],
  ])(
    "refuses %s with its message and writes nothing",
    async (_name, changes, withImage, message) => {
      const ids = { "?": foreignCategoryId, class: classCategoryId } as Record<string, string>;
      const payload = productPayload(changes);
      payload.categoryIds = (payload.categoryIds ?? []).map((id) => ids[id] ?? id);
      const before = await snapshot();
      const response = await postProduct(t, cookie, payload, withImage ? image : null);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toBe(message);
      expect(await snapshot()).toEqual(before);
    },
  );

  it("names the price minimum in the organization's currency: 'Product price needs to be greater than €1.00.'", async () => {
    const payload = productPayload({ price: { amount: 99, quantity: null, subscription: null } });
    const before = await snapshot();
    const response = await withPaymentCurrency(t.db, orgId, "EUR", () =>
      postProduct(t, cookie, payload, image),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe("Product price needs to be greater than €1.00.");
    expect(await snapshot()).toEqual(before);
  });

  it.each([
    ["missing", undefined],
    ["blank", null],
    ["not a number", "abc"],
    ["negative", -100],
  ])(
    "names the minimum in the organization's currency for a price that is %s",
    async (_name, amount) => {
      // Not what the form sends: a request made by hand.
      const price = { amount: amount as number, quantity: null, subscription: null };
      const payload = productPayload({ price });
      const before = await snapshot();
      const inEuros = await withPaymentCurrency(t.db, orgId, "EUR", () =>
        postProduct(t, cookie, payload, image),
      );
      expect(inEuros.statusCode).toBe(400);
      expect(inEuros.json().error.message).toBe("Product price needs to be greater than €1.00.");
      const inDollars = await postProduct(t, cookie, payload, image);
      expect(inDollars.json().error.message).toBe(MESSAGES.productPriceMinimum);
      expect(await snapshot()).toEqual(before);
    },
  );

  it("refuses a picture that is not an image and writes nothing", async () => {
    const before = await snapshot();
    const response = await postProduct(t, cookie, productPayload(), Buffer.from("%PDF-1.4\n"));
    expect(response.statusCode).toBe(400);
    expect(await snapshot()).toEqual(before);
  });
});

// A double-clicked Create: the New Product form's key names the product it creates.
describe("creating a product under the New Product form's key", () => {
  const createUnder = (idempotencyKey: string, change: object = {}, session = cookie) =>
    postProduct(t, session, productPayload({ ...change, idempotencyKey }), image);
  const rowsUnderKey = rowsUnderKeyReader(t, "products", "title", [orgId, otherOrgId]);

  it("sent twice one after the other, creates one product with one picture", async () => {
    const filesBefore = (await storedFiles(t)).length;
    const first = await createUnder("product-twice-in-a-row");
    const second = await createUnder("product-twice-in-a-row");
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    expect(second.json()).toEqual(first.json());
    expect(await rowsUnderKey("product-twice-in-a-row")).toHaveLength(1);
    // The picture and its thumbnail, once.
    expect((await storedFiles(t)).length).toBe(filesBefore + 2);
  });

  it("sent three times at once, creates one product, one picture and one audit line", async () => {
    const filesBefore = (await storedFiles(t)).length;
    const id = await sameRowFromRequestsAtOnce(() => createUnder("product-three-at-once"), {
      times: 3,
      status: 201,
      idOf: (answer) => answer.json().productId,
    });
    expect((await rowsUnderKey("product-three-at-once")).map((row) => row.id)).toEqual([id]);
    expect((await storedFiles(t)).length).toBe(filesBefore + 2);
    expect(await auditLinesAbout(t, orgId, "product.created", [id])).toHaveLength(1);
  });

  it("refuses the same key with another product with 409 and changes nothing", async () => {
    const first = (await createUnder("product-then-change")).json();
    const before = await snapshot();
    const response = await createUnder("product-then-change", { productTitle: "Harbor Hoodie" });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe(MESSAGES.productKeyReused);
    expect(await snapshot()).toEqual(before);
    expect(await rowsUnderKey("product-then-change")).toEqual([
      { id: first.productId, org_id: orgId, title: "Harbor Tee" },
    ]);
  });

  it("gives another organization using the same key its own product, never the first one's", async () => {
    const ours = (await createUnder("product-shared-key")).json();
    const response = await createUnder("product-shared-key", {}, otherCookie);
    expect(response.statusCode).toBe(201);
    expect(response.json().productId).not.toBe(ours.productId);
    const rows = await rowsUnderKey("product-shared-key");
    expect(rows.map((row) => row.org_id).sort()).toEqual([orgId, otherOrgId].sort());
    expect((await createUnder("product-shared-key")).json().productId).toBe(ours.productId);
    // The other organization's shop stays empty for the tests after this one.
    const removed = await t.request({
      method: "DELETE",
      url: `/api/v1/products/${response.json().productId}`,
      cookie: otherCookie,
    });
    expect(removed.statusCode).toBe(200);
  });

  it("refuses a request without a key with 400 and changes nothing", async () => {
    const before = await snapshot();
    const { idempotencyKey: _, ...withoutKey } = productPayload();
    const response = await postProduct(t, cookie, withoutKey, image);
    expect(response.statusCode).toBe(400);
    expect(await snapshot()).toEqual(before);
  });
});

// 001 §2 New Product modal's Featured switch, as the New Event wizard's and the class's: the
// product is on the dashboard's Featured card at once.
describe("featured products (001 §2 New Product modal: Featured)", () => {
  type FeaturedEntry = {
    featuredId: string;
    featuredItemId: string | null;
    featuredItemName: string | null;
    isFeaturedItemAvailable: boolean;
    imageItem: { imageUrl: string };
  };
  const featuredOf = async (productId: string, session = cookie): Promise<FeaturedEntry[]> => {
    const answer = await t.request({ method: "GET", url: "/api/v1/featured", cookie: session });
    return (answer.json().featuredItems as FeaturedEntry[]).filter(
      (entry) => entry.featuredItemId === productId,
    );
  };

  it("gives a product created as featured a featured item with its own copy of the picture", async () => {
    const filesBefore = (await storedFiles(t)).length;
    const product = await createProduct(t, cookie, image, {
      productTitle: "Featured Hoodie",
      isFeatured: true,
    });
    expect(product.isFeatured).toBe(true);
    const [item, ...others] = await featuredOf(product.productId);
    expect(others).toEqual([]);
    expect(item).toMatchObject({ featuredItemName: "productItem", isFeaturedItemAvailable: true });
    expect(item?.imageItem.imageUrl).not.toBe(product.imageItem.imageUrl);
    // The product's picture and thumbnail, and the featured item's own pair.
    expect((await storedFiles(t)).length).toBe(filesBefore + 4);
    expect(await auditActions(t, orgId)).toContain("featured.created");
    // Another organization's Featured card does not show it.
    expect(await featuredOf(product.productId, otherCookie)).toEqual([]);

    // Deleting the featured item leaves the product's own picture in place.
    await send("DELETE", `/api/v1/featured/${item?.featuredId}`);
    const picture = await get(new URL(product.imageItem.imageUrl).pathname);
    expect(picture.statusCode).toBe(200);
  });

  it("creates no featured item for a product that is not featured", async () => {
    const product = await createProduct(t, cookie, image, { isFeatured: false });
    expect(await featuredOf(product.productId)).toEqual([]);
  });

  it("sent twice under one key, gives the featured product one featured item and one copy", async () => {
    const filesBefore = (await storedFiles(t)).length;
    const payload = productPayload({ productTitle: "Featured Twice", isFeatured: true });
    const first = await postProduct(t, cookie, payload, image);
    const second = await postProduct(t, cookie, payload, image);
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    expect(await featuredOf(first.json().productId)).toHaveLength(1);
    expect((await storedFiles(t)).length).toBe(filesBefore + 4);
  });

  it("sent three times at once, gives the featured product one featured item and one copy", async () => {
    const filesBefore = (await storedFiles(t)).length;
    const payload = productPayload({ productTitle: "Featured At Once", isFeatured: true });
    const id = await sameRowFromRequestsAtOnce(() => postProduct(t, cookie, payload, image), {
      times: 3,
      status: 201,
      idOf: (answer) => answer.json().productId,
    });
    expect(await featuredOf(id)).toHaveLength(1);
    // The losers' pictures and copies are removed again.
    expect((await storedFiles(t)).length).toBe(filesBefore + 4);
  });

  it("refuses a featured product the rules refuse and keeps neither its picture nor the copy", async () => {
    const before = await snapshot();
    const featuredBefore = (await get("/api/v1/featured")).json().featuredItems.length;
    const response = await postProduct(
      t,
      cookie,
      productPayload({ isFeatured: true, categoryIds: [classCategoryId] }),
      image,
    );
    expect(response.statusCode).toBe(400);
    expect(await snapshot()).toEqual(before);
    expect((await get("/api/v1/featured")).json().featuredItems).toHaveLength(featuredBefore);
  });
});

describe("shop list and product view (001 §2 Shop)", () => {
  it("lists newest first with the Active Items and Inactive Items totals, only to its organization", async () => {
    const newest = await createProduct(t, cookie, image, { productTitle: "Newest" });
    const list = (await get("/api/v1/products")).json();
    expect(list.products[0].productId).toBe(newest.productId);
    expect(list.activeCount + list.inactiveCount).toBe(list.products.length);
    const inactiveOnly = (await get("/api/v1/products?isActive=false")).json();
    expect(inactiveOnly.products.every((product: Product) => !product.isActive)).toBe(true);
    expect((await get("/api/v1/products", otherCookie)).json()).toEqual({
      products: [],
      activeCount: 0,
      inactiveCount: 0,
    });
  });

  it("pages one status newest first, with both totals: the shop page's 24 cards", async () => {
    await createProduct(t, cookie, image, { productTitle: "Page A" });
    await createProduct(t, cookie, image, { productTitle: "Page B" });
    const all = (await get("/api/v1/products?isActive=true")).json();
    const first = (await get("/api/v1/products?isActive=true&limit=1")).json();
    const second = (await get("/api/v1/products?isActive=true&limit=1&offset=1")).json();
    expect(first.products.map((product: Product) => product.productId)).toEqual([
      all.products[0].productId,
    ]);
    expect(second.products.map((product: Product) => product.productId)).toEqual([
      all.products[1].productId,
    ]);
    expect([first.activeCount, first.inactiveCount]).toEqual([all.activeCount, all.inactiveCount]);
  });

  it("refuses a page size above 100 with 400", async () => {
    expect((await get("/api/v1/products?limit=101")).statusCode).toBe(400);
  });

  it("answers 404 for another organization's product", async () => {
    const product = await createProduct(t, cookie, image);
    expect((await get(`/api/v1/products/${product.productId}`, otherCookie)).statusCode).toBe(404);
    expect((await get(`/api/v1/products/${product.productId}`)).statusCode).toBe(200);
  });
});

describe("product edit (001 §5: title, description, quantity, sizes, categories only)", () => {
  it("changes the editable fields: 'Product Updated.'", async () => {
    const product = await createProduct(t, cookie, image, { productSizes: { M: 2 } });
    const response = await send("PATCH", `/api/v1/products/${product.productId}`, {
      productTitle: "Harbor Tee v2",
      productDescription: "Now in blue.",
      quantity: 40,
      productSizes: { M: 0, L: 1000 },
      categoryIds: [apparelId],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      productTitle: "Harbor Tee v2",
      productDescription: "Now in blue.",
      productSizes: { M: 0, L: 1000 },
      categoryIds: [apparelId],
      price: { amount: 2800, quantity: 40 },
    });
    expect(await auditActions(t, orgId)).toContain("product.updated");
  });

  it("writes nothing when nothing changed", async () => {
    const product = await createProduct(t, cookie, image);
    const audit = await auditActions(t, orgId);
    const response = await send("PATCH", `/api/v1/products/${product.productId}`, {
      productTitle: product.productTitle,
      quantity: null,
    });
    expect(response.statusCode).toBe(200);
    expect(await auditActions(t, orgId)).toEqual(audit);
  });

  it.each<[string, object, string]>([
    ["the price (read-only)", { price: { amount: 100 } }, MESSAGES.productReadOnlyFields],
    ["the recurrence (read-only)", { subscription: {} }, MESSAGES.productReadOnlyFields],
    ["a blank title", { productTitle: " " }, MESSAGES.completeAllFields],
    ["a title over 200 characters", { productTitle: "x".repeat(250) }, AT_MOST_200],
    [
      "a description over 5,000 characters",
      { productDescription: "x".repeat(5200) },
      "Please use at most 5,000 characters.",
    ],
    ["a size above 1000", { productSizes: { M: 1001 } }, MESSAGES.invalidRequest],
    ["a class category", { categoryIds: ["class"] }, MESSAGES.unknownCategory],
  ])("refuses %s and changes nothing", async (_name, edit, message) => {
    const product = await createProduct(t, cookie, image);
    const body = JSON.parse(JSON.stringify(edit).replace('"class"', `"${classCategoryId}"`));
    const response = await send("PATCH", `/api/v1/products/${product.productId}`, body);
    expect(response.statusCode).toBe(400);
    if (message !== MESSAGES.invalidRequest) expect(response.json().error.message).toBe(message);
    expect(await productOf(product.productId)).toEqual(product);
  });

  // The edit form shows a sized product's sizes and nothing else's (001 §5: sizes are edited,
  // not added or taken away): a request cannot turn one kind of product into the other.
  it("refuses sizes on a product without sizes and changes nothing", async () => {
    const product = await createProduct(t, cookie, image);
    const url = `/api/v1/products/${product.productId}`;
    for (const productSizes of [{ M: 5 }, { M: null }]) {
      const response = await send("PATCH", url, { productSizes });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toBe(MESSAGES.productHasNoSizes);
    }
    expect(await productOf(product.productId)).toEqual(product);
  });

  it("stops offering a size set to null, but refuses to take away a product's last size", async () => {
    const product = await createProduct(t, cookie, image, { productSizes: { S: 2, M: 3 } });
    const url = `/api/v1/products/${product.productId}`;
    const refused = await send("PATCH", url, { productSizes: { S: null, M: null } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toBe(MESSAGES.productKeepsOneSize);
    expect(await productOf(product.productId)).toEqual(product);
    const dropped = await send("PATCH", url, { productSizes: { S: null } });
    expect(dropped.statusCode, dropped.body).toBe(200);
    expect(dropped.json().productSizes).toEqual({ M: 3 });
  });

  // null is the API's Unlimited, as on New Product: stored as 100 (001 §9), which the edit
  // form shows as "100 stands for Unlimited."
  it("stores a null quantity as Unlimited, 100", async () => {
    const product = await createProduct(t, cookie, image, {
      price: { amount: 2800, quantity: 40, subscription: null },
    });
    const response = await send("PATCH", `/api/v1/products/${product.productId}`, {
      quantity: null,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().price.quantity).toBe(100);
  });

  it("refuses a quantity on a subscription", async () => {
    const product = await createProduct(t, cookie, image, {
      price: {
        amount: 5000,
        quantity: null,
        subscription: { quantity: null, recurrence: { recurrenceTime: "everyWeek" } },
      },
    });
    const response = await send("PATCH", `/api/v1/products/${product.productId}`, { quantity: 5 });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(MESSAGES.productSubscriptionQuantity);
  });

  it("answers 404 to another organization and changes nothing", async () => {
    const product = await createProduct(t, cookie, image);
    const url = `/api/v1/products/${product.productId}`;
    const response = await send("PATCH", url, { productTitle: "Mine now" }, otherCookie);
    expect(response.statusCode).toBe(404);
    expect(await productOf(product.productId)).toEqual(product);
  });
});

describe("inactivate and re-activate (001 §4 Product)", () => {
  it("moves the product between the Active Items and Inactive Items totals", async () => {
    const product = await createProduct(t, cookie, image);
    const url = `/api/v1/products/${product.productId}/status`;
    const before = (await get("/api/v1/products")).json();
    const inactivated = await send("PATCH", url, { isActive: false });
    expect(inactivated.json().isActive).toBe(false);
    const middle = (await get("/api/v1/products")).json();
    expect([middle.activeCount, middle.inactiveCount]).toEqual([
      before.activeCount - 1,
      before.inactiveCount + 1,
    ]);
    expect((await send("PATCH", url, { isActive: true })).json().isActive).toBe(true);
    const after = (await get("/api/v1/products")).json();
    expect([after.activeCount, after.inactiveCount]).toEqual([
      before.activeCount,
      before.inactiveCount,
    ]);
    expect(await auditActions(t, orgId)).toEqual(
      expect.arrayContaining(["product.inactivated", "product.activated"]),
    );
  });

  // 'Inactivate {title}? Members will no longer see it in the app.': nor through its link.
  it("closes an inactive product's public page (410) and opens it again on re-activation", async () => {
    const product = await createProduct(t, cookie, image, { productTitle: "Seasonal Tee" });
    const url = `/api/v1/products/${product.productId}/status`;
    const page = () =>
      t.app.inject({ method: "GET", url: new URL(product.shareLink ?? "").pathname });
    expect((await page()).statusCode).toBe(200);
    expect((await send("PATCH", url, { isActive: false })).statusCode).toBe(200);
    const closed = await page();
    expect(closed.statusCode).toBe(410);
    expect(closed.body).not.toContain("Seasonal Tee");
    expect((await send("PATCH", url, { isActive: true })).statusCode).toBe(200);
    const reopened = await page();
    expect(reopened.statusCode).toBe(200);
    expect(reopened.body).toContain("Seasonal Tee");
  });

  it("keeps the page of a product created inactive closed until it is activated", async () => {
    const product = await createProduct(t, cookie, image, { isActive: false });
    const page = () =>
      t.app.inject({ method: "GET", url: new URL(product.shareLink ?? "").pathname });
    expect((await page()).statusCode).toBe(410);
    const url = `/api/v1/products/${product.productId}/status`;
    expect((await send("PATCH", url, { isActive: true })).statusCode).toBe(200);
    expect((await page()).statusCode).toBe(200);
  });

  it("answers 404 to another organization and changes nothing", async () => {
    const product = await createProduct(t, cookie, image);
    const url = `/api/v1/products/${product.productId}/status`;
    expect((await send("PATCH", url, { isActive: false }, otherCookie)).statusCode).toBe(404);
    expect((await productOf(product.productId)).isActive).toBe(true);
  });
});

describe("change image (001 §5: images only)", () => {
  const postImage = (productId: string, body: Buffer, fileName: string, session = cookie) =>
    postFile(t, `/api/v1/products/${productId}/image`, body, fileName, session);

  it("replaces the picture and removes the old one", async () => {
    const product = await createProduct(t, cookie, image);
    const files = await storedFiles(t);
    const response = await postImage(product.productId, await testImage(), "new.png");
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().imageItem.imageUrl).not.toBe(product.imageItem.imageUrl);
    const after = await storedFiles(t);
    expect(after.length).toBe(files.length);
    expect(after).not.toEqual(files);
  });

  it("refuses a file that is not an image and keeps the picture", async () => {
    const product = await createProduct(t, cookie, image);
    const files = await storedFiles(t);
    const response = await postImage(product.productId, Buffer.from("%PDF-1.4\n"), "a.pdf");
    expect(response.statusCode).toBe(400);
    expect(await storedFiles(t)).toEqual(files);
    expect(await productOf(product.productId)).toEqual(product);
  });

  it("answers 404 to another organization and stores nothing", async () => {
    const product = await createProduct(t, cookie, image);
    const files = await storedFiles(t);
    const response = await postImage(product.productId, image, "x.png", otherCookie);
    expect(response.statusCode).toBe(404);
    expect(await storedFiles(t)).toEqual(files);
  });
});

describe("delete (001 §4: deleting removes its image too)", () => {
  it("deletes an unpurchased product and its picture: '{title} Deleted.'", async () => {
    const product = await createProduct(t, cookie, image, {
      productTitle: "Gone Tee",
      categoryIds: [apparelId],
    });
    const files = await storedFiles(t);
    const response = await send("DELETE", `/api/v1/products/${product.productId}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe("Gone Tee Deleted.");
    expect((await storedFiles(t)).length).toBe(files.length - 2);
    expect((await get(`/api/v1/products/${product.productId}`)).statusCode).toBe(404);
    expect(await auditActions(t, orgId)).toContain("product.deleted");
  });

  // 001 §7 createShareLink; as a deleted event's or resource's (issue #20): a public page must
  // not outlive what it shows.
  it("retires a deleted product's share link: its page answers 410 without the title", async () => {
    const product = await createProduct(t, cookie, image, { productTitle: "Retired Tee" });
    const page = () =>
      t.app.inject({ method: "GET", url: new URL(product.shareLink ?? "").pathname });
    expect((await page()).statusCode).toBe(200);
    await send("DELETE", `/api/v1/products/${product.productId}`);
    const retired = await page();
    expect(retired.statusCode).toBe(410);
    expect(retired.body).not.toContain("Retired Tee");
  });

  it("answers 404 to another organization and deletes nothing", async () => {
    const product = await createProduct(t, cookie, image);
    const before = await snapshot();
    const url = `/api/v1/products/${product.productId}`;
    expect((await send("DELETE", url, undefined, otherCookie)).statusCode).toBe(404);
    expect(await snapshot()).toEqual(before);
  });
});

describe("share link on demand (001 §7, issue #19)", () => {
  it("creates the missing share link of a product when it is opened, and keeps it", async () => {
    const product = await createProduct(t, cookie, image);
    await withTenant(t.db, orgId, (trx) =>
      trx
        .updateTable("products")
        .set({ share_link: null })
        .where("org_id", "=", orgId)
        .where("id", "=", product.productId)
        .execute(),
    );

    const opened = await productOf(product.productId);
    const reopened = await productOf(product.productId);

    expect(opened.shareLink).toMatch(/\/l\/[0-9A-Za-z]{10}$/);
    expect(reopened.shareLink).toBe(opened.shareLink);
  });
});

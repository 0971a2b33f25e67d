import { describe, expect, it } from "vitest";
import { MESSAGES } from "../messages";
import {
  canDeleteProduct,
  cardDescription,
  categoryChoices,
  newProductIssues,
  type ProductDraft,
  type ProductEditable,
  productChanges,
  productEditIssues,
  productQuantityForStorage,
  productShareLinkPath,
  purchaseAmountCents,
  sizesForStorage,
} from "./shop";

const draft = (changes: Partial<ProductDraft> = {}): ProductDraft => ({
  hasImage: true,
  productTitle: "Harbor Tee",
  productDescription: "Organic cotton.",
  priceAmount: 2800,
  quantity: null,
  sizes: null,
  subscription: null,
  ...changes,
});

describe("new product validation (001 §5 New product, in order)", () => {
  it.each<[string, Partial<ProductDraft>, string | undefined]>([
    ["a complete product", {}, undefined],
    [
      "no image: 'Please select a product image.'",
      { hasImage: false },
      MESSAGES.selectProductImage,
    ],
    ["a blank title", { productTitle: "  " }, MESSAGES.completeAllFields],
    ["a blank description", { productDescription: "" }, MESSAGES.completeAllFields],
    ["a price below $1.00", { priceAmount: 99 }, MESSAGES.productPriceMinimum],
    ["a price of exactly $1.00", { priceAmount: 100 }, undefined],
    ["no price", { priceAmount: null }, MESSAGES.productPriceMinimum],
    ["a NaN price", { priceAmount: Number.NaN }, MESSAGES.productPriceMinimum],
    [
      "a subscription without a billing recurrence",
      { subscription: { recurrenceTime: null } },
      MESSAGES.selectBillingReoccuringType,
    ],
    ["a monthly subscription", { subscription: { recurrenceTime: "everyMonth" } }, undefined],
    ["a limited quantity of 0", { quantity: 0 }, MESSAGES.productQuantityMinimum],
    ["a limited quantity of 1", { quantity: 1 }, undefined],
    // Typed past a field's limit: the form refused nothing and the API's words named no field.
    ["a limited quantity of 101", { quantity: 101 }, "Please enter a number of at most 100."],
    ["a size of 1001", { sizes: { M: 1001 } }, "Please enter a number of at most 1,000."],
    ["a size of 1000", { sizes: { M: 1000 } }, undefined],
    [
      "0 tokens per billing cycle",
      { subscription: { recurrenceTime: "everyMonth", tokens: 0 } },
      "Please enter a number of at least 1.",
    ],
    [
      "10,001 tokens per billing cycle",
      { subscription: { recurrenceTime: "everyMonth", tokens: 10_001 } },
      "Please enter a number of at most 10,000.",
    ],
    [
      "unlimited tokens per billing cycle",
      { subscription: { recurrenceTime: "everyMonth", tokens: null } },
      undefined,
    ],
    [
      "sizes and a subscription together (§4: they switch each other off)",
      { sizes: { M: 3 }, subscription: { recurrenceTime: "everyMonth" } },
      MESSAGES.productSizesWithSubscription,
    ],
    [
      "a subscription with only blank sizes",
      { sizes: { M: 0, L: null }, subscription: { recurrenceTime: "everyMonth" } },
      undefined,
    ],
  ])("%s", (_name, changes, message) => {
    expect(newProductIssues(draft(changes), "usd")[0]?.message).toBe(message);
  });

  it("names the minimum in the organization's currency: 'Product price needs to be greater than €1.00.'", () => {
    expect(newProductIssues(draft({ priceAmount: 99 }), "eur")[0]?.message).toBe(
      "Product price needs to be greater than €1.00.",
    );
  });

  it("reports the image first, then the fields, then the price, as the form checks them", () => {
    const issues = newProductIssues(
      draft({ hasImage: false, productTitle: "", priceAmount: 0, quantity: 0 }),
      "usd",
    );
    expect(issues.map((issue) => issue.message)).toEqual([
      MESSAGES.selectProductImage,
      MESSAGES.completeAllFields,
      MESSAGES.productPriceMinimum,
      MESSAGES.productQuantityMinimum,
    ]);
  });
});

describe("stored quantity and sizes (001 §9)", () => {
  it.each<[string, number | null, boolean, number | null]>([
    ["Unlimited on a normal product is stored as 100", null, false, 100],
    ["a limited quantity is kept", 12, false, 12],
    ["a subscription omits the quantity", null, true, null],
    ["a subscription omits even a given quantity", 5, true, null],
  ])("%s", (_name, quantity, isSubscription, stored) => {
    expect(productQuantityForStorage(quantity, isSubscription)).toBe(stored);
  });

  it("stores unlimited sizes as 1000 and drops blank or zero sizes", () => {
    expect(
      sizesForStorage({ XS: 0, S: null, M: 4, L: "unlimited", XL: Number.NaN, XXXL: 2 }),
    ).toEqual({ M: 4, L: 1000, XXXL: 2 });
  });

  it("keeps no size when every size is blank", () => {
    expect(sizesForStorage({ M: 0, L: null })).toEqual({});
  });
});

describe("product edit (001 §5: title, description, quantity, sizes and categories only)", () => {
  const before: ProductEditable = {
    productTitle: "Harbor Tee",
    productDescription: "Organic cotton.",
    quantity: 100,
    productSizes: { M: 4, L: 2 },
    categoryIds: ["c1", "c2"],
  };

  it.each<[string, Parameters<typeof productChanges>[1], Partial<ProductEditable>]>([
    ["nothing changed: Update stays disabled", { productTitle: "Harbor Tee" }, {}],
    ["the same categories in another order", { categoryIds: ["c2", "c1"] }, {}],
    ["Unlimited when it already is (stored 100)", { quantity: null }, {}],
    [
      "a new title, trimmed",
      { productTitle: " Harbor Tee v2 " },
      { productTitle: "Harbor Tee v2" },
    ],
    ["a limited quantity", { quantity: 7 }, { quantity: 7 }],
    ["a size set to 0 stays offered", { productSizes: { M: 0 } }, { productSizes: { M: 0, L: 2 } }],
    ["a size set to null is removed", { productSizes: { L: null } }, { productSizes: { M: 4 } }],
    [
      "a new size up to 1000",
      { productSizes: { XL: 1000 } },
      { productSizes: { M: 4, L: 2, XL: 1000 } },
    ],
  ])("%s", (_name, edit, changes) => {
    expect(productChanges(before, edit)).toEqual(changes);
  });

  it.each<[string, Parameters<typeof productEditIssues>[0], boolean, string | undefined]>([
    ["a blank title", { productTitle: " " }, false, MESSAGES.completeAllFields],
    ["a size set to 0 on a sized product", { productSizes: { M: 0 } }, false, undefined],
    ["one of two sizes taken away", { productSizes: { L: null } }, false, undefined],
    [
      "every size taken away",
      { productSizes: { M: null, L: null } },
      false,
      MESSAGES.productKeepsOneSize,
    ],
    ["a blank description", { productDescription: "" }, false, MESSAGES.completeAllFields],
    ["a quantity on a normal product", { quantity: 3 }, false, undefined],
    ["a sold-out quantity of 0", { quantity: 0 }, false, undefined],
    ["a quantity of 101", { quantity: 101 }, false, "Please enter a number of at most 100."],
    [
      "a size of 1001",
      { productSizes: { M: 1001 } },
      false,
      "Please enter a number of at most 1,000.",
    ],
    ["a quantity on a subscription", { quantity: 3 }, true, MESSAGES.productSubscriptionQuantity],
    [
      "sizes on a subscription",
      { productSizes: { M: 1 } },
      true,
      MESSAGES.productSubscriptionQuantity,
    ],
    ["a title on a subscription", { productTitle: "Monthly" }, true, undefined],
  ])("%s", (_name, edit, isSubscription, message) => {
    expect(productEditIssues(edit, isSubscription, before.productSizes)[0]?.message).toBe(message);
  });

  it.each<[string, Parameters<typeof productEditIssues>[0], string | undefined]>([
    ["a size added", { productSizes: { M: 1 } }, MESSAGES.productHasNoSizes],
    ["a size taken away", { productSizes: { M: null } }, MESSAGES.productHasNoSizes],
    ["no sizes named", { productSizes: {} }, MESSAGES.productHasNoSizes],
    ["a quantity", { quantity: 5 }, undefined],
  ])("%s on a product without sizes", (_name, edit, message) => {
    expect(productEditIssues(edit, false, {})[0]?.message).toBe(message);
  });
});

describe("cards, delete and sales", () => {
  it.each([
    [0, true],
    [1, false],
  ])("a product purchased %i times can be deleted: %s (001 §4, §8)", (timesPurchased, allowed) => {
    expect(canDeleteProduct({ timesPurchased })).toBe(allowed);
  });

  it("truncates a card description at 100 characters with read more (001 §2)", () => {
    const long = `${"a".repeat(99)} tail that goes past the limit`;
    expect(cardDescription(long)).toEqual({ text: `${"a".repeat(99)}…`, isTruncated: true });
    expect(cardDescription(long, true)).toEqual({ text: long, isTruncated: false });
    expect(cardDescription("b".repeat(100))).toEqual({ text: "b".repeat(100), isTruncated: false });
  });

  it("links a product in the client portal", () => {
    expect(productShareLinkPath("p 1")).toBe("shop?&productId=p%201");
  });

  it("charges the unit price per item, in cents", () => {
    expect(purchaseAmountCents(2800, 3)).toBe(8400);
  });
});

describe("category choices (001 §7 Categories)", () => {
  const categories = [
    { categoryId: "c1", categoryName: "Apparel", isActive: true },
    { categoryId: "c2", categoryName: "Retired", isActive: false },
    { categoryId: "c3", categoryName: "Archive", isActive: false },
  ];

  it("offers the active categories to a new item", () => {
    expect(categoryChoices(categories, [])).toEqual([{ value: "c1", label: "Apparel" }]);
  });

  it("keeps an item's own deactivated category, marked, and no other inactive one", () => {
    expect(categoryChoices(categories, ["c2"])).toEqual([
      { value: "c1", label: "Apparel" },
      { value: "c2", label: "Retired (Inactive)" },
    ]);
  });
});

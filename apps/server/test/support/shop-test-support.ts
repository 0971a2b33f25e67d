import type { CreateProductRequest, Product } from "@studiodesk/core/contracts/shop";
import { expect } from "vitest";
import { postWithImage, tableRowCounts } from "./schedule-test-support";
import type { TestApp } from "./test-app";

// Shared by the shop's integration tests and the features that point at products.

// Each New Product form names its product once: each payload is another form's, with its key.
let formCount = 0;
export const newProductFormKey = () => `test-product-form-${++formCount}`;

// A valid new product: a tee at $28.00 with Unlimited quantity and no sizes.
export function productPayload(changes: Partial<CreateProductRequest> = {}): CreateProductRequest {
  return {
    idempotencyKey: newProductFormKey(),
    productTitle: "Harbor Tee",
    productDescription: "Organic cotton, relaxed fit.",
    price: { amount: 2800, quantity: null, subscription: null },
    productSizes: null,
    categoryIds: [],
    isFeatured: false,
    isActive: true,
    ...changes,
  };
}

// A subscription product's price: $149.00 every month for 8 uses, no quantity (001 §9).
export const MONTHLY_SUBSCRIPTION_PRICE: CreateProductRequest["price"] = {
  amount: 14900,
  quantity: null,
  subscription: { quantity: 8, recurrence: { recurrenceTime: "everyMonth" } },
};

export function postProduct(t: TestApp, cookie: string, payload: unknown, image: Buffer | null) {
  const imageName = "product.png";
  return postWithImage(t, { url: "/api/v1/products", cookie, payload, image, imageName });
}

export async function createProduct(
  t: TestApp,
  cookie: string,
  image: Buffer,
  changes: Partial<CreateProductRequest> = {},
): Promise<Product> {
  const response = await postProduct(t, cookie, productPayload(changes), image);
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

// Row counts of the shop's tables for one organization: "nothing changed" checks.
export const shopCounts = (t: TestApp, orgId: string) =>
  tableRowCounts(t, orgId, {
    products: "products",
    productCategories: "product_categories",
    purchases: "product_purchases",
    categories: "categories",
  });

// A category of the organization the admin `cookie` signs in to; answers its id.
export async function createCategory(
  t: TestApp,
  cookie: string,
  categoryName: string,
  type: "shop" | "class",
): Promise<string> {
  const response = await t.request({
    method: "POST",
    url: "/api/v1/categories",
    cookie,
    payload: { categoryName, type },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().categoryId as string;
}

import type { Product, UpdateProductRequest } from "@studiodesk/core/contracts/shop";
import {
  PRODUCT_SIZES,
  type ProductEditable,
  type ProductSize,
  productChanges,
} from "@studiodesk/core/rules/shop";

// The product view's form: what 001 §5 lets an edit change.
export type ProductEditValues = {
  productTitle: string;
  productDescription: string;
  // Blank while typing: left as it was.
  quantity: number | string;
  sizes: Partial<Record<ProductSize, number | string>>;
  categoryIds: string[];
};

export const isSubscriptionProduct = (product: Product) => product.price.subscription !== null;

export function toEditable(product: Product): ProductEditable {
  return {
    productTitle: product.productTitle,
    productDescription: product.productDescription,
    quantity: product.price.quantity,
    productSizes: product.productSizes ?? {},
    categoryIds: product.categoryIds,
  };
}

export function toEditValues(product: Product): ProductEditValues {
  return {
    productTitle: product.productTitle,
    productDescription: product.productDescription,
    quantity: product.price.quantity ?? "",
    sizes: { ...(product.productSizes ?? {}) },
    categoryIds: product.categoryIds,
  };
}

const isCount = (value: number | string | undefined): value is number =>
  typeof value === "number" && Number.isFinite(value);

// 001 §5 "Update enabled only on change": the request holds only what really changed.
export function changedProductFields(
  product: Product,
  values: ProductEditValues,
): UpdateProductRequest {
  const isSubscription = isSubscriptionProduct(product);
  const sizes = Object.fromEntries(
    PRODUCT_SIZES.filter((size) => isCount(values.sizes[size])).map((size) => [
      size,
      values.sizes[size],
    ]),
  ) as Partial<Record<ProductSize, number>>;
  return productChanges(toEditable(product), {
    productTitle: values.productTitle,
    productDescription: values.productDescription,
    quantity: !isSubscription && isCount(values.quantity) ? values.quantity : undefined,
    productSizes: isSubscription || !product.productSizes ? undefined : sizes,
    categoryIds: values.categoryIds,
  });
}

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
  // A size left blank is not offered (the field says so): null, which the rules and the API
  // read as "stop offering it". Leaving it out kept the size, and cleared no Update.
  const sizes = Object.fromEntries(
    PRODUCT_SIZES.map((size) => {
      const count = values.sizes[size];
      return [size, isCount(count) ? count : null];
    }),
  ) as Partial<Record<ProductSize, number | null>>;
  const changes = productChanges(toEditable(product), {
    productTitle: values.productTitle,
    productDescription: values.productDescription,
    quantity: !isSubscription && isCount(values.quantity) ? values.quantity : undefined,
    productSizes: isSubscription || !product.productSizes ? undefined : sizes,
    categoryIds: values.categoryIds,
  });
  const changedSizes = changes.productSizes;
  if (!changedSizes) return changes;
  // The API keeps a size an edit does not name, so every size goes, null when not offered.
  return {
    ...changes,
    productSizes: Object.fromEntries(
      PRODUCT_SIZES.map((size) => [size, changedSizes[size] ?? null]),
    ) as Partial<Record<ProductSize, number | null>>,
  };
}

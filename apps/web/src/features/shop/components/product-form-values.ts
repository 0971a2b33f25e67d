import type { CreateProductRequest } from "@studiodesk/core/contracts/shop";
import { amountToCents } from "@studiodesk/core/rules/money";
import type { RecurrenceOption } from "@studiodesk/core/rules/recurrence";
import {
  newProductIssues,
  PRODUCT_SIZES,
  type ProductSize,
  type SizeEntry,
} from "@studiodesk/core/rules/shop";
import { EMPTY_SIZE_INPUTS, type SizeInputs } from "./SizeFields";

export type ProductFormValues = {
  image: File | null;
  productTitle: string;
  productDescription: string;
  priceDollars: number | string;
  isQuantityLimited: boolean;
  quantity: number | string;
  hasSizes: boolean;
  sizes: SizeInputs;
  isSubscription: boolean;
  recurrenceTime: RecurrenceOption | null;
  // Blank: unlimited use per billing cycle.
  tokens: number | string;
  categoryIds: string[];
  isFeatured: boolean;
};

export const EMPTY_PRODUCT_FORM: ProductFormValues = {
  image: null,
  productTitle: "",
  productDescription: "",
  priceDollars: "",
  isQuantityLimited: false,
  quantity: 1,
  hasSizes: false,
  sizes: EMPTY_SIZE_INPUTS,
  isSubscription: false,
  recurrenceTime: null,
  tokens: "",
  categoryIds: [],
  isFeatured: false,
};

const numberOrNull = (value: number | string): number | null =>
  typeof value === "number" && Number.isFinite(value) ? value : null;

function sizeEntries(sizes: SizeInputs): Partial<Record<ProductSize, SizeEntry>> {
  return Object.fromEntries(
    PRODUCT_SIZES.map((size) => [
      size,
      sizes[size].isUnlimited ? "unlimited" : numberOrNull(sizes[size].count),
    ]),
  );
}

// The new product request, or the spec's first message for what is missing (001 §5).
export function toCreateProduct(
  values: ProductFormValues,
  idempotencyKey: string,
  currency: string,
): { image: File; payload: CreateProductRequest } | string {
  const priceAmount =
    values.priceDollars === "" ? null : amountToCents(values.priceDollars as number | string);
  const quantity = values.isQuantityLimited ? (numberOrNull(values.quantity) ?? 0) : null;
  const sizes = values.hasSizes && !values.isSubscription ? sizeEntries(values.sizes) : null;
  const subscription = values.isSubscription
    ? { recurrenceTime: values.recurrenceTime, tokens: numberOrNull(values.tokens) }
    : null;
  const issue = newProductIssues(
    {
      hasImage: values.image !== null,
      productTitle: values.productTitle,
      productDescription: values.productDescription,
      priceAmount,
      quantity,
      sizes,
      subscription,
    },
    currency,
  )[0];
  if (issue || !values.image || priceAmount === null) return issue?.message ?? "";
  return {
    image: values.image,
    payload: {
      idempotencyKey,
      productTitle: values.productTitle.trim(),
      productDescription: values.productDescription.trim(),
      price: {
        amount: priceAmount,
        quantity: values.isSubscription ? null : quantity,
        subscription: values.isSubscription
          ? {
              quantity: numberOrNull(values.tokens),
              recurrence: { recurrenceTime: values.recurrenceTime },
            }
          : null,
      },
      productSizes: sizes,
      categoryIds: values.categoryIds,
      isFeatured: values.isFeatured,
      isActive: true,
    },
  };
}

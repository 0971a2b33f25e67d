import { MESSAGES } from "../messages";
import { MIN_PAID_PRICE_CENTS } from "./events";
import { priceMinimumMessage } from "./money";
import { type NumberRange, numberRangeIssue } from "./number-range";

// Shop products (001 §2 Shop, §3 Product, §4 Product and form toggles, §5 New product, §9).

// 001 §9: "Sizes XS, S, M, L, XL, XXL, XXXL; unlimited stored as 1000; blank or zero sizes
// dropped; edit offers 0 to 1000."
export const PRODUCT_SIZES = ["XS", "S", "M", "L", "XL", "XXL", "XXXL"] as const;
export type ProductSize = (typeof PRODUCT_SIZES)[number];
export type ProductSizes = Partial<Record<ProductSize, number>>;
export const UNLIMITED_SIZE_QUANTITY = 1000;
export const MAX_SIZE_QUANTITY = 1000;

// 001 §9: "Product quantity: Unlimited stored as 100 for a normal product and omitted for a
// subscription"; the quantity picker is the tickets' 1 to 100 (§5 "Quantity minimum 1").
export const UNLIMITED_PRODUCT_QUANTITY = 100;
export const MAX_PRODUCT_QUANTITY = 100;
export const MIN_PRODUCT_QUANTITY_NEW = 1;
export const MIN_PRODUCT_QUANTITY_EDIT = 0;
// 001 §9 "Minimum paid price 1 (event, product, class subscription)", in cents.
export const MIN_PRODUCT_PRICE_CENTS = MIN_PAID_PRICE_CENTS;
// A product's price is at most $100,000.
export const MAX_PRODUCT_PRICE_CENTS = 10_000_000;
// 001 §2: "description truncated at 100 characters with read more / read less".
export const PRODUCT_CARD_DESCRIPTION_LENGTH = 100;
// One sale takes at most this many of a product (a terminal cart line, a member app order).
export const MAX_PURCHASE_QUANTITY = 100;
// A subscription product's tokens per billing cycle; blank is unlimited use.
export const SUBSCRIPTION_TOKENS_RANGE = { min: 1, max: 10_000 } as const;
// The number fields of New Product and the product view, their ranges (001 §5, §9).
export const PRODUCT_QUANTITY_NEW_RANGE = {
  min: MIN_PRODUCT_QUANTITY_NEW,
  max: MAX_PRODUCT_QUANTITY,
} as const;
export const PRODUCT_QUANTITY_EDIT_RANGE = {
  min: MIN_PRODUCT_QUANTITY_EDIT,
  max: MAX_PRODUCT_QUANTITY,
} as const;
export const SIZE_QUANTITY_RANGE = { min: 0, max: MAX_SIZE_QUANTITY } as const;
// A new product's quantity below 1 keeps the words it had before the range was checked.
export const PRODUCT_QUANTITY_NEW_MESSAGES = { belowMin: MESSAGES.productQuantityMinimum };

// The first size whose count lies outside `range`, as its field says it.
function sizeRangeIssue(
  sizes: Partial<Record<ProductSize, SizeEntry | number | null>>,
  range: NumberRange,
): string | null {
  for (const size of PRODUCT_SIZES) {
    const entry = sizes[size];
    const issue = typeof entry === "number" ? numberRangeIssue(entry, range) : null;
    if (issue) return issue;
  }
  return null;
}

// A size as the form holds it: a count, Unlimited, or left blank.
export type SizeEntry = number | "unlimited" | null;

// 001 §9: Unlimited becomes 1000; a blank, zero or unreadable count drops the size.
export function sizesForStorage(entries: Partial<Record<ProductSize, SizeEntry>>): ProductSizes {
  const sizes: ProductSizes = {};
  for (const size of PRODUCT_SIZES) {
    const entry = entries[size];
    if (entry === "unlimited") sizes[size] = UNLIMITED_SIZE_QUANTITY;
    else if (typeof entry === "number" && Number.isFinite(entry) && entry >= 1) {
      sizes[size] = Math.min(Math.floor(entry), MAX_SIZE_QUANTITY);
    }
  }
  return sizes;
}

export const hasSizes = (sizes: ProductSizes | null | undefined): boolean =>
  sizes !== null && sizes !== undefined && Object.keys(sizes).length > 0;

// 001 §9: a null quantity is Unlimited, stored as 100; a subscription has no quantity.
export function productQuantityForStorage(
  quantity: number | null,
  isSubscription: boolean,
): number | null {
  if (isSubscription) return null;
  return quantity === null ? UNLIMITED_PRODUCT_QUANTITY : quantity;
}

export type ProductDraft = {
  hasImage: boolean;
  productTitle: string;
  productDescription: string;
  // Cents; NaN counts as missing (001 §5 currency input).
  priceAmount: number | null;
  // null is Unlimited.
  quantity: number | null;
  sizes: Partial<Record<ProductSize, SizeEntry>> | null;
  // null when the subscription switch is off; tokens null is unlimited use.
  subscription: { recurrenceTime: string | null; tokens?: number | null } | null;
};

export type ProductIssue = { field: string; message: string };

// 001 §5 New product, in the spec's order; the first issue is the one the form shows.
// `currency` names the minimum price in the organization's (priceMinimumMessage).
export function newProductIssues(draft: ProductDraft, currency: string): ProductIssue[] {
  const issues: ProductIssue[] = [];
  if (!draft.hasImage) issues.push({ field: "image", message: MESSAGES.selectProductImage });
  if (!draft.productTitle.trim() || !draft.productDescription.trim()) {
    const field = draft.productTitle.trim() ? "productDescription" : "productTitle";
    issues.push({ field, message: MESSAGES.completeAllFields });
  }
  const amount = draft.priceAmount;
  if (amount === null || !Number.isFinite(amount) || amount < MIN_PRODUCT_PRICE_CENTS) {
    issues.push({
      field: "price.amount",
      message: priceMinimumMessage("productPriceMinimum", currency),
    });
  }
  if (draft.subscription && !draft.subscription.recurrenceTime) {
    issues.push({
      field: "price.subscription.recurrence",
      message: MESSAGES.selectBillingReoccuringType,
    });
  }
  // A number typed past its field's limit is refused in the field's words, never clamped.
  const quantity = draft.subscription
    ? null
    : numberRangeIssue(draft.quantity, PRODUCT_QUANTITY_NEW_RANGE, PRODUCT_QUANTITY_NEW_MESSAGES);
  if (quantity) issues.push({ field: "price.quantity", message: quantity });
  const tokens = numberRangeIssue(draft.subscription?.tokens, SUBSCRIPTION_TOKENS_RANGE);
  if (tokens) issues.push({ field: "price.subscription.quantity", message: tokens });
  const sizes = draft.sizes ? sizeRangeIssue(draft.sizes, SIZE_QUANTITY_RANGE) : null;
  if (sizes) issues.push({ field: "productSizes", message: sizes });
  // 001 §4: the form's sizes and subscription switch each other off; a request with both
  // did not come from it.
  if (draft.subscription && draft.sizes && hasSizes(sizesForStorage(draft.sizes))) {
    issues.push({ field: "productSizes", message: MESSAGES.productSizesWithSubscription });
  }
  return issues;
}

// 001 §5 "Product edit: only title, description, quantity, sizes and category are
// editable; price, subscription tokens and recurrence are read-only".
export const PRODUCT_EDITABLE_FIELDS = [
  "productTitle",
  "productDescription",
  "quantity",
  "productSizes",
  "categoryIds",
] as const;

export type ProductEditable = {
  productTitle: string;
  productDescription: string;
  // Stored quantity (null only for a subscription).
  quantity: number | null;
  productSizes: ProductSizes;
  categoryIds: string[];
};

// A size set to null stops being offered; 0 keeps it offered and sold out (edit: 0 to 1000).
export type ProductEdit = Partial<
  Omit<ProductEditable, "productSizes"> & {
    productSizes: Partial<Record<ProductSize, number | null>>;
  }
>;

// `currentSizes` are the product's sizes now ({} without sizes). The edit form shows a sized
// product's sizes and nothing else's, so an edit changes counts and which sizes are offered,
// never whether the product has sizes at all.
export function productEditIssues(
  edit: ProductEdit,
  isSubscription: boolean,
  currentSizes: ProductSizes,
): ProductIssue[] {
  const issues: ProductIssue[] = [];
  for (const field of ["productTitle", "productDescription"] as const) {
    const value = edit[field];
    if (value !== undefined && !value.trim()) {
      issues.push({ field, message: MESSAGES.completeAllFields });
    }
  }
  const quantity =
    edit.quantity === undefined
      ? null
      : numberRangeIssue(edit.quantity, PRODUCT_QUANTITY_EDIT_RANGE);
  const sizes = edit.productSizes ? sizeRangeIssue(edit.productSizes, SIZE_QUANTITY_RANGE) : null;
  if (isSubscription && (edit.quantity !== undefined || edit.productSizes !== undefined)) {
    issues.push({ field: "price.quantity", message: MESSAGES.productSubscriptionQuantity });
  } else if (quantity) {
    issues.push({ field: "price.quantity", message: quantity });
  } else if (sizes) {
    issues.push({ field: "productSizes", message: sizes });
  } else if (edit.productSizes !== undefined) {
    if (!hasSizes(currentSizes)) {
      issues.push({ field: "productSizes", message: MESSAGES.productHasNoSizes });
    } else if (!hasSizes(sizesAfterEdit(currentSizes, edit.productSizes))) {
      issues.push({ field: "productSizes", message: MESSAGES.productKeepsOneSize });
    }
  }
  return issues;
}

export function sizesAfterEdit(
  current: ProductSizes,
  edit: Partial<Record<ProductSize, number | null>>,
): ProductSizes {
  const sizes: ProductSizes = {};
  for (const size of PRODUCT_SIZES) {
    const value = size in edit ? edit[size] : current[size];
    if (typeof value === "number") sizes[size] = value;
  }
  return sizes;
}

const sameSizes = (a: ProductSizes, b: ProductSizes) =>
  PRODUCT_SIZES.every((size) => a[size] === b[size]);
const sameIds = (a: string[], b: string[]) =>
  a.length === b.length && [...a].sort().every((id, index) => id === [...b].sort()[index]);

// 001 §5 "Update enabled only on change": what the edit really changes, after storage rules
// (Unlimited → 100, sizes merged). Empty means there is nothing to update.
export function productChanges(
  before: ProductEditable,
  edit: ProductEdit,
): Partial<ProductEditable> {
  const changes: Partial<ProductEditable> = {};
  if (edit.productTitle !== undefined && edit.productTitle.trim() !== before.productTitle) {
    changes.productTitle = edit.productTitle.trim();
  }
  if (
    edit.productDescription !== undefined &&
    edit.productDescription.trim() !== before.productDescription
  ) {
    changes.productDescription = edit.productDescription.trim();
  }
  if (edit.quantity !== undefined) {
    const quantity = productQuantityForStorage(edit.quantity, before.quantity === null);
    if (quantity !== before.quantity) changes.quantity = quantity;
  }
  if (edit.productSizes !== undefined) {
    const sizes = sizesAfterEdit(before.productSizes, edit.productSizes);
    if (!sameSizes(sizes, before.productSizes)) changes.productSizes = sizes;
  }
  if (edit.categoryIds !== undefined && !sameIds(edit.categoryIds, before.categoryIds)) {
    changes.categoryIds = [...new Set(edit.categoryIds)];
  }
  return changes;
}

// 001 §4, §8: "A purchased product cannot be deleted".
export const canDeleteProduct = (product: { timesPurchased: number }): boolean =>
  product.timesPurchased === 0;

// 001 §2 product cards: the first 100 characters, with read more when there is more.
export function cardDescription(
  description: string,
  isExpanded = false,
): { text: string; isTruncated: boolean } {
  const characters = Array.from(description);
  if (isExpanded || characters.length <= PRODUCT_CARD_DESCRIPTION_LENGTH) {
    return { text: description, isTruncated: false };
  }
  return {
    text: `${characters.slice(0, PRODUCT_CARD_DESCRIPTION_LENGTH).join("").trimEnd()}…`,
    isTruncated: true,
  };
}

// 000 §7 "Links are created per coupon, file, event and product"; the path follows the
// events' and resources' form.
export const productShareLinkPath = (productId: string): string =>
  `shop?&productId=${encodeURIComponent(productId)}`;

// A sale's amount in cents: the unit price times the quantity (fees are the checkout's).
export const purchaseAmountCents = (unitCents: number, quantity: number): number =>
  unitCents * quantity;

// 001 §7 Categories: a pick offers the active categories of its kind. One the item already
// has stays offered after it was deactivated, marked, so the field does not read as if the
// item had none (and saving another field keeps it).
export function categoryChoices(
  categories: ReadonlyArray<{ categoryId: string; categoryName: string; isActive: boolean }>,
  chosenIds: ReadonlyArray<string>,
): Array<{ value: string; label: string }> {
  return categories
    .filter((category) => category.isActive || chosenIds.includes(category.categoryId))
    .map((category) => ({
      value: category.categoryId,
      label: category.isActive ? category.categoryName : `${category.categoryName} (Inactive)`,
    }));
}

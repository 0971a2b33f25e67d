import { z } from "zod";
import { MESSAGES } from "../messages";
import { RECURRENCE_OPTIONS } from "../rules/recurrence";
import {
  MAX_PRODUCT_PRICE_CENTS,
  MAX_PRODUCT_QUANTITY,
  MAX_PURCHASE_QUANTITY,
  MAX_SIZE_QUANTITY,
  MIN_PRODUCT_QUANTITY_EDIT,
  PRODUCT_SIZES,
  SUBSCRIPTION_TOKENS_RANGE,
} from "../rules/shop";
import {
  centsUpTo,
  requiredTextUpTo,
  textUpTo,
  withSomeChange,
  ZId,
  ZIdempotencyKey,
} from "./common";

// 001 §3 Product, Category, product purchase row; 001 §7 Products and Categories. Money is
// in cents, instants are ISO-8601 UTC strings.

// A product's texts and a category's name; their fields stop at these limits too.
export const PRODUCT_TITLE_MAX_LENGTH = 200;
export const PRODUCT_DESCRIPTION_MAX_LENGTH = 5000;
export const CATEGORY_NAME_MAX_LENGTH = 80;
const ZTitle = textUpTo(PRODUCT_TITLE_MAX_LENGTH);
const ZDescription = textUpTo(PRODUCT_DESCRIPTION_MAX_LENGTH);
const ZCategoryIds = z.array(ZId).max(50);

export const ZProductSize = z.enum(PRODUCT_SIZES, MESSAGES.selectProductSize);
export const ZBillingRecurrence = z.enum(RECURRENCE_OPTIONS, MESSAGES.selectBillingReoccuringType);

// Available count per offered size (a size that is not offered is absent).
export const ZProductSizes = z.partialRecord(ZProductSize, z.number().int().min(0));

export const ZProductSubscription = z.object({
  amount: z.number().int(),
  // Tokens per billing cycle; null is unlimited use.
  quantity: z.number().int().nullable(),
  recurrence: z.object({ recurrenceTime: ZBillingRecurrence }),
});

export const ZProductPrice = z.object({
  amount: z.number().int(),
  // Stored stock: 100 stands for Unlimited (001 §9); null for a subscription.
  quantity: z.number().int().nullable(),
  subscription: ZProductSubscription.nullable(),
});

export const ZProduct = z.object({
  productId: z.string(),
  productTitle: z.string(),
  productDescription: z.string(),
  productImages: z.array(z.string()),
  imageItem: z.object({ imageUrl: z.string(), thumbnailUrl: z.string() }),
  isActive: z.boolean(),
  isFeatured: z.boolean(),
  uploadTimestamp: z.string(),
  categoryIds: z.array(z.string()),
  // null: the product has no sizes.
  productSizes: ZProductSizes.nullable(),
  productTimesPurchased: z.number().int(),
  shareLink: z.string().nullable(),
  price: ZProductPrice,
});
export type Product = z.infer<typeof ZProduct>;

// GET /api/v1/products: the shop page's cards and its Active Items / Inactive Items counts.
export const ZProductList = z.object({
  products: z.array(ZProduct),
  activeCount: z.number().int(),
  inactiveCount: z.number().int(),
});
export type ProductList = z.infer<typeof ZProductList>;
// A page of the list: the shop page shows 24 cards at a time, so 1,000 products never
// travel at once; without `limit` every product (of the status) comes.
export const ZProductListQuery = z.object({
  isActive: z.stringbool({ truthy: ["true"], falsy: ["false"] }).optional(),
  limit: z.coerce.number().int().min(1).max(100).optional(),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});
export type ProductListQuery = z.infer<typeof ZProductListQuery>;

export const ZProductParams = z.object({ productId: ZId });

// A size in the new product form: a count, Unlimited, or blank (null). 001 §9.
const ZSizeEntry = z.union([
  z.number().int().min(0).max(MAX_SIZE_QUANTITY),
  z.literal("unlimited"),
]);

// A missing, blank (JSON has no NaN), negative or non-numeric price goes on as null, for the
// rule to refuse with the minimum in the organization's currency (priceMinimumMessage), which
// a contract cannot know; a fraction of a cent or an amount over the cap is refused here.
const ZProductPriceAmount = z.preprocess(
  (amount: number | null) => (typeof amount === "number" && amount >= 0 ? amount : null),
  centsUpTo(MAX_PRODUCT_PRICE_CENTS).nullable(),
);

// POST /api/v1/products (multipart): the `payload` field. Blank titles and prices below
// the minimum pass here so that the rules answer with the spec's messages in the spec's order.
export const ZCreateProductRequest = z
  .object({
    idempotencyKey: ZIdempotencyKey,
    productTitle: ZTitle,
    productDescription: ZDescription,
    price: z
      .object({
        amount: ZProductPriceAmount,
        // null is Unlimited.
        quantity: z.number().int().min(0).max(MAX_PRODUCT_QUANTITY).nullable(),
        // null: the subscription switch is off.
        subscription: z
          .object({
            quantity: z
              .number()
              .int()
              .min(SUBSCRIPTION_TOKENS_RANGE.min)
              .max(SUBSCRIPTION_TOKENS_RANGE.max)
              .nullable()
              .default(null),
            recurrence: z
              .object({ recurrenceTime: ZBillingRecurrence.nullable() })
              .strict()
              .nullable(),
          })
          .strict()
          .nullable()
          .default(null),
      })
      .strict(),
    productSizes: z.partialRecord(ZProductSize, ZSizeEntry.nullable()).nullable().default(null),
    categoryIds: ZCategoryIds.default([]),
    isFeatured: z.boolean().default(false),
    isActive: z.boolean().default(true),
  })
  .strict();
export type CreateProductRequest = z.input<typeof ZCreateProductRequest>;

// PATCH /api/v1/products/:productId. 001 §5: price, subscription tokens and recurrence are
// read-only, so naming them (or anything else) is refused with its own message.
export const ZUpdateProductRequest = withSomeChange(
  z.strictObject(
    {
      productTitle: ZTitle.optional(),
      productDescription: ZDescription.optional(),
      // null is Unlimited, as on New Product, and is stored as 100 (001 §9), the number the
      // edit form shows for it; 0 is allowed on edit (sold out).
      quantity: z
        .number()
        .int()
        .min(MIN_PRODUCT_QUANTITY_EDIT)
        .max(MAX_PRODUCT_QUANTITY)
        .nullable()
        .optional()
        .describe(
          "Stock, 0 to 100. null is Unlimited, as on New Product, and is stored as 100 (the value the product then shows).",
        ),
      // A size set to null stops being offered; the rule refuses sizes on a product without
      // any, and taking away a product's last size (productEditIssues).
      productSizes: z
        .partialRecord(ZProductSize, z.number().int().min(0).max(MAX_SIZE_QUANTITY).nullable())
        .optional()
        .describe(
          "Counts per size, 0 to 1000; null stops offering a size. Only for a product that has sizes, which keeps at least one.",
        ),
      categoryIds: ZCategoryIds.optional(),
    },
    {
      error: (issue) =>
        issue.code === "unrecognized_keys" ? MESSAGES.productReadOnlyFields : undefined,
    },
  ),
);
export type UpdateProductRequest = z.infer<typeof ZUpdateProductRequest>;

// Card and item view actions: inactivate / re-activate (001 §4 Product).
export const ZProductStatusRequest = z.object({ isActive: z.boolean() }).strict();

// How many a sale takes (1 unless said) and of which size (sized products only).
export const saleQuantityShape = {
  quantity: z.number().int().min(1).max(MAX_PURCHASE_QUANTITY).default(1),
  size: ZProductSize.nullable().default(null),
};

// POST /api/v1/products/:productId/purchases: a sale from the terminal or the member app.
// The card charge itself belongs to the checkout; this records the sale and takes the stock.
export const ZCreatePurchaseRequest = z.object({ uid: ZId, ...saleQuantityShape }).strict();
export type CreatePurchaseRequest = z.input<typeof ZCreatePurchaseRequest>;

// 001 §2 Shop item users: one row per purchase, newest first; uid opens the member profile.
export const ZProductPurchase = z.object({
  purchaseId: z.string(),
  uid: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  profilePhotoUrl: z.string().nullable(),
  // The name column's star: an app leader (001 §2 Reusable members table).
  isLeader: z.boolean(),
  quantity: z.number().int(),
  size: ZProductSize.nullable(),
  amount: z.number().int(),
  // The currency the sale was paid in (lower-case), kept if the organization's changes later.
  currency: z.string(),
  timestamp: z.string(),
});
export type ProductPurchase = z.infer<typeof ZProductPurchase>;

export const ZProductPurchaseList = z.object({
  productId: z.string(),
  productTitle: z.string(),
  purchasers: z.array(ZProductPurchase),
});
export type ProductPurchaseList = z.infer<typeof ZProductPurchaseList>;

export const ZPurchaseResult = z.object({ purchase: ZProductPurchase, product: ZProduct });
export type PurchaseResult = z.infer<typeof ZPurchaseResult>;

// 001 §3 Category: isProduct true is a shop category, otherwise a class category.
export const CATEGORY_TYPES = ["shop", "class"] as const;
export const ZCategoryType = z.enum(CATEGORY_TYPES);
export type CategoryType = z.infer<typeof ZCategoryType>;

export const ZCategory = z.object({
  categoryId: z.string(),
  categoryName: z.string(),
  type: ZCategoryType,
  isActive: z.boolean(),
  isProduct: z.boolean(),
  isClass: z.boolean(),
});
export type Category = z.infer<typeof ZCategory>;
export const ZCategoryList = z.object({ categories: z.array(ZCategory) });
export const ZCategoryListQuery = z.object({ type: ZCategoryType.optional() });
export const ZCategoryParams = z.object({ categoryId: ZId });

// 001 §7 Categories "add (name, isProduct flag)".
export const ZCreateCategoryRequest = z
  .object({
    categoryName: requiredTextUpTo(CATEGORY_NAME_MAX_LENGTH),
    type: ZCategoryType,
  })
  .strict();
export type CreateCategoryRequest = z.infer<typeof ZCreateCategoryRequest>;

export const ZCategoryStatusRequest = z.object({ isActive: z.boolean() }).strict();

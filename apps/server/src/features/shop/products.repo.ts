import { PRODUCT_SIZES, type ProductSize, type ProductSizes } from "@studiodesk/core/rules/shop";
import { type ExpressionBuilder, type Insertable, sql, type Updateable } from "kysely";
import type { Trx } from "../../db/database";
import { createdUnderKey, isInserted, skipRepeatedKey } from "../../db/idempotent-insert";
import { newestFirst } from "../../db/newest-first";
import type { Database, ProductsTable } from "../../db/schema";
import { ofOrganization } from "../../db/tenant-filters";

// One stock column per size (migration 0009); null: the size is not offered.
export const SIZE_COLUMNS = {
  XS: "size_xs",
  S: "size_s",
  M: "size_m",
  L: "size_l",
  XL: "size_xl",
  XXL: "size_xxl",
  XXXL: "size_xxxl",
} as const satisfies Record<ProductSize, keyof ProductsTable>;
type SizeColumn = (typeof SIZE_COLUMNS)[ProductSize];

const COLUMNS = [
  "id",
  "title",
  "description",
  "image_key",
  "image_thumbnail_key",
  "price_amount",
  "quantity",
  "subscription_recurrence",
  "subscription_quantity",
  ...Object.values(SIZE_COLUMNS),
  "times_purchased",
  "is_active",
  "is_featured",
  "share_link",
  "created_at",
] as const;

// The product's category ids, read with it (ordered, so equal sets compare equal).
const categoryIds = (eb: ExpressionBuilder<Database, "products">) =>
  eb
    .selectFrom("product_categories")
    .select(
      sql<
        string[]
      >`coalesce(array_agg(product_categories.category_id order by product_categories.category_id), '{}')`.as(
        "ids",
      ),
    )
    .whereRef("product_categories.org_id", "=", "products.org_id")
    .whereRef("product_categories.product_id", "=", "products.id")
    .$asScalar()
    .$notNull()
    .as("category_ids");

export type ProductRow = NonNullable<Awaited<ReturnType<typeof findProduct>>>;
export type NewProduct = Omit<
  Insertable<ProductsTable>,
  "org_id" | "times_purchased" | "updated_at" | "idempotency_key" | "request_digest"
>;
export type ProductUpdate = Pick<
  Updateable<ProductsTable>,
  | "title"
  | "description"
  | "quantity"
  | SizeColumn
  | "is_active"
  | "share_link"
  | "image_key"
  | "image_thumbnail_key"
>;

// A product with a billing recurrence is a subscription product (001 §3 price.subscription).
export const isSubscriptionProduct = (row: Pick<ProductRow, "subscription_recurrence">) =>
  row.subscription_recurrence !== null;

export const sizesOf = (row: Pick<ProductRow, SizeColumn>): ProductSizes => {
  const sizes: ProductSizes = {};
  for (const size of PRODUCT_SIZES) {
    const count = row[SIZE_COLUMNS[size]];
    if (count !== null) sizes[size] = count;
  }
  return sizes;
};

export function sizeColumnsOf(sizes: ProductSizes): Record<SizeColumn, number | null> {
  const columns = {} as Record<SizeColumn, number | null>;
  for (const size of PRODUCT_SIZES) columns[SIZE_COLUMNS[size]] = sizes[size] ?? null;
  return columns;
}

// 001 §2 Shop: newest first, all of them or one page of one status.
export async function listProducts(
  trx: Trx,
  orgId: string,
  { isActive, limit, offset }: { isActive?: boolean; limit?: number; offset: number },
) {
  let query = trx
    .selectFrom("products")
    .select(COLUMNS)
    .select(categoryIds)
    .where("org_id", "=", orgId);
  if (isActive !== undefined) query = query.where("is_active", "=", isActive);
  query = query.$call(newestFirst).offset(offset);
  if (limit !== undefined) query = query.limit(limit);
  return query.execute();
}

// The Active Items and Inactive Items cards' totals.
export async function countProductsByStatus(trx: Trx, orgId: string) {
  const row = await trx
    .selectFrom("products")
    .select([
      sql<number>`count(*) filter (where is_active)::int`.as("active"),
      sql<number>`count(*) filter (where not is_active)::int`.as("inactive"),
    ])
    .where("org_id", "=", orgId)
    .executeTakeFirstOrThrow();
  return { active: Number(row.active), inactive: Number(row.inactive) };
}

export async function findProduct(trx: Trx, orgId: string, id: string) {
  return trx
    .selectFrom("products")
    .select(COLUMNS)
    .select(categoryIds)
    .where(ofOrganization(orgId, id))
    .executeTakeFirst();
}

// The New Product form's key for the product and the digest of the request that created it.
export type ProductCreation = { idempotencyKey: string; requestDigest: string };

// Under a key, only once: false when the organization already has a product under it (a
// concurrent double submit waits on the unique index products_idempotency_key, then inserts
// nothing).
export async function insertProduct(
  trx: Trx,
  orgId: string,
  product: NewProduct,
  creation?: ProductCreation,
): Promise<boolean> {
  const result = await trx
    .insertInto("products")
    .values({
      ...product,
      org_id: orgId,
      idempotency_key: creation?.idempotencyKey ?? null,
      request_digest: creation?.requestDigest ?? null,
    })
    .onConflict(skipRepeatedKey)
    .executeTakeFirst();
  return isInserted(result);
}

// The product a New Product form created under its key, with its request's digest.
export async function findProductByKey(trx: Trx, orgId: string, idempotencyKey: string) {
  return trx
    .selectFrom("products")
    .select(COLUMNS)
    .select(categoryIds)
    .select("request_digest")
    .where(createdUnderKey(orgId, idempotencyKey))
    .executeTakeFirst();
}

export async function updateProduct(trx: Trx, orgId: string, id: string, changes: ProductUpdate) {
  const result = await trx
    .updateTable("products")
    .set({ ...changes, updated_at: sql`now()` })
    .where(ofOrganization(orgId, id))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function replaceProductCategories(
  trx: Trx,
  orgId: string,
  productId: string,
  categoryIdList: string[],
) {
  await trx
    .deleteFrom("product_categories")
    .where("org_id", "=", orgId)
    .where("product_id", "=", productId)
    .execute();
  if (categoryIdList.length === 0) return;
  await trx
    .insertInto("product_categories")
    .values(
      categoryIdList.map((categoryId) => ({
        org_id: orgId,
        product_id: productId,
        category_id: categoryId,
      })),
    )
    .execute();
}

// 001 §8: only a product nobody bought can go. The condition sits in the DELETE itself, so a
// sale that commits first (it holds the row lock) makes this delete nothing.
export async function deleteUnpurchasedProduct(trx: Trx, orgId: string, id: string) {
  return trx
    .deleteFrom("products")
    .where(ofOrganization(orgId, id))
    .where("times_purchased", "=", 0)
    .returning(["id", "title", "image_key", "image_thumbnail_key", "share_link"])
    .executeTakeFirst();
}

// A sale takes its stock in this one statement: the row lock queues concurrent sales, and
// each re-checks the remaining quantity (and size) on the row as the one before left it, so
// stock never goes below zero and the last item sells once. No row back: nothing was taken.
export async function takeProductStock(
  trx: Trx,
  orgId: string,
  productId: string,
  sale: { quantity: number; size: ProductSize | null },
) {
  const n = sale.quantity;
  const sizeColumn = sale.size ? SIZE_COLUMNS[sale.size] : null;
  let query = trx
    .updateTable("products")
    .set((eb) => ({
      // An unlimited (null) quantity stays null: null − n is null.
      quantity: eb("quantity", "-", n),
      times_purchased: eb("times_purchased", "+", n),
      updated_at: sql`now()`,
      ...(sizeColumn ? { [sizeColumn]: eb(sizeColumn, "-", n) } : {}),
    }))
    .where(ofOrganization(orgId, productId))
    .where("is_active", "=", true)
    .where((eb) => eb.or([eb("quantity", "is", null), eb("quantity", ">=", n)]));
  if (sizeColumn) query = query.where(sizeColumn, ">=", n);
  else {
    // A sized product is always sold by size.
    for (const column of Object.values(SIZE_COLUMNS)) query = query.where(column, "is", null);
  }
  return query.returning(["price_amount", "title"]).executeTakeFirst();
}

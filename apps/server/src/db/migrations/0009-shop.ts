import { type ColumnDefinitionBuilder, type Kysely, sql } from "kysely";
import { enableTenantIsolation } from "../tenant-isolation";

const orgColumn = "org_id";

const orgReference = (col: ColumnDefinitionBuilder) =>
  col.notNull().references("organizations.id").onDelete("cascade");

// 001 §9 sizes XS to XXXL, one stock column each (see createProducts).
const PRODUCT_SIZE_COLUMNS = [
  "size_xs",
  "size_s",
  "size_m",
  "size_l",
  "size_xl",
  "size_xxl",
  "size_xxxl",
] as const;

// 001 §3 Product, Category and the product purchase row. Primary keys start with org_id
// (the tenant index).
export async function up(db: Kysely<unknown>): Promise<void> {
  await createCategories(db);
  await createProducts(db);
  await createProductCategories(db);
  await createProductPurchases(db);
  await enableTenantIsolation(db, [
    "categories",
    "products",
    "product_categories",
    "product_purchases",
  ]);
}

async function createCategories(db: Kysely<unknown>): Promise<void> {
  // 001 §3 Category: isProduct true is a shop category, otherwise a class category.
  await db.schema
    .createTable("categories")
    .addColumn(orgColumn, "text", orgReference)
    .addColumn("id", "text", (col) => col.notNull())
    .addColumn("name", "text", (col) => col.notNull())
    .addColumn("type", "text", (col) => col.notNull().check(sql`type in ('shop', 'class')`))
    .addColumn("is_active", "boolean", (col) => col.notNull().defaultTo(true))
    .addColumn("created_at", "timestamptz", (col) => col.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint("categories_pk", [orgColumn, "id"])
    .execute();
  await sql`create unique index categories_org_type_name on categories (org_id, type, lower(name))`.execute(
    db,
  );
}

// Stock is exact because it is a set of integer columns of the product's one row: a sale is
// one UPDATE … WHERE stock >= n on that row, concurrent sales queue on its row lock and
// re-check, and the CHECKs refuse any negative count whatever code runs. The sizes are a
// fixed list of seven, so a column each (null: size not offered) keeps them in that row.
async function createProducts(db: Kysely<unknown>): Promise<void> {
  let table = db.schema
    .createTable("products")
    .addColumn(orgColumn, "text", orgReference)
    .addColumn("id", "text", (col) => col.notNull())
    .addColumn("title", "text", (col) => col.notNull())
    .addColumn("description", "text", (col) => col.notNull())
    .addColumn("image_key", "text", (col) => col.notNull())
    .addColumn("image_thumbnail_key", "text", (col) => col.notNull())
    .addColumn("price_amount", "integer", (col) => col.notNull().check(sql`price_amount >= 0`))
    // Remaining stock; 100 stands for Unlimited (001 §9); null for a subscription.
    .addColumn("quantity", "integer", (col) => col.check(sql`quantity >= 0`))
    // A subscription product: billing recurrence and tokens per cycle (null: unlimited use).
    .addColumn("subscription_recurrence", "text")
    .addColumn("subscription_quantity", "integer", (col) =>
      col.check(sql`subscription_quantity >= 1`),
    );
  for (const column of PRODUCT_SIZE_COLUMNS) {
    table = table.addColumn(column, "integer", (col) =>
      col.check(sql`${sql.ref(column)} between 0 and 1000`),
    );
  }
  await table
    .addColumn("times_purchased", "integer", (col) =>
      col.notNull().defaultTo(0).check(sql`times_purchased >= 0`),
    )
    .addColumn("is_active", "boolean", (col) => col.notNull().defaultTo(true))
    .addColumn("is_featured", "boolean", (col) => col.notNull().defaultTo(false))
    .addColumn("share_link", "text")
    .addColumn("created_at", "timestamptz", (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn("updated_at", "timestamptz", (col) => col.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint("products_pk", [orgColumn, "id"])
    // 001 §4: sizes and subscription switch each other off.
    .addCheckConstraint(
      "products_sizes_or_subscription",
      sql`subscription_recurrence is null or (${sql.join(
        PRODUCT_SIZE_COLUMNS.map((column) => sql`${sql.ref(column)} is null`),
        sql` and `,
      )})`,
    )
    .addCheckConstraint(
      "products_subscription_quantity",
      sql`subscription_recurrence is not null or subscription_quantity is null`,
    )
    .execute();
  await sql`create index products_org_created on products (org_id, created_at desc, id desc)`.execute(
    db,
  );
}

async function createProductCategories(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("product_categories")
    .addColumn(orgColumn, "text", (col) => col.notNull())
    .addColumn("product_id", "text", (col) => col.notNull())
    .addColumn("category_id", "text", (col) => col.notNull())
    .addPrimaryKeyConstraint("product_categories_pk", [orgColumn, "product_id", "category_id"])
    .addForeignKeyConstraint(
      "product_categories_product_fk",
      [orgColumn, "product_id"],
      "products",
      [orgColumn, "id"],
      (fk) => fk.onDelete("cascade"),
    )
    .addForeignKeyConstraint(
      "product_categories_category_fk",
      [orgColumn, "category_id"],
      "categories",
      [orgColumn, "id"],
      (fk) => fk.onDelete("cascade"),
    )
    .execute();
  await sql`create index product_categories_category on product_categories (org_id, category_id)`.execute(
    db,
  );
}

async function createProductPurchases(db: Kysely<unknown>): Promise<void> {
  // 001 §3 "Product purchase row: userData, productData {quantity, timestamp}". A purchased
  // product cannot be deleted (§8): the foreign key refuses it even if a check were skipped
  // (NO ACTION, checked at the end of the statement, so deleting the organization still
  // cascades to both tables).
  await db.schema
    .createTable("product_purchases")
    .addColumn(orgColumn, "text", orgReference)
    .addColumn("id", "text", (col) => col.notNull())
    .addColumn("product_id", "text", (col) => col.notNull())
    .addColumn("user_id", "text", (col) => col.notNull().references("users.id"))
    .addColumn("quantity", "integer", (col) => col.notNull().check(sql`quantity >= 1`))
    .addColumn("size", "text", (col) =>
      col.check(sql`size in ('XS', 'S', 'M', 'L', 'XL', 'XXL', 'XXXL')`),
    )
    .addColumn("amount", "integer", (col) => col.notNull().check(sql`amount >= 0`))
    .addColumn("created_by", "text")
    .addColumn("created_at", "timestamptz", (col) => col.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint("product_purchases_pk", [orgColumn, "id"])
    .addForeignKeyConstraint(
      "product_purchases_product_fk",
      [orgColumn, "product_id"],
      "products",
      [orgColumn, "id"],
    )
    .execute();
  await sql`create index product_purchases_product on product_purchases (org_id, product_id, created_at desc)`.execute(
    db,
  );
  await sql`create index product_purchases_user on product_purchases (org_id, user_id, created_at desc)`.execute(
    db,
  );
}

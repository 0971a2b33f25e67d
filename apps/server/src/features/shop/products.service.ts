import { createHash } from "node:crypto";
import {
  type Product,
  type ProductList,
  type ProductListQuery,
  type UpdateProductRequest,
  ZCreateProductRequest,
} from "@studiodesk/core/contracts/shop";
import { MESSAGES } from "@studiodesk/core/messages";
import { fillMessage } from "@studiodesk/core/rules/fill-message";
import {
  canDeleteProduct,
  newProductIssues,
  type ProductEditable,
  type ProductIssue,
  productChanges,
  productEditIssues,
  productQuantityForStorage,
  productShareLinkPath,
  sizesForStorage,
} from "@studiodesk/core/rules/shop";
import type { FastifyRequest } from "fastify";
import type { z } from "zod";
import { type Trx, withTenant } from "../../db/database";
import { AppError, notFoundError, requireRow, validationError } from "../../shared/app-error";
import { recordStaffAction, staffWrite } from "../../shared/audit";
import type { AuthContext, Deps } from "../../shared/deps";
import { newId, sha256 } from "../../shared/ids";
import {
  deletePublicImage,
  readPayloadWithImage,
  writeWithNewPublicImage,
} from "../../shared/image-upload";
import { organizationPaymentCurrency } from "../account/account.service";
import { assertCategoriesOfType } from "../categories/categories.service";
import { featureNewItem } from "../featured/featured.service";
import { replacePublicPicture } from "../files/files.service";
import {
  createShareLinkOrNull,
  retireShareLink,
  reviveShareLink,
} from "../share-links/share-links.service";
import { toProduct } from "./product-mapping";
import {
  countProductsByStatus,
  deleteUnpurchasedProduct,
  findProduct,
  findProductByKey,
  insertProduct,
  isSubscriptionProduct,
  listProducts,
  type ProductCreation,
  type ProductRow,
  type ProductUpdate,
  replaceProductCategories,
  sizeColumnsOf,
  sizesOf,
  updateProduct,
} from "./products.repo";

type ParsedCreateProduct = z.output<typeof ZCreateProductRequest>;
// A request the rules accepted: its price is an amount.
type CreatableProduct = ParsedCreateProduct & {
  price: ParsedCreateProduct["price"] & { amount: number };
};

export const productNotFound = () => notFoundError(MESSAGES.productNotFound);
const SHOP_TOPIC = { topic: "shop" } as const;

const issueError = (issue: ProductIssue) =>
  validationError(issue.message, { [issue.field]: issue.message });

// Reads a product of the organization inside an open transaction; 404 otherwise.
export async function requireProduct(trx: Trx, orgId: string, productId: string) {
  return requireRow(findProduct(trx, orgId, productId), productNotFound);
}

// 001 §2 Shop: the cards (all, or only active or inactive ones) and both cards' totals.
export async function listShopProducts(
  deps: Deps,
  auth: AuthContext,
  page: ProductListQuery,
): Promise<ProductList> {
  const { rows, counts } = await withTenant(deps.db, auth.orgId, async (trx) => ({
    rows: await listProducts(trx, auth.orgId, page),
    counts: await countProductsByStatus(trx, auth.orgId),
  }));
  return {
    products: rows.map((row) => toProduct(deps, row)),
    activeCount: counts.active,
    inactiveCount: counts.inactive,
  };
}

export async function getProduct(
  deps: Deps,
  auth: AuthContext,
  productId: string,
): Promise<Product> {
  const row = await withTenant(deps.db, auth.orgId, (trx) =>
    requireProduct(trx, auth.orgId, productId),
  );
  // 001 §7 gives every product a share link; one whose creation failed gets it when opened.
  if (row.share_link) return toProduct(deps, row);
  return toProduct(deps, { ...row, share_link: await productShareLink(deps, auth.orgId, row) });
}

// 001 §7 createShareLink for a committed product; null (the spec's nil) when it failed.
function productShareLink(deps: Deps, orgId: string, row: ProductRow): Promise<string | null> {
  return createShareLinkOrNull(
    deps,
    {
      orgId,
      urlExtended: productShareLinkPath(row.id),
      title: row.title,
      socialLinkImageUrl: deps.storage.publicUrl(row.image_key),
    },
    async (trx, shareUrl) => {
      await updateProduct(trx, orgId, row.id, { share_link: shareUrl });
      // A product made inactive from the start keeps its link closed until it is activated.
      if (!row.is_active) await retireShareLink(trx, orgId, shareUrl, deps.now());
    },
  );
}

// 001 §5 New product, on the server too, in the spec's order.
function assertCreatable(
  input: ParsedCreateProduct,
  hasImage: boolean,
  currency: string,
): asserts input is CreatableProduct {
  const subscription = input.price.subscription;
  const [issue] = newProductIssues(
    {
      hasImage,
      productTitle: input.productTitle,
      productDescription: input.productDescription,
      priceAmount: input.price.amount,
      quantity: input.price.quantity,
      sizes: input.productSizes,
      subscription: subscription
        ? {
            recurrenceTime: subscription.recurrence?.recurrenceTime ?? null,
            tokens: subscription.quantity,
          }
        : null,
    },
    currency,
  );
  if (issue) throw issueError(issue);
  // newProductIssues refuses a missing price first; this only tells the compiler so.
  if (input.price.amount === null) throw new Error("a product without a price passed the rules");
}

function newProductRow(id: string, input: CreatableProduct, image: StoredImage, now: Date) {
  const subscription = input.price.subscription;
  const sizes = subscription ? {} : sizesForStorage(input.productSizes ?? {});
  return {
    id,
    title: input.productTitle,
    description: input.productDescription,
    image_key: image.key,
    image_thumbnail_key: image.thumbnailKey,
    price_amount: input.price.amount,
    quantity: productQuantityForStorage(input.price.quantity, subscription !== null),
    subscription_recurrence: subscription?.recurrence?.recurrenceTime ?? null,
    subscription_quantity: subscription?.quantity ?? null,
    ...sizeColumnsOf(sizes),
    is_active: input.isActive,
    is_featured: input.isFeatured,
    share_link: null,
    created_at: now,
  };
}

type StoredImage = { key: string; thumbnailKey: string };

// 001 §2 New Product modal → 'New Product has been added.'. One multipart request: the
// picture is stored first and removed again if the product is refused or not saved; the
// share link is made after the commit (its own transaction). The form's key names the
// product: the same request again (a double click, a retry) answers the product the first one
// created, with no second row or picture; the same key with another request is 409.
export async function createProduct(
  deps: Deps,
  auth: AuthContext,
  request: FastifyRequest,
): Promise<Product> {
  const { input, image: uploadedImage } = await readPayloadWithImage(
    request,
    ZCreateProductRequest,
  );
  assertCreatable(input, uploadedImage !== null, await organizationPaymentCurrency(deps, auth));
  if (!uploadedImage) throw issueError({ field: "image", message: MESSAGES.selectProductImage });
  const creation = {
    idempotencyKey: input.idempotencyKey,
    requestDigest: requestDigestOf(input, uploadedImage.body),
  };
  const earlier = await withTenant(deps.db, auth.orgId, (trx) =>
    findProductByKey(trx, auth.orgId, input.idempotencyKey),
  );
  if (earlier) return replayOf(deps, auth.orgId, earlier, creation.requestDigest);
  // A featured product's featured item keeps a copy of the picture of its own.
  const saved = await writeWithNewPublicImage(
    deps,
    auth.orgId,
    uploadedImage,
    { withCopy: input.isFeatured },
    async ({ image, copy }) => {
      const inserted = await withTenant(deps.db, auth.orgId, (trx) =>
        insertNewProduct(trx, deps, auth, { input, image, copy, creation }),
      );
      // A concurrent request under the same key committed first: its product has its pictures.
      if (!inserted.isNew) {
        await deletePublicImage(deps, image);
        if (copy) await deletePublicImage(deps, copy);
      }
      return inserted;
    },
  );
  if (!saved.isNew) return replayOf(deps, auth.orgId, saved.row, creation.requestDigest);
  const shareLink = await productShareLink(deps, auth.orgId, saved.row);
  await deps.events.publish(auth.orgId, SHOP_TOPIC);
  if (input.isFeatured) await deps.events.publish(auth.orgId, { topic: "content" });
  return toProduct(deps, { ...saved.row, share_link: shareLink });
}

// The new product's record, categories, audit line and (created as featured) featured item,
// one transaction.
async function insertNewProduct(
  trx: Trx,
  deps: Deps,
  auth: AuthContext,
  create: {
    input: CreatableProduct;
    image: StoredImage;
    copy: StoredImage | null;
    creation: ProductCreation;
  },
): Promise<{ row: ProductRow & { request_digest?: string | null }; isNew: boolean }> {
  const { input, creation } = create;
  const categoryIds = await assertCategoriesOfType(trx, auth.orgId, "shop", input.categoryIds);
  const id = newId();
  const row = newProductRow(id, input, create.image, deps.now());
  if (!(await insertProduct(trx, auth.orgId, row, creation))) {
    const winner = await findProductByKey(trx, auth.orgId, creation.idempotencyKey);
    if (!winner) throw new Error("product vanished under its idempotency key");
    return { row: winner, isNew: false };
  }
  await replaceProductCategories(trx, auth.orgId, id, categoryIds);
  await recordStaffAction(trx, auth, {
    action: "product.created",
    targetType: "product",
    targetId: id,
    details: { productTitle: input.productTitle, amount: input.price.amount },
  });
  if (create.copy) {
    await featureNewItem(trx, deps, auth, { itemKind: "productItem", itemId: id }, create.copy);
  }
  return { row: await requireProduct(trx, auth.orgId, id), isNew: true };
}

// The request the key stands for, without the key and in a fixed order, with the picture's
// own digest: the same form sent twice gives the same digest.
const requestDigestOf = (input: ParsedCreateProduct, image: Buffer) =>
  sha256(
    JSON.stringify([
      input.productTitle,
      input.productDescription,
      input.price,
      input.productSizes,
      [...input.categoryIds].sort(),
      input.isFeatured,
      input.isActive,
      createHash("sha256").update(image).digest("hex"),
    ]),
  );

// A product already created under the request's key: the same request is answered with it
// (its share link made now if it failed then); another request under that key is refused
// rather than answered with the wrong product.
async function replayOf(
  deps: Deps,
  orgId: string,
  earlier: ProductRow & { request_digest?: string | null },
  digest: string,
): Promise<Product> {
  if (earlier.request_digest !== digest) {
    throw new AppError("product_key_reused", MESSAGES.productKeyReused, 409);
  }
  const { request_digest: _, ...row } = earlier;
  if (row.share_link) return toProduct(deps, row);
  return toProduct(deps, { ...row, share_link: await productShareLink(deps, orgId, row) });
}

const editableOf = (row: ProductRow): ProductEditable => ({
  productTitle: row.title,
  productDescription: row.description,
  quantity: row.quantity,
  productSizes: sizesOf(row),
  categoryIds: row.category_ids,
});

// 001 §5 Product edit → 'Product Updated.': title, description, quantity, sizes (0–1000) and
// categories only; the contract refuses price, subscription and recurrence. Nothing changed
// writes nothing.
export async function editProduct(
  deps: Deps,
  auth: AuthContext,
  productId: string,
  edit: UpdateProductRequest,
): Promise<Product> {
  const { row, changed } = await withTenant(deps.db, auth.orgId, async (trx) => {
    const before = await requireProduct(trx, auth.orgId, productId);
    const [issue] = productEditIssues(edit, isSubscriptionProduct(before), sizesOf(before));
    if (issue) throw issueError(issue);
    const changes = productChanges(editableOf(before), edit);
    const fields = Object.keys(changes);
    if (fields.length === 0) return { row: before, changed: false };
    if (changes.categoryIds) {
      const ids = await assertCategoriesOfType(trx, auth.orgId, "shop", changes.categoryIds);
      await replaceProductCategories(trx, auth.orgId, productId, ids);
    }
    const update: ProductUpdate = {
      title: changes.productTitle,
      description: changes.productDescription,
      quantity: changes.quantity,
      ...(changes.productSizes ? sizeColumnsOf(changes.productSizes) : {}),
    };
    await updateProduct(trx, auth.orgId, productId, update);
    await recordStaffAction(trx, auth, {
      action: "product.updated",
      targetType: "product",
      targetId: productId,
      details: { fields },
    });
    return { row: await requireProduct(trx, auth.orgId, productId), changed: true };
  });
  if (changed) await deps.events.publish(auth.orgId, SHOP_TOPIC);
  return toProduct(deps, row);
}

// 001 §4 Product: inactivate or re-activate (after the dashboard's confirmation).
export async function changeProductStatus(
  deps: Deps,
  auth: AuthContext,
  productId: string,
  isActive: boolean,
): Promise<Product> {
  const row = await staffWrite(deps, auth, SHOP_TOPIC, async (trx, audit) => {
    if (!(await updateProduct(trx, auth.orgId, productId, { is_active: isActive }))) {
      throw productNotFound();
    }
    await audit({
      action: isActive ? "product.activated" : "product.inactivated",
      targetType: "product",
      targetId: productId,
    });
    const product = await requireProduct(trx, auth.orgId, productId);
    // An inactive product is not shown to members (the question says so): its public page
    // answers 410 until it is re-activated, when the same link works again.
    if (isActive) await reviveShareLink(trx, auth.orgId, product.share_link);
    else await retireShareLink(trx, auth.orgId, product.share_link, deps.now());
    return product;
  });
  return toProduct(deps, row);
}

// 001 §4, §8: a purchased product cannot be deleted; deleting removes its picture too.
export async function removeProduct(
  deps: Deps,
  auth: AuthContext,
  productId: string,
): Promise<{ message: string }> {
  const deleted = await withTenant(deps.db, auth.orgId, async (trx) => {
    const row = await requireProduct(trx, auth.orgId, productId);
    const removed = canDeleteProduct({ timesPurchased: row.times_purchased })
      ? await deleteUnpurchasedProduct(trx, auth.orgId, productId)
      : undefined;
    if (!removed) {
      throw new AppError("product_purchased", MESSAGES.productAlreadyPurchased, 409);
    }
    // Its public page goes with it (410), as a deleted event's or resource's does.
    await retireShareLink(trx, auth.orgId, removed.share_link, deps.now());
    await recordStaffAction(trx, auth, {
      action: "product.deleted",
      targetType: "product",
      targetId: productId,
      details: { productTitle: removed.title },
    });
    return removed;
  });
  await deletePublicImage(deps, {
    key: deleted.image_key,
    thumbnailKey: deleted.image_thumbnail_key,
  });
  await deps.events.publish(auth.orgId, SHOP_TOPIC);
  return { message: fillMessage(MESSAGES.productTitleDeleted, { title: deleted.title }) };
}

// 001 §5 "Change image: images only": the new picture replaces the old one, which is then
// removed; a refused or failed change leaves the old picture and removes the new one.
export async function replaceProductImage(
  deps: Deps,
  auth: AuthContext,
  productId: string,
  request: FastifyRequest,
): Promise<Product> {
  await withTenant(deps.db, auth.orgId, (trx) => requireProduct(trx, auth.orgId, productId));
  const after = await replacePublicPicture(deps, auth.orgId, request, (picture) =>
    withTenant(deps.db, auth.orgId, async (trx) => {
      const row = await requireProduct(trx, auth.orgId, productId);
      await updateProduct(trx, auth.orgId, productId, {
        image_key: picture.key,
        image_thumbnail_key: picture.thumbnailKey,
      });
      await recordStaffAction(trx, auth, {
        action: "product.image.replaced",
        targetType: "product",
        targetId: productId,
      });
      return {
        replaced: { key: row.image_key, thumbnailKey: row.image_thumbnail_key },
        result: await requireProduct(trx, auth.orgId, productId),
      };
    }),
  );
  await deps.events.publish(auth.orgId, SHOP_TOPIC);
  return toProduct(deps, after);
}

import type { Charge } from "@studiodesk/core/contracts/members";
import type {
  ProductPurchase,
  ProductPurchaseList,
  PurchaseResult,
  ZCreatePurchaseRequest,
} from "@studiodesk/core/contracts/shop";
import { MESSAGES } from "@studiodesk/core/messages";
import { paymentCurrencyOf } from "@studiodesk/core/rules/money";
import { hasSizes, type ProductSize, purchaseAmountCents } from "@studiodesk/core/rules/shop";
import type { z } from "zod";
import { type Trx, withTenant } from "../../db/database";
import { AppError, validationError } from "../../shared/app-error";
import { recordStaffAction } from "../../shared/audit";
import type { AuthContext, Deps } from "../../shared/deps";
import { newId } from "../../shared/ids";
import { findOrganizationAccount } from "../account/account.service";
import { requireMemberSummary } from "../users/users.service";
import { toProduct } from "./product-mapping";
import { isSubscriptionProduct, type ProductRow, sizesOf, takeProductStock } from "./products.repo";
import { requireProduct } from "./products.service";
import {
  insertPurchase,
  listMemberPurchases,
  listProductPurchases,
  type ProductPurchaseRow,
} from "./purchases.repo";

type Sale = z.output<typeof ZCreatePurchaseRequest>;

const soldOut = () => new AppError("product_sold_out", MESSAGES.productSoldOut, 409);
const inactive = () => new AppError("product_inactive", MESSAGES.productInactive, 409);

function toPurchase(row: ProductPurchaseRow): ProductPurchase {
  return {
    purchaseId: row.id,
    uid: row.user_id,
    firstName: row.first_name,
    lastName: row.last_name,
    profilePhotoUrl: row.profile_photo_url,
    isLeader: row.is_leader,
    quantity: row.quantity,
    size: row.size as ProductSize | null,
    amount: row.amount,
    currency: row.currency,
    timestamp: new Date(row.created_at).toISOString(),
  };
}

// 001 §2 Shop item users: who bought the product, with quantity, size and date.
export async function getProductPurchasers(
  deps: Deps,
  auth: AuthContext,
  productId: string,
): Promise<ProductPurchaseList> {
  return withTenant(deps.db, auth.orgId, async (trx) => {
    const product = await requireProduct(trx, auth.orgId, productId);
    const rows = await listProductPurchases(trx, auth.orgId, productId);
    return { productId, productTitle: product.title, purchasers: rows.map(toPurchase) };
  });
}

// A sized product sells by size, an unsized one without: what the buyer asked for must fit.
// A subscription product is not stock: the member app starts its subscription, and the
// terminal refuses it (000 §2 Terminal checkout), so a sale of it here would record a purchase
// that bills nothing again and starts nothing.
function assertSaleFits(product: ProductRow, sale: Sale) {
  if (isSubscriptionProduct(product)) {
    throw new AppError("product_is_subscription", MESSAGES.productSubscriptionNotSold, 409);
  }
  if (!product.is_active) throw inactive();
  const sizes = sizesOf(product);
  if (sale.size === null && hasSizes(sizes)) {
    throw validationError(MESSAGES.selectProductSize, { size: MESSAGES.selectProductSize });
  }
  if (sale.size !== null && sizes[sale.size] === undefined) {
    throw validationError(MESSAGES.productSizeNotOffered, { size: MESSAGES.productSizeNotOffered });
  }
}

// POST /api/v1/products/:productId/purchases: the terminal or the member app sells stock.
// The card charge is the checkout's; this records the sale with its amount.
export async function purchaseProduct(
  deps: Deps,
  auth: AuthContext,
  productId: string,
  sale: Sale,
): Promise<PurchaseResult> {
  const result = await withTenant(deps.db, auth.orgId, (trx) =>
    recordProductSale(trx, deps, auth, productId, sale),
  );
  await deps.events.publish(auth.orgId, { topic: "shop" });
  await deps.events.publish(auth.orgId, { topic: "members", id: sale.uid });
  return { purchase: result.purchase, product: toProduct(deps, result.product) };
}

// Takes the stock and records the purchase inside the caller's transaction (a checkout can
// run it beside its own writes). The stock is taken by one conditional UPDATE
// (takeProductStock), so concurrent sales of the last item succeed once; the others get 409.
export async function recordProductSale(
  trx: Trx,
  deps: Deps,
  auth: AuthContext,
  productId: string,
  sale: Sale,
): Promise<{ purchase: ProductPurchase; product: ProductRow }> {
  const member = await requireMemberSummary(trx, auth.orgId, sale.uid);
  assertSaleFits(await requireProduct(trx, auth.orgId, productId), sale);
  const taken = await takeProductStock(trx, auth.orgId, productId, sale);
  if (!taken) {
    // Another sale or an inactivation committed in between: say which.
    const now = await requireProduct(trx, auth.orgId, productId);
    throw now.is_active ? soldOut() : inactive();
  }
  const purchase = {
    id: newId(),
    productId,
    userId: member.id,
    quantity: sale.quantity,
    size: sale.size,
    amount: purchaseAmountCents(taken.price_amount, sale.quantity),
    currency: paymentCurrencyOf(await findOrganizationAccount(trx, auth.orgId)),
    createdBy: auth.userId,
    createdAt: deps.now(),
  };
  await insertPurchase(trx, auth.orgId, purchase);
  await recordStaffAction(trx, auth, {
    action: "product.purchased",
    targetType: "product",
    targetId: productId,
    details: { uid: member.id, quantity: sale.quantity, size: sale.size, amount: purchase.amount },
  });
  return {
    purchase: toPurchase({
      id: purchase.id,
      user_id: member.id,
      first_name: member.first_name,
      last_name: member.last_name,
      profile_photo_url: member.profile_photo_url,
      is_leader: member.is_leader,
      quantity: purchase.quantity,
      size: purchase.size,
      amount: purchase.amount,
      currency: purchase.currency,
      created_at: purchase.createdAt,
    }),
    product: await requireProduct(trx, auth.orgId, productId),
  };
}

// What a terminal sale of the product needs to know; not found when not the organization's.
export async function findProductForSale(trx: Trx, orgId: string, productId: string) {
  const product = await requireProduct(trx, orgId, productId);
  return {
    productId: product.id,
    title: product.title,
    priceCents: product.price_amount,
    isActive: product.is_active,
    isSubscription: isSubscriptionProduct(product),
    remaining: product.quantity,
    sizes: sizesOf(product),
  };
}

// 000 §4 Terminal payment flow "redeems the product": takes the stock (and the size's) in one
// conditional UPDATE, then records the purchase for a member, linked to the terminal charge.
// A walk-in's sale takes the stock; the purchase rows are members' (the charge records it).
export async function sellProductAtTerminal(
  trx: Trx,
  orgId: string,
  sale: {
    productId: string;
    userId: string | null;
    quantity: number;
    size: ProductSize | null;
    // The checkout's own: the sale was priced and charged in it.
    currency: string;
    chargeId: string;
    createdBy: string | null;
    now: Date;
  },
): Promise<void> {
  const taken = await takeProductStock(trx, orgId, sale.productId, sale);
  if (!taken) {
    const now = await requireProduct(trx, orgId, sale.productId);
    throw now.is_active ? soldOut() : inactive();
  }
  if (!sale.userId) return;
  await insertPurchase(trx, orgId, {
    id: newId(),
    productId: sale.productId,
    userId: sale.userId,
    quantity: sale.quantity,
    size: sale.size,
    amount: purchaseAmountCents(taken.price_amount, sale.quantity),
    currency: sale.currency,
    createdBy: sale.createdBy,
    createdAt: sale.now,
    chargeId: sale.chargeId,
  });
}

// 000 §2 member profile, Purchase History: the member's product purchases in the charges'
// shape, so the tab lists them beside card charges. A purchase is a completed sale, in the
// currency it was paid in (stored with it: a later change of the organization's keeps it).
export async function memberPurchaseCharges(
  trx: Trx,
  orgId: string,
  userId: string,
): Promise<Charge[]> {
  const rows = await listMemberPurchases(trx, orgId, userId);
  return rows.map((row) => ({
    chargeId: row.id,
    description: row.size ? `${row.title} (${row.size})` : row.title,
    currency: row.currency,
    amount: row.amount,
    quantity: row.quantity,
    status: "succeeded",
    refunded: false,
    disputed: false,
    receiptUrl: null,
    subscriptionTitle: null,
    created: new Date(row.created_at).toISOString(),
  }));
}

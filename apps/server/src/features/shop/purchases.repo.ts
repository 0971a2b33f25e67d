import type { ProductSize } from "@studiodesk/core/rules/shop";
import type { Trx } from "../../db/database";
import { JOINED_MEMBER_COLUMNS } from "../../db/joined-member";
import { newestFirstOf } from "../../db/newest-first";
import { memberUserOf } from "../../db/tenant-filters";

export type NewPurchase = {
  id: string;
  productId: string;
  userId: string;
  quantity: number;
  size: ProductSize | null;
  amount: number;
  // Lower-case, as Stripe spells it: the currency the sale was paid in, kept as it was.
  currency: string;
  createdBy: string | null;
  createdAt: Date;
  // A terminal sale's charge: the charge, not the purchase, lists it in Purchase History.
  chargeId?: string | null;
};

export async function insertPurchase(trx: Trx, orgId: string, purchase: NewPurchase) {
  await trx
    .insertInto("product_purchases")
    .values({
      org_id: orgId,
      id: purchase.id,
      product_id: purchase.productId,
      user_id: purchase.userId,
      quantity: purchase.quantity,
      size: purchase.size,
      amount: purchase.amount,
      currency: purchase.currency,
      created_by: purchase.createdBy,
      created_at: purchase.createdAt,
      charge_id: purchase.chargeId ?? null,
    })
    .execute();
}

// 001 §2 Shop item users: the buyers of one product, newest first.
export async function listProductPurchases(trx: Trx, orgId: string, productId: string) {
  return trx
    .selectFrom("product_purchases as p")
    .innerJoin("users as u", memberUserOf("p"))
    .select([
      "p.id",
      "p.user_id",
      "p.quantity",
      "p.size",
      "p.amount",
      "p.currency",
      "p.created_at",
      ...JOINED_MEMBER_COLUMNS,
    ])
    .where("p.org_id", "=", orgId)
    .where("p.product_id", "=", productId)
    .$call(newestFirstOf("p"))
    .execute();
}

export type ProductPurchaseRow = Awaited<ReturnType<typeof listProductPurchases>>[number];

// 000 §2 member profile, Purchase History: what one member bought, newest first.
export async function listMemberPurchases(trx: Trx, orgId: string, userId: string) {
  return (
    trx
      .selectFrom("product_purchases as p")
      .innerJoin("products as pr", (join) =>
        join.onRef("pr.id", "=", "p.product_id").onRef("pr.org_id", "=", "p.org_id"),
      )
      .select([
        "p.id",
        "p.quantity",
        "p.size",
        "p.amount",
        "p.currency",
        "p.created_at",
        "pr.title",
      ])
      .where("p.org_id", "=", orgId)
      .where("p.user_id", "=", userId)
      // A sale paid at the terminal is listed by its charge (the charges table).
      .where("p.charge_id", "is", null)
      .orderBy("p.created_at", "desc")
      .limit(200)
      .execute()
  );
}

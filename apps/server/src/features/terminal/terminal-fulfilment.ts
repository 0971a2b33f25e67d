import { MESSAGES } from "@studiodesk/core/messages";
import { formatCents } from "@studiodesk/core/rules/money";
import type { ProductSize } from "@studiodesk/core/rules/shop";
import type { TerminalPayment } from "../../adapters/payments/payment-provider";
import type { Trx } from "../../db/database";
import { notFoundError } from "../../shared/app-error";
import { recordAudit } from "../../shared/audit";
import { newId } from "../../shared/ids";
import { raiseAdminNotification } from "../admin-notifications/admin-notifications.service";
import { redeemCoupon } from "../billing/coupons/redeem-coupon.service";
import { sellEventTickets } from "../schedule/event-sales.service";
import { sellProductAtTerminal } from "../shop/purchases.service";
import {
  insertTerminalCharge,
  lockCheckout,
  markCheckoutSucceeded,
  type TerminalCheckoutRow,
} from "./terminal.repo";

// The business identity of a checkout's sale: its charge, its coupon redemption and its
// admin notification all carry it, so none of them can happen twice for one checkout.
export const terminalSaleKey = (checkoutId: string) => `terminal-checkout:${checkoutId}`;

export const saleDescription = (row: Pick<TerminalCheckoutRow, "title" | "size">) =>
  row.size ? `${row.title} (${row.size})` : row.title;

// 000 §4 Terminal payment flow, after the capture, in ONE transaction: the charge, the coupon
// redemption, the attendee or the product sale, the admin notification, the checkout marked
// succeeded. The checkout row is locked first, so a second settlement (a retried poll, the
// reconciliation job) waits and then finds it succeeded: exactly once.
export async function recordTerminalSale(
  trx: Trx,
  orgId: string,
  sale: {
    checkoutId: string;
    payment: TerminalPayment;
    receiptUrl: string;
    isTestMode: boolean;
    now: Date;
  },
): Promise<TerminalCheckoutRow> {
  const row = await lockCheckout(trx, orgId, sale.checkoutId);
  if (!row) throw notFoundError(MESSAGES.terminalCheckoutNotFound);
  if (row.status === "succeeded") return row;
  const chargeId = newId();
  const businessKey = terminalSaleKey(row.id);
  const coupon = row.coupon_code
    ? await redeemCoupon(trx, orgId, {
        code: row.coupon_code,
        userId: row.user_id,
        priceCents: row.subtotal_cents,
        productId: row.product_id,
        chargeId,
        businessKey,
        now: sale.now,
      })
    : null;
  await handOver(trx, orgId, row, chargeId, sale.now);
  await insertTerminalCharge(trx, orgId, {
    id: chargeId,
    userId: row.user_id,
    description: saleDescription(row),
    currency: row.currency,
    amount: row.total_cents,
    quantity: row.quantity,
    couponId: coupon?.couponId ?? null,
    receiptEmail: row.customer_email,
    receiptUrl: sale.receiptUrl,
    providerChargeId: sale.payment.chargeId,
    isTestMode: sale.isTestMode,
    businessKey,
    createdAt: sale.now,
  });
  await raiseAdminNotification(trx, orgId, {
    type: row.item_kind === "event" ? "eventItem" : "paymentItem",
    title: row.item_kind === "event" ? "Event Purchase" : "Shop Purchase",
    message: `${row.customer_name} paid ${formatCents(row.total_cents, row.currency)} for ${row.quantity} × ${saleDescription(row)} at the terminal.`,
    userId: row.user_id,
    refId: row.id,
    dedupeKey: businessKey,
  });
  await recordAudit(trx, orgId, {
    actorId: row.created_by,
    action: "terminal.sale.recorded",
    targetType: "terminal_checkout",
    targetId: row.id,
    details: { chargeId, amount: row.total_cents, paymentIntentId: sale.payment.id },
  });
  await markCheckoutSucceeded(trx, orgId, row.id, { chargeId, receiptUrl: sale.receiptUrl });
  return { ...row, status: "succeeded", charge_id: chargeId, receipt_url: sale.receiptUrl };
}

// "adds the user to the event or redeems the product" (000 §4).
async function handOver(
  trx: Trx,
  orgId: string,
  row: TerminalCheckoutRow,
  chargeId: string,
  now: Date,
): Promise<void> {
  if (row.item_kind === "event" && row.event_id) {
    await sellEventTickets(trx, orgId, {
      eventId: row.event_id,
      occurrenceStart: row.event_start,
      userId: row.user_id,
      quantity: row.quantity,
    });
    return;
  }
  if (row.product_id) {
    await sellProductAtTerminal(trx, orgId, {
      productId: row.product_id,
      userId: row.user_id,
      quantity: row.quantity,
      size: row.size as ProductSize | null,
      currency: row.currency,
      chargeId,
      createdBy: row.created_by,
      now,
    });
  }
}

import type { TerminalCheckout, TerminalItem } from "@studiodesk/core/contracts/terminal";
import type { ProductSize } from "@studiodesk/core/rules/shop";
import type { TerminalCheckoutRow } from "./terminal.repo";

const itemOf = (row: TerminalCheckoutRow): TerminalItem =>
  row.item_kind === "event"
    ? {
        kind: "event",
        eventId: row.event_id ?? "",
        ...(row.event_start ? { eventStart: row.event_start.toISOString() } : {}),
      }
    : { kind: "product", productId: row.product_id ?? "" };

export function toTerminalCheckout(row: TerminalCheckoutRow): TerminalCheckout {
  return {
    checkoutId: row.id,
    status: row.status as TerminalCheckout["status"],
    readerId: row.reader_id,
    item: itemOf(row),
    title: row.title,
    quantity: row.quantity,
    size: row.size as ProductSize | null,
    couponCode: row.coupon_code,
    customer: { uid: row.user_id, name: row.customer_name, email: row.customer_email },
    amounts: {
      unitPriceCents: row.unit_price_cents,
      subtotalCents: row.subtotal_cents,
      discountCents: row.discount_cents,
      feeCents: row.fee_cents,
      totalCents: row.total_cents,
      currency: row.currency,
    },
    failureMessage: row.failure_message,
    receiptUrl: row.status === "succeeded" ? row.receipt_url : null,
    chargeId: row.charge_id,
    created: row.created_at.toISOString(),
  };
}

import { ERROR_CODES } from "@studiodesk/core/contracts/errors";
import type { TerminalAmounts, TerminalItem } from "@studiodesk/core/contracts/terminal";
import { MESSAGES } from "@studiodesk/core/messages";
import { eventStatus } from "@studiodesk/core/rules/events";
import type { ProductSize, ProductSizes } from "@studiodesk/core/rules/shop";
import {
  cardMinimumIssue,
  isEventDateOver,
  terminalAmounts,
  terminalSaleIssue,
} from "@studiodesk/core/rules/terminal";
import type { Trx } from "../../db/database";
import { AppError, validationError } from "../../shared/app-error";
import { checkCoupon } from "../billing/coupons/redeem-coupon.service";
import { findEventForSale } from "../schedule/event-sales.service";
import { findProductForSale } from "../shop/purchases.service";

export type SaleRequest = {
  item: TerminalItem;
  quantity: number;
  size: ProductSize | null;
  couponCode: string | null;
};

// A sale priced against the item as it is now: what step 1 shows and what a checkout charges.
export type PricedSale = {
  title: string;
  eventStatus: string | null;
  occurrenceStart: Date | null;
  remaining: number | null;
  sizes: ProductSizes | null;
  issue: string | null;
  isCouponValid: boolean | null;
  couponIssue: string | null;
  amounts: TerminalAmounts;
};

// Prices the sale: the item (404 when it is not the organization's), the first reason it
// cannot be sold as asked, the coupon's discount ('Invalid Coupon' as an issue, not a throw),
// and the 000 §9 fee, in the organization's payment currency. `buyerId` undefined: no customer
// chosen yet (the quote). `now` null: an event date's end is not checked (the settlement of a
// checkout started before the date ended, whose card was tapped as it ended).
export async function priceSale(
  trx: Trx,
  orgId: string,
  sale: SaleRequest,
  context: {
    currency: string;
    buyerId: string | null | undefined;
    now: Date | null;
  },
): Promise<PricedSale> {
  const item = await saleItem(trx, orgId, sale.item, context);
  const issue = terminalSaleIssue(item.rule, sale);
  const unitPriceCents = item.rule.priceCents ?? 0;
  const coupon = sale.couponCode
    ? await couponOf(trx, orgId, sale.couponCode, {
        userId: context.buyerId,
        priceCents: unitPriceCents * sale.quantity,
        productId: sale.item.kind === "product" ? sale.item.productId : null,
      })
    : null;
  const amounts = terminalAmounts({
    unitPriceCents,
    quantity: sale.quantity,
    discountCents: coupon?.discountCents ?? 0,
    ownFeeCents: item.ownFeeCents,
    currency: context.currency,
  });
  return {
    title: item.title,
    eventStatus: item.eventStatus,
    occurrenceStart: item.occurrenceStart,
    remaining: item.rule.remaining,
    sizes:
      item.rule.kind === "product" && Object.keys(item.rule.sizes).length > 0
        ? item.rule.sizes
        : null,
    issue: issue ?? coupon?.issue ?? cardMinimumIssue(amounts),
    isCouponValid: coupon ? coupon.issue === null : null,
    couponIssue: coupon?.issue ?? null,
    amounts,
  };
}

// A checkout goes ahead only on a sale that passed: its issue is a 409 (sold out, cancelled)
// or a 400 (a size, a coupon) with the message.
export function assertSellable(priced: PricedSale): void {
  if (!priced.issue) return;
  const isStock =
    priced.issue === MESSAGES.eventStatusSoldOut ||
    priced.issue === MESSAGES.eventStatusCancelled ||
    priced.issue === MESSAGES.terminalEventDateOver ||
    priced.issue === MESSAGES.terminalNotEnoughLeft;
  throw isStock
    ? new AppError(ERROR_CODES.conflict, priced.issue, 409)
    : validationError(priced.issue);
}

async function saleItem(
  trx: Trx,
  orgId: string,
  item: TerminalItem,
  context: { now: Date | null },
) {
  if (item.kind === "event") {
    const event = await findEventForSale(trx, orgId, item.eventId, item.eventStart);
    const rule = {
      kind: "event" as const,
      priceCents: event.priceCents,
      isCancelled: event.isCancelled,
      isOver: context.now !== null && isEventDateOver(event, context.now),
      remaining: event.remaining,
    };
    return {
      title: event.title,
      eventStatus: eventStatus({ isCancelled: event.isCancelled, quantity: event.remaining }),
      occurrenceStart: event.occurrenceStart,
      ownFeeCents: event.transactionFeeCents,
      rule,
    };
  }
  const product = await findProductForSale(trx, orgId, item.productId);
  return {
    title: product.title,
    eventStatus: null,
    occurrenceStart: null,
    ownFeeCents: null,
    rule: { kind: "product" as const, ...product },
  };
}

async function couponOf(
  trx: Trx,
  orgId: string,
  code: string,
  sale: { userId: string | null | undefined; priceCents: number; productId: string | null },
) {
  try {
    const coupon = await checkCoupon(trx, orgId, { code, ...sale });
    return { ...coupon, issue: null };
  } catch (error) {
    if (error instanceof AppError && error.status === 400) {
      return { couponId: null, discountCents: 0, issue: error.message };
    }
    throw error;
  }
}

import type { TerminalAmounts } from "../contracts/terminal";
import { MESSAGES } from "../messages";
import { eventStatus } from "./events";
import { terminalFeeCents } from "./fees";
import { formatCents } from "./money";
import { MAX_PURCHASE_QUANTITY, type ProductSize, type ProductSizes } from "./shop";

// Terminal checkout (000 §2 Terminal checkout, §4 Event status in checkout, §9 Terminal
// checkout fee). Pure: the server validates and prices a sale with these, the web shows them.

// 000 §9: (amount + 0.05) / (1 − 0.05) on what is paid after the coupon, unless the item has
// its own transactionFee (cents), which then replaces the formula. A zero own fee is "none".
export function terminalAmounts(input: {
  unitPriceCents: number;
  quantity: number;
  discountCents: number;
  ownFeeCents: number | null;
  currency: string;
}): TerminalAmounts {
  const subtotalCents = input.unitPriceCents * input.quantity;
  const discountCents = Math.min(input.discountCents, subtotalCents);
  const ownFee = input.ownFeeCents && input.ownFeeCents > 0 ? input.ownFeeCents : null;
  const feeCents = terminalFeeCents(subtotalCents - discountCents, ownFee);
  return {
    unitPriceCents: input.unitPriceCents,
    subtotalCents,
    discountCents,
    feeCents,
    totalCents: subtotalCents - discountCents + feeCents,
    currency: input.currency,
  };
}

// The card networks' (and Stripe's) smallest US dollar payment: a smaller total, as after a
// 100% coupon, cannot be collected on a reader.
export const MIN_CARD_PAYMENT_CENTS = 50;

// The minimum is said in the sale's currency, as every amount of the checkout is ("… below
// €0.50 …" for a euro studio); for USD the text is MESSAGES' own.
export const cardMinimumIssue = (amounts: TerminalAmounts): string | null =>
  amounts.totalCents < MIN_CARD_PAYMENT_CENTS
    ? MESSAGES.terminalTotalBelowCardMinimum.replace(
        formatCents(MIN_CARD_PAYMENT_CENTS),
        formatCents(MIN_CARD_PAYMENT_CENTS, amounts.currency),
      )
    : null;

// A date of an event is over once its end (its start plus the event's duration; no duration:
// its start) is reached: the terminal no longer offers it, and a quote or checkout refuses it.
export function isEventDateOver(
  date: { eventStart: string | Date; eventDuration: number | null },
  now: Date,
): boolean {
  const end = new Date(date.eventStart).getTime() + (date.eventDuration ?? 0) * 1000;
  return end <= now.getTime();
}

// What the checkout knows of the item it sells, whichever kind.
export type TerminalSaleItem =
  | {
      kind: "event";
      priceCents: number | null;
      isCancelled: boolean;
      // The date being sold has ended (isEventDateOver); no ticket is sold for it.
      isOver: boolean;
      // Tickets left; null is Unlimited.
      remaining: number | null;
    }
  | {
      kind: "product";
      priceCents: number;
      isActive: boolean;
      isSubscription: boolean;
      remaining: number | null;
      sizes: ProductSizes;
    };

// 000 §2 "It goes back if … the item has no price, or a product is a subscription", §4 event
// status, and what is left: the first reason this sale cannot go ahead, or null.
export function terminalSaleIssue(
  item: TerminalSaleItem,
  sale: { quantity: number; size: ProductSize | null },
): string | null {
  if (!item.priceCents || item.priceCents <= 0) return MESSAGES.terminalItemHasNoPrice;
  if (item.kind === "event") {
    const status = eventStatus({ isCancelled: item.isCancelled, quantity: item.remaining });
    if (status === MESSAGES.eventStatusCancelled) return status;
    if (item.isOver) return MESSAGES.terminalEventDateOver;
    if (status !== MESSAGES.eventStatusOnTime) return status;
    return isWithin(sale.quantity, item.remaining) ? null : MESSAGES.terminalNotEnoughLeft;
  }
  if (item.isSubscription) return MESSAGES.terminalSubscriptionProduct;
  if (!item.isActive) return MESSAGES.productInactive;
  if (item.remaining !== null && item.remaining <= 0) return MESSAGES.eventStatusSoldOut;
  const isSized = Object.keys(item.sizes).length > 0;
  if (isSized && sale.size === null) return MESSAGES.selectProductSize;
  if (!isSized && sale.size !== null) return MESSAGES.productSizeNotOffered;
  const sizeLeft = sale.size === null ? null : item.sizes[sale.size];
  if (sale.size !== null && sizeLeft === undefined) return MESSAGES.productSizeNotOffered;
  const isEnough =
    isWithin(sale.quantity, item.remaining) && isWithin(sale.quantity, sizeLeft ?? null);
  return isEnough ? null : MESSAGES.terminalNotEnoughLeft;
}

const isWithin = (quantity: number, remaining: number | null) =>
  remaining === null || quantity <= remaining;

// Step 1's Quantity: from 1 to what is left (an unlimited item, or more than a sale takes:
// MAX_PURCHASE_QUANTITY), and at least 1 so a sold-out item's field still reads.
export const purchaseQuantityRange = (remaining: number | null) => ({
  min: 1,
  max: Math.max(1, Math.min(remaining ?? MAX_PURCHASE_QUANTITY, MAX_PURCHASE_QUANTITY)),
});

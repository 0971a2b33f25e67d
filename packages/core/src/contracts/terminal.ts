import { z } from "zod";
import { MESSAGES } from "../messages";
import { EMAIL_MAX_LENGTH } from "../rules/sign-in";
import { ZId, ZIdempotencyKey, ZInstant } from "./common";
import { saleQuantityShape, ZProductSize } from "./shop";

// Card-present payments on terminal readers (000 §2 Terminals and Terminal checkout, §3
// Terminal reader and Terminal charge payload, §4 Reader and Terminal payment flow, §9).
// Money is integer cents.

// 000 §3 Terminal reader: status "online" shows Online, anything else Inactive.
export const ZTerminalReader = z.object({
  id: z.string(),
  label: z.string(),
  status: z.string(),
  device_type: z.string(),
});
export type TerminalReader = z.infer<typeof ZTerminalReader>;

// GET /api/v1/terminal/readers: the readers of the organization's location.
export const ZTerminalReaderList = z.object({ readers: z.array(ZTerminalReader) });
export type TerminalReaderList = z.infer<typeof ZTerminalReaderList>;

export const ZTerminalReaderParams = z.object({ readerId: ZId });
export const ZTerminalCheckoutParams = z.object({ checkoutId: ZId });

// An item naming the other kind's id too (an address with both eventId and productId) is
// refused in words that say so, rather than sold as one of them.
const oneItemOnly = {
  error: (issue: z.core.$ZodRawIssue) =>
    issue.code === "unrecognized_keys" &&
    issue.keys.some((key) => key === "eventId" || key === "productId")
      ? MESSAGES.terminalEventAndProduct
      : undefined,
};

// What is sold: one occurrence of an event (addressed by its original start, as the
// schedule addresses occurrences) or a product.
export const ZTerminalItem = z.discriminatedUnion("kind", [
  z.strictObject(
    { kind: z.literal("event"), eventId: ZId, eventStart: ZInstant.optional() },
    oneItemOnly,
  ),
  z.strictObject({ kind: z.literal("product"), productId: ZId }, oneItemOnly),
]);
export type TerminalItem = z.infer<typeof ZTerminalItem>;

// The longest coupon code a sale takes; the checkout's Coupon Code field stops there, so a
// pasted link or note is answered 'Invalid Coupon' under it rather than refused as a request.
export const TERMINAL_COUPON_CODE_MAX_LENGTH = 100;

// Step 1 Purchase: item, quantity, size (sized products) and an optional coupon code.
const purchaseShape = {
  item: ZTerminalItem,
  ...saleQuantityShape,
  couponCode: z.string().trim().max(TERMINAL_COUPON_CODE_MAX_LENGTH).nullable().default(null),
};

// POST /api/v1/terminal/quote: what step 1 shows before any card is asked for. `buyerUid`
// once step 2 names the customer (null: a walk-in), so a coupon limited per member is judged
// for them before Collect Payment rather than refused by it.
export const ZTerminalQuoteRequest = z
  .object({ ...purchaseShape, buyerUid: ZId.nullable().optional() })
  .strict();
export type TerminalQuoteRequest = z.input<typeof ZTerminalQuoteRequest>;

// The amounts of a sale: subtotal = price × quantity; the coupon's discount; the terminal
// fee on what is left (000 §9, or the item's own transactionFee); total = the three together.
export const ZTerminalAmounts = z.object({
  unitPriceCents: z.number().int(),
  subtotalCents: z.number().int(),
  discountCents: z.number().int(),
  feeCents: z.number().int(),
  totalCents: z.number().int(),
  currency: z.string(),
});
export type TerminalAmounts = z.infer<typeof ZTerminalAmounts>;

export const ZTerminalQuote = z.object({
  title: z.string(),
  // Events: 'Cancelled', 'Sold Out' or 'On Time' (000 §4); products: null.
  eventStatus: z.string().nullable(),
  // Events: the start of the date being sold (the query's eventStart, or the event's own
  // start), for step 1 to name it; products: null.
  occurrenceStart: z.string().nullable(),
  // How many can still be sold; null is Unlimited.
  remaining: z.number().int().nullable(),
  // Sized products: what is left per size; null for an unsized product or an event.
  sizes: z.partialRecord(ZProductSize, z.number().int()).nullable(),
  // Whether this sale can go ahead as asked, and if not, the message why (sold out,
  // too many, no size, 'Invalid Coupon' …).
  canCheckout: z.boolean(),
  issue: z.string().nullable(),
  // null when no code was given; false shows 'Invalid Coupon'.
  isCouponValid: z.boolean().nullable(),
  // Why the code cannot be used ('Invalid Coupon', limited to other products, used up by
  // this member); null when no code was given or it can be.
  couponIssue: z.string().nullable(),
  amounts: ZTerminalAmounts,
});
export type TerminalQuote = z.infer<typeof ZTerminalQuote>;

// Step 2 Customer Details: a member, or (beyond the spec) a walk-in with name and email.
export const WALK_IN_NAME_MAX_LENGTH = 200;
export const ZTerminalCustomer = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("member"), uid: ZId }).strict(),
  z
    .object({
      kind: z.literal("walk_in"),
      name: z.string().trim().min(1).max(WALK_IN_NAME_MAX_LENGTH),
      email: z.email().max(EMAIL_MAX_LENGTH),
    })
    .strict(),
]);
export type TerminalCustomer = z.infer<typeof ZTerminalCustomer>;

// POST /api/v1/terminal/checkouts. The key is made by the client once per checkout (when the
// checkout view opens, or anew after a failed or canceled attempt): a double click or a retried
// request sends the same key and gets the same checkout, never a second charge.
export const ZCreateTerminalCheckoutRequest = z
  .object({
    ...purchaseShape,
    readerId: ZId,
    customer: ZTerminalCustomer,
    idempotencyKey: ZIdempotencyKey,
  })
  .strict();
export type CreateTerminalCheckoutRequest = z.input<typeof ZCreateTerminalCheckoutRequest>;

// waiting_for_input: the reader shows the total and waits for a card ('Waiting For Customer
// Input...'); processing: the card was read and the payment is being captured and recorded
// ('Processing Payment'); then one of succeeded ('Payment Complete.'), failed (failureMessage
// says why: a decline, the reader) or canceled (Cancel Payment).
export const TERMINAL_CHECKOUT_STATUSES = [
  "waiting_for_input",
  "processing",
  "succeeded",
  "failed",
  "canceled",
] as const;
export const ZTerminalCheckoutStatus = z.enum(TERMINAL_CHECKOUT_STATUSES);
export type TerminalCheckoutStatus = z.infer<typeof ZTerminalCheckoutStatus>;

export const ZTerminalCheckout = z.object({
  checkoutId: z.string(),
  status: ZTerminalCheckoutStatus,
  readerId: z.string(),
  item: ZTerminalItem,
  title: z.string(),
  quantity: z.number().int(),
  size: ZProductSize.nullable(),
  couponCode: z.string().nullable(),
  customer: z.object({ uid: z.string().nullable(), name: z.string(), email: z.string() }),
  amounts: ZTerminalAmounts,
  failureMessage: z.string().nullable(),
  // Set once succeeded: our printable receipt (simulator) or the provider's receipt page.
  receiptUrl: z.string().nullable(),
  chargeId: z.string().nullable(),
  created: z.string(),
});
export type TerminalCheckout = z.infer<typeof ZTerminalCheckout>;

// POST /api/v1/terminal/readers/:readerId/present-card, simulator (and Stripe test mode)
// only: what the simulated WisePOS E's customer does with the card.
export const TERMINAL_TEST_CARD_OUTCOMES = [
  "success",
  "generic_decline",
  "insufficient_funds",
] as const;
export const ZPresentCardRequest = z
  .object({ outcome: z.enum(TERMINAL_TEST_CARD_OUTCOMES) })
  .strict();
export type PresentCardRequest = z.infer<typeof ZPresentCardRequest>;
export type TerminalTestCardOutcome = PresentCardRequest["outcome"];

import { z } from "zod";
import { MESSAGES } from "../messages";
import { pageLimit, ZId, ZIdempotencyKey, ZIsoDate, ZListCursor, ZPriceCents } from "./common";
import { ZDefaultCard } from "./members";

// ---- Invoices (000 §2 Billing and New Invoice, §3 Invoice, §4 invoice status) ----

export const ZInvoiceStatus = z.enum(["pending", "paid", "outstanding"]);
export type InvoiceStatus = z.infer<typeof ZInvoiceStatus>;

export const INVOICES_PAGE_SIZE = 25;
// Beyond the spec: the most items one invoice may have (the form's Add Item stops there).
export const INVOICE_MAX_ITEMS = 50;

// The item as the New Invoice form sends it; the amount is in cents (000 §9). Name and
// quantity are checked by the invoice rules so the spec's messages come in its order.
export const INVOICE_ITEM_NAME_MAX_LENGTH = 200;
// An invoice's memo and its footer.
export const INVOICE_TEXT_MAX_LENGTH = 2_000;
export const ZInvoiceItemInput = z
  .object({
    name: z.string().trim().max(INVOICE_ITEM_NAME_MAX_LENGTH),
    quantity: z.number().int(),
    amount: ZPriceCents,
  })
  .strict();
export type InvoiceItemInput = z.infer<typeof ZInvoiceItemInput>;

// POST /api/v1/invoices. Customer and due date may be missing: the rules answer with the
// spec's message for the first thing missing, not a generic "invalid request".
export const ZCreateInvoiceRequest = z
  .object({
    idempotencyKey: ZIdempotencyKey,
    uid: z.string().max(100).nullable(),
    items: z.array(ZInvoiceItemInput).max(INVOICE_MAX_ITEMS, MESSAGES.invoiceTooManyItems),
    // The calendar day the invoice is due (YYYY-MM-DD), in the organization's zone. A blank
    // one goes on as null (not chosen), for the rule to name in the form's order: with no
    // customer either, 'Please select a customer.' comes first, not 'Please enter a valid date.'.
    dueDate: z.preprocess(
      (dueDate: string | null) => (dueDate === "" ? null : dueDate),
      ZIsoDate.nullable(),
    ),
    // The memo and footer switches: null when the switch is off.
    memo: z.string().trim().max(INVOICE_TEXT_MAX_LENGTH).nullable(),
    footer: z.string().trim().max(INVOICE_TEXT_MAX_LENGTH).nullable(),
  })
  .strict();
export type CreateInvoiceRequest = z.infer<typeof ZCreateInvoiceRequest>;

export const ZInvoicePrice = z.object({
  subAmount: z.number().int(),
  transactionFee: z.number().int(),
  amount: z.number().int(),
});
export type InvoicePrice = z.infer<typeof ZInvoicePrice>;

// A row of the Billing page's Invoices tab and the member's Invoices tab.
export const ZBillingInvoice = z.object({
  invoiceId: z.string(),
  uid: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  status: ZInvoiceStatus,
  dueDate: z.string(),
  created: z.string(),
  price: ZInvoicePrice,
  // What the invoice's payment recorded, in cents, once paid: the total by card, the items'
  // total without the fee by cash or cheque; null while unpaid (or paid without a record).
  paidAmount: z.number().int().nullable(),
  invoiceItems: z.array(
    z.object({
      name: z.string(),
      quantity: z.number().int(),
      amount: z.number().int(),
      index: z.number().int(),
    }),
  ),
  // The customer's pay link (our /pay/… address); null once paid.
  payLink: z.string().nullable(),
  receiptUrl: z.string().nullable(),
  lastReminderAt: z.string().nullable(),
  // The member's saved card, named in Charge Saved Card's question; null when none is recorded.
  savedCard: ZDefaultCard.nullable(),
});
export type BillingInvoice = z.infer<typeof ZBillingInvoice>;

// GET /api/v1/invoices?limit=&starting_after=: all invoices, newest first.
// With uid: one member's invoices (the member profile's Invoices tab). With status=unpaid:
// only those not yet paid (pending or past due), the dashboard's Outstanding invoices.
export const ZListInvoicesQuery = z.object({
  limit: pageLimit(INVOICES_PAGE_SIZE),
  starting_after: ZListCursor.optional(),
  uid: ZId.optional(),
  status: z.enum(["unpaid"]).optional(),
});
export type ListInvoicesQuery = z.infer<typeof ZListInvoicesQuery>;

export const ZInvoicePage = z.object({
  invoices: z.array(ZBillingInvoice),
  nextCursor: z.string().nullable(),
});
export type InvoicePage = z.infer<typeof ZInvoicePage>;

export const ZCreateInvoiceResponse = z.object({
  invoice: ZBillingInvoice,
  message: z.string(),
});

// How an invoice was paid: by card (pay link, Charge Saved Card) or at the desk.
export const ZInvoicePaymentMethod = z.enum(["card", "cash", "cheque"]);
export type InvoicePaymentMethod = z.infer<typeof ZInvoicePaymentMethod>;

// POST /api/v1/invoices/:invoiceId/mark-paid: money taken at the desk.
export const PAYMENT_NOTE_MAX_LENGTH = 500;
export const ZMarkInvoicePaidRequest = z
  .object({
    method: ZInvoicePaymentMethod.exclude(["card"]),
    note: z.string().trim().max(PAYMENT_NOTE_MAX_LENGTH),
  })
  .strict();
export type MarkInvoicePaidRequest = z.infer<typeof ZMarkInvoicePaidRequest>;

export const ZInvoiceParams = z.object({ invoiceId: ZId });

// ---- Coupons (000 §2 Billing, §3 Coupon, §4 coupon, §5 Coupon creation, §9 Coupons) ----

// 000 §3 productIds: the products a coupon is limited to, at most this many (the Products
// picker stops there; a direct call is told in words naming them).
export const MAX_COUPON_PRODUCTS = 100;

// POST /api/v1/coupons. The fixed amount (cents) and the percent are the modal's two mutually
// exclusive switches: the one switched off is sent as null. Code and description may be blank
// so the coupon rules answer with the spec's message rather than a generic one.
export const COUPON_CODE_MAX_LENGTH = 40;
export const COUPON_DESCRIPTION_MAX_LENGTH = 500;
export const ZCreateCouponRequest = z
  .object({
    couponCode: z.string().trim().max(COUPON_CODE_MAX_LENGTH),
    couponDescription: z.string().trim().max(COUPON_DESCRIPTION_MAX_LENGTH),
    amountOff: ZPriceCents.nullable(),
    percentOff: z.number().int().min(-1_000).max(1_000).nullable(),
    // 000 §3 isUserLimited: how often one member may use the coupon; null is no limit.
    userLimit: z.number().int().min(-1_000).max(1_000).nullable(),
    // 000 §3 productIds: the organization's products it is limited to; none is every item.
    productIds: z.array(ZId).max(MAX_COUPON_PRODUCTS, MESSAGES.couponTooManyProducts).default([]),
  })
  .strict();
export type CreateCouponRequest = z.infer<typeof ZCreateCouponRequest>;

export const ZCouponStatus = z.enum(["active", "inactive", "archived"]);
export type CouponStatus = z.infer<typeof ZCouponStatus>;

export const ZCoupon = z.object({
  couponId: z.string(),
  couponCode: z.string(),
  couponDescription: z.string(),
  amountOff: z.number().int().nullable(),
  percentOff: z.number().int().nullable(),
  userLimit: z.number().int().nullable(),
  isValid: z.boolean(),
  isArchived: z.boolean(),
  redeemed: z.number().int(),
  uploadTimestamp: z.string(),
  shareLink: z.string().nullable(),
  productIds: z.array(z.string()),
});
export type Coupon = z.infer<typeof ZCoupon>;

export const ZCouponList = z.object({ coupons: z.array(ZCoupon) });

export const ZCouponParams = z.object({ couponId: ZId });

export const ZCreateCouponResponse = z.object({ coupon: ZCoupon, message: z.string() });

// 000 §3 couponRedeemed {uid, chargeId, timestamp}.
export const ZCouponRedemption = z.object({
  uid: z.string().nullable(),
  // The member's name; null for a walk-in.
  name: z.string().nullable(),
  chargeId: z.string().nullable(),
  discountCents: z.number().int(),
  timestamp: z.string(),
});
export type CouponRedemption = z.infer<typeof ZCouponRedemption>;

export const ZCouponRedemptionList = z.object({ redemptions: z.array(ZCouponRedemption) });

import { describe, expect, it } from "vitest";
import type { InvoiceItemInput } from "../contracts/billing";
import { MESSAGES } from "../messages";
import {
  canSendReminder,
  invoiceAmountPaidBy,
  invoiceDueDateBounds,
  invoiceDueDateIssue,
  invoicePrice,
  invoiceSaveIssue,
  invoiceShownAmount,
} from "./invoices";

const item = (overrides: Partial<InvoiceItemInput> = {}): InvoiceItemInput => ({
  name: "Private lesson",
  quantity: 1,
  amount: 8_000,
  ...overrides,
});
const complete = { uid: "member-1", items: [item()], dueDate: "2026-12-01" };

describe("000 §5 Invoice save", () => {
  it.each([
    ["no customer", { ...complete, uid: null }, MESSAGES.selectCustomer],
    ["no item", { ...complete, items: [] }, MESSAGES.addInvoiceItem],
    ["no due date", { ...complete, dueDate: null }, MESSAGES.selectInvoiceDueDate],
    [
      "a total under $1.00",
      { ...complete, items: [item({ amount: 99 })] },
      MESSAGES.invoiceTotalMinimum,
    ],
    [
      "a total over one card payment's $999,999.99, fee included",
      { ...complete, items: [item({ quantity: 20, amount: 5_000_000 })] },
      MESSAGES.invoiceTotalMaximum,
    ],
    [
      "an item without a name",
      { ...complete, items: [item({ name: " " })] },
      MESSAGES.invoiceItemNameRequired,
    ],
    [
      "a quantity of 0",
      { ...complete, items: [item(), item({ quantity: 0 })] },
      MESSAGES.invoiceItemQuantity,
    ],
    [
      "a quantity of 21",
      { ...complete, items: [item({ quantity: 21 })] },
      MESSAGES.invoiceItemQuantity,
    ],
  ])("refuses %s with its message", (_case, draft, message) => {
    expect(invoiceSaveIssue(draft, "usd")).toBe(message);
  });

  it("takes a total whose fee still keeps it within one card payment", () => {
    const items = [item({ quantity: 10, amount: 9_000_000 })];
    expect(invoicePrice(items).amount).toBeLessThanOrEqual(99_999_999);
    expect(invoiceSaveIssue({ ...complete, items }, "usd")).toBeNull();
  });

  it("answers the spec's messages in order: customer, items, due date, total", () => {
    expect(invoiceSaveIssue({ uid: null, items: [], dueDate: null }, "usd")).toBe(
      MESSAGES.selectCustomer,
    );
    expect(invoiceSaveIssue({ uid: "member-1", items: [], dueDate: null }, "usd")).toBe(
      MESSAGES.addInvoiceItem,
    );
    expect(
      invoiceSaveIssue({ ...complete, dueDate: null, items: [item({ amount: 1 })] }, "usd"),
    ).toBe(MESSAGES.selectInvoiceDueDate);
  });

  it("names the minimum total in the organization's currency: '… greater than €1.00'", () => {
    expect(invoiceSaveIssue({ ...complete, items: [item({ amount: 99 })] }, "eur")).toBe(
      "The total amount of the invoice must be greater than €1.00",
    );
  });

  it("names the maximum total in the organization's currency: '… at most €999,999.99.'", () => {
    const items = [item({ quantity: 20, amount: 5_000_000 })];
    expect(invoiceSaveIssue({ ...complete, items }, "eur")).toBe(
      "The total amount of the invoice, fee included, must be at most €999,999.99.",
    );
  });

  it("accepts exactly $1.00 (000 §9 minimum total 1 dollar) and quantities 1 and 20", () => {
    expect(invoiceSaveIssue({ ...complete, items: [item({ amount: 100 })] }, "usd")).toBeNull();
    expect(invoiceSaveIssue({ ...complete, items: [item({ quantity: 20 })] }, "usd")).toBeNull();
  });
});

describe("a new invoice's due date (beyond the spec: today to one year ahead)", () => {
  const bounds = { min: "2026-11-23", max: "2027-11-23" };
  it("refuses a day before today on the studio's clock with its message", () => {
    expect(invoiceDueDateIssue("2026-11-22", bounds)).toBe(MESSAGES.invoiceDueDateInPast);
    expect(invoiceDueDateIssue("2025-12-31", bounds)).toBe(MESSAGES.invoiceDueDateInPast);
  });

  it("refuses a day after the same date next year (a typo like 2062) with its message", () => {
    expect(invoiceDueDateIssue("2027-11-24", bounds)).toBe(MESSAGES.invoiceDueDateTooFar);
    expect(invoiceDueDateIssue("2062-11-23", bounds)).toBe(MESSAGES.invoiceDueDateTooFar);
  });

  it("takes today, the same date next year and any day between", () => {
    expect(invoiceDueDateIssue("2026-11-23", bounds)).toBeNull();
    expect(invoiceDueDateIssue("2027-01-01", bounds)).toBeNull();
    expect(invoiceDueDateIssue("2027-11-23", bounds)).toBeNull();
  });

  it.each([
    // 16:30 in Los Angeles is already the next day in UTC and in Tokyo.
    ["2026-11-24T00:30:00Z", "America/Los_Angeles", { min: "2026-11-23", max: "2027-11-23" }],
    ["2026-11-24T00:30:00Z", "Asia/Tokyo", { min: "2026-11-24", max: "2027-11-24" }],
    // A leap day's next year has none: the last day is 28 February.
    ["2028-02-29T12:00:00Z", "UTC", { min: "2028-02-29", max: "2029-02-28" }],
  ])("bounds the picker at %s in %s on the studio's clock", (now, timeZone, expected) => {
    expect(invoiceDueDateBounds(new Date(now), timeZone)).toEqual(expected);
  });
});

describe("what a payment of an invoice takes (the invoice fee is the card's, 000 §9)", () => {
  const price = { subAmount: 8_000, transactionFee: 444, amount: 8_444 };
  it("takes the total, fee included, by card", () => {
    expect(invoiceAmountPaidBy(price, "card")).toBe(8_444);
  });

  it.each(["cash", "cheque"] as const)("takes the items' total without the fee by %s", (method) => {
    expect(invoiceAmountPaidBy(price, method)).toBe(8_000);
  });

  it("shows what the payment recorded once paid, else the total a card pays", () => {
    expect(invoiceShownAmount({ price, paidAmount: null })).toBe(8_444);
    expect(invoiceShownAmount({ price, paidAmount: 8_000 })).toBe(8_000);
    // A Mark Paid recorded before the card fee was left out keeps the total it recorded.
    expect(invoiceShownAmount({ price, paidAmount: 8_444 })).toBe(8_444);
  });
});

describe("000 §3 Invoice price", () => {
  it("sums quantity × amount and adds the invoice fee on top", () => {
    const items = [item({ amount: 2_500, quantity: 2 }), item({ amount: 3_000 })];
    expect(invoicePrice(items)).toEqual({ subAmount: 8_000, transactionFee: 444, amount: 8_444 });
  });

  it("has no fee while there is nothing to pay", () => {
    expect(invoicePrice([])).toEqual({ subAmount: 0, transactionFee: 0, amount: 0 });
  });
});

describe("Send Reminder, at most once in 24 hours", () => {
  const sent = new Date("2026-11-23T10:00:00Z");
  it.each([
    [null, "2026-11-23T10:00:00Z", true],
    [sent, "2026-11-24T09:59:59Z", false],
    [sent, "2026-11-24T10:00:00Z", true],
  ])("last sent %s, now %s → %s", (last, now, expected) => {
    expect(canSendReminder(last, new Date(now))).toBe(expected);
  });
});

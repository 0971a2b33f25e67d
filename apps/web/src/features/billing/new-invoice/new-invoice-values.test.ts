import { describe, expect, it } from "vitest";
import {
  emptyInvoice,
  hasNewInvoiceEntries,
  newItemRow,
  toCreateInvoiceRequest,
} from "./new-invoice-values";

const customer = { id: "member-1", firstName: "Mia", lastName: "Member", email: "mia@x.example" };

describe("New Invoice values", () => {
  it("has nothing to lose with only the customer the member profile chose", () => {
    expect(hasNewInvoiceEntries(emptyInvoice(customer))).toBe(false);
  });

  it.each([
    ["an item", { items: [newItemRow()] }],
    ["a due date", { dueDate: "2027-01-15" }],
    ["a memo", { hasMemo: true, memo: "Thanks" }],
    ["a footer", { hasFooter: true, footer: "Studio address" }],
  ])("has typed data to lose once %s is entered", (_, change) => {
    expect(hasNewInvoiceEntries({ ...emptyInvoice(customer), ...change })).toBe(true);
  });

  it("starts an item with an empty amount and sends an empty amount as 0 cents", () => {
    const item = newItemRow();
    expect(item.amount).toBeNull();
    const request = toCreateInvoiceRequest(
      { ...emptyInvoice(customer), items: [{ ...item, name: "Lesson" }] },
      "invoice:form-1",
    );
    expect(request.items).toEqual([{ name: "Lesson", quantity: 1, amount: 0 }]);
  });

  it("sends the form's own key with every save", () => {
    const values = { ...emptyInvoice(customer), items: [{ ...newItemRow(), amount: 30 }] };
    const first = toCreateInvoiceRequest(values, "invoice:form-1");
    expect(first).toMatchObject({ idempotencyKey: "invoice:form-1", uid: "member-1" });
    expect(first.items[0]?.amount).toBe(3_000);
  });
});

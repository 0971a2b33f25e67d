import type { CreateInvoiceRequest, InvoiceItemInput } from "@studiodesk/core/contracts/billing";
import { amountToCents } from "@studiodesk/core/rules/money";
import type { PickedMember } from "../../../shared/components/MemberPicker";

export type InvoiceCustomer = PickedMember;

// An item as the form holds it: the amount in dollars (000 §5: entered in dollars, sent in
// cents; null while its field is empty, counted as 0), and a key that stays with the row when
// others are removed.
export type ItemRow = { key: string; name: string; quantity: number; amount: number | null };

export type NewInvoiceValues = {
  customer: InvoiceCustomer | null;
  items: ItemRow[];
  dueDate: string;
  hasMemo: boolean;
  memo: string;
  hasFooter: boolean;
  footer: string;
};

let nextKey = 0;
export const newItemRow = (): ItemRow => ({
  key: `item-${++nextKey}`,
  name: "",
  quantity: 1,
  amount: null,
});

export const emptyInvoice = (customer: InvoiceCustomer | null): NewInvoiceValues => ({
  customer,
  items: [],
  dueDate: "",
  hasMemo: false,
  memo: "",
  hasFooter: false,
  footer: "",
});

// A kept draft (shared/form-drafts) with new row keys: the restored rows must not share keys
// with the rows added after them.
export const restoredInvoiceDraft = (
  draft: Partial<NewInvoiceValues>,
): Partial<NewInvoiceValues> =>
  draft.items
    ? { ...draft, items: draft.items.map((item) => ({ ...item, key: newItemRow().key })) }
    : draft;

export const itemsInCents = (items: readonly ItemRow[]): InvoiceItemInput[] =>
  items.map((item) => ({
    name: item.name.trim(),
    quantity: item.quantity,
    amount: amountToCents(item.amount ?? 0),
  }));

// Typed data the page would lose on leaving (an item, a due date, a memo or footer text);
// the customer alone is a choice, often made for the user by the member profile's button.
export const hasNewInvoiceEntries = (values: NewInvoiceValues): boolean =>
  values.items.length > 0 ||
  values.dueDate !== "" ||
  values.memo.trim() !== "" ||
  values.footer.trim() !== "";

export function toCreateInvoiceRequest(
  values: NewInvoiceValues,
  idempotencyKey: string,
): CreateInvoiceRequest {
  return {
    idempotencyKey,
    uid: values.customer?.id ?? null,
    items: itemsInCents(values.items),
    dueDate: values.dueDate || null,
    memo: values.hasMemo ? values.memo.trim() : null,
    footer: values.hasFooter ? values.footer.trim() : null,
  };
}

// The member the profile's New Invoice button carries in the route's state.
export function customerFromLocationState(state: unknown): InvoiceCustomer | null {
  if (typeof state !== "object" || state === null || !("user" in state)) return null;
  const user = (state as { user?: Partial<InvoiceCustomer> }).user;
  if (!user?.id || typeof user.firstName !== "string" || typeof user.lastName !== "string") {
    return null;
  }
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email ?? "",
  };
}

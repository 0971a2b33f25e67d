// What a form's key names: the server files the first answer of a create under its key.
export type FormKeyKind = "invoice" | "notification" | "product" | "terminal";

// A form's own idempotency key, made once when the form opens (or a checkout attempt starts)
// and sent with each of its submit requests: a double click or a retry after a lost answer
// gets the first request's result instead of creating a second invoice, product,
// notification or charge. Its form is `<kind>:<random UUID>`.
export const newFormKey = (kind: FormKeyKind): string => `${kind}:${crypto.randomUUID()}`;

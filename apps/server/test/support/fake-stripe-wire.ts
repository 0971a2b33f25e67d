import { randomBytes } from "node:crypto";

// The fake Stripe server's wire: form values, replies, routes and Stripe's error shapes,
// shared by the core fake (fake-stripe.ts) and its Terminal routes (fake-stripe-terminal.ts).

export type FormValue = string | FormObject;
export type FormObject = { [name: string]: FormValue };

export type FakeCustomer = {
  id: string;
  object: "customer";
  created: number;
  email: string | null;
  name: string | null;
  metadata: FormObject;
  livemode: false;
  invoice_settings: { default_payment_method: string | null };
};

export type FakeObject = Record<string, unknown> & { id: string };

export type AccountState = {
  customers: Map<string, FakeCustomer>;
  paymentMethods: Map<string, FakeObject & { customer: string | null }>;
  readers: Map<string, FakeObject>;
  checkoutSessions: Map<string, FakeObject>;
  checkoutPaymentIntents: Map<string, FakeObject>;
  // Card-present intents of the server-driven Terminal flow (fake-stripe-terminal.ts).
  terminalIntents: Map<string, FakeObject>;
  // Off-session intents charging a saved card (createPaymentIntent), listed by customer.
  savedCardIntents: Map<string, FakeObject>;
  charges: Map<string, FakeObject>;
};

export type Reply = { status: number; body: unknown };
export type Call = { account: AccountState; params: FormObject; match: RegExpMatchArray };
export type Route = { method: string; pattern: RegExp; handle: (call: Call) => Reply };

export const text = (value: FormValue | undefined) => (typeof value === "string" ? value : null);

export const listOf = (value: FormValue | undefined): string[] =>
  typeof value === "string" ? [value] : value ? Object.values(value).filter(isString) : [];

const isString = (value: FormValue): value is string => typeof value === "string";

export const invalidRequest = (status: number, message: string, code?: string): Reply => ({
  status,
  body: { error: { type: "invalid_request_error", message, ...(code ? { code } : {}) } },
});

export const noSuch = (kind: string, id: string) =>
  invalidRequest(404, `No such ${kind}: '${id}'`, "resource_missing");

const ID_ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";

export const stripeId = (prefix: string, length: number) =>
  `${prefix}_${Array.from(randomBytes(length), (byte) => ID_ALPHABET[byte % 62]).join("")}`;

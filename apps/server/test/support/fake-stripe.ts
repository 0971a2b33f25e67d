import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";
import { TERMINAL_ROUTES } from "./fake-stripe-terminal";
import {
  type AccountState,
  type Call,
  type FakeCustomer,
  type FakeObject,
  type FormObject,
  type FormValue,
  invalidRequest,
  listOf,
  noSuch,
  type Reply,
  type Route,
  stripeId,
  text,
} from "./fake-stripe-wire";

// A stateful stand-in for api.stripe.com on 127.0.0.1, for the real `stripe` client (pointed
// here with host/port/protocol). It keeps each connected account's objects apart (by the
// Stripe-Account header), honours Idempotency-Key the way Stripe does, and records every
// request so tests can assert which account and key a call used.

export type FakeStripeRequest = {
  method: string;
  path: string;
  stripeAccount: string | undefined;
  idempotencyKey: string | undefined;
  params: FormObject;
  status: number;
  isReplayed: boolean;
};

export type FakeStripe = {
  connection: { host: string; port: number; protocol: "http" };
  requests: FakeStripeRequest[];
  customers: (stripeAccount: string) => FakeCustomer[];
  charges: (stripeAccount: string) => FakeObject[];
  addReader: (stripeAccount: string, reader: { label: string; status?: string }) => string;
  setDefaultPaymentMethod: (stripeAccount: string, customerId: string, pmId: string) => void;
  // Pays a Checkout session as a customer would on Stripe's page and answers the signed
  // checkout.session.completed delivery Stripe would post to the webhook endpoint.
  completeCheckoutSession: (
    stripeAccount: string,
    sessionId: string,
    webhookSecret: string,
  ) => { rawBody: string; signature: string };
  close: () => Promise<void>;
};

type StoredResponse = { method: string; path: string; fingerprint: string; reply: Reply };

// Stripe's test PaymentMethods: attaching one saves a new card with these details.
const TEST_PAYMENT_METHODS: Record<string, { brand: string; last4: string; funding: string }> = {
  pm_card_visa: { brand: "visa", last4: "4242", funding: "credit" },
  pm_card_visa_debit: { brand: "visa", last4: "5556", funding: "debit" },
  pm_card_mastercard: { brand: "mastercard", last4: "4444", funding: "credit" },
  pm_card_amex: { brand: "amex", last4: "8431", funding: "credit" },
  pm_card_discover: { brand: "discover", last4: "1117", funding: "credit" },
  pm_card_visa_chargeDeclined: { brand: "visa", last4: "0002", funding: "credit" },
  pm_card_visa_chargeDeclinedInsufficientFunds: { brand: "visa", last4: "9995", funding: "credit" },
};

// What charging a declining test card answers (Stripe's decline_code and message).
const DECLINES_BY_LAST4: Record<string, { declineCode: string; message: string }> = {
  "0002": { declineCode: "generic_decline", message: "Your card was declined." },
  "9995": { declineCode: "insufficient_funds", message: "Your card has insufficient funds." },
};

export async function startFakeStripe(options: { secretKey: string }): Promise<FakeStripe> {
  const accounts = new Map<string, AccountState>();
  const accountState = (name: string) => {
    let state = accounts.get(name);
    if (!state) {
      state = {
        customers: new Map(),
        paymentMethods: new Map(),
        readers: new Map(),
        checkoutSessions: new Map(),
        checkoutPaymentIntents: new Map(),
        terminalIntents: new Map(),
        savedCardIntents: new Map(),
        charges: new Map(),
      };
      accounts.set(name, state);
    }
    return state;
  };
  const requests: FakeStripeRequest[] = [];
  const idempotency = new Map<string, StoredResponse>();
  const server = createServer((request, response) => {
    void handle(request, response, {
      secretKey: options.secretKey,
      accountState,
      requests,
      idempotency,
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    connection: { host: "127.0.0.1", port, protocol: "http" },
    requests,
    customers: (stripeAccount) => [...accountState(stripeAccount).customers.values()],
    charges: (stripeAccount) => [...accountState(stripeAccount).charges.values()],
    addReader: (stripeAccount, reader) => addReader(accountState(stripeAccount), reader),
    setDefaultPaymentMethod: (stripeAccount, customerId, pmId) => {
      const customer = accountState(stripeAccount).customers.get(customerId);
      if (!customer) throw new Error(`fake Stripe: no customer ${customerId}`);
      customer.invoice_settings.default_payment_method = pmId;
    },
    completeCheckoutSession: (stripeAccount, sessionId, webhookSecret) =>
      completeCheckoutSession(accountState(stripeAccount), stripeAccount, sessionId, webhookSecret),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

type ServerState = {
  secretKey: string;
  accountState: (name: string) => AccountState;
  requests: FakeStripeRequest[];
  idempotency: Map<string, StoredResponse>;
};

async function handle(request: IncomingMessage, response: ServerResponse, state: ServerState) {
  const url = new URL(request.url ?? "/", "http://127.0.0.1");
  const method = request.method ?? "GET";
  const body = await readBody(request);
  const form = method === "GET" ? url.searchParams : new URLSearchParams(body);
  const stripeAccount = header(request, "stripe-account");
  const idempotencyKey = header(request, "idempotency-key");
  const record = (status: number, isReplayed: boolean) =>
    state.requests.push({
      method,
      path: url.pathname,
      stripeAccount,
      idempotencyKey,
      params: parseForm(form),
      status,
      isReplayed,
    });

  if (header(request, "authorization") !== `Bearer ${state.secretKey}`) {
    record(401, false);
    return send(response, unauthorized(), {});
  }
  // Stripe ignores idempotency keys on GET and DELETE: they are idempotent already.
  const storeKey =
    method === "POST" && idempotencyKey ? `${stripeAccount ?? ""}\n${idempotencyKey}` : undefined;
  const stored = storeKey ? state.idempotency.get(storeKey) : undefined;
  const fingerprint = canonicalForm(form);
  if (stored) {
    const isSameRequest =
      stored.method === method &&
      stored.path === url.pathname &&
      stored.fingerprint === fingerprint;
    const reply = isSameRequest ? stored.reply : idempotencyError(idempotencyKey ?? "");
    record(reply.status, isSameRequest);
    return send(response, reply, isSameRequest ? { "idempotent-replayed": "true" } : {});
  }
  const account = state.accountState(stripeAccount ?? "platform");
  const reply = route(method, url.pathname, { account, params: parseForm(form) });
  // Like Stripe, only a request that ran is saved; here, the ones that succeeded and card
  // declines (a declined charge ran: its retry gets the same decline, not a second attempt).
  if (storeKey && (reply.status < 400 || reply.status === 402)) {
    state.idempotency.set(storeKey, { method, path: url.pathname, fingerprint, reply });
  }
  record(reply.status, false);
  send(response, reply, idempotencyKey ? { "idempotency-key": idempotencyKey } : {});
}

const ROUTES: Route[] = [
  // Terminal first: its card_present intents share the PaymentIntent paths.
  ...TERMINAL_ROUTES,
  { method: "POST", pattern: /^\/v1\/customers$/, handle: createCustomer },
  { method: "GET", pattern: /^\/v1\/customers\/([^/]+)$/, handle: retrieveCustomer },
  { method: "GET", pattern: /^\/v1\/payment_methods$/, handle: listPaymentMethods },
  { method: "POST", pattern: /^\/v1\/payment_methods\/([^/]+)\/attach$/, handle: attach },
  { method: "GET", pattern: /^\/v1\/terminal\/readers$/, handle: listReaders },
  { method: "POST", pattern: /^\/v1\/checkout\/sessions$/, handle: createCheckoutSession },
  {
    method: "POST",
    pattern: /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/,
    handle: expireCheckoutSession,
  },
  { method: "POST", pattern: /^\/v1\/refunds$/, handle: createRefund },
  { method: "GET", pattern: /^\/v1\/payment_intents$/, handle: listSavedCardIntents },
  { method: "GET", pattern: /^\/v1\/payment_intents\/([^/]+)$/, handle: retrievePaymentIntent },
  { method: "POST", pattern: /^\/v1\/payment_intents$/, handle: createPaymentIntent },
];

function route(method: string, path: string, call: Omit<Call, "match">): Reply {
  for (const candidate of ROUTES) {
    const match = candidate.method === method ? path.match(candidate.pattern) : null;
    const reply = match ? candidate.handle({ ...call, match }) : null;
    // Status 0: the route is not this request's after all (a terminal route passing on).
    if (reply && reply.status !== 0) return reply;
  }
  return invalidRequest(404, `Unrecognized request URL (${method}: ${path}).`);
}

function createCustomer({ account, params }: Call): Reply {
  const customer: FakeCustomer = {
    id: stripeId("cus", 14),
    object: "customer",
    created: unixNow(),
    email: text(params.email),
    name: text(params.name),
    metadata: typeof params.metadata === "object" ? params.metadata : {},
    livemode: false,
    invoice_settings: { default_payment_method: null },
  };
  account.customers.set(customer.id, customer);
  return { status: 200, body: customer };
}

function retrieveCustomer({ account, params, match }: Call): Reply {
  const customer = account.customers.get(match[1] ?? "");
  if (!customer) return noSuch("customer", match[1] ?? "");
  const defaultId = customer.invoice_settings.default_payment_method;
  if (!defaultId || !listOf(params.expand).includes("invoice_settings.default_payment_method")) {
    return { status: 200, body: customer };
  }
  const expanded = account.paymentMethods.get(defaultId) ?? null;
  return {
    status: 200,
    body: { ...customer, invoice_settings: { default_payment_method: expanded } },
  };
}

function listPaymentMethods({ account, params }: Call): Reply {
  const customerId = text(params.customer);
  if (customerId && !account.customers.has(customerId)) return noSuch("customer", customerId);
  const type = text(params.type) ?? "card";
  // Newest first, as Stripe lists them (the map keeps the order they were saved in).
  const matching = [...account.paymentMethods.values()]
    .filter((pm) => pm.customer === customerId && pm.type === type)
    .reverse();
  return list("/v1/payment_methods", matching, params.limit);
}

function attach({ account, params, match }: Call): Reply {
  const customerId = text(params.customer) ?? "";
  if (!account.customers.has(customerId)) return noSuch("customer", customerId);
  const requested = match[1] ?? "";
  const testCard = TEST_PAYMENT_METHODS[requested];
  const existing = account.paymentMethods.get(requested);
  if (!testCard && !existing) return noSuch("PaymentMethod", requested);
  const paymentMethod = existing ?? {
    id: stripeId("pm", 24),
    object: "payment_method",
    type: "card",
    created: unixNow(),
    livemode: false,
    metadata: {},
    customer: null,
    card: { ...testCard, exp_month: 12, exp_year: new Date().getUTCFullYear() + 3, country: "US" },
  };
  paymentMethod.customer = customerId;
  account.paymentMethods.set(paymentMethod.id, paymentMethod);
  return { status: 200, body: paymentMethod };
}

// Only what off-session charging of a saved card needs: confirm=true with the customer's card.
function createPaymentIntent({ account, params }: Call): Reply {
  const customerId = text(params.customer) ?? "";
  if (!account.customers.has(customerId)) return noSuch("customer", customerId);
  const paymentMethod = account.paymentMethods.get(text(params.payment_method) ?? "");
  if (!paymentMethod || paymentMethod.customer !== customerId) {
    return noSuch("payment_method", text(params.payment_method) ?? "");
  }
  if (text(params.confirm) !== "true") {
    return invalidRequest(400, "The fake only creates confirmed PaymentIntents.");
  }
  const amount = Number(text(params.amount));
  const card = paymentMethod.card as { last4: string };
  const decline = DECLINES_BY_LAST4[card.last4];
  const charge: FakeObject = {
    id: stripeId("ch", 24),
    object: "charge",
    created: unixNow(),
    amount,
    currency: text(params.currency),
    customer: customerId,
    payment_method: paymentMethod.id,
    status: decline ? "failed" : "succeeded",
    paid: !decline,
    refunded: false,
    refunds: { object: "list", data: [] },
    receipt_url: decline ? null : `https://pay.stripe.com/receipts/fake/${stripeId("rcpt", 16)}`,
    metadata: typeof params.metadata === "object" ? params.metadata : {},
  };
  account.charges.set(charge.id, charge);
  const error = decline && {
    type: "card_error",
    code: "card_declined",
    decline_code: decline.declineCode,
    message: decline.message,
    charge: charge.id,
  };
  // A declined confirm leaves its intent, waiting for another card, with the card's error.
  const intent: FakeObject = {
    id: stripeId("pi", 24),
    object: "payment_intent",
    created: charge.created,
    amount,
    currency: text(params.currency),
    customer: customerId,
    payment_method: paymentMethod.id,
    status: error ? "requires_payment_method" : "succeeded",
    latest_charge: charge,
    last_payment_error: error || null,
    metadata: charge.metadata,
    livemode: false,
  };
  account.savedCardIntents.set(intent.id, intent);
  if (error) {
    return { status: 402, body: { error: { ...error, payment_intent: intent } } };
  }
  const isExpanded = listOf(params.expand).includes("latest_charge");
  return { status: 200, body: isExpanded ? intent : { ...intent, latest_charge: charge.id } };
}

// Newest first, as Stripe lists PaymentIntents, by customer and `created[gte]`, a page at a time
// (`starting_after` the previous page's last intent); `expand[]=data.latest_charge` inlines
// each intent's charge, and `data.latest_charge.refunds` its refunds (left out otherwise).
function listSavedCardIntents({ account, params }: Call): Reply {
  const customerId = text(params.customer);
  const created = typeof params.created === "object" ? Number(text(params.created.gte) ?? 0) : 0;
  const matching = [...account.savedCardIntents.values()]
    .filter((intent) => intent.customer === customerId && Number(intent.created) >= created)
    .reverse();
  const after = text(params.starting_after);
  const start = after ? matching.findIndex((intent) => intent.id === after) + 1 : 0;
  const expand = listOf(params.expand);
  const inlined = (charge: FakeObject) => {
    const { refunds, ...rest } = charge;
    return expand.includes("data.latest_charge.refunds") ? charge : rest;
  };
  const intents = matching.map((intent) => {
    const charge = intent.latest_charge as FakeObject;
    return {
      ...intent,
      latest_charge: expand.includes("data.latest_charge") ? inlined(charge) : charge.id,
    };
  });
  return list("/v1/payment_intents", intents.slice(start), params.limit);
}

function listReaders({ account, params }: Call): Reply {
  return list("/v1/terminal/readers", [...account.readers.values()], params.limit);
}

// Checkout in payment mode: one session per call, its total from the line items.
function createCheckoutSession({ account, params }: Call): Reply {
  const items = typeof params.line_items === "object" ? Object.values(params.line_items) : [];
  const amountTotal = items.reduce((sum, lineItem) => {
    if (typeof lineItem !== "object") return sum;
    const priceData = lineItem.price_data;
    const unitAmount = typeof priceData === "object" ? Number(text(priceData.unit_amount)) : 0;
    return sum + unitAmount * Number(text(lineItem.quantity) ?? 1);
  }, 0);
  if (text(params.mode) !== "payment" || amountTotal <= 0 || !text(params.success_url)) {
    return invalidRequest(400, "A payment-mode session needs line items and a success_url.");
  }
  const id = stripeId("cs_test", 24);
  // Stripe's session takes its line items' currency.
  const firstItem = items[0];
  const firstPrice = typeof firstItem === "object" ? firstItem.price_data : undefined;
  const currency = typeof firstPrice === "object" ? text(firstPrice.currency) : undefined;
  const session = {
    id,
    object: "checkout.session",
    mode: "payment",
    status: "open",
    payment_status: "unpaid",
    amount_total: amountTotal,
    currency: currency ?? "usd",
    customer_email: text(params.customer_email),
    metadata: typeof params.metadata === "object" ? params.metadata : {},
    payment_intent: null,
    success_url: text(params.success_url),
    url: `https://checkout.stripe.com/c/pay/${id}`,
    livemode: false,
  };
  account.checkoutSessions.set(id, session);
  return { status: 200, body: session };
}

// Stripe expires only an open session; a paid or expired one is refused.
function expireCheckoutSession({ account, match }: Call): Reply {
  const session = account.checkoutSessions.get(match[1] ?? "");
  if (!session) return noSuch("checkout.session", match[1] ?? "");
  if (session.status !== "open") {
    return invalidRequest(400, "Only Checkout Sessions with a status of open can be expired.");
  }
  Object.assign(session, { status: "expired" });
  return { status: 200, body: session };
}

// A full refund of a checkout's collected payment; refunding it twice is refused as Stripe
// refuses it (charge_already_refunded).
function createRefund(call: Call): Reply {
  const { account, params } = call;
  if (text(params.charge)) return refundCharge(call);
  const paymentIntentId = text(params.payment_intent) ?? "";
  const paymentIntent = account.checkoutPaymentIntents.get(paymentIntentId);
  if (!paymentIntent) return noSuch("payment_intent", paymentIntentId);
  if (paymentIntent.refund) {
    return invalidRequest(400, "Charge has already been refunded.", "charge_already_refunded");
  }
  const refund = {
    id: stripeId("re", 24),
    object: "refund",
    amount: paymentIntent.amount,
    payment_intent: paymentIntentId,
    status: "succeeded",
  };
  Object.assign(paymentIntent, { refund: refund.id });
  return { status: 200, body: refund };
}

// A full refund of a saved card's succeeded charge, by its charge id.
function refundCharge({ account, params }: Call): Reply {
  const chargeId = text(params.charge) ?? "";
  const charge = account.charges.get(chargeId);
  if (charge?.status !== "succeeded") return noSuch("charge", chargeId);
  if (charge.refunded) {
    return invalidRequest(
      400,
      `Charge ${chargeId} has already been refunded.`,
      "charge_already_refunded",
    );
  }
  const refund = {
    id: stripeId("re", 24),
    object: "refund",
    amount: charge.amount,
    charge: chargeId,
    status: "succeeded",
  };
  Object.assign(charge, {
    refunded: true,
    amount_refunded: charge.amount,
    refunds: { object: "list", data: [refund] },
  });
  return { status: 200, body: refund };
}

function retrievePaymentIntent({ account, params, match }: Call): Reply {
  const paymentIntent = account.checkoutPaymentIntents.get(match[1] ?? "");
  if (!paymentIntent) return noSuch("payment_intent", match[1] ?? "");
  if (listOf(params.expand).includes("latest_charge")) return { status: 200, body: paymentIntent };
  const charge = paymentIntent.latest_charge as FakeObject;
  return { status: 200, body: { ...paymentIntent, latest_charge: charge.id } };
}

function completeCheckoutSession(
  account: AccountState,
  stripeAccount: string,
  sessionId: string,
  webhookSecret: string,
): { rawBody: string; signature: string } {
  const session = account.checkoutSessions.get(sessionId);
  if (!session) throw new Error(`fake Stripe: no checkout session ${sessionId}`);
  const paymentIntentId = stripeId("pi", 24);
  const chargeId = stripeId("ch", 24);
  account.checkoutPaymentIntents.set(paymentIntentId, {
    id: paymentIntentId,
    object: "payment_intent",
    amount: session.amount_total,
    status: "succeeded",
    metadata: session.metadata,
    latest_charge: {
      id: chargeId,
      object: "charge",
      status: "succeeded",
      receipt_url: `https://pay.stripe.com/receipts/${chargeId}`,
    },
  });
  Object.assign(session, {
    status: "complete",
    payment_status: "paid",
    payment_intent: paymentIntentId,
  });
  const rawBody = JSON.stringify({
    id: stripeId("evt", 24),
    object: "event",
    type: "checkout.session.completed",
    account: stripeAccount,
    created: unixNow(),
    data: { object: session },
  });
  return {
    rawBody,
    signature: Stripe.webhooks.generateTestHeaderString({
      payload: rawBody,
      secret: webhookSecret,
    }),
  };
}

function addReader(account: AccountState, reader: { label: string; status?: string }): string {
  const id = stripeId("tmr", 14);
  account.readers.set(id, {
    id,
    object: "terminal.reader",
    device_type: "bbpos_wisepos_e",
    label: reader.label,
    status: reader.status ?? "online",
    serial_number: `WSC${randomBytes(6).toString("hex").toUpperCase()}`,
    location: null,
    livemode: false,
    metadata: {},
    action: null,
  });
  return id;
}

// --- Stripe's wire formats -------------------------------------------------------------

// Form-encoded parameters with Stripe's brackets: `metadata[uid]=u1`, `expand[0]=x`.
export function parseForm(form: URLSearchParams): FormObject {
  const root: FormObject = {};
  for (const [name, value] of form) {
    const path = name.split("[").map((segment) => segment.replace(/]$/, ""));
    if (path.some((segment) => segment === "__proto__" || segment === "constructor")) continue;
    let node = root;
    path.forEach((segment, index) => {
      if (index === path.length - 1) {
        node[segment] = value;
        return;
      }
      const child = node[segment];
      const next: FormObject = typeof child === "object" ? child : {};
      node[segment] = next;
      node = next;
    });
  }
  return root;
}

// The same parameters in another order are the same request.
const canonicalForm = (form: URLSearchParams) =>
  [...form]
    .map(([name, value]) => `${name}=${value}`)
    .sort()
    .join("&");

function list(url: string, data: unknown[], limit: FormValue | undefined): Reply {
  const size = Number(text(limit) ?? 10);
  return {
    status: 200,
    body: { object: "list", url, has_more: data.length > size, data: data.slice(0, size) },
  };
}

const unauthorized = (): Reply => ({
  status: 401,
  body: { error: { type: "invalid_request_error", message: "Invalid API Key provided." } },
});

const idempotencyError = (key: string): Reply => ({
  status: 400,
  body: {
    error: {
      type: "idempotency_error",
      message:
        "Keys for idempotent requests can only be used with the same parameters they were first " +
        `used with. Try using a key other than '${key}' if you meant to execute a different request.`,
    },
  },
});

const unixNow = () => Math.floor(Date.now() / 1000);

function header(request: IncomingMessage, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

function send(response: ServerResponse, reply: Reply, headers: Record<string, string>) {
  response.writeHead(reply.status, {
    "content-type": "application/json",
    "request-id": stripeId("req", 14),
    "stripe-should-retry": "false",
    ...headers,
  });
  response.end(JSON.stringify(reply.body));
}

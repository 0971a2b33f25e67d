import {
  type Call,
  type FakeObject,
  invalidRequest,
  listOf,
  noSuch,
  type Reply,
  type Route,
  stripeId,
  text,
} from "./fake-stripe-wire";

// The fake's server-driven Terminal: card_present PaymentIntents with manual capture, readers
// that take an intent and wait for a test card (the test helper), capture and cancel.

// Stripe's card_present test numbers that decline, with the message the intent then carries.
const DECLINING_NUMBERS: Record<string, string> = {
  "4000000000000002": "Your card was declined.",
  "4000000000009995": "Your card has insufficient funds.",
};

export const TERMINAL_ROUTES: Route[] = [
  { method: "POST", pattern: /^\/v1\/payment_intents$/, handle: createTerminalIntent },
  { method: "GET", pattern: /^\/v1\/payment_intents\/([^/]+)$/, handle: retrieveTerminalIntent },
  { method: "POST", pattern: /^\/v1\/payment_intents\/([^/]+)\/capture$/, handle: capture },
  { method: "POST", pattern: /^\/v1\/payment_intents\/([^/]+)\/cancel$/, handle: cancel },
  {
    method: "POST",
    pattern: /^\/v1\/terminal\/readers\/([^/]+)\/set_reader_display$/,
    handle: (call) => onReader(call, () => null),
  },
  {
    method: "POST",
    pattern: /^\/v1\/terminal\/readers\/([^/]+)\/process_payment_intent$/,
    handle: processIntent,
  },
  {
    method: "POST",
    pattern: /^\/v1\/terminal\/readers\/([^/]+)\/cancel_action$/,
    handle: (call) => onReader(call, (reader) => Object.assign(reader, { action: null })),
  },
  {
    method: "POST",
    pattern: /^\/v1\/test_helpers\/terminal\/readers\/([^/]+)\/present_payment_method$/,
    handle: presentPaymentMethod,
  },
];

// Only card_present intents are this file's; any other request falls through (null).
function createTerminalIntent(call: Call): Reply {
  const { account, params } = call;
  if (!listOf(params.allowed_payment_method_types).includes("card_present")) {
    return FALL_THROUGH;
  }
  if (text(params.capture_method) !== "manual") {
    return invalidRequest(400, "The fake only creates manually captured card_present intents.");
  }
  const amount = Number(text(params.amount));
  if (!(amount >= 50)) return invalidRequest(400, "Amount must be at least $0.50 usd");
  const intent: FakeObject = {
    id: stripeId("pi", 24),
    object: "payment_intent",
    amount,
    currency: text(params.currency),
    capture_method: "manual",
    status: "requires_payment_method",
    last_payment_error: null,
    latest_charge: null,
    metadata: typeof params.metadata === "object" ? params.metadata : {},
    livemode: false,
  };
  account.terminalIntents.set(intent.id, intent);
  return { status: 200, body: intent };
}

// A Route's reply that lets the next route try (the fake's own off-session intents).
const FALL_THROUGH: Reply = { status: 0, body: null };

function terminalIntent(call: Call): FakeObject | undefined {
  return call.account.terminalIntents.get(call.match[1] ?? "");
}

function withCharge(call: Call, intent: FakeObject): Reply {
  const chargeId = intent.latest_charge as string | null;
  const charge = chargeId ? call.account.charges.get(chargeId) : null;
  const isExpanded = listOf(call.params.expand).includes("latest_charge");
  return { status: 200, body: { ...intent, latest_charge: isExpanded ? charge : chargeId } };
}

function retrieveTerminalIntent(call: Call): Reply {
  const intent = terminalIntent(call);
  return intent ? withCharge(call, intent) : FALL_THROUGH;
}

function capture(call: Call): Reply {
  const intent = terminalIntent(call);
  if (!intent) return noSuch("payment_intent", call.match[1] ?? "");
  if (intent.status !== "requires_capture") {
    return invalidRequest(
      400,
      `This PaymentIntent could not be captured because it has a status of ${intent.status}.`,
      "payment_intent_unexpected_state",
    );
  }
  const charge: FakeObject = {
    id: stripeId("ch", 24),
    object: "charge",
    amount: intent.amount,
    status: "succeeded",
    paid: true,
    captured: true,
    receipt_url: `https://pay.stripe.com/receipts/fake/${stripeId("rcpt", 16)}`,
  };
  call.account.charges.set(charge.id, charge);
  Object.assign(intent, { status: "succeeded", latest_charge: charge.id });
  return withCharge(call, intent);
}

function cancel(call: Call): Reply {
  const intent = terminalIntent(call);
  if (!intent) return noSuch("payment_intent", call.match[1] ?? "");
  if (intent.status === "succeeded") {
    return invalidRequest(
      400,
      "You cannot cancel this PaymentIntent because it has a status of succeeded.",
      "payment_intent_unexpected_state",
    );
  }
  Object.assign(intent, { status: "canceled" });
  return { status: 200, body: intent };
}

function onReader(call: Call, change: (reader: FakeObject) => unknown): Reply {
  const reader = call.account.readers.get(call.match[1] ?? "");
  if (!reader) return noSuch("terminal.reader", call.match[1] ?? "");
  if (reader.status !== "online") {
    return invalidRequest(
      400,
      "Reader is currently offline, please ensure the reader is powered on and connected to the internet before retrying your request.",
      "terminal_reader_offline",
    );
  }
  change(reader);
  return { status: 200, body: reader };
}

// The reader is checked first, as on Stripe: an offline reader answers so whatever the intent.
function processIntent(call: Call): Reply {
  const intentId = text(call.params.payment_intent) ?? "";
  const intent = call.account.terminalIntents.get(intentId);
  const reply = onReader(call, (reader) =>
    intent
      ? Object.assign(reader, {
          action: {
            type: "process_payment_intent",
            status: "in_progress",
            process_payment_intent: { payment_intent: intentId },
          },
        })
      : null,
  );
  return reply.status === 200 && !intent ? noSuch("payment_intent", intentId) : reply;
}

function presentPaymentMethod(call: Call): Reply {
  const reader = call.account.readers.get(call.match[1] ?? "");
  const action = reader?.action as
    | { status: string; process_payment_intent: { payment_intent: string } }
    | null
    | undefined;
  if (!reader || !action) {
    return invalidRequest(400, "The reader has no action to present a payment method to.");
  }
  const intent = call.account.terminalIntents.get(action.process_payment_intent.payment_intent);
  if (!intent) return invalidRequest(400, "The reader's payment intent is gone.");
  const cardPresent = call.params.card_present;
  const number = typeof cardPresent === "object" ? (text(cardPresent.number) ?? "") : "";
  const decline = DECLINING_NUMBERS[number];
  Object.assign(intent, {
    status: decline ? "requires_payment_method" : "requires_capture",
    last_payment_error: decline
      ? { type: "card_error", code: "card_declined", message: decline }
      : null,
  });
  Object.assign(action, { status: decline ? "failed" : "succeeded" });
  return { status: 200, body: reader };
}

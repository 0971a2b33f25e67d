import { randomBytes } from "node:crypto";
import { type Db, type Trx, withTenant } from "../../db/database";
import { findOrganizationAccount } from "../../features/account/account.service";
import { sha256 } from "../../shared/ids";
import {
  CARD_DECLINE_MESSAGES,
  customerIdempotencyKey,
  type FoundSavedCardCharge,
  MINIMUM_CHARGE_CENTS,
  PAYMENT_ERROR_CODES,
  type PaymentCard,
  type PaymentProvider,
  PaymentProviderError,
  type SavedCardCharge,
  type SavedCardChargeResult,
  testCardIdempotencyKey,
} from "./payment-provider";
import {
  findChargeByMetadata,
  findCustomer,
  findCustomerCard,
  findNewestCard,
  insertCard,
  insertCharge,
  insertCustomer,
  insertReaderOnce,
  listReaderRows,
  listSucceededChargesByMetadata,
} from "./simulator.repo";
import { type SimulatorCheckoutOptions, simulatorCheckout } from "./simulator-checkout";
import { idempotent } from "./simulator-idempotency";
import { refundOnce } from "./simulator-refunds.repo";
import { simulatorTerminal } from "./simulator-terminal";

// The reader every organization with terminals on gets: Stripe's simulated WisePOS E.
export const SIMULATED_READER = {
  label: "Front Desk",
  status: "online",
  deviceType: "bbpos_wisepos_e",
  serialNumber: "SIMULATED-WISEPOS-E",
} as const;

// Stripe's test cards, for demos that want a saved card that looks like one.
export const SIMULATOR_TEST_CARDS = {
  visa: { brand: "visa", last4: "4242" },
  mastercard: { brand: "mastercard", last4: "4444" },
  amex: { brand: "amex", last4: "8431" },
  discover: { brand: "discover", last4: "1117" },
  // Stripe's declining test cards (4000 0000 0000 0002 and …9995): saved fine, every charge
  // declined, so tests and demos can show a failed subscription charge.
  declined: { brand: "visa", last4: "0002" },
  insufficientFunds: { brand: "visa", last4: "9995" },
} as const satisfies Record<string, PaymentCard>;

// The decline each declining test card answers with, as Stripe's decline_code.
const DECLINES_BY_LAST4: Record<string, { reason: string; declineCode: string }> = {
  [SIMULATOR_TEST_CARDS.declined.last4]: {
    reason: CARD_DECLINE_MESSAGES.genericDecline,
    declineCode: "generic_decline",
  },
  [SIMULATOR_TEST_CARDS.insufficientFunds.last4]: {
    reason: CARD_DECLINE_MESSAGES.insufficientFunds,
    declineCode: "insufficient_funds",
  },
};

// A stored decline as chargeSavedCard answered it.
const declineOf = (declineCode: string | null): FoundSavedCardCharge => ({
  status: "failed",
  reason:
    Object.values(DECLINES_BY_LAST4).find((decline) => decline.declineCode === declineCode)
      ?.reason ?? CARD_DECLINE_MESSAGES.genericDecline,
  declineCode,
});

const ID_ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";

// Ids shaped like Stripe's (`cus_NffrFeUfNV2Hib`), so the simulator exercises the same
// columns, validation and display code as real ids do.
export function stripeLikeId(
  prefix: "cus" | "pm" | "tmr" | "ch" | "cs" | "pi" | "evt" | "re",
  length: number,
): string {
  const suffix = Array.from(randomBytes(length), (byte) => ID_ALPHABET[byte % 62]).join("");
  return `${prefix}_${suffix}`;
}

// The payment provider without Stripe: Stripe test mode's behaviour, state in our database
// (tenant tables under row-level security), so every instance of the server sees the same.
export function createSimulatorProvider(
  db: Db,
  checkout: SimulatorCheckoutOptions = SIMULATOR_TEST_CHECKOUT,
): PaymentProvider {
  return {
    name: "simulator",
    ...simulatorCheckout(db, checkout, { idempotent, stripeLikeId }),
    terminal: simulatorTerminal(db, { idempotent, stripeLikeId }),
    createCustomer: (input, idempotencyKey) =>
      withTenant(db, input.orgId, (trx) => {
        const params = { email: input.email, name: input.name, metadata: input.metadata };
        return idempotent(
          trx,
          input.orgId,
          idempotencyKey,
          "customers.create",
          params,
          async () => {
            const id = stripeLikeId("cus", 14);
            await insertCustomer(trx, input.orgId, { id, ...params });
            return { id };
          },
        );
      }),
    getCustomer: (orgId, customerId) =>
      withTenant(db, orgId, async (trx) => {
        const customer = await findCustomer(trx, orgId, customerId);
        return customer ? { id: customer.id, email: customer.email, name: customer.name } : null;
      }),
    getDefaultCard: (orgId, customerId) =>
      withTenant(db, orgId, (trx) => defaultCard(trx, orgId, customerId)),
    attachTestCard: (orgId, customerId, card) =>
      withTenant(db, orgId, (trx) => {
        const key = testCardIdempotencyKey(orgId, customerId, card);
        const params = { customer: customerId, ...card };
        return idempotent(trx, orgId, key, "payment_methods.attach", params, () =>
          attachCard(trx, orgId, customerId, card),
        );
      }),
    listReaders: (orgId) => withTenant(db, orgId, (trx) => readers(trx, orgId)),
    chargeSavedCard: (input, idempotencyKey) =>
      withTenant(db, input.orgId, (trx) => {
        const { orgId, ...params } = input;
        return idempotent(trx, orgId, idempotencyKey, "payment_intents.create", params, () =>
          chargeSavedCard(trx, input),
        );
      }),
    findSavedCardCharge: (orgId, query) =>
      withTenant(db, orgId, async (trx) => {
        const charge = await findChargeByMetadata(trx, orgId, query);
        if (!charge) return null;
        if (charge.status === "failed") return declineOf(charge.failure_code);
        // The simulator keeps no hosted receipts, as for the charge itself.
        return {
          status: "succeeded",
          chargeId: charge.id,
          receiptUrl: null,
          isRefunded: charge.refund_id !== null,
        };
      }),
    listSavedCardCharges: (orgId, query) =>
      withTenant(db, orgId, async (trx) => {
        const charges = await listSucceededChargesByMetadata(trx, orgId, query);
        return charges.map((charge) => ({
          chargeId: charge.id,
          receiptUrl: null,
          isRefunded: charge.refund_id !== null,
          paymentIntentId: null,
          refundId: charge.refund_id,
        }));
      }),
    refundCharge: (orgId, chargeId, idempotencyKey) =>
      withTenant(db, orgId, (trx) =>
        idempotent(trx, orgId, idempotencyKey, "refunds.create", { charge: chargeId }, async () => {
          const refundId = stripeLikeId("re", 24);
          const kept = await refundOnce(trx, orgId, "sim_charges", chargeId, refundId);
          if (!kept) {
            throw new PaymentProviderError(
              PAYMENT_ERROR_CODES.resourceMissing,
              `No such charge: '${chargeId}'`,
              "invalid_request_error",
            );
          }
          return { id: kept };
        }),
      ),
  };
}

// The simulator's webhook signing secret, derived from the server's own secret so every
// instance signs and verifies alike without another setting.
export const simulatorWebhookSecret = (sessionSecret: string) =>
  `whsec_${sha256(`simulator-webhook:${sessionSecret}`)}`;

// For tests that build the simulator by hand.
export const SIMULATOR_TEST_CHECKOUT: SimulatorCheckoutOptions = {
  publicUrl: "http://localhost:3000",
  webhookSecret: "whsec_simulator_test",
};

async function defaultCard(trx: Trx, orgId: string, customerId: string) {
  const customer = await findCustomer(trx, orgId, customerId);
  const card = customer ? await savedCard(trx, orgId, customer) : undefined;
  return card ? { brand: card.brand, last4: card.last4 } : null;
}

// The customer's invoice default card, else their newest, as Stripe picks one.
async function savedCard(
  trx: Trx,
  orgId: string,
  customer: { id: string; default_payment_method_id: string | null },
) {
  const preferred = customer.default_payment_method_id
    ? await findCustomerCard(trx, orgId, customer.id, customer.default_payment_method_id)
    : undefined;
  return preferred ?? (await findNewestCard(trx, orgId, customer.id));
}

async function attachCard(trx: Trx, orgId: string, customerId: string, card: PaymentCard) {
  if (!(await findCustomer(trx, orgId, customerId))) {
    throw new PaymentProviderError(
      PAYMENT_ERROR_CODES.resourceMissing,
      `No such customer: '${customerId}'`,
      "invalid_request_error",
    );
  }
  if (!/^\d{4}$/.test(card.last4) || !/^[a-z_]+$/.test(card.brand)) {
    throw new PaymentProviderError(
      PAYMENT_ERROR_CODES.requestRejected,
      "A test card needs a lowercase brand and four last digits.",
      "invalid_request_error",
    );
  }
  const id = stripeLikeId("pm", 24);
  // Test cards expire in the future, like Stripe's (any future date is accepted).
  const expYear = new Date().getUTCFullYear() + 3;
  await insertCard(trx, orgId, { id, customerId, ...card, expMonth: 12, expYear });
  return { id };
}

// Stripe's PaymentIntent with confirm and off_session: the customer's default card, else their
// newest. A decline is stored under the key too (Stripe replays a declined request's answer).
async function chargeSavedCard(trx: Trx, input: SavedCardCharge): Promise<SavedCardChargeResult> {
  const { orgId, customerId } = input;
  if (!Number.isInteger(input.amountCents) || input.amountCents < MINIMUM_CHARGE_CENTS) {
    throw new PaymentProviderError(
      PAYMENT_ERROR_CODES.requestRejected,
      "Amount must be at least $0.50 usd",
      "invalid_request_error",
    );
  }
  const customer = await findCustomer(trx, orgId, customerId);
  if (!customer) {
    throw new PaymentProviderError(
      PAYMENT_ERROR_CODES.resourceMissing,
      `No such customer: '${customerId}'`,
      "invalid_request_error",
    );
  }
  const card = await savedCard(trx, orgId, customer);
  if (!card)
    return { status: "failed", reason: CARD_DECLINE_MESSAGES.noSavedCard, declineCode: null };
  const decline = DECLINES_BY_LAST4[card.last4];
  const id = stripeLikeId("ch", 24);
  await insertCharge(trx, orgId, {
    id,
    customerId,
    paymentMethodId: card.id,
    amount: input.amountCents,
    currency: input.currency,
    description: input.description,
    metadata: input.metadata,
    status: decline ? "failed" : "succeeded",
    failureCode: decline?.declineCode ?? null,
  });
  if (decline) return { status: "failed", ...decline };
  // The simulator keeps no hosted receipts; the charge record is the receipt.
  return { status: "succeeded", chargeId: id, receiptUrl: null };
}

// One simulated WisePOS E per organization whose terminals are on, registered the first time
// its readers are listed, so switching terminals on needs no extra step. Like a device
// registered on Stripe, it stays registered if the switch is turned off again.
async function readers(trx: Trx, orgId: string) {
  const account = await findOrganizationAccount(trx, orgId);
  if (account?.appInformation.isTerminalActive) {
    await insertReaderOnce(trx, orgId, {
      id: stripeLikeId("tmr", 14),
      label: SIMULATED_READER.label,
      status: SIMULATED_READER.status,
      deviceType: SIMULATED_READER.deviceType,
      serialNumber: SIMULATED_READER.serialNumber,
      locationId: account.paymentInformation.terminalLocationId ?? null,
    });
  }
  return listReaderRows(trx, orgId);
}

// For the demo seed: a member's customer with a saved test card, safe to run twice (the same
// keys return the same customer and card).
export async function createDemoPaymentCustomer(
  provider: PaymentProvider,
  member: { orgId: string; userId: string; email: string; name: string },
  card: PaymentCard = SIMULATOR_TEST_CARDS.visa,
): Promise<{ customerId: string; defaultCard: PaymentCard }> {
  const { id } = await provider.createCustomer(
    {
      orgId: member.orgId,
      email: member.email,
      name: member.name,
      metadata: { uid: member.userId },
    },
    customerIdempotencyKey(member.orgId, member.userId),
  );
  await provider.attachTestCard(member.orgId, id, card);
  return { customerId: id, defaultCard: { brand: card.brand, last4: card.last4 } };
}

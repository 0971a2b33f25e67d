import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectIdempotencyConflict, refusal } from "../../../test/support/payment-refusal";
import {
  attemptLookup,
  expectFoundOnlyByItsAttempt,
  itFindsADeclineThenTheAttemptsLaterSuccess,
} from "../../../test/support/saved-card-lookup";
import { openTestDatabase } from "../../../test/support/test-database";
import { type Db, withTenant } from "../../db/database";
import { createOrganization } from "../../features/organizations/organizations.service";
import {
  customerIdempotencyKey,
  PAYMENT_ERROR_CODES,
  type PaymentCard,
  type PaymentProvider,
} from "./payment-provider";
import {
  createDemoPaymentCustomer,
  createSimulatorProvider,
  SIMULATOR_TEST_CARDS,
} from "./simulator-provider";

let db: Db;
let drop: () => Promise<void>;
let simulator: PaymentProvider;
let orgA: string;
let orgB: string;

beforeAll(async () => {
  ({ db, drop } = await openTestDatabase());
  orgA = await createOrganization(db, {
    name: "Harbor Yoga",
    timezone: "America/New_York",
    appInformation: { isActive: true, isTerminalActive: true },
  });
  orgB = await createOrganization(db, {
    name: "Summit Dance",
    timezone: "America/Denver",
    appInformation: { isActive: true, isTerminalActive: false },
  });
  simulator = createSimulatorProvider(db);
});
afterAll(() => drop());

const member = (orgId: string, uid: string, email = `${uid}@studio.example`) => ({
  orgId,
  email,
  name: "Ada Member",
  metadata: { uid },
});

const countCustomers = async (orgId: string, uid: string) => {
  const { rows } = await withTenant(db, orgId, (trx) =>
    sql<{ count: string }>`
      select count(*) as count from sim_customers where metadata->>'uid' = ${uid}
    `.execute(trx),
  );
  return Number(rows[0]?.count);
};

describe("payment simulator", () => {
  it("creates a customer with a Stripe-shaped id and reads it back", async () => {
    const { id } = await simulator.createCustomer(member(orgA, "u1"), "key-u1");

    expect(id).toMatch(/^cus_[0-9A-Za-z]{14}$/);
    expect(await simulator.getCustomer(orgA, id)).toEqual({
      id,
      email: "u1@studio.example",
      name: "Ada Member",
    });
    expect(await simulator.getCustomer(orgA, "cus_doesnotexist")).toBeNull();
  });

  it("returns the first customer again for the same key and parameters", async () => {
    const key = customerIdempotencyKey(orgA, "u2");
    const first = await simulator.createCustomer(member(orgA, "u2"), key);

    const second = await simulator.createCustomer(member(orgA, "u2"), key);

    expect(second.id).toBe(first.id);
    expect(await countCustomers(orgA, "u2")).toBe(1);
  });

  it("creates one customer when retries with the same key arrive at the same time", async () => {
    const key = customerIdempotencyKey(orgA, "u2-concurrent");

    const results = await Promise.all(
      [1, 2, 3].map(() => simulator.createCustomer(member(orgA, "u2-concurrent"), key)),
    );

    expect(new Set(results.map((result) => result.id)).size).toBe(1);
    expect(await countCustomers(orgA, "u2-concurrent")).toBe(1);
  });

  it("refuses different parameters under a used key with an idempotency error", async () => {
    await simulator.createCustomer(member(orgA, "u3"), "key-u3");

    const error = await refusal(
      simulator.createCustomer(member(orgA, "u3", "other@studio.example"), "key-u3"),
    );

    expectIdempotencyConflict(error);
    expect(error.message).toContain("'key-u3'");
  });

  it("forgets a key 24 hours after its first use, as Stripe does", async () => {
    const first = await simulator.createCustomer(member(orgA, "u3-old"), "key-u3-old");
    await withTenant(db, orgA, (trx) =>
      sql`
        update sim_idempotency set created_at = now() - interval '25 hours'
        where key = 'key-u3-old'
      `.execute(trx),
    );

    const later = await simulator.createCustomer(
      member(orgA, "u3-old", "changed@studio.example"),
      "key-u3-old",
    );

    expect(later.id).not.toBe(first.id);
  });

  it("scopes idempotency keys per organization, as Stripe scopes them per account", async () => {
    const inA = await simulator.createCustomer(member(orgA, "u4"), "shared-key");
    const inB = await simulator.createCustomer(member(orgB, "u4"), "shared-key");

    expect(inB.id).not.toBe(inA.id);
  });

  it("has no default card until a test card is attached, then shows the newest", async () => {
    const { id } = await simulator.createCustomer(member(orgA, "u5"), "key-u5");
    expect(await simulator.getDefaultCard(orgA, id)).toBeNull();

    await simulator.attachTestCard(orgA, id, SIMULATOR_TEST_CARDS.visa);
    expect(await simulator.getDefaultCard(orgA, id)).toEqual({ brand: "visa", last4: "4242" });

    await simulator.attachTestCard(orgA, id, SIMULATOR_TEST_CARDS.mastercard);
    expect(await simulator.getDefaultCard(orgA, id)).toEqual({
      brand: "mastercard",
      last4: "4444",
    });
  });

  it("saves the same test card once, however often it is attached", async () => {
    const { id } = await simulator.createCustomer(member(orgA, "u6"), "key-u6");

    const first = await simulator.attachTestCard(orgA, id, SIMULATOR_TEST_CARDS.amex);
    const again = await simulator.attachTestCard(orgA, id, SIMULATOR_TEST_CARDS.amex);

    expect(first.id).toMatch(/^pm_[0-9A-Za-z]{24}$/);
    expect(again.id).toBe(first.id);
  });

  it("refuses a test card for a customer that does not exist", async () => {
    const error = await refusal(
      simulator.attachTestCard(orgA, "cus_doesnotexist", SIMULATOR_TEST_CARDS.visa),
    );
    expect(error).toMatchObject({ code: PAYMENT_ERROR_CODES.resourceMissing, status: 404 });
  });

  it("gives an organization with terminals on one online WisePOS E reader", async () => {
    const readers = await simulator.listReaders(orgA);

    expect(readers).toEqual([
      {
        id: expect.stringMatching(/^tmr_[0-9A-Za-z]{14}$/),
        label: "Front Desk",
        status: "online",
        device_type: "bbpos_wisepos_e",
      },
    ]);
    expect(await simulator.listReaders(orgA)).toEqual(readers);
  });

  it("gives an organization with terminals off no reader", async () => {
    expect(await simulator.listReaders(orgB)).toEqual([]);
  });

  it("never shows one organization's customer or card to another", async () => {
    const { id } = await simulator.createCustomer(member(orgA, "u7"), "key-u7");
    await simulator.attachTestCard(orgA, id, SIMULATOR_TEST_CARDS.visa);

    expect(await simulator.getCustomer(orgB, id)).toBeNull();
    expect(await simulator.getDefaultCard(orgB, id)).toBeNull();
    const error = await refusal(simulator.attachTestCard(orgB, id, SIMULATOR_TEST_CARDS.visa));
    expect(error).toMatchObject({ code: PAYMENT_ERROR_CODES.resourceMissing });
  });

  it("keeps every simulator table under row-level security", async () => {
    await simulator.createCustomer(member(orgA, "u8"), "key-u8");

    for (const table of [
      "sim_charges",
      "sim_customers",
      "sim_payment_methods",
      "sim_idempotency",
      "sim_readers",
    ]) {
      const { rows } = await sql`select * from ${sql.table(table)}`.execute(db);
      expect({ table, rows }).toEqual({ table, rows: [] });
    }
    expect(await countCustomers(orgB, "u8")).toBe(0);
    expect(await countCustomers(orgA, "u8")).toBe(1);
  });

  it("creates a demo member's customer with a saved card, the same on a second run", async () => {
    const input = { orgId: orgA, userId: "demo-1", email: "demo@studio.example", name: "Demo" };

    const first = await createDemoPaymentCustomer(simulator, input);
    const second = await createDemoPaymentCustomer(simulator, input);

    expect(second).toEqual(first);
    expect(first.defaultCard).toEqual({ brand: "visa", last4: "4242" });
    expect(await simulator.getDefaultCard(orgA, first.customerId)).toEqual(first.defaultCard);
  });

  describe("charging a saved card off-session", () => {
    const charge = (orgId: string, customerId: string, amountCents = 2500) => ({
      orgId,
      customerId,
      amountCents,
      currency: "usd" as const,
      description: "Unlimited Monthly",
      metadata: { subscriptionId: "sub-1" },
    });
    const countCharges = async (orgId: string, customerId: string) => {
      const { rows } = await withTenant(db, orgId, (trx) =>
        sql<{ count: string }>`
          select count(*) as count from sim_charges where customer_id = ${customerId}
        `.execute(trx),
      );
      return Number(rows[0]?.count);
    };
    const customerWithCard = async (uid: string, card: PaymentCard = SIMULATOR_TEST_CARDS.visa) => {
      const { id } = await simulator.createCustomer(member(orgA, uid), `key-${uid}`);
      await simulator.attachTestCard(orgA, id, card);
      return id;
    };

    it("charges the saved card and answers with a Stripe-shaped charge id", async () => {
      const customerId = await customerWithCard("charge-1");

      const result = await simulator.chargeSavedCard(charge(orgA, customerId), "charge-key-1");

      expect(result).toEqual({
        status: "succeeded",
        chargeId: expect.stringMatching(/^ch_[0-9A-Za-z]{24}$/),
        receiptUrl: null,
      });
      expect(await countCharges(orgA, customerId)).toBe(1);
    });

    it("charges once for the same key twice, and once when retries arrive together", async () => {
      const customerId = await customerWithCard("charge-2");

      const first = await simulator.chargeSavedCard(charge(orgA, customerId), "charge-key-2");
      const again = await Promise.all(
        [1, 2].map(() => simulator.chargeSavedCard(charge(orgA, customerId), "charge-key-2")),
      );

      expect(again).toEqual([first, first]);
      expect(await countCharges(orgA, customerId)).toBe(1);
    });

    it("fails a customer without a card with a clear reason, charging nothing", async () => {
      const { id } = await simulator.createCustomer(member(orgA, "charge-3"), "key-charge-3");

      const result = await simulator.chargeSavedCard(charge(orgA, id), "charge-key-3");

      expect(result).toEqual({
        status: "failed",
        reason: "The customer has no saved card.",
        declineCode: null,
      });
      expect(await countCharges(orgA, id)).toBe(0);
    });

    it.each([
      ["declined", "Your card was declined.", "generic_decline"],
      ["insufficientFunds", "Your card has insufficient funds.", "insufficient_funds"],
    ] as const)("declines the %s test card with Stripe's reason", async (card, reason, code) => {
      const customerId = await customerWithCard(`charge-${card}`, SIMULATOR_TEST_CARDS[card]);

      const result = await simulator.chargeSavedCard(charge(orgA, customerId), `key-${card}`);
      const retried = await simulator.chargeSavedCard(charge(orgA, customerId), `key-${card}`);

      expect(result).toEqual({ status: "failed", reason, declineCode: code });
      expect(retried).toEqual(result);
      expect(await countCharges(orgA, customerId)).toBe(1);
    });

    it("refuses an amount under Stripe's $0.50 minimum and another organization's customer", async () => {
      const customerId = await customerWithCard("charge-4");

      const tooSmall = await refusal(
        simulator.chargeSavedCard(charge(orgA, customerId, 49), "charge-key-4"),
      );
      const elsewhere = await refusal(
        simulator.chargeSavedCard(charge(orgB, customerId), "charge-key-4b"),
      );

      expect(tooSmall).toMatchObject({ code: PAYMENT_ERROR_CODES.requestRejected, status: 400 });
      expect(elsewhere).toMatchObject({ code: PAYMENT_ERROR_CODES.resourceMissing, status: 404 });
      expect(await countCharges(orgA, customerId)).toBe(0);
    });

    const refundIdOf = async (orgId: string, chargeId: string) => {
      const { rows } = await withTenant(db, orgId, (trx) =>
        sql<{ refund_id: string | null }>`
          select refund_id from sim_charges where id = ${chargeId}
        `.execute(trx),
      );
      return rows[0]?.refund_id;
    };

    it("refunds a charge once: the same key answers the first refund, another key too", async () => {
      const customerId = await customerWithCard("charge-5");
      const paid = await simulator.chargeSavedCard(charge(orgA, customerId), "charge-key-5");
      const chargeId = paid.status === "succeeded" ? paid.chargeId : "";

      const first = await simulator.refundCharge(orgA, chargeId, "refund-key-5");
      const retried = await simulator.refundCharge(orgA, chargeId, "refund-key-5");
      const otherKey = await simulator.refundCharge(orgA, chargeId, "refund-key-5b");

      expect(first.id).toMatch(/^re_[0-9A-Za-z]{24}$/);
      expect(retried).toEqual(first);
      expect(otherKey).toEqual(first);
      expect(await refundIdOf(orgA, chargeId)).toBe(first.id);
    });

    it("refuses to refund a declined charge or another organization's charge", async () => {
      const declinedCustomer = await customerWithCard("charge-6", SIMULATOR_TEST_CARDS.declined);
      await simulator.chargeSavedCard(charge(orgA, declinedCustomer), "charge-key-6");
      const { rows } = await withTenant(db, orgA, (trx) =>
        sql<{
          id: string;
        }>`select id from sim_charges where customer_id = ${declinedCustomer}`.execute(trx),
      );
      const declinedId = rows[0]?.id ?? "";
      const customerId = await customerWithCard("charge-7");
      const paid = await simulator.chargeSavedCard(charge(orgA, customerId), "charge-key-7");
      const chargeId = paid.status === "succeeded" ? paid.chargeId : "";

      const declined = await refusal(simulator.refundCharge(orgA, declinedId, "refund-key-6"));
      const elsewhere = await refusal(simulator.refundCharge(orgB, chargeId, "refund-key-7"));

      expect(declined).toMatchObject({ code: PAYMENT_ERROR_CODES.resourceMissing, status: 404 });
      expect(elsewhere).toMatchObject({ code: PAYMENT_ERROR_CODES.resourceMissing, status: 404 });
      expect(await refundIdOf(orgA, chargeId)).toBeNull();
    });

    // A caller that crashed after the charge finds it again by the identity it put in the
    // charge's metadata (Stripe has no lookup by idempotency key).
    it("finds the succeeded charge made under metadata values since a time, and whether it was refunded", async () => {
      const customerId = await customerWithCard("charge-8");
      const since = new Date(Date.now() - 60_000);
      const tagged = (value: string) => ({
        ...charge(orgA, customerId),
        metadata: { subscriptionId: "sub-1", attempt: value },
      });
      await simulator.chargeSavedCard(tagged("other"), "charge-key-8a");
      const paid = await simulator.chargeSavedCard(tagged("wanted"), "charge-key-8b");
      const chargeId = paid.status === "succeeded" ? paid.chargeId : "";
      const query = attemptLookup(customerId, since);

      expect(await simulator.findSavedCardCharge(orgA, query("wanted"))).toEqual({
        status: "succeeded",
        chargeId,
        receiptUrl: null,
        isRefunded: false,
      });
      expect(await simulator.findSavedCardCharge(orgB, query("wanted"))).toBeNull();
      await expectFoundOnlyByItsAttempt(simulator, orgA, chargeId, query);
    });

    itFindsADeclineThenTheAttemptsLaterSuccess(() => ({
      provider: simulator,
      orgId: orgA,
      customerWithCard,
      charge: (customerId) => charge(orgA, customerId),
      decliningCard: SIMULATOR_TEST_CARDS.insufficientFunds,
      decline: { reason: "Your card has insufficient funds.", declineCode: "insufficient_funds" },
    }));

    it("lists every succeeded charge made under the metadata values, oldest first, each with its refund or none, and no decline", async () => {
      const customerId = await customerWithCard("charge-10");
      const tagged = (invoiceId: string) => ({
        ...charge(orgA, customerId),
        metadata: { orgId: orgA, invoiceId },
      });
      const first = await simulator.chargeSavedCard(tagged("inv-1"), "charge-key-10");
      const second = await simulator.chargeSavedCard(tagged("inv-1"), "charge-key-10b");
      await simulator.chargeSavedCard(tagged("inv-2"), "charge-key-10c");
      const ids = [first, second].map((paid) => (paid.status === "succeeded" ? paid.chargeId : ""));
      const refund = await simulator.refundCharge(orgA, ids[1] ?? "", "refund-key-10");
      const query = {
        customerId,
        createdSince: new Date(Date.now() - 60_000),
        metadata: { orgId: orgA, invoiceId: "inv-1" },
      };

      expect(await simulator.listSavedCardCharges(orgA, query)).toEqual([
        {
          chargeId: ids[0],
          receiptUrl: null,
          isRefunded: false,
          paymentIntentId: null,
          refundId: null,
        },
        {
          chargeId: ids[1],
          receiptUrl: null,
          isRefunded: true,
          paymentIntentId: null,
          refundId: refund.id,
        },
      ]);
      expect(await simulator.listSavedCardCharges(orgB, query)).toEqual([]);
    });
  });
});

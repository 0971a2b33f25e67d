import { type ColumnType, type JSONColumnType, sql } from "kysely";
import type { Trx } from "../../db/database";
import type { CreatedAt } from "../../db/schema";

// The simulator's private tables (migration 0004). They stand in for Stripe's storage, not for
// the domain, so they stay out of db/schema.ts and are typed here with withTables.
type SimulatorTables = {
  sim_customers: {
    org_id: string;
    id: string;
    email: string | null;
    name: string | null;
    metadata: JSONColumnType<Record<string, string>>;
    default_payment_method_id: string | null;
    created_at: CreatedAt;
  };
  sim_payment_methods: {
    org_id: string;
    id: string;
    customer_id: string | null;
    type: ColumnType<string, string | undefined, string>;
    brand: string;
    last4: string;
    exp_month: number;
    exp_year: number;
    created_at: CreatedAt;
  };
  sim_idempotency: {
    org_id: string;
    key: string;
    operation: string;
    request_hash: string;
    response: ColumnType<unknown, string | null, string>;
    // Set again when an expired key is taken over.
    created_at: ColumnType<Date, Date | string | undefined, Date | string>;
  };
  sim_charges: {
    org_id: string;
    id: string;
    customer_id: string;
    payment_method_id: string | null;
    amount: number;
    currency: string;
    description: string;
    metadata: JSONColumnType<Record<string, string>>;
    status: "succeeded" | "failed";
    failure_code: string | null;
    // Migration 0028: set once the charge was refunded.
    refund_id: string | null;
    created_at: CreatedAt;
  };
  sim_readers: {
    org_id: string;
    id: string;
    label: string;
    status: string;
    device_type: string;
    serial_number: string;
    location_id: string | null;
    created_at: CreatedAt;
  };
};

// Every function runs inside withTenant(db, orgId, …): row-level security is the second lock.
const tables = (trx: Trx) => trx.withTables<SimulatorTables>();

// Reserves the key for this request; false when an earlier request holds it. A key first used
// more than 24 hours ago is taken over (Stripe forgets keys after 24 hours), in the same
// statement. On PostgreSQL a concurrent holder makes this wait for its commit, so the loser
// then reads the winner's stored response instead of running the write twice.
export async function reserveIdempotencyKey(
  trx: Trx,
  orgId: string,
  request: { key: string; operation: string; requestHash: string },
): Promise<boolean> {
  const result = await tables(trx)
    .insertInto("sim_idempotency")
    .values({
      org_id: orgId,
      key: request.key,
      operation: request.operation,
      request_hash: request.requestHash,
      response: null,
    })
    .onConflict((oc) =>
      oc
        .columns(["org_id", "key"])
        .doUpdateSet({
          operation: request.operation,
          request_hash: request.requestHash,
          response: sql<string>`null`,
          created_at: sql<Date>`now()`,
        })
        .where("sim_idempotency.created_at", "<", sql<Date>`now() - interval '24 hours'`),
    )
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

export async function findIdempotencyRecord(trx: Trx, orgId: string, key: string) {
  return tables(trx)
    .selectFrom("sim_idempotency")
    .select(["operation", "request_hash", "response"])
    .where("org_id", "=", orgId)
    .where("key", "=", key)
    .executeTakeFirst();
}

export async function saveIdempotentResponse(
  trx: Trx,
  orgId: string,
  key: string,
  response: unknown,
): Promise<void> {
  await tables(trx)
    .updateTable("sim_idempotency")
    .set({ response: JSON.stringify(response) })
    .where("org_id", "=", orgId)
    .where("key", "=", key)
    .execute();
}

export async function insertCustomer(
  trx: Trx,
  orgId: string,
  customer: { id: string; email: string; name: string; metadata: Record<string, string> },
): Promise<void> {
  await tables(trx)
    .insertInto("sim_customers")
    .values({ org_id: orgId, ...customer, metadata: JSON.stringify(customer.metadata) })
    .execute();
}

export async function findCustomer(trx: Trx, orgId: string, customerId: string) {
  return tables(trx)
    .selectFrom("sim_customers")
    .select(["id", "email", "name", "default_payment_method_id"])
    .where("org_id", "=", orgId)
    .where("id", "=", customerId)
    .executeTakeFirst();
}

export async function insertCard(
  trx: Trx,
  orgId: string,
  card: {
    id: string;
    customerId: string;
    brand: string;
    last4: string;
    expMonth: number;
    expYear: number;
  },
): Promise<void> {
  await tables(trx)
    .insertInto("sim_payment_methods")
    .values({
      org_id: orgId,
      id: card.id,
      customer_id: card.customerId,
      type: "card",
      brand: card.brand,
      last4: card.last4,
      exp_month: card.expMonth,
      exp_year: card.expYear,
    })
    .execute();
}

export async function findCustomerCard(
  trx: Trx,
  orgId: string,
  customerId: string,
  paymentMethodId: string,
) {
  return tables(trx)
    .selectFrom("sim_payment_methods")
    .select(["id", "brand", "last4"])
    .where("org_id", "=", orgId)
    .where("customer_id", "=", customerId)
    .where("id", "=", paymentMethodId)
    .where("type", "=", "card")
    .executeTakeFirst();
}

// Stripe lists a customer's payment methods newest first; the first one is the fallback card.
export async function findNewestCard(trx: Trx, orgId: string, customerId: string) {
  return tables(trx)
    .selectFrom("sim_payment_methods")
    .select(["id", "brand", "last4"])
    .where("org_id", "=", orgId)
    .where("customer_id", "=", customerId)
    .where("type", "=", "card")
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(1)
    .executeTakeFirst();
}

export async function insertCharge(
  trx: Trx,
  orgId: string,
  charge: {
    id: string;
    customerId: string;
    paymentMethodId: string | null;
    amount: number;
    currency: string;
    description: string;
    metadata: Record<string, string>;
    status: "succeeded" | "failed";
    failureCode: string | null;
  },
): Promise<void> {
  await tables(trx)
    .insertInto("sim_charges")
    .values({
      org_id: orgId,
      id: charge.id,
      customer_id: charge.customerId,
      payment_method_id: charge.paymentMethodId,
      amount: charge.amount,
      currency: charge.currency,
      description: charge.description,
      metadata: JSON.stringify(charge.metadata),
      status: charge.status,
      failure_code: charge.failureCode,
    })
    .execute();
}

// The customer's charge since `createdSince` whose metadata carries every pair of `metadata`: the
// oldest succeeded, else the newest declined, as the Stripe adapter picks among the customer's
// PaymentIntents by their metadata.
export async function findChargeByMetadata(
  trx: Trx,
  orgId: string,
  query: { customerId: string; createdSince: Date; metadata: Record<string, string> },
) {
  // Succeeded charges first, oldest first (a declined charge's sort value is null: last), then
  // declines, newest first.
  return tables(trx)
    .selectFrom("sim_charges")
    .select(["id", "status", "failure_code", "refund_id"])
    .where("org_id", "=", orgId)
    .where("customer_id", "=", query.customerId)
    .where("created_at", ">=", query.createdSince)
    .where(sql<boolean>`metadata @> ${JSON.stringify(query.metadata)}::jsonb`)
    .orderBy(sql`case when status = 'succeeded' then created_at end`)
    .orderBy("created_at", "desc")
    .orderBy("id")
    .limit(1)
    .executeTakeFirst();
}

// The customer's succeeded charges since `createdSince` whose metadata carries every pair of
// `metadata`, oldest first, as the Stripe adapter lists the customer's PaymentIntents.
export async function listSucceededChargesByMetadata(
  trx: Trx,
  orgId: string,
  query: { customerId: string; createdSince: Date; metadata: Record<string, string> },
) {
  return tables(trx)
    .selectFrom("sim_charges")
    .select(["id", "refund_id"])
    .where("org_id", "=", orgId)
    .where("customer_id", "=", query.customerId)
    .where("created_at", ">=", query.createdSince)
    .where("status", "=", "succeeded")
    .where(sql<boolean>`metadata @> ${JSON.stringify(query.metadata)}::jsonb`)
    .orderBy("created_at")
    .orderBy("id")
    .execute();
}

// Registers the reader unless the organization already has one with that serial number.
export async function insertReaderOnce(
  trx: Trx,
  orgId: string,
  reader: {
    id: string;
    label: string;
    status: string;
    deviceType: string;
    serialNumber: string;
    locationId: string | null;
  },
): Promise<void> {
  await tables(trx)
    .insertInto("sim_readers")
    .values({
      org_id: orgId,
      id: reader.id,
      label: reader.label,
      status: reader.status,
      device_type: reader.deviceType,
      serial_number: reader.serialNumber,
      location_id: reader.locationId,
    })
    .onConflict((oc) => oc.columns(["org_id", "serial_number"]).doNothing())
    .execute();
}

export async function listReaderRows(trx: Trx, orgId: string) {
  return tables(trx)
    .selectFrom("sim_readers")
    .select(["id", "label", "status", "device_type"])
    .where("org_id", "=", orgId)
    .orderBy("created_at")
    .orderBy("id")
    .execute();
}

import type { Trx } from "../../db/database";
import { sha256 } from "../../shared/ids";
import {
  idempotencyConflictMessage,
  PAYMENT_ERROR_CODES,
  PaymentProviderError,
} from "./payment-provider";
import {
  findIdempotencyRecord,
  reserveIdempotencyKey,
  saveIdempotentResponse,
} from "./simulator.repo";

// Stripe's idempotency: the first request under a key runs and its result is stored; the same
// key with the same parameters gets that result back; anything else is an idempotency_error.
// A failed write rolls back with its transaction, so the key stays free, as on Stripe.
export async function idempotent<T>(
  trx: Trx,
  orgId: string,
  key: string,
  operation: string,
  params: unknown,
  write: () => Promise<T>,
): Promise<T> {
  const requestHash = sha256(stableJson(params));
  if (await reserveIdempotencyKey(trx, orgId, { key, operation, requestHash })) {
    const result = await write();
    await saveIdempotentResponse(trx, orgId, key, result);
    return result;
  }
  const record = await findIdempotencyRecord(trx, orgId, key);
  const isSameRequest = record?.operation === operation && record.request_hash === requestHash;
  if (!isSameRequest || record?.response == null) {
    throw new PaymentProviderError(
      PAYMENT_ERROR_CODES.idempotencyConflict,
      idempotencyConflictMessage(key),
      "idempotency_error",
    );
  }
  return record.response as T;
}

// JSON with sorted keys: the same parameters in another order are the same request.
function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(",")}]`;
  if (value !== null && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([name, item]) => `${JSON.stringify(name)}:${stableJson(item)}`).join(",")}}`;
  }
  return JSON.stringify(value);
}

// The simulator's parts (checkout, terminal) are lent it rather than importing it.
export type Idempotent = typeof idempotent;

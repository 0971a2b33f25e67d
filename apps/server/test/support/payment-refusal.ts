import { expect } from "vitest";
import {
  PAYMENT_ERROR_CODES,
  PaymentProviderError,
} from "../../src/adapters/payments/payment-provider";

// The error a payment provider refuses with; fails the test if the call succeeded instead.
export const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error("expected a refusal");
    },
    (error: unknown) => error as PaymentProviderError,
  );

// A provider's refusal of a used key sent with other parameters, as Stripe refuses it.
export function expectIdempotencyConflict(error: PaymentProviderError) {
  expect(error).toBeInstanceOf(PaymentProviderError);
  expect(error).toMatchObject({
    code: PAYMENT_ERROR_CODES.idempotencyConflict,
    status: 409,
    providerType: "idempotency_error",
  });
}

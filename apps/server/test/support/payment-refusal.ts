import type { PaymentProviderError } from "../../src/adapters/payments/payment-provider";

// The error a payment provider refuses with; fails the test if the call succeeded instead.
export const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error("expected a refusal");
    },
    (error: unknown) => error as PaymentProviderError,
  );

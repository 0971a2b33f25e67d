import type { Config } from "../../config";
import type { Db } from "../../db/database";
import type { PaymentProvider } from "./payment-provider";
import { createSimulatorProvider } from "./simulator-provider";
import { createStripeProvider } from "./stripe-provider";

// Stripe when STRIPE_SECRET_KEY is set; otherwise the built-in simulator, so `npm start`, the
// demo and the tests take payments without any account.
export function createPaymentProvider(config: Config, db: Db): PaymentProvider {
  if (config.stripeSecretKey)
    return createStripeProvider({ secretKey: config.stripeSecretKey, db });
  return createSimulatorProvider(db);
}

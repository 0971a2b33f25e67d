import type { Config } from "../../config";
import type { Db } from "../../db/database";
import type { PaymentProvider } from "./payment-provider";
import { createSimulatorProvider, simulatorWebhookSecret } from "./simulator-provider";
import { createStripeProvider } from "./stripe-provider";

// Stripe when STRIPE_SECRET_KEY is set; otherwise the built-in simulator, so `npm start`, the
// demo and the tests take payments without any account.
export function createPaymentProvider(config: Config, db: Db): PaymentProvider {
  if (config.stripeSecretKey) {
    return createStripeProvider({
      secretKey: config.stripeSecretKey,
      webhookSecret: config.stripeWebhookSecret,
      db,
    });
  }
  return createSimulatorProvider(db, {
    publicUrl: config.publicUrl,
    // The simulator signs its webhook deliveries like Stripe, with a secret of its own.
    webhookSecret: simulatorWebhookSecret(config.sessionSecret),
  });
}

// A server process that runs one subscription billing run, for the crash test: it opens the
// database named on the command line and prints `charged <subscription>` each time the
// provider has charged a card — before the charge is recorded — so the test can kill -9 it in
// the window between the provider's charge and the database's record.
import type { PaymentProvider } from "../../src/adapters/payments/payment-provider";
import { createSimulatorProvider } from "../../src/adapters/payments/simulator-provider";
import { runSubscriptionBilling } from "../../src/features/billing/subscriptions/subscription-billing.service";
import { openCrashTestDatabase } from "./crash-database";

const [database, runAt] = process.argv.slice(2);
if (!database || !runAt) throw new Error("usage: subscription-run-child <database> <runAt>");
const db = await openCrashTestDatabase(database);
const simulator = createSimulatorProvider(db);
const announcing: PaymentProvider = {
  ...simulator,
  async chargeSavedCard(input, idempotencyKey) {
    const result = await simulator.chargeSavedCard(input, idempotencyKey);
    process.stdout.write(`charged ${input.metadata.subscriptionId}\n`);
    // Keeps the charge unrecorded for a moment: the kill lands inside the window.
    await new Promise((resolve) => setTimeout(resolve, 30));
    return result;
  },
};
await runSubscriptionBilling(
  {
    db,
    payments: announcing,
    logger: { warn: () => {} },
    events: { publish: async () => {} },
  },
  new Date(runAt),
);
await db.destroy();
process.stdout.write("done\n");

// A server process that charges an invoice to the member's saved card, for the crash test: it
// opens the database named on the command line, and once the provider has charged the card it
// prints `charged` and never goes on, so the test's kill -9 lands between the charge and
// whatever the click would do with it (record it, or refund it as a second payment).
import pino from "pino";
import type { PaymentProvider } from "../../src/adapters/payments/payment-provider";
import { createSimulatorProvider } from "../../src/adapters/payments/simulator-provider";
import { chargeInvoiceToSavedCard } from "../../src/features/billing/invoices/invoice-card-charge.service";
import { openCrashTestDatabase } from "./crash-database";

const [database, orgId, adminId, invoiceId] = process.argv.slice(2);
if (!database || !orgId || !adminId || !invoiceId) {
  throw new Error("usage: invoice-charge-child <database> <orgId> <adminId> <invoiceId>");
}
const db = await openCrashTestDatabase(database);
const simulator = createSimulatorProvider(db);
const stopping: PaymentProvider = {
  ...simulator,
  async chargeSavedCard(...args) {
    await simulator.chargeSavedCard(...args);
    process.stdout.write("charged\n");
    return new Promise<never>(() => {});
  },
};
await chargeInvoiceToSavedCard(
  {
    db,
    payments: stopping,
    logger: pino({ level: "silent" }),
    events: { publish: async () => {} },
    now: () => new Date(),
    config: { publicUrl: "http://localhost:3000", sessionSecret: "crash-test-secret" },
  } as never,
  { orgId, userId: adminId, sessionId: "s", homeOrgId: orgId, isSuperAdmin: false },
  invoiceId,
);

// A server process that settles one terminal checkout whose card was read, for the crash
// test: it opens the database named on the command line and prints a line at the moment the
// test kills it -9 — `collected` before the capture, or `captured` after the capture and
// before the sale is recorded — then never goes on, so the kill lands in that window.
import pino from "pino";
import type { PaymentProvider } from "../../src/adapters/payments/payment-provider";
import { createSimulatorProvider } from "../../src/adapters/payments/simulator-provider";
import { settleTerminalCheckout } from "../../src/features/terminal/terminal-settlement.service";
import { openCrashTestDatabase } from "./crash-database";

const [database, orgId, checkoutId, window] = process.argv.slice(2);
if (!database || !orgId || !checkoutId || !window) {
  throw new Error("usage: terminal-settle-child <database> <orgId> <checkoutId> <window>");
}
const db = await openCrashTestDatabase(database);
const simulator = createSimulatorProvider(db);
const never = () => new Promise<never>(() => {});
const stopping: PaymentProvider = {
  ...simulator,
  terminal: {
    ...simulator.terminal,
    async capturePayment(...args) {
      if (window === "before-capture") {
        process.stdout.write("collected\n");
        return never();
      }
      await simulator.terminal.capturePayment(...args);
      process.stdout.write("captured\n");
      return never();
    },
  },
};
await settleTerminalCheckout(
  {
    db,
    payments: stopping,
    logger: pino({ level: "silent" }),
    events: { publish: async () => {} } as never,
    now: () => new Date(),
    config: { publicUrl: "http://localhost:3000", sessionSecret: "crash-test-secret" },
  },
  orgId,
  checkoutId,
  { isReconciling: false },
);

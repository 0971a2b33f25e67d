import type { PaymentProvider } from "../adapters/payments/payment-provider";
import { insertReaderOnce } from "../adapters/payments/simulator.repo";
import { SIMULATED_READER } from "../adapters/payments/simulator-provider";
import { type Db, withTenant } from "../db/database";

// Harbor Yoga's readers: the simulated WisePOS E at the front desk (registered by listing, as
// any organization with terminals on gets it) and a second one that is switched off, so the
// Terminals page shows 'Inactive' and 'This reader is currently offline.'.
export async function seedDemoTerminal(db: Db, orgId: string, payments: PaymentProvider) {
  if (payments.name !== "simulator") return;
  await payments.listReaders(orgId);
  await withTenant(db, orgId, (trx) =>
    insertReaderOnce(trx, orgId, {
      id: "tmr_DemoBackOffice",
      label: "Back Office",
      status: "offline",
      deviceType: SIMULATED_READER.deviceType,
      serialNumber: "SIMULATED-WISEPOS-E-2",
      locationId: null,
    }),
  );
}

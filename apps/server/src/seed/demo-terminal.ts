import type { PaymentProvider } from "../adapters/payments/payment-provider";
import { insertReaderOnce } from "../adapters/payments/simulator.repo";
import { SIMULATED_READER } from "../adapters/payments/simulator-provider";
import { type Db, withTenant } from "../db/database";
import { findAccount, updatePaymentInformation } from "../features/account/account.repo";

export const DEMO_FRONT_DESK_READER_ID = "tmr_DemoFrontDesk";

// Harbor Yoga's readers: the simulated WisePOS E at the front desk, under a fixed id that the
// account lists as its active terminal (000 §9: Collect Payment on the event and product views
// uses the first active reader), and a second one that is switched off, so the Terminals page
// shows 'Inactive' and 'This reader is currently offline.'.
export async function seedDemoTerminal(db: Db, orgId: string, payments: PaymentProvider) {
  if (payments.name !== "simulator") return;
  await withTenant(db, orgId, async (trx) => {
    // Inserted before the first listing, which would otherwise register it under a random id
    // (one simulated WisePOS E per organization, by serial number).
    await insertReaderOnce(trx, orgId, {
      id: DEMO_FRONT_DESK_READER_ID,
      label: SIMULATED_READER.label,
      status: SIMULATED_READER.status,
      deviceType: SIMULATED_READER.deviceType,
      serialNumber: SIMULATED_READER.serialNumber,
      locationId: null,
    });
    await insertReaderOnce(trx, orgId, {
      id: "tmr_DemoBackOffice",
      label: "Back Office",
      status: "offline",
      deviceType: SIMULATED_READER.deviceType,
      serialNumber: "SIMULATED-WISEPOS-E-2",
      locationId: null,
    });
    const account = await findAccount(trx, orgId);
    if (account) {
      await updatePaymentInformation(trx, orgId, {
        ...account.paymentInformation,
        activeTerminals: [DEMO_FRONT_DESK_READER_ID],
      });
    }
  });
}

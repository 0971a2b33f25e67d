import path from "node:path";
import { sql } from "kysely";
import pino from "pino";
import { afterAll, expect, it } from "vitest";
import {
  crashTestDatabase,
  openCrashTestDatabase,
  runUntilKilled,
} from "../../../test/support/crash-database";
import { insertCoupon, terminalSaleCounts } from "../../../test/support/terminal-test-support";
import { createSimulatorProvider } from "../../adapters/payments/simulator-provider";
import { type Db, withTenant } from "../../db/database";
import type { Deps } from "../../shared/deps";
import { createOrganization } from "../organizations/organizations.service";
import { createUser } from "../users/users.service";
import { startTerminalCheckout } from "./terminal.service";
import { reconcileTerminalCheckoutsEverywhere } from "./terminal-settlement.service";

const CHILD = path.resolve(import.meta.dirname, "../../../test/support/terminal-settle-child.ts");

const cleanups: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

const depsOn = (db: Db) =>
  ({
    db,
    payments: createSimulatorProvider(db),
    logger: pino({ level: "silent" }),
    events: { publish: async () => {} },
    now: () => new Date(),
    config: { publicUrl: "http://localhost:3000", sessionSecret: "crash-test-secret" },
  }) as unknown as Deps;

// A member buys 1 of a product with a coupon; the card is read on the simulated reader.
async function collectedCheckout(db: Db) {
  const orgId = await createOrganization(db, {
    name: "Crash Studio",
    timezone: "America/New_York",
    appInformation: { isActive: true, isTerminalActive: true },
  });
  const person = (name: string) => ({
    firstName: name,
    lastName: "Crash",
    email: `${name.toLowerCase()}@crash.example`,
    passwordHash: "x",
  });
  const adminId = await createUser(db, orgId, { ...person("Admin"), adminOf: [orgId] });
  const memberId = await createUser(db, orgId, person("Member"));
  await withTenant(db, orgId, (trx) =>
    sql`
      insert into products (org_id, id, title, description, image_key, image_thumbnail_key,
        price_amount, quantity)
      values (${orgId}, 'crash-tee', 'Crash Tee', 'A tee.', 'k', 'k', 2500, 5)
    `.execute(trx),
  );
  await insertCoupon({ db }, orgId, { id: "crash-coupon", code: "crash", amountOff: 500 });
  const deps = depsOn(db);
  const [reader] = await deps.payments.listReaders(orgId);
  const auth = { orgId, userId: adminId, sessionId: "s", homeOrgId: orgId, isSuperAdmin: false };
  const checkout = await startTerminalCheckout(deps, auth, {
    readerId: reader?.id ?? "",
    item: { kind: "product", productId: "crash-tee" },
    quantity: 1,
    size: null,
    couponCode: "crash",
    customer: { kind: "member", uid: memberId },
    idempotencyKey: "crash-checkout-key",
  });
  await deps.payments.terminal.presentTestCard(orgId, reader?.id ?? "", "success");
  return { orgId, checkoutId: checkout.checkoutId };
}

const settleAndKill = (database: string, orgId: string, checkoutId: string, window: string) =>
  runUntilKilled(CHILD, [database, orgId, checkoutId, window]);

async function saleState(db: Db, orgId: string, checkoutId: string) {
  return withTenant(db, orgId, async (trx) => {
    const { rows } = await sql<{
      status: string;
      stock: number;
      purchases: string;
      intent: string;
    }>`
      select c.status, p.quantity as stock,
        (select count(*) from product_purchases where product_id = 'crash-tee') as purchases,
        (select status from sim_terminal_payments where id = c.payment_intent_id) as intent
      from terminal_checkouts c, products p
      where c.id = ${checkoutId} and p.id = 'crash-tee'
    `.execute(trx);
    return rows[0];
  });
}

it.each([
  ["between collection and capture", "before-capture", "requires_capture"],
  ["between the capture and the sale's record", "after-capture", "succeeded"],
])(
  "records exactly one charge, purchase and redemption when the server is killed -9 %s",
  async (_, window, intentAfterKill) => {
    const database = await crashTestDatabase(`terminal_${window.replace("-", "_")}`, cleanups);
    const setup = await openCrashTestDatabase(database);
    const { orgId, checkoutId } = await collectedCheckout(setup);
    await setup.destroy();

    const announced = await settleAndKill(database, orgId, checkoutId, window);
    expect(announced).toEqual([window === "before-capture" ? "collected" : "captured"]);

    const db = await openCrashTestDatabase(database);
    cleanups.push(() => db.destroy());
    // The kill landed in the window: the card read (or charged), nothing recorded yet.
    expect(await saleState(db, orgId, checkoutId)).toMatchObject({
      status: "processing",
      intent: intentAfterKill,
      stock: 5,
    });
    expect((await terminalSaleCounts({ db }, orgId, checkoutId)).charges).toBe(0);

    // After the restart the reconciliation job settles it, and again changes nothing.
    await reconcileTerminalCheckoutsEverywhere(depsOn(db));
    await reconcileTerminalCheckoutsEverywhere(depsOn(db));
    expect(await saleState(db, orgId, checkoutId)).toMatchObject({
      status: "succeeded",
      intent: "succeeded",
      stock: 4,
    });
    expect(Number((await saleState(db, orgId, checkoutId))?.purchases)).toBe(1);
    expect(await terminalSaleCounts({ db }, orgId, checkoutId)).toEqual({
      charges: 1,
      redemptions: 1,
      notifications: 1,
      intents: 1,
    });
  },
  120_000,
);

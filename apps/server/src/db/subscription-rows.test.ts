import { afterAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../test/support/test-app";
import { newId } from "../shared/ids";
import { withTenant } from "./database";
import { insertSubscription } from "./subscription-rows";

const t = await createTestApp();
afterAll(() => t.close());
const orgId = await t.createOrganization();
const userId = (await t.createUser(orgId, { admin: false })).id;

const storedRow = (id: string) =>
  withTenant(t.db, orgId, (trx) =>
    trx.selectFrom("subscriptions").selectAll().where("id", "=", id).executeTakeFirstOrThrow(),
  );

// One insert for the class joins' subscriptions (billing) and the seed's and tests' (members).
describe("a subscription row (db/subscription-rows.ts)", () => {
  it("gives what is not said the columns' own values: active, no token used, monthly, no item, not cancelled", async () => {
    const id = newId();
    await withTenant(t.db, orgId, (trx) =>
      insertSubscription(trx, orgId, {
        id,
        userId,
        description: "Ten class pass",
        uniqueName: "productItem",
        amount: 9000,
        quantity: 10,
        nextCharge: null,
      }),
    );
    expect(await storedRow(id)).toMatchObject({
      org_id: orgId,
      user_id: userId,
      description: "Ten class pass",
      unique_name: "productItem",
      item_id: null,
      is_active: true,
      amount: 9000,
      quantity: 10,
      quantity_used: 0,
      recurrence: "everyMonth",
      next_charge: null,
      cancel_date: null,
      subscription_start: null,
      subscription_end: null,
    });
  });

  it("stores a class's subscription with its class, recurrence and billing period", async () => {
    const id = newId();
    const itemId = newId();
    const start = new Date("2027-01-11T00:00:00.000Z");
    const end = new Date("2027-12-11T00:00:00.000Z");
    await withTenant(t.db, orgId, (trx) =>
      insertSubscription(trx, orgId, {
        id,
        userId,
        description: "Evening Flow",
        uniqueName: "classItem",
        itemId,
        amount: 4000,
        quantity: 0,
        recurrence: "everyWeek",
        nextCharge: start,
        subscriptionStart: start,
        subscriptionEnd: end,
      }),
    );
    expect(await storedRow(id)).toMatchObject({
      unique_name: "classItem",
      item_id: itemId,
      recurrence: "everyWeek",
      next_charge: start,
      subscription_start: start,
      subscription_end: end,
    });
  });

  it("keeps the zone its organization has when it is written (migration 0033)", async () => {
    const tokyoId = await t.createOrganization({ timezone: "Asia/Tokyo" });
    const memberId = (await t.createUser(tokyoId, { admin: false })).id;
    const id = newId();
    await withTenant(t.db, tokyoId, (trx) =>
      insertSubscription(trx, tokyoId, {
        id,
        userId: memberId,
        description: "Unlimited Monthly",
        uniqueName: "productItem",
        amount: 12_000,
        quantity: 8,
        nextCharge: null,
      }),
    );
    const row = await withTenant(t.db, tokyoId, (trx) =>
      trx.selectFrom("subscriptions").select("time_zone").where("id", "=", id).executeTakeFirst(),
    );
    expect(row).toEqual({ time_zone: "Asia/Tokyo" });
  });
});

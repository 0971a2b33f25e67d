import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/support/test-app";
import { withTenant } from "../../db/database";

let t: TestApp;
let orgId: string;
let otherOrgId: string;
let cookie: string;

// The real clock: sessions are checked against it too.
const NOW = new Date();
const DAY_MS = 86_400_000;

beforeAll(async () => {
  t = await createTestApp();
  orgId = await t.createOrganization({ name: "Dashboard Test" });
  otherOrgId = await t.createOrganization({ name: "Elsewhere" });
  cookie = await t.signIn((await t.createUser(orgId)).email);
  await t.createUser(otherOrgId, { admin: false });
});
afterAll(() => t.close());

async function memberLastSeen(daysAgo: number | null) {
  const { id } = await t.createUser(orgId, { admin: false });
  const lastLoggedIn = daysAgo === null ? null : new Date(NOW.getTime() - daysAgo * DAY_MS);
  await withTenant(t.db, orgId, (trx) =>
    trx.updateTable("users").set({ last_logged_in: lastLoggedIn }).where("id", "=", id).execute(),
  );
}

describe("key figures (000 §4 Active user: signed in within the last 30 days)", () => {
  it("counts the organization's members and those active in the last 30 days", async () => {
    // The signed-in admin is a member too; move their sign-in out of the window.
    await withTenant(t.db, orgId, (trx) =>
      trx.updateTable("users").set({ last_logged_in: null }).where("org_id", "=", orgId).execute(),
    );
    for (const daysAgo of [0, 10, 29.5, 30.5, 400, null]) await memberLastSeen(daysAgo);
    const response = await t.request({
      method: "GET",
      url: "/api/v1/dashboard/key-figures",
      cookie,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ members: 7, activeMembers: 3 });
  });

  it("needs a signed-in admin", async () => {
    const response = await t.request({ method: "GET", url: "/api/v1/dashboard/key-figures" });
    expect(response.statusCode).toBe(401);
  });

  it("sums this month's succeeded, unrefunded charges and the unpaid invoices", async () => {
    const member = (await t.createUser(orgId, { admin: false })).id;
    const lastMonth = new Date(NOW.getTime() - 40 * DAY_MS);
    const charge = (id: string, amount: number, status: string, extra: object = {}) => ({
      id,
      org_id: orgId,
      user_id: member,
      description: "Unlimited Monthly",
      amount,
      status,
      ...extra,
    });
    await withTenant(t.db, orgId, async (trx) => {
      await trx
        .insertInto("charges")
        .values([
          charge("c1", 12_000, "succeeded"),
          charge("c2", 3_000, "succeeded"),
          charge("c3", 5_000, "failed"),
          charge("c4", 7_000, "succeeded", { refunded: true }),
          charge("c5", 9_000, "succeeded", { created_at: lastMonth }),
          charge("c6", 4_000, "failed", { subscription_id: "s1" }),
          charge("c7", 4_000, "failed", { subscription_id: "s1", created_at: lastMonth }),
        ])
        .execute();
      const invoice = (id: string, status: "pending" | "paid" | "outstanding", amount: number) => ({
        id,
        org_id: orgId,
        user_id: member,
        first_name: "Test",
        last_name: "User",
        email: "member@studio.example",
        status,
        due_date: NOW,
        items: JSON.stringify([]),
        price: JSON.stringify({ subAmount: amount, transactionFee: 0, amount }),
      });
      await trx
        .insertInto("invoices")
        .values([
          invoice("i1", "pending", 2_500),
          invoice("i2", "outstanding", 1_000),
          invoice("i3", "paid", 99_900),
        ])
        .execute();
    });

    const response = await t.request({
      method: "GET",
      url: "/api/v1/dashboard/key-figures",
      cookie,
    });

    expect(response.json()).toMatchObject({
      revenueThisMonthCents: 15_000,
      outstandingInvoices: 2,
      outstandingInvoicesCents: 3_500,
      failedSubscriptionCharges: 1,
    });
  });
});

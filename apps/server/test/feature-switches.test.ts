import { MESSAGES } from "@studiodesk/core/messages";
import { describe, expect, it } from "vitest";
import { withTenant } from "../src/db/database";
import { findOrganizationAccount } from "../src/features/account/account.service";
import { appWithTwoOrganizations } from "./support/two-organizations";

const { t, orgId, asAdmin } = await appWithTwoOrganizations("Summit Test");
const calendarItem = {
  calendarTitle: "Studio closed",
  calendarDescription: "Floor repairs",
  calendarStart: "2027-02-01T17:00:00.000Z",
  calendarDuration: 3600,
  calendarHex: "#aa33cc",
  recurrence: null,
  calendarEnd: null,
};

async function setSwitches(switches: {
  isScheduleActive?: boolean;
  isPaymentActive?: boolean;
  isTerminalActive?: boolean;
}) {
  await withTenant(t.db, orgId, async (trx) => {
    const account = await findOrganizationAccount(trx, orgId);
    if (!account) throw new Error("the test organization has no account");
    // Only an active app has a menu whose entries can be switched off one by one.
    const appInformation = JSON.stringify({
      ...account.appInformation,
      isActive: true,
      ...switches,
    });
    await trx
      .updateTable("org_accounts")
      .set({ app_information: appInformation })
      .where("org_id", "=", orgId)
      .execute();
  });
}

describe("a switched-off schedule (issue #19: feature switches guard the API, not only the menu)", () => {
  it(`refuses the schedule's writes with 403 '${MESSAGES.featureSwitchedOff}'`, async () => {
    await setSwitches({ isScheduleActive: false });
    const response = await asAdmin("POST", "/api/v1/calendar-items", calendarItem);
    expect(response.statusCode).toBe(403);
    expect(response.json().error.message).toBe(MESSAGES.featureSwitchedOff);
  });

  it("still answers the schedule's reads", async () => {
    await setSwitches({ isScheduleActive: false });
    expect((await asAdmin("GET", "/api/v1/events")).statusCode).toBe(200);
  });

  it("accepts the writes again once the schedule is on", async () => {
    await setSwitches({ isScheduleActive: true });
    const response = await asAdmin("POST", "/api/v1/calendar-items", calendarItem);
    expect(response.statusCode, response.body).toBe(200);
  });
});

describe("switched-off payments (issue #19: billing's writes follow its menu switch)", () => {
  const coupon = {
    couponCode: "SPRING10",
    couponDescription: "Ten percent off in spring",
    amountOff: null,
    percentOff: 10,
    userLimit: null,
  };

  it(`refuses a new coupon with 403 '${MESSAGES.featureSwitchedOff}' while payments are off`, async () => {
    await setSwitches({ isPaymentActive: false });
    const response = await asAdmin("POST", "/api/v1/coupons", coupon);
    expect(response.statusCode).toBe(403);
    expect(response.json().error.message).toBe(MESSAGES.featureSwitchedOff);
  });

  it("adds the coupon once payments are on", async () => {
    await setSwitches({ isPaymentActive: true });
    const response = await asAdmin("POST", "/api/v1/coupons", coupon);
    expect(response.statusCode, response.body).toBe(201);
  });
});

describe("a switched-off terminal or payments (001 §6: collecting a payment needs both)", () => {
  const checkout = {
    item: { kind: "product", productId: "any-product" },
    readerId: "tmr_any",
    customer: { kind: "walk_in", name: "Walk In", email: "walk.in@example.com" },
    idempotencyKey: "switched-off-checkout",
  };

  it.each([
    ["the terminal", { isTerminalActive: false, isPaymentActive: true }],
    ["payments", { isTerminalActive: true, isPaymentActive: false }],
  ])(`refuses a new card payment with 403 while %s is off`, async (_name, switches) => {
    await setSwitches(switches);
    const response = await asAdmin("POST", "/api/v1/terminal/checkouts", checkout);
    expect(response.statusCode).toBe(403);
    expect(response.json().error.message).toBe(MESSAGES.featureSwitchedOff);
    const stored = await withTenant(t.db, orgId, (trx) =>
      trx.selectFrom("terminal_checkouts").select("id").where("org_id", "=", orgId).execute(),
    );
    expect(stored).toEqual([]);
  });

  it("goes on to the sale once both are on (an unknown reader is then its 404)", async () => {
    await setSwitches({ isTerminalActive: true, isPaymentActive: true });
    const response = await asAdmin("POST", "/api/v1/terminal/checkouts", checkout);
    expect(response.statusCode, response.body).toBe(404);
    expect(response.json().error.message).toBe(MESSAGES.terminalReaderNotFound);
  });
});

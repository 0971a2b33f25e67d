import { MESSAGES } from "@studiodesk/core/messages";
import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { testImage } from "../../../../test/support/schedule-test-support";
import { createProduct } from "../../../../test/support/shop-test-support";
import { appWithTwoOrganizations } from "../../../../test/support/two-organizations";
import { withTenant } from "../../../db/database";
import { type CouponRedemptionRequest, redeemCoupon } from "./redeem-coupon.service";

const { t, orgId, otherOrgId, cookie, asAdmin, otherCookie } =
  await appWithTwoOrganizations("Coupons");
const image = await testImage();

const fields = {
  couponCode: "spring15",
  couponDescription: "Spring promotion",
  amountOff: null,
  percentOff: 15,
  userLimit: null,
};

let codeNumber = 0;
async function createCoupon(changes: object = {}) {
  codeNumber += 1;
  const response = await asAdmin("POST", "/api/v1/coupons", {
    ...fields,
    couponCode: `code${codeNumber}`,
    ...changes,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().coupon;
}

const couponCount = async (organization = orgId) => {
  const { rows } = await withTenant(t.db, organization, (trx) =>
    sql<{ count: number }>`select count(*)::int as count from coupons`.execute(trx),
  );
  return rows[0]?.count;
};

const listCoupons = async () => (await asAdmin("GET", "/api/v1/coupons")).json().coupons;

const redeem = (code: string, change: Partial<CouponRedemptionRequest> = {}) =>
  withTenant(t.db, orgId, (trx) =>
    redeemCoupon(trx, orgId, {
      code,
      userId: "member-1",
      priceCents: 2_000,
      chargeId: null,
      productId: null,
      businessKey: `checkout-${Math.random()}`,
      now: t.clock.now,
      ...change,
    }),
  );

describe("new coupon (000 §5 Coupon creation)", () => {
  it("creates an active coupon with its code in upper case, a share link and the spec's message", async () => {
    const response = await asAdmin("POST", "/api/v1/coupons", fields);

    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      message: "New Coupon has been added.",
      coupon: {
        couponCode: "SPRING15",
        couponDescription: "Spring promotion",
        amountOff: null,
        percentOff: 15,
        isValid: true,
        isArchived: false,
        redeemed: 0,
      },
    });
    expect(response.json().coupon.shareLink).toMatch(/\/l\/[0-9A-Za-z]{10}$/);
  });

  it("keeps a fixed amount in cents and a per-user limit", async () => {
    const coupon = await createCoupon({ percentOff: null, amountOff: 500, userLimit: 2 });
    expect(coupon).toMatchObject({ amountOff: 500, percentOff: null, userLimit: 2 });
  });

  it.each([
    ["a blank code", { couponCode: "  " }, MESSAGES.completeAllFields],
    ["a blank description", { couponDescription: "" }, MESSAGES.completeAllFields],
    ["no discount", { percentOff: null }, "Please add a discount amount."],
    ["both discounts", { amountOff: 500 }, MESSAGES.couponOneDiscountType],
    ["a percent over 100", { percentOff: 150 }, "Discount amount must be between 0%-100%."],
    ["a per-user limit of 100", { userLimit: 100 }, MESSAGES.couponUserLimitRange],
    [
      "an amount off over $1,000,000",
      { percentOff: null, amountOff: 9_999_999_999 },
      MESSAGES.amountTooLarge,
    ],
  ])("refuses %s with the rule's message and saves nothing", async (_, change, message) => {
    const before = await couponCount();

    const response = await asAdmin("POST", "/api/v1/coupons", {
      ...fields,
      couponCode: "REFUSED",
      ...change,
    });

    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(message);
    expect(await couponCount()).toBe(before);
  });

  it("refuses a code with a space inside ('SUMMER 10') with 'A coupon code cannot contain spaces.' on the field, saving nothing", async () => {
    const before = await couponCount();

    const response = await asAdmin("POST", "/api/v1/coupons", {
      ...fields,
      couponCode: "summer 10",
    });

    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      message: "A coupon code cannot contain spaces.",
      fields: { couponCode: "A coupon code cannot contain spaces." },
    });
    expect(await couponCount()).toBe(before);
  });

  it("trims the spaces around a code", async () => {
    const coupon = await createCoupon({ couponCode: "  autumn10 " });
    expect(coupon.couponCode).toBe("AUTUMN10");
  });

  it("refuses an amount off of 0 (an empty Amount Off) with 'Please add a discount amount.' on the field, saving nothing", async () => {
    const before = await couponCount();

    const response = await asAdmin("POST", "/api/v1/coupons", {
      ...fields,
      couponCode: "NOTHINGOFF",
      percentOff: null,
      amountOff: 0,
    });

    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      message: "Please add a discount amount.",
      fields: { amountOff: "Please add a discount amount." },
    });
    expect(await couponCount()).toBe(before);
  });

  it.each([
    ["percentOff", { percentOff: 0 }, "Discount amount must be between 0%-100%."],
    ["userLimit", { userLimit: 0 }, "The per-user limit must be between 1 and 99."],
  ])(
    "names %s as the field of its range refusal, saving nothing",
    async (field, change, message) => {
      const before = await couponCount();

      const response = await asAdmin("POST", "/api/v1/coupons", {
        ...fields,
        couponCode: `RANGE${field.toUpperCase()}`,
        ...change,
      });

      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatchObject({ message, fields: { [field]: message } });
      expect(await couponCount()).toBe(before);
    },
  );

  it("keeps the products a coupon is limited to (000 §3 productIds); none is every item", async () => {
    const mat = await createProduct(t, cookie, image, { productTitle: "Mat" });
    const block = await createProduct(t, cookie, image, { productTitle: "Block" });

    const limited = await createCoupon({ productIds: [mat.productId, block.productId] });
    const everything = await createCoupon();

    expect([...limited.productIds].sort()).toEqual([mat.productId, block.productId].sort());
    expect(everything.productIds).toEqual([]);
    const listed = (await listCoupons()).find(
      (coupon: { couponId: string }) => coupon.couponId === limited.couponId,
    );
    expect([...listed.productIds].sort()).toEqual([mat.productId, block.productId].sort());
  });

  it("refuses another organization's or an unknown product with 400, saving nothing", async () => {
    const theirs = await createProduct(t, otherCookie, image, { productTitle: "Their Mat" });
    const before = await couponCount();

    for (const productId of [theirs.productId, "01a21b50-0000-7000-8000-000000000000"]) {
      const response = await asAdmin("POST", "/api/v1/coupons", {
        ...fields,
        couponCode: `LIMITED${productId.slice(-4)}`,
        productIds: [productId],
      });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().error.message).toBe(MESSAGES.couponUnknownProducts);
      expect(response.body).not.toContain("Their Mat");
    }
    expect(await couponCount()).toBe(before);
  });

  it("refuses more than 100 products with 'A coupon can apply to at most 100 products.', saving nothing", async () => {
    const before = await couponCount();
    const productIds = Array.from({ length: 101 }, (_, index) => `product-${index}`);
    const response = await asAdmin("POST", "/api/v1/coupons", { ...fields, productIds });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      message: MESSAGES.couponTooManyProducts,
      fields: { productIds: MESSAGES.couponTooManyProducts },
    });
    expect(MESSAGES.couponTooManyProducts).toBe("A coupon can apply to at most 100 products.");
    expect(await couponCount()).toBe(before);
  });

  it("refuses a fractional amount and unknown fields with 400", async () => {
    for (const change of [{ percentOff: null, amountOff: 1.5 }, { isValid: false }]) {
      const response = await asAdmin("POST", "/api/v1/coupons", { ...fields, ...change });
      expect(response.statusCode).toBe(400);
    }
  });

  it("refuses a code a live coupon already has, whatever its case, with 409", async () => {
    await createCoupon({ couponCode: "TWICE" });
    const before = await couponCount();

    const response = await asAdmin("POST", "/api/v1/coupons", { ...fields, couponCode: "twice" });

    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe(MESSAGES.couponCodeTaken);
    expect(await couponCount()).toBe(before);
  });

  it("lists the organization's coupons newest first, none of another's", async () => {
    t.clock.now = new Date(Date.now() + 60_000);
    const newest = await createCoupon();
    t.clock.now = new Date();

    expect((await listCoupons())[0].couponId).toBe(newest.couponId);
    const other = await t.request({ method: "GET", url: "/api/v1/coupons", cookie: otherCookie });
    expect(other.json().coupons).toEqual([]);
  });
});

describe("activate and deactivate (000 §4 Coupon)", () => {
  it("deactivates with 'Coupon has been deactivated.' and activates with 'Coupon has been made active.'", async () => {
    const coupon = await createCoupon();

    const off = await asAdmin("POST", `/api/v1/coupons/${coupon.couponId}/deactivate`);
    expect(off.json()).toEqual({ message: "Coupon has been deactivated." });
    expect(
      (await listCoupons()).find((c: { couponId: string }) => c.couponId === coupon.couponId),
    ).toMatchObject({ isValid: false });

    const on = await asAdmin("POST", `/api/v1/coupons/${coupon.couponId}/activate`);
    expect(on.json()).toEqual({ message: "Coupon has been made active." });
  });

  it("answers 404 for another organization's coupon and changes nothing", async () => {
    const coupon = await createCoupon();

    for (const action of ["activate", "deactivate"]) {
      const response = await t.request({
        method: "POST",
        url: `/api/v1/coupons/${coupon.couponId}/${action}`,
        cookie: otherCookie,
      });
      expect(response.statusCode).toBe(404);
    }
    const redemptions = await t.request({
      method: "GET",
      url: `/api/v1/coupons/${coupon.couponId}/redemptions`,
      cookie: otherCookie,
    });
    expect(redemptions.statusCode).toBe(404);
    expect(await couponCount(otherOrgId)).toBe(0);
  });
});

describe("delete (000 §4: a redeemed coupon is archived instead)", () => {
  it("deletes an unredeemed coupon with 'Coupon has been deleted.'", async () => {
    const coupon = await createCoupon();

    const response = await asAdmin("DELETE", `/api/v1/coupons/${coupon.couponId}`);

    expect(response.json()).toEqual({ message: "Coupon has been deleted." });
    expect((await listCoupons()).map((c: { couponId: string }) => c.couponId)).not.toContain(
      coupon.couponId,
    );
  });

  it("archives a redeemed coupon, keeping its redemptions, and frees its code", async () => {
    const coupon = await createCoupon({ couponCode: "ARCHIVE-ME" });
    await redeem("ARCHIVE-ME");

    const response = await asAdmin("DELETE", `/api/v1/coupons/${coupon.couponId}`);

    expect(response.json()).toEqual({ message: "Coupon has been deactivated." });
    const archived = (await listCoupons()).find(
      (c: { couponId: string }) => c.couponId === coupon.couponId,
    );
    expect(archived).toMatchObject({ isValid: false, isArchived: true, redeemed: 1 });
    const activate = await asAdmin("POST", `/api/v1/coupons/${coupon.couponId}/activate`);
    expect(activate.statusCode).toBe(409);
    await createCoupon({ couponCode: "ARCHIVE-ME" });
  });

  it("refuses to archive an archived coupon again with 409, changing and auditing nothing", async () => {
    const coupon = await createCoupon({ couponCode: "ARCHIVE-TWICE" });
    await redeem("ARCHIVE-TWICE");
    expect((await asAdmin("DELETE", `/api/v1/coupons/${coupon.couponId}`)).statusCode).toBe(200);
    const auditLines = () =>
      withTenant(t.db, orgId, (trx) =>
        trx
          .selectFrom("audit_log")
          .select("action")
          .where("target_id", "=", coupon.couponId)
          .execute(),
      );
    const auditBefore = await auditLines();
    const listedBefore = (await listCoupons()).find(
      (c: { couponId: string }) => c.couponId === coupon.couponId,
    );

    const again = await asAdmin("DELETE", `/api/v1/coupons/${coupon.couponId}`);

    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(MESSAGES.couponArchived);
    expect(
      (await listCoupons()).find((c: { couponId: string }) => c.couponId === coupon.couponId),
    ).toEqual(listedBefore);
    expect(await auditLines()).toEqual(auditBefore);
  });

  it("answers 404 to another organization's admin and deletes nothing", async () => {
    const coupon = await createCoupon();
    const before = await couponCount();

    const response = await t.request({
      method: "DELETE",
      url: `/api/v1/coupons/${coupon.couponId}`,
      cookie: otherCookie,
    });

    expect(response.statusCode).toBe(404);
    expect(await couponCount()).toBe(before);
  });
});

describe("redeeming a coupon (000 §4, §5 Coupon apply)", () => {
  it("takes the discount off, counts the redemption and records the redeemer", async () => {
    const coupon = await createCoupon({ couponCode: "TEN", percentOff: 10 });

    const redeemed = await redeem("ten", { chargeId: "charge-1", userId: "member-9" });

    expect(redeemed).toEqual({ couponId: coupon.couponId, discountCents: 200 });
    const records = await asAdmin("GET", `/api/v1/coupons/${coupon.couponId}/redemptions`);
    expect(records.json().redemptions).toEqual([
      {
        uid: "member-9",
        name: null,
        chargeId: "charge-1",
        discountCents: 200,
        timestamp: expect.any(String),
      },
    ]);
    expect(
      (await listCoupons()).find((c: { couponId: string }) => c.couponId === coupon.couponId),
    ).toMatchObject({ redeemed: 1 });
  });

  it("names the member who redeemed it, and none for a walk-in, newest first", async () => {
    const coupon = await createCoupon({ couponCode: "NAMED" });
    const member = await t.createUser(orgId, { admin: false, firstName: "Rosa" });

    await redeem("NAMED", { userId: null, businessKey: "named-walk-in" });
    t.clock.now = new Date(t.clock.now.getTime() + 60_000);
    await redeem("NAMED", { userId: member.id, businessKey: "named-member" });

    const records = await asAdmin("GET", `/api/v1/coupons/${coupon.couponId}/redemptions`);
    expect(records.json().redemptions).toMatchObject([
      { uid: member.id, name: "Rosa User" },
      { uid: null, name: null },
    ]);
  });

  it("redeems once for the same business key", async () => {
    const coupon = await createCoupon({ couponCode: "ONCE" });

    const first = await redeem("ONCE", { businessKey: "checkout-once" });
    const again = await redeem("ONCE", { businessKey: "checkout-once" });

    expect(again).toEqual(first);
    expect(
      (await listCoupons()).find((c: { couponId: string }) => c.couponId === coupon.couponId),
    ).toMatchObject({ redeemed: 1 });
  });

  it("answers 'Invalid Coupon' for an unknown, an inactive and another organization's code", async () => {
    const inactive = await createCoupon({ couponCode: "SLEEPING" });
    await asAdmin("POST", `/api/v1/coupons/${inactive.couponId}/deactivate`);
    const elsewhere = await t.request({
      method: "POST",
      url: "/api/v1/coupons",
      cookie: otherCookie,
      payload: { ...fields, couponCode: "ELSEWHERE" },
    });
    expect(elsewhere.statusCode).toBe(201);

    for (const code of ["NOPE", "SLEEPING", "ELSEWHERE"]) {
      await expect(redeem(code)).rejects.toMatchObject({ status: 400, message: "Invalid Coupon" });
    }
  });

  it("uses a coupon limited to products only for those products, never for an event", async () => {
    const mat = await createProduct(t, cookie, image, { productTitle: "Limited Mat" });
    const other = await createProduct(t, cookie, image, { productTitle: "Other Mat" });
    await createCoupon({ couponCode: "MATS-ONLY", productIds: [mat.productId] });

    await expect(redeem("MATS-ONLY", { productId: mat.productId })).resolves.toMatchObject({
      discountCents: 300,
    });
    for (const productId of [other.productId, null]) {
      await expect(redeem("MATS-ONLY", { productId })).rejects.toMatchObject({
        status: 400,
        message: MESSAGES.couponNotForItem,
      });
    }
  });

  it("lets a member use a per-user-limited coupon only as often as its limit", async () => {
    await createCoupon({ couponCode: "TWICE-EACH", userLimit: 2 });

    await redeem("TWICE-EACH", { userId: "member-2" });
    await redeem("TWICE-EACH", { userId: "member-2" });

    await expect(redeem("TWICE-EACH", { userId: "member-2" })).rejects.toMatchObject({
      status: 400,
      message: MESSAGES.couponUserLimitReached,
    });
    await expect(redeem("TWICE-EACH", { userId: "member-3" })).resolves.toBeTruthy();
    await expect(redeem("TWICE-EACH", { userId: null })).rejects.toMatchObject({
      message: "Invalid Coupon",
    });
  });
});

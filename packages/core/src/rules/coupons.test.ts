import { describe, expect, it } from "vitest";
import { MESSAGES } from "../messages";
import {
  COUPON_STATUS_LABELS,
  couponAppliesTo,
  couponCreateIssue,
  couponCreateProblem,
  couponDiscountCents,
  couponDiscountLabel,
  couponRemoval,
  couponShareLinkPath,
  couponStatus,
  couponUserLimitLabel,
  normalizeCouponCode,
} from "./coupons";

const draft = {
  couponCode: "SPRING",
  couponDescription: "Spring promotion",
  amountOff: null,
  percentOff: 15,
  userLimit: null,
};

describe("coupon creation (000 §5 Coupon creation, §9 Coupons)", () => {
  it.each([
    ["a blank code", { couponCode: " " }, MESSAGES.completeAllFields],
    ["a blank description", { couponDescription: "" }, MESSAGES.completeAllFields],
    ["no discount type", { percentOff: null }, "Please add a discount amount."],
    ["a zero fixed amount", { percentOff: null, amountOff: 0 }, "Please add a discount amount."],
    ["both discount types", { amountOff: 500 }, MESSAGES.couponOneDiscountType],
    ["a percent over 100", { percentOff: 101 }, "Discount amount must be between 0%-100%."],
    ["a percent of 0", { percentOff: 0 }, "Discount amount must be between 0%-100%."],
    ["a negative percent", { percentOff: -5 }, "Discount amount must be between 0%-100%."],
    ["a per-user limit of 0", { userLimit: 0 }, MESSAGES.couponUserLimitRange],
    ["a per-user limit of 100", { userLimit: 100 }, MESSAGES.couponUserLimitRange],
  ])("refuses %s", (_, change, message) => {
    expect(couponCreateIssue({ ...draft, ...change })).toBe(message);
  });

  it.each([
    ["a percent of 100", { percentOff: 100 }],
    ["a fixed amount", { percentOff: null, amountOff: 500 }],
    ["per-user limits 1 and 99", { userLimit: 1 }],
    ["per-user limit 99", { userLimit: 99 }],
  ])("accepts %s", (_, change) => {
    expect(couponCreateIssue({ ...draft, ...change })).toBeNull();
  });

  it("puts 'Please add a discount amount.' next to an Amount Off left empty (sent as 0)", () => {
    expect(couponCreateProblem({ ...draft, percentOff: null, amountOff: 0 })).toEqual({
      message: "Please add a discount amount.",
      field: "amountOff",
    });
    expect(couponCreateProblem({ ...draft, percentOff: null })).toEqual({
      message: "Please add a discount amount.",
    });
  });

  it.each([
    ["a percent of 0 (Percent Off left empty)", { percentOff: 0 }, "percentOff"],
    ["a per-user limit of 0 (Uses Per User left empty)", { userLimit: 0 }, "userLimit"],
  ] as const)("says the problem with %s next to its field", (_, change, field) => {
    expect(couponCreateProblem({ ...draft, ...change })?.field).toBe(field);
  });

  it.each([
    ["a space", "SUMMER 10"],
    ["a tab", "SUMMER\t10"],
    ["a line break", "SUMMER\n10"],
    ["a no-break space", "SUMMER\u00a010"],
  ])(
    "refuses a code with %s inside it next to the code field, beyond the spec",
    (_, couponCode) => {
      expect(couponCreateProblem({ ...draft, couponCode })).toEqual({
        message: "A coupon code cannot contain spaces.",
        field: "couponCode",
      });
    },
  );

  it.each([
    ["spaces around the code", "  SUMMER10 "],
    ["a hyphen", "SUMMER-10"],
    ["letters and digits only", "WELCOME10"],
  ])("accepts a code with %s", (_, couponCode) => {
    expect(couponCreateProblem({ ...draft, couponCode })).toBeNull();
  });

  it("forces the code to upper case", () => {
    expect(normalizeCouponCode("  spring25 ")).toBe("SPRING25");
  });
});

describe("coupon discount", () => {
  it.each([
    [{ amountOff: 500, percentOff: null }, 2_000, 500],
    [{ amountOff: 5_000, percentOff: null }, 2_000, 2_000],
    [{ amountOff: null, percentOff: 15 }, 2_000, 300],
    [{ amountOff: null, percentOff: 15 }, 1_999, 300],
    [{ amountOff: null, percentOff: 100 }, 2_500, 2_500],
    [{ amountOff: null, percentOff: 50 }, 0, 0],
  ])("takes %o off %i cents: %i", (coupon, price, discount) => {
    expect(couponDiscountCents(coupon, price)).toBe(discount);
  });

  it("shows the discount as amount off or percent off (000 §9)", () => {
    expect(couponDiscountLabel({ amountOff: 1_250, percentOff: null })).toBe("$12.50 off");
    expect(couponDiscountLabel({ amountOff: null, percentOff: 15 })).toBe("15% off");
    expect(couponDiscountLabel({ amountOff: 1_250, percentOff: null }, "eur")).toBe("€12.50 off");
  });
});

describe("the uses per user a coupon allows (000 §3 isUserLimited)", () => {
  it("names the uses per member, and nothing for a coupon any member may use again and again", () => {
    expect(couponUserLimitLabel(3)).toBe("3 uses per member");
    expect(couponUserLimitLabel(1)).toBe("1 use per member");
    expect(couponUserLimitLabel(null)).toBeNull();
  });
});

describe("the items a coupon applies to (000 §3 Coupon productIds)", () => {
  it.each([
    ["no products: every event and product", [], { productId: "p1" }, true],
    ["no products: an event too", [], { productId: null }, true],
    ["one of its products", ["p1", "p2"], { productId: "p2" }, true],
    ["another product", ["p1"], { productId: "p3" }, false],
    ["an event, when it names products", ["p1"], { productId: null }, false],
  ])("%s", (_, productIds, item, applies) => {
    expect(couponAppliesTo({ productIds }, item)).toBe(applies);
  });
});

describe("coupon state (000 §4 Coupon)", () => {
  it("archives a redeemed coupon and deletes an unredeemed one", () => {
    expect(couponRemoval(0)).toBe("delete");
    expect(couponRemoval(3)).toBe("archive");
  });

  it("labels active, inactive and archived coupons", () => {
    expect(COUPON_STATUS_LABELS[couponStatus({ isValid: true, isArchived: false })]).toBe("Active");
    expect(COUPON_STATUS_LABELS[couponStatus({ isValid: false, isArchived: false })]).toBe(
      "Inactive",
    );
    expect(COUPON_STATUS_LABELS[couponStatus({ isValid: false, isArchived: true })]).toBe(
      "Archived",
    );
  });

  it("links a coupon in the other share links' form", () => {
    expect(couponShareLinkPath("a b")).toBe("coupons?&couponId=a%20b");
  });
});

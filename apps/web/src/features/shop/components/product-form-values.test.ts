import { describe, expect, it } from "vitest";
import { EMPTY_PRODUCT_FORM, type ProductFormValues, toCreateProduct } from "./product-form-values";
import { EMPTY_SIZE_INPUTS } from "./SizeFields";

const complete: ProductFormValues = {
  ...EMPTY_PRODUCT_FORM,
  image: new File(["png"], "tee.png", { type: "image/png" }),
  productTitle: "Harbor Tee",
  productDescription: "Organic cotton.",
  priceDollars: 28,
};

const issueOf = (changes: Partial<ProductFormValues>) => {
  const request = toCreateProduct({ ...complete, ...changes }, "product-key", "usd");
  return typeof request === "string" ? request : null;
};

// New Product's number fields keep a number typed past their limits (NumberField) and Add
// Product refuses it in the words shown under the field.
describe("New Product refuses a number typed past its field's limit", () => {
  it("refuses 150 available with 'Please enter a number of at most 100.'", () => {
    expect(issueOf({ isQuantityLimited: true, quantity: 150 })).toBe(
      "Please enter a number of at most 100.",
    );
  });

  it("refuses a size of 1001 with 'Please enter a number of at most 1,000.'", () => {
    const sizes = { ...EMPTY_SIZE_INPUTS, M: { count: 1001, isUnlimited: false } };
    expect(issueOf({ hasSizes: true, sizes })).toBe("Please enter a number of at most 1,000.");
  });

  it("refuses 0 tokens per billing cycle with 'Please enter a number of at least 1.'", () => {
    expect(issueOf({ isSubscription: true, recurrenceTime: "everyMonth", tokens: 0 })).toBe(
      "Please enter a number of at least 1.",
    );
  });

  it("takes the limits themselves: 100 available, a size of 1000, blank tokens", () => {
    expect(issueOf({ isQuantityLimited: true, quantity: 100 })).toBeNull();
    const sizes = { ...EMPTY_SIZE_INPUTS, M: { count: 1000, isUnlimited: false } };
    expect(issueOf({ hasSizes: true, sizes })).toBeNull();
    expect(issueOf({ isSubscription: true, recurrenceTime: "everyMonth", tokens: "" })).toBeNull();
  });
});

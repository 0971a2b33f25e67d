import type { Product } from "@studiodesk/core/contracts/shop";
import { MESSAGES } from "@studiodesk/core/messages";
import { productEditIssues } from "@studiodesk/core/rules/shop";
import { describe, expect, it } from "vitest";
import { changedProductFields, toEditValues } from "./product-edit-values";

const sizedTee: Product = {
  productId: "tee",
  productTitle: "Harbor Tee",
  productDescription: "Organic cotton.",
  productImages: [],
  imageItem: { imageUrl: "", thumbnailUrl: "" },
  isActive: true,
  isFeatured: false,
  uploadTimestamp: "2026-11-01T00:00:00.000Z",
  categoryIds: [],
  productSizes: { M: 4, L: 2 },
  productTimesPurchased: 0,
  shareLink: null,
  price: { amount: 2800, quantity: 100, subscription: null },
};

// 001 §5 "Product edit: … sizes … are editable"; the view's size fields read "Not offered"
// when blank.
describe("changedProductFields: the product view's sizes", () => {
  it("has nothing to update while the sizes are as loaded", () => {
    expect(changedProductFields(sizedTee, toEditValues(sizedTee))).toEqual({});
  });

  it("stops offering a size whose count is cleared, naming it null for the API", () => {
    const values = toEditValues(sizedTee);
    const changes = changedProductFields(sizedTee, {
      ...values,
      sizes: { ...values.sizes, M: "" },
    });
    expect(changes.productSizes).toEqual({
      XS: null,
      S: null,
      M: null,
      L: 2,
      XL: null,
      XXL: null,
      XXXL: null,
    });
  });

  it("refuses clearing every size with 'keep at least one size'", () => {
    const values = { ...toEditValues(sizedTee), sizes: { M: "", L: "" } };
    const changes = changedProductFields(sizedTee, values);
    expect(productEditIssues(changes, false, { M: 4, L: 2 })[0]?.message).toBe(
      MESSAGES.productKeepsOneSize,
    );
  });

  it("adds a size and changes a count, keeping the others", () => {
    const values = toEditValues(sizedTee);
    const changes = changedProductFields(sizedTee, {
      ...values,
      sizes: { ...values.sizes, M: 9, XXL: 6 },
    });
    expect(changes.productSizes).toMatchObject({ M: 9, L: 2, XXL: 6, XS: null });
  });
});
